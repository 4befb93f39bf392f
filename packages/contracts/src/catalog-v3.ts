import { Type, type Static } from '@sinclair/typebox';
import { CursorPagingMetadata, Filter, Nullable, Sorting, StringEnum } from './common.ts';
import { EcomPrice } from './money.ts';

// Catalog v3 product reads (routes.md "Catalog v3 product reads", `stores_products-v-3`): the same
// catalog as v1, in the v3 product shape. Only what the catalog holds is answered; the rest of the
// hosted entity (info sections, subscriptions, categories tree) is absent, as for a product without it.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });

export const V3ProductTypes = ['PHYSICAL', 'DIGITAL'] as const;
export const V3AvailabilityStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;
export const V3PreorderStatuses = ['ENABLED', 'DISABLED', 'PARTIALLY_ENABLED'] as const;
export const V3PreorderAvailabilities = ['ALL_VARIANTS', 'NO_VARIANTS', 'SOME_VARIANTS'] as const;
export const V3OptionRenderTypes = ['TEXT_CHOICES', 'SWATCH_CHOICES'] as const;
export const V3ChoiceTypes = ['CHOICE_TEXT', 'ONE_COLOR'] as const;

/** `fields` of the list calls (search, query): optional parts of each product. */
export const V3RequestedFields = [
  'URL',
  'CURRENCY',
  'INFO_SECTION',
  'MERCHANT_DATA',
  'PLAIN_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO',
  'BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO',
  'DESCRIPTION',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'INFO_SECTION_DESCRIPTION',
  'THUMBNAIL',
  'PRODUCT_CHOICES_MEDIA_REFERENCES',
  'PRODUCT_CHOICES_DISPLAY_IMAGE',
  'MIN_PRICE_VARIANT',
  'DISCOUNT_INFO',
] as const;
export type V3RequestedField = (typeof V3RequestedFields)[number];

const Fields = Type.Optional(Type.Array(StringEnum(V3RequestedFields), { maxItems: 25 }));

const V3Thumbnail = Type.Object(
  {
    url: Type.String(),
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
    altText: Type.Optional(Nullable(Type.String())),
  },
  closed,
);

export const V3ProductMedia = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    image: Type.Optional(Type.String()),
    altText: Type.Optional(Nullable(Type.String())),
    displayName: Type.Optional(Nullable(Type.String())),
    mediaType: StringEnum(['IMAGE', 'VIDEO'] as const),
    thumbnail: Type.Optional(V3Thumbnail),
  },
  closed,
);
export type V3ProductMedia = Static<typeof V3ProductMedia>;

const V3Choice = Type.Object(
  {
    choiceId: Type.String(),
    key: Type.String(),
    name: Type.String(),
    choiceType: StringEnum(V3ChoiceTypes),
    colorCode: Type.Optional(Type.String()),
    inStock: Type.Boolean(),
    visible: Type.Boolean(),
    linkedMedia: Type.Optional(Type.Array(V3ProductMedia)),
  },
  closed,
);

export const V3ConnectedOption = Type.Object(
  {
    id: Type.String(),
    key: Type.String(),
    name: Type.String(),
    optionRenderType: StringEnum(V3OptionRenderTypes),
    choicesSettings: Type.Object({ choices: Type.Array(V3Choice) }, closed),
  },
  closed,
);

/** A free-text or choice a buyer adds without changing the variant (v1 custom text fields). */
export const V3ConnectedModifier = Type.Object(
  {
    id: Type.String(),
    key: Type.String(),
    name: Type.String(),
    modifierRenderType: StringEnum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES'] as const),
    mandatory: Type.Boolean(),
    freeTextSettings: Type.Optional(
      Type.Object(
        {
          minCharCount: Type.Integer(),
          maxCharCount: Type.Integer(),
          title: Type.Optional(Type.String()),
          key: Type.Optional(Type.String()),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const V3PriceRange = Type.Object({ minValue: EcomPrice, maxValue: EcomPrice }, closed);

const V3PriceInfo = Type.Object(
  {
    actualPrice: EcomPrice,
    compareAtPrice: Type.Optional(EcomPrice),
  },
  closed,
);

export const V3Variant = Type.Object(
  {
    id: Type.String(),
    visible: Type.Boolean(),
    sku: Type.Optional(Nullable(Type.String())),
    choices: Type.Array(
      Type.Object(
        {
          optionChoiceIds: Type.Object({ optionId: Type.String(), choiceId: Type.String() }, closed),
          optionChoiceNames: Type.Optional(
            Type.Object(
              {
                optionName: Type.String(),
                choiceName: Type.String(),
                renderType: StringEnum(V3OptionRenderTypes),
              },
              closed,
            ),
          ),
        },
        closed,
      ),
    ),
    price: V3PriceInfo,
    physicalProperties: Type.Optional(
      Type.Object({ weight: Type.Optional(Nullable(Type.Number())) }, closed),
    ),
    media: Type.Optional(V3ProductMedia),
    inventoryStatus: Type.Object({ inStock: Type.Boolean(), preorderEnabled: Type.Boolean() }, closed),
  },
  closed,
);
export type V3Variant = Static<typeof V3Variant>;

/** The v3 product as visitors and owners read it. */
export const V3Product = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    name: Type.String(),
    slug: Type.String(),
    url: Type.Optional(Type.String()),
    /** The v1 description (HTML) with `PLAIN_DESCRIPTION`. */
    plainDescription: Type.Optional(Type.String()),
    visible: Type.Boolean(),
    visibleInPos: Type.Boolean(),
    media: Type.Object(
      {
        main: Type.Optional(V3ProductMedia),
        itemsInfo: Type.Optional(Type.Object({ items: Type.Array(V3ProductMedia) }, closed)),
      },
      closed,
    ),
    options: Type.Array(V3ConnectedOption),
    modifiers: Type.Array(V3ConnectedModifier),
    /** `id`: the Catalog v3 brand (ribbon) of that name, when the site has one (brands-ribbons.ts). */
    brand: Type.Optional(Type.Object({ id: Type.Optional(Type.String()), name: Type.String() }, closed)),
    ribbon: Type.Optional(Type.Object({ id: Type.Optional(Type.String()), name: Type.String() }, closed)),
    /**
     * Always empty lists: the v1 record has no v3 info sections nor ribbons beyond `ribbon`, and the
     * official types of get / get-by-slug promise both lists (a site reads `.length` unchecked).
     */
    infoSections: Type.Array(Type.Never(), { maxItems: 0 }),
    additionalRibbons: Type.Array(Type.Never(), { maxItems: 0 }),
    physicalProperties: Type.Optional(Type.Object({}, closed)),
    inventory: Type.Object(
      {
        availabilityStatus: StringEnum(V3AvailabilityStatuses),
        preorderStatus: StringEnum(V3PreorderStatuses),
        preorderAvailability: StringEnum(V3PreorderAvailabilities),
      },
      closed,
    ),
    productType: StringEnum(V3ProductTypes),
    currency: Type.Optional(Type.String()),
    actualPriceRange: V3PriceRange,
    compareAtPriceRange: V3PriceRange,
    /** Owners with `MERCHANT_DATA`: the cost range. */
    costRange: Type.Optional(V3PriceRange),
    /** The variants: answered by get and get-by-slug (list calls leave them out, as the hosted API does). */
    variantsInfo: Type.Optional(Type.Object({ variants: Type.Array(V3Variant) }, closed)),
    variantSummary: Type.Object({ variantCount: Type.Integer() }, closed),
  },
  closed,
);
export type V3Product = Static<typeof V3Product>;

const V3CursorPaging = Type.Object(
  {
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
    cursor: Type.Optional(Nullable(Type.String({ maxLength: 16000 }))),
  },
  closed,
);

/** Free-text search over names and descriptions. */
export const V3SearchDetails = Type.Object(
  {
    mode: Type.Optional(StringEnum(['OR', 'AND'] as const)),
    expression: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
    fuzzy: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type V3SearchDetails = Static<typeof V3SearchDetails>;

const V3Sort = Type.Optional(Type.Array(Sorting, { maxItems: 10 }));

export const V3CursorQuery = Type.Object(
  { filter: Type.Optional(Filter), sort: V3Sort, cursorPaging: Type.Optional(V3CursorPaging) },
  closed,
);

export const V3QueryProductsRequest = Type.Object(
  { query: Type.Optional(V3CursorQuery), fields: Fields },
  closed,
);
export type V3QueryProductsRequest = Static<typeof V3QueryProductsRequest>;

/**
 * A search's aggregation (the official `Aggregation`): VALUE, RANGE and SCALAR are computed;
 * DATE_HISTOGRAM and NESTED are refused with a field violation (no date or nested fields here).
 */
export const V3AggregationTypes = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'] as const;
export const V3ScalarTypes = ['COUNT_DISTINCT', 'MIN', 'MAX'] as const;
const RangeBound = Type.Optional(Nullable(Type.Number()));
export const V3Aggregation = Type.Object(
  {
    name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    type: Type.Optional(StringEnum(V3AggregationTypes)),
    fieldPath: Type.Optional(Type.String({ maxLength: 200 })),
    value: Type.Optional(
      Type.Object(
        {
          sortType: Type.Optional(StringEnum(['COUNT', 'VALUE'] as const)),
          sortDirection: Type.Optional(StringEnum(['DESC', 'ASC'] as const)),
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 250 }))),
          missingValues: Type.Optional(StringEnum(['EXCLUDE', 'INCLUDE'] as const)),
          includeOptions: Type.Optional(
            Type.Object({ addToBucket: Type.Optional(Type.String({ maxLength: 100 })) }, closed),
          ),
        },
        closed,
      ),
    ),
    range: Type.Optional(
      Type.Object(
        {
          buckets: Type.Optional(
            Type.Array(Type.Object({ from: RangeBound, to: RangeBound }, closed), { maxItems: 50 }),
          ),
        },
        closed,
      ),
    ),
    scalar: Type.Optional(Type.Object({ type: Type.Optional(StringEnum(V3ScalarTypes)) }, closed)),
    dateHistogram: Type.Optional(Type.Object({ interval: Type.Optional(Type.String({ maxLength: 20 })) })),
    nested: Type.Optional(Type.Object({}, { additionalProperties: true, maxProperties: 5 })),
  },
  closed,
);
export type V3Aggregation = Static<typeof V3Aggregation>;

export const V3SearchProductsRequest = Type.Object(
  {
    search: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Filter),
          sort: V3Sort,
          cursorPaging: Type.Optional(V3CursorPaging),
          search: Type.Optional(V3SearchDetails),
          aggregations: Type.Optional(Type.Array(V3Aggregation, { maxItems: 10 })),
          timeZone: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
        },
        closed,
      ),
    ),
    fields: Fields,
  },
  closed,
);
export type V3SearchProductsRequest = Static<typeof V3SearchProductsRequest>;

export const V3ProductsPage = Type.Object(
  { products: Type.Array(V3Product), pagingMetadata: CursorPagingMetadata },
  closed,
);
export type V3ProductsPage = Static<typeof V3ProductsPage>;

/** One aggregation's answer: its name, type and field, and the values, ranges or scalar computed. */
export const V3AggregationResult = Type.Object(
  {
    name: Type.String(),
    type: StringEnum(V3AggregationTypes),
    fieldPath: Type.String(),
    values: Type.Optional(
      Type.Object(
        { results: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }, closed)) },
        closed,
      ),
    ),
    ranges: Type.Optional(
      Type.Object(
        {
          results: Type.Array(
            Type.Object(
              {
                from: Type.Optional(Nullable(Type.Number())),
                to: Type.Optional(Nullable(Type.Number())),
                count: Type.Integer(),
              },
              closed,
            ),
          ),
        },
        closed,
      ),
    ),
    scalar: Type.Optional(Type.Object({ type: StringEnum(V3ScalarTypes), value: Type.Number() }, closed)),
  },
  closed,
);
export type V3AggregationResult = Static<typeof V3AggregationResult>;

/** SearchProducts: a page, and the aggregations' answers when the search asked for some. */
export const V3SearchProductsResponse = Type.Object(
  {
    products: Type.Array(V3Product),
    pagingMetadata: CursorPagingMetadata,
    aggregationData: Type.Optional(Type.Object({ results: Type.Array(V3AggregationResult) }, closed)),
  },
  closed,
);
export type V3SearchProductsResponse = Static<typeof V3SearchProductsResponse>;

export const V3CountProductsRequest = Type.Object(
  { filter: Type.Optional(Filter), search: Type.Optional(V3SearchDetails) },
  closed,
);
export type V3CountProductsRequest = Static<typeof V3CountProductsRequest>;
export const V3CountProductsResponse = Type.Object({ count: Type.Integer() }, closed);

/** GetProduct / GetProductBySlug: `fields`, and the id or slug the official SDK repeats in the query. */
export const V3GetProductRequest = Type.Object(
  {
    fields: Fields,
    productId: Type.Optional(Type.String({ maxLength: 100 })),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
  },
  closed,
);
export type V3GetProductRequest = Static<typeof V3GetProductRequest>;
export const V3ProductResponse = Type.Object({ product: V3Product }, closed);

export const CatalogVersions = ['V1_CATALOG', 'V3_CATALOG', 'STORES_NOT_INSTALLED'] as const;
export const CatalogVersionResponse = Type.Object({ catalogVersion: StringEnum(CatalogVersions) }, closed);
