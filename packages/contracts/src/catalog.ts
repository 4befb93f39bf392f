import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

// Store catalog v1 (routes.md "Catalog v1 read and write"): the wire shapes of `@wix/stores`
// products v1 (`auto_sdk_stores_products`): products with options and variants, media,
// collections, store variants. Output objects are closed (the suite checks every answer); input
// objects are closed too, with the read-only fields a client echoes back accepted and ignored.

const closed = { additionalProperties: false } as const;

/** The stores app's id in catalog references (`catalogReference.appId`) of cart and order lines. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The one variant of a product without options (as the hosted platform). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** The "All Products" collection: every product of the site is in it (hosted platform's id). */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';
export const ALL_PRODUCTS_COLLECTION_SLUG = 'all-products';
/** Options × choices may generate at most this many variants (the official manageVariants limit). */
export const MAX_VARIANTS = 300;
export const MAX_OPTIONS = 6;
export const MAX_CHOICES = 100;
/** The largest price, cost, weight or amount the catalog takes (official `@max 999999999.99`). */
export const MAX_AMOUNT = 999_999_999.99;

export const ProductTypes = ['physical', 'digital'] as const;
export type ProductType = (typeof ProductTypes)[number];
export const OptionTypes = ['drop_down', 'color'] as const;
export type OptionType = (typeof OptionTypes)[number];
export const DiscountTypes = ['NONE', 'AMOUNT', 'PERCENT'] as const;
export type DiscountType = (typeof DiscountTypes)[number];
export const InventoryStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;
export type InventoryStatus = (typeof InventoryStatuses)[number];
export const MeasurementUnits = [
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;
export const DimensionsUnits = ['UNKNOWN_DIMENSIONS_UNIT', 'MM', 'CM', 'M', 'IN', 'FT', 'YD'] as const;
export const MediaItemTypes = ['image', 'video'] as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Amount = Type.Number({ minimum: 0, maximum: MAX_AMOUNT });
const Decimal = Type.String({ maxLength: 20, pattern: '^[0-9]{1,9}(\\.[0-9]{1,6})?$' });
/** An option or choice name: any text, including `__proto__` (kept as data, never as a key of ours). */
const OptionName = Type.String({ minLength: 1, maxLength: 50 });
/** Read-only fields a client may echo back: accepted and ignored (the schema bounds the depth). */
const Echoed = Type.Optional(Type.Unknown());

// ---------------------------------------------------------------------------------------------
// Read shapes

export const NumericPropertyRange = Type.Object({ minValue: Type.Number(), maxValue: Type.Number() }, closed);

export const Dimensions = Type.Object(
  {
    length: Type.Optional(Nullable(Decimal)),
    width: Type.Optional(Nullable(Decimal)),
    height: Type.Optional(Nullable(Decimal)),
    unit: Type.Optional(StringEnum(DimensionsUnits)),
  },
  closed,
);
export type Dimensions = Static<typeof Dimensions>;

export const FormattedPrice = Type.Object(
  {
    price: Type.String(),
    discountedPrice: Type.String(),
    pricePerUnit: Type.Optional(Nullable(Type.String())),
  },
  closed,
);

/** Stores v1 money: JSON numbers and formatted strings, the currency beside them. */
export const PriceData = Type.Object(
  {
    currency: Type.String(),
    price: Type.Number(),
    discountedPrice: Type.Number(),
    formatted: FormattedPrice,
    pricePerUnit: Type.Optional(Nullable(Type.Number())),
  },
  closed,
);
export type PriceData = Static<typeof PriceData>;

export const CostAndProfitData = Type.Object(
  {
    itemCost: Type.Number(),
    formattedItemCost: Type.String(),
    profit: Type.Number(),
    formattedProfit: Type.String(),
    profitMargin: Type.Number(),
  },
  closed,
);
export type CostAndProfitData = Static<typeof CostAndProfitData>;

export const PricePerUnitData = Type.Object(
  {
    totalQuantity: Type.Number(),
    totalMeasurementUnit: StringEnum(MeasurementUnits),
    baseQuantity: Type.Number(),
    baseMeasurementUnit: StringEnum(MeasurementUnits),
  },
  closed,
);

export const MediaItemUrlAndSize = Type.Object(
  {
    url: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    format: Type.Optional(Nullable(Type.String())),
    altText: Type.Optional(Nullable(Type.String())),
  },
  closed,
);

export const MediaItem = Type.Object(
  {
    id: Type.String(),
    mediaType: StringEnum(MediaItemTypes),
    title: Type.String(),
    image: Type.Optional(MediaItemUrlAndSize),
    video: Type.Optional(
      Type.Object({ files: Type.Array(MediaItemUrlAndSize), stillFrameMediaId: Type.String() }, closed),
    ),
    thumbnail: Type.Optional(MediaItemUrlAndSize),
  },
  closed,
);
export type MediaItem = Static<typeof MediaItem>;

export const Media = Type.Object(
  { mainMedia: Type.Optional(MediaItem), items: Type.Array(MediaItem) },
  closed,
);
export type Media = Static<typeof Media>;

export const Choice = Type.Object(
  {
    value: Type.String(),
    description: Type.String(),
    media: Type.Optional(Media),
    inStock: Type.Boolean(),
    visible: Type.Boolean(),
  },
  closed,
);

export const ProductOption = Type.Object(
  { optionType: StringEnum(OptionTypes), name: Type.String(), choices: Type.Array(Choice) },
  closed,
);
export type ProductOption = Static<typeof ProductOption>;

export const Stock = Type.Object(
  {
    trackInventory: Type.Boolean(),
    quantity: Type.Optional(Nullable(Type.Integer())),
    inStock: Type.Boolean(),
    inventoryStatus: StringEnum(InventoryStatuses),
  },
  closed,
);

export const VariantStock = Type.Object(
  {
    trackQuantity: Type.Boolean(),
    quantity: Type.Optional(Nullable(Type.Integer())),
    inStock: Type.Boolean(),
  },
  closed,
);

export const VariantDataWithNoStock = Type.Object(
  {
    priceData: PriceData,
    convertedPriceData: PriceData,
    costAndProfitData: Type.Optional(CostAndProfitData),
    weight: Type.Number(),
    sku: Type.String(),
    visible: Type.Boolean(),
    productDimensions: Type.Optional(Dimensions),
    packageDimensions: Type.Optional(Dimensions),
  },
  closed,
);

export const Variant = Type.Object(
  {
    id: Type.String(),
    choices: Type.Record(Type.String(), Type.String()),
    variant: VariantDataWithNoStock,
    stock: VariantStock,
  },
  closed,
);
export type Variant = Static<typeof Variant>;

const Keyword = Type.Object(
  {
    term: Type.String({ maxLength: 200 }),
    isMain: Type.Boolean(),
    origin: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  closed,
);
const Tag = Type.Object(
  {
    type: Type.String({ maxLength: 20 }),
    props: Type.Optional(
      Nullable(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 4000 }))),
    ),
    meta: Type.Optional(
      Nullable(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 4000 }))),
    ),
    children: Type.Optional(Type.String({ maxLength: 4000 })),
    custom: Type.Optional(Type.Boolean()),
    disabled: Type.Optional(Type.Boolean()),
  },
  closed,
);
/** SEO data, stored and answered as written. */
export const SeoSchema = Type.Object(
  {
    tags: Type.Optional(Type.Array(Tag, { maxItems: 50 })),
    settings: Type.Optional(
      Type.Object(
        {
          preventAutoRedirect: Type.Optional(Type.Boolean()),
          keywords: Type.Optional(Type.Array(Keyword, { maxItems: 5 })),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type SeoSchema = Static<typeof SeoSchema>;

export const AdditionalInfoSection = Type.Object(
  { title: Type.String({ maxLength: 50 }), description: Type.String({ maxLength: 16000 }) },
  closed,
);

/** A stores v1 product as answered. Owner-only parts (`costAndProfitData`, `costRange`) only for owners who ask. */
export const Product = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    visible: Type.Boolean(),
    productType: StringEnum(ProductTypes),
    description: Type.String(),
    sku: Type.String(),
    weight: Type.Number(),
    weightRange: NumericPropertyRange,
    productDimensions: Type.Optional(Dimensions),
    packageDimensions: Type.Optional(Dimensions),
    stock: Stock,
    price: PriceData,
    priceData: PriceData,
    convertedPriceData: PriceData,
    priceRange: NumericPropertyRange,
    costAndProfitData: Type.Optional(CostAndProfitData),
    costRange: Type.Optional(NumericPropertyRange),
    pricePerUnitData: Type.Optional(PricePerUnitData),
    additionalInfoSections: Type.Array(AdditionalInfoSection),
    ribbons: Type.Array(Type.Object({ text: Type.String() }, closed)),
    media: Media,
    customTextFields: Type.Array(
      Type.Object({ title: Type.String(), maxLength: Type.Integer(), mandatory: Type.Boolean() }, closed),
    ),
    manageVariants: Type.Boolean(),
    productOptions: Type.Array(ProductOption),
    productPageUrl: Type.Object({ base: Type.String(), path: Type.String() }, closed),
    numericId: Type.String(),
    inventoryItemId: Type.String(),
    discount: Type.Object({ type: StringEnum(DiscountTypes), value: Type.Number() }, closed),
    collectionIds: Type.Array(Type.String()),
    variants: Type.Optional(Type.Array(Variant)),
    lastUpdated: Type.String({ format: 'date-time' }),
    createdDate: Type.String({ format: 'date-time' }),
    seoData: Type.Optional(SeoSchema),
    ribbon: Type.Optional(Type.String()),
    brand: Type.Optional(Type.String()),
  },
  closed,
);
export type Product = Static<typeof Product>;

export const Collection = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    media: Media,
    numberOfProducts: Type.Integer(),
    description: Type.Optional(Nullable(Type.String())),
    slug: Type.String(),
    visible: Type.Boolean(),
  },
  closed,
);
export type Collection = Static<typeof Collection>;

/** A variant as the store sees it: `{productId}-{variantId}`. */
export const StoreVariant = Type.Object(
  {
    id: Type.String(),
    variantId: Type.String(),
    productId: Type.String(),
    variantName: Type.String(),
    productName: Type.String(),
    managedVariant: Type.Boolean(),
    sku: Type.String(),
    stock: VariantStock,
    choices: Type.Record(Type.String(), Type.String()),
    collectionIds: Type.Array(Type.String()),
    media: Type.Optional(
      Type.Object({ image: Type.Optional(Type.String()), video: Type.Optional(Type.String()) }, closed),
    ),
    preorderInfo: Type.Object(
      {
        enabled: Type.Boolean(),
        message: Type.Optional(Nullable(Type.String())),
        limit: Type.Optional(Nullable(Type.Integer())),
      },
      closed,
    ),
  },
  closed,
);
export type StoreVariant = Static<typeof StoreVariant>;

/** ProductOptionsAvailability's variant. */
export const VariantData = Type.Object(
  {
    price: PriceData,
    convertedPriceData: PriceData,
    weight: Type.Optional(Nullable(Type.Number())),
    sku: Type.String(),
    quantity: Type.Optional(Nullable(Type.Integer())),
    inStock: Type.Boolean(),
    visible: Type.Boolean(),
    productDimensions: Type.Optional(Dimensions),
    packageDimensions: Type.Optional(Dimensions),
  },
  closed,
);

// ---------------------------------------------------------------------------------------------
// Write shapes

const ChoiceInput = Type.Object(
  {
    value: Type.Optional(OptionName),
    description: Type.Optional(OptionName),
    media: Echoed,
    inStock: Echoed,
    visible: Echoed,
  },
  closed,
);

export const ProductOptionInput = Type.Object(
  {
    optionType: Type.Optional(StringEnum(OptionTypes)),
    name: OptionName,
    choices: Type.Array(ChoiceInput, { minItems: 1, maxItems: MAX_CHOICES }),
  },
  closed,
);
export type ProductOptionInput = Static<typeof ProductOptionInput>;

const PriceDataInput = Type.Object(
  {
    price: Type.Optional(Nullable(Amount)),
    currency: Echoed,
    discountedPrice: Echoed,
    formatted: Echoed,
    pricePerUnit: Echoed,
  },
  closed,
);

/** What CreateProduct and UpdateProduct take; UpdateProduct changes only the fields sent. */
export const ProductInput = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 80 }))),
    slug: Type.Optional(Type.String({ maxLength: 100 })),
    visible: Type.Optional(Nullable(Type.Boolean())),
    productType: Type.Optional(StringEnum(ProductTypes)),
    description: Type.Optional(Nullable(Type.String({ maxLength: 8000 }))),
    sku: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    weight: Type.Optional(Nullable(Amount)),
    productDimensions: Type.Optional(Dimensions),
    packageDimensions: Type.Optional(Dimensions),
    priceData: Type.Optional(PriceDataInput),
    price: Type.Optional(PriceDataInput),
    costAndProfitData: Type.Optional(
      Type.Object(
        {
          itemCost: Type.Optional(Nullable(Amount)),
          formattedItemCost: Echoed,
          profit: Echoed,
          formattedProfit: Echoed,
          profitMargin: Echoed,
        },
        closed,
      ),
    ),
    pricePerUnitData: Type.Optional(
      Nullable(
        Type.Object(
          {
            totalQuantity: Type.Number({ minimum: 0.01, maximum: MAX_AMOUNT }),
            totalMeasurementUnit: StringEnum(MeasurementUnits),
            baseQuantity: Type.Number({ minimum: 0.01, maximum: MAX_AMOUNT }),
            baseMeasurementUnit: StringEnum(MeasurementUnits),
          },
          closed,
        ),
      ),
    ),
    additionalInfoSections: Type.Optional(Type.Array(AdditionalInfoSection, { maxItems: 20 })),
    manageVariants: Type.Optional(Nullable(Type.Boolean())),
    productOptions: Type.Optional(Type.Array(ProductOptionInput, { maxItems: MAX_OPTIONS })),
    discount: Type.Optional(
      Type.Object(
        {
          type: Type.Optional(StringEnum(['UNDEFINED', ...DiscountTypes] as const)),
          value: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_AMOUNT })),
        },
        closed,
      ),
    ),
    seoData: Type.Optional(SeoSchema),
    ribbon: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    brand: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    // Read-only on the wire; clients echo them back.
    weightRange: Echoed,
    stock: Echoed,
    convertedPriceData: Echoed,
    priceRange: Echoed,
    costRange: Echoed,
    ribbons: Echoed,
    media: Echoed,
    customTextFields: Echoed,
    productPageUrl: Echoed,
    numericId: Echoed,
    inventoryItemId: Echoed,
    collectionIds: Echoed,
    variants: Echoed,
    lastUpdated: Echoed,
    createdDate: Echoed,
  },
  closed,
);
export type ProductInput = Static<typeof ProductInput>;

/** UpdateVariants: the variants chosen by `choices` (all that match) or `variantIds`. */
export const VariantOverride = Type.Object(
  {
    choices: Type.Optional(Type.Record(OptionName, OptionName, { maxProperties: MAX_OPTIONS })),
    variantIds: Type.Optional(Type.Array(Id, { maxItems: MAX_VARIANTS })),
    price: Type.Optional(Nullable(Amount)),
    cost: Type.Optional(Nullable(Amount)),
    weight: Type.Optional(Nullable(Amount)),
    sku: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    visible: Type.Optional(Nullable(Type.Boolean())),
    productDimensions: Type.Optional(Dimensions),
    packageDimensions: Type.Optional(Dimensions),
  },
  closed,
);
export type VariantOverride = Static<typeof VariantOverride>;

const OptionAndChoice = Type.Object({ option: OptionName, choice: OptionName }, closed);

export const MediaDataForWrite = Type.Object(
  {
    mediaId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    choice: Type.Optional(OptionAndChoice),
  },
  closed,
);
export type MediaDataForWrite = Static<typeof MediaDataForWrite>;

export const MediaAssignmentToChoice = Type.Object(
  {
    option: OptionName,
    choice: OptionName,
    mediaIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
  },
  closed,
);
export type MediaAssignmentToChoice = Static<typeof MediaAssignmentToChoice>;

/**
 * A collection's image as a write names it (`collection.media.mainMedia`): `id` of an image
 * uploaded to the site (its url and size are the upload's), or `image.url`, a web image. A read's
 * answer echoed back is accepted: its `id` is the stored image's, so nothing changes.
 */
export const CollectionMainMediaInput = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    image: Type.Optional(
      Type.Object(
        {
          url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
          altText: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
          width: Echoed,
          height: Echoed,
          format: Echoed,
        },
        closed,
      ),
    ),
    /** Collections hold images only. */
    mediaType: Type.Optional(StringEnum(['image'] as const)),
    title: Echoed,
    thumbnail: Echoed,
  },
  closed,
);
export type CollectionMainMediaInput = Static<typeof CollectionMainMediaInput>;

/** `media: null` or `mainMedia: null` removes the image; `mainMedia` absent keeps it. */
export const CollectionMediaInput = Type.Object(
  { mainMedia: Type.Optional(Nullable(CollectionMainMediaInput)), items: Echoed },
  closed,
);

export const CollectionInput = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 50 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 600 }))),
    slug: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    visible: Type.Optional(Nullable(Type.Boolean())),
    media: Type.Optional(Nullable(CollectionMediaInput)),
    numberOfProducts: Echoed,
  },
  closed,
);
export type CollectionInput = Static<typeof CollectionInput>;

/** BulkUpdateProducts: exactly one of the fields. */
export const SetValue = Type.Object(
  {
    price: Type.Optional(Amount),
    cost: Type.Optional(Amount),
    weight: Type.Optional(Amount),
    ribbon: Type.Optional(Type.String({ maxLength: 30 })),
    brand: Type.Optional(Type.String({ maxLength: 50 })),
  },
  closed,
);
export type SetValue = Static<typeof SetValue>;

const PropertyAdjustmentData = Type.Object(
  {
    percentage: Type.Optional(
      Type.Object(
        {
          roundToInt: Type.Optional(Type.Boolean()),
          rate: Type.Integer({ minimum: -100, maximum: 1000 }),
        },
        closed,
      ),
    ),
    amount: Type.Optional(Type.Number({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT })),
  },
  closed,
);
export type PropertyAdjustmentData = Static<typeof PropertyAdjustmentData>;

/** BulkAdjustProductProperties: exactly one of the properties, by amount or percentage. */
export const AdjustValue = Type.Object(
  {
    price: Type.Optional(PropertyAdjustmentData),
    cost: Type.Optional(PropertyAdjustmentData),
    weight: Type.Optional(PropertyAdjustmentData),
  },
  closed,
);
export type AdjustValue = Static<typeof AdjustValue>;

// ---------------------------------------------------------------------------------------------
// Requests and answers

const ProductIds = Type.Array(Id, { maxItems: 1000 });
const BulkIds = Type.Array(Id, { minItems: 1, maxItems: 100 });

export const ProductIdParams = Type.Object({ id: Id }, closed);
export const UpdateProductParams = Type.Object({ productId: Id }, closed);
export const CollectionIdParams = Type.Object({ id: Id }, closed);
export const UpdateCollectionParams = Type.Object({ collectionId: Id }, closed);
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) }, closed);
export const StoreVariantIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 140 }) },
  closed,
);

export const CreateProductRequest = Type.Object({ product: ProductInput }, closed);
export const UpdateProductRequest = Type.Object({ product: ProductInput }, closed);
export const ProductResponse = Type.Object({ product: Product }, closed);
export const GetProductRequest = Type.Object(
  { includeMerchantSpecificData: Type.Optional(Type.Boolean()), id: Type.Optional(Id) },
  closed,
);
export const EmptyRequest = Type.Object({ id: Type.Optional(Id) }, closed);
export const EmptyResponse = Type.Object({}, closed);

export const UpdateVariantsRequest = Type.Object(
  { id: Type.Optional(Id), variants: Type.Array(VariantOverride, { maxItems: MAX_VARIANTS }) },
  closed,
);
export const VariantsResponse = Type.Object({ variants: Type.Array(Variant) }, closed);

export const ProductIdsRequest = Type.Object({ id: Type.Optional(Id), productIds: ProductIds }, closed);

export const AddProductMediaRequest = Type.Object(
  { id: Type.Optional(Id), media: Type.Array(MediaDataForWrite, { minItems: 1, maxItems: 50 }) },
  closed,
);
export const RemoveProductMediaRequest = Type.Object(
  {
    id: Type.Optional(Id),
    mediaIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
  },
  closed,
);
export const ChoicesMediaRequest = Type.Object(
  { id: Type.Optional(Id), media: Type.Array(MediaAssignmentToChoice, { minItems: 1, maxItems: 10 }) },
  closed,
);

export const CreateCollectionRequest = Type.Object({ collection: CollectionInput }, closed);
export const UpdateCollectionRequest = Type.Object({ collection: CollectionInput }, closed);
export const CollectionResponse = Type.Object({ collection: Collection }, closed);

export const BulkUpdateProductsRequest = Type.Object({ ids: BulkIds, set: SetValue }, closed);
export const BulkAdjustProductPropertiesRequest = Type.Object({ ids: BulkIds, adjust: AdjustValue }, closed);
export const BulkProductResult = Type.Object(
  {
    itemMetadata: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String())),
        originalIndex: Type.Integer(),
        success: Type.Boolean(),
        error: Type.Optional(
          Type.Object(
            {
              code: Type.String(),
              description: Type.String(),
              data: Type.Optional(Nullable(Type.Object({}))),
            },
            closed,
          ),
        ),
      },
      closed,
    ),
  },
  closed,
);
export const BulkProductsResponse = Type.Object(
  {
    results: Type.Array(BulkProductResult),
    bulkActionMetadata: Type.Object(
      { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
      closed,
    ),
  },
  closed,
);
export type BulkProductsResponse = Static<typeof BulkProductsResponse>;

export const ProductOptionsAvailabilityRequest = Type.Object(
  {
    id: Type.Optional(Id),
    options: Type.Optional(Type.Record(OptionName, OptionName, { maxProperties: MAX_OPTIONS })),
  },
  closed,
);
export const ProductOptionsAvailabilityResponse = Type.Object(
  {
    selectedVariant: Type.Optional(VariantData),
    media: Media,
    productOptions: Type.Array(ProductOption),
    availableForPurchase: Type.Boolean(),
  },
  closed,
);
export type ProductOptionsAvailabilityResponse = Static<typeof ProductOptionsAvailabilityResponse>;

export const StoreVariantResponse = Type.Object({ variant: StoreVariant }, closed);
