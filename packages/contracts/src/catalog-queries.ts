import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Sorting, StringEnum } from './common.ts';
import { Collection, Product, StoreVariant, Variant } from './catalog.ts';

// The catalog's listings (routes.md "Catalog v1", "Catalog collections v2", "what the official
// store template also calls"): the v1 platformized product query, variant queries, collections v2,
// recommendations and the site's CMS query. Entities are the catalog's own v1 shapes (catalog.ts).

const closed = { additionalProperties: false } as const;

/**
 * A filter as a JSON object, or as the JSON text older clients send in a query string
 * (`query.filter={"name":"x"}`); depth and size are bounded by the filter compiler.
 */
const FilterValue = Type.Union([
  Type.Null(),
  Type.Record(Type.String(), Type.Unknown()),
  Type.String({ maxLength: 8000 }),
]);
/** Sort as an array, or as JSON text (`query.sort=[{"fieldName":"name"}]`). */
const SortValue = Type.Union([Type.Array(Sorting, { maxItems: 10 }), Type.String({ maxLength: 2000 })]);

/** The hosted platform's "platform query": at most 100 per page. */
export const PlatformQuery = Type.Object(
  {
    filter: Type.Optional(FilterValue),
    sort: Type.Optional(SortValue),
    paging: Type.Optional(
      Type.Object(
        {
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
          offset: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
        },
        closed,
      ),
    ),
    cursorPaging: Type.Optional(
      Type.Object(
        {
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
          cursor: Type.Optional(Nullable(Type.String({ maxLength: 16000 }))),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type PlatformQuery = Static<typeof PlatformQuery>;

export const PlatformPagingMetadata = Type.Object(
  {
    count: Type.Integer(),
    offset: Type.Optional(Type.Integer()),
    total: Type.Optional(Type.Integer()),
    /** More than 10,000 match: no total is counted (Tessera's addition, as its other listings). */
    tooManyToCount: Type.Optional(Type.Boolean()),
    cursors: Type.Optional(
      Type.Object({ next: Nullable(Type.String()), prev: Nullable(Type.String()) }, closed),
    ),
  },
  closed,
);
export type PlatformPagingMetadata = Static<typeof PlatformPagingMetadata>;

export const QueryProductsPlatformizedRequest = Type.Object(
  {
    query: Type.Optional(PlatformQuery),
    /** Each product's variants in the answer (the official SDK's `includeVariants`). */
    includeVariants: Type.Optional(Type.Boolean()),
    /** Owners only: hidden products and merchant data (cost, profit). */
    includeHiddenProducts: Type.Optional(Type.Boolean()),
    includeMerchantSpecificData: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type QueryProductsPlatformizedRequest = Static<typeof QueryProductsPlatformizedRequest>;

export const QueryProductsPlatformizedResponse = Type.Object(
  { products: Type.Array(Product), metadata: PlatformPagingMetadata },
  closed,
);
export type QueryProductsPlatformizedResponse = Static<typeof QueryProductsPlatformizedResponse>;

/** Variants of one product: by choices (some or all options) or by ids. */
export const QueryProductVariantsRequest = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 100 })),
    choices: Type.Optional(
      Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }), { maxProperties: 20 }),
    ),
    variantIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
    paging: Type.Optional(
      Type.Object(
        {
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
          offset: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
        },
        closed,
      ),
    ),
    includeMerchantSpecificData: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type QueryProductVariantsRequest = Static<typeof QueryProductVariantsRequest>;

export const QueryProductVariantsResponse = Type.Object(
  {
    variants: Type.Array(Variant),
    metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }, closed),
    totalResults: Type.Integer(),
  },
  closed,
);

export const QueryStoreVariantsRequest = Type.Object({ query: Type.Optional(PlatformQuery) }, closed);
export type QueryStoreVariantsRequest = Static<typeof QueryStoreVariantsRequest>;
export const QueryStoreVariantsResponse = Type.Object(
  { variants: Type.Array(StoreVariant), metadata: PlatformPagingMetadata },
  closed,
);

export const QueryCollectionsRequest = Type.Object({ query: Type.Optional(PlatformQuery) }, closed);
export type QueryCollectionsRequest = Static<typeof QueryCollectionsRequest>;
export const QueryCollectionsResponse = Type.Object(
  { collections: Type.Array(Collection), metadata: PlatformPagingMetadata },
  closed,
);
export const CollectionResponse = Type.Object({ collection: Collection }, closed);
/** The id or slug the official SDK repeats in the query string beside the path. */
export const CollectionReadRequest = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 100 })),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
  },
  closed,
);

// Recommendations (`ecom_recommendations`).

export const RecommendationCatalogReference = Type.Object(
  {
    catalogItemId: Type.String({ minLength: 1, maxLength: 100 }),
    appId: Type.String({ minLength: 1, maxLength: 100 }),
    options: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 20 }))),
  },
  closed,
);
const AlgorithmRef = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 100 }), appId: Type.String({ minLength: 1, maxLength: 100 }) },
  closed,
);

export const GetRecommendationRequest = Type.Object(
  {
    items: Type.Optional(Type.Array(RecommendationCatalogReference, { maxItems: 100 })),
    algorithms: Type.Array(AlgorithmRef, { minItems: 1, maxItems: 10 }),
    minimumRecommendedItems: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  closed,
);
export type GetRecommendationRequest = Static<typeof GetRecommendationRequest>;

export const GetRecommendationResponse = Type.Object(
  {
    recommendation: Type.Object(
      {
        items: Type.Array(
          Type.Object(
            {
              catalogItemId: Type.String(),
              appId: Type.String(),
              options: Type.Optional(Type.Object({}, closed)),
            },
            closed,
          ),
        ),
        algorithm: Type.Object({ id: Type.String(), appId: Type.String() }, closed),
      },
      closed,
    ),
  },
  closed,
);
export type GetRecommendationResponse = Static<typeof GetRecommendationResponse>;

export const AlgorithmTypes = ['UNSPECIFIED', 'RELATED_ITEMS', 'GLOBAL'] as const;
export const ListAvailableAlgorithmsResponse = Type.Object(
  {
    availableAlgorithms: Type.Array(
      Type.Object(
        {
          config: Type.Object(
            {
              name: Type.String(),
              description: Type.String(),
              additionalInfo: Type.Optional(Nullable(Type.String())),
              algorithmType: StringEnum(AlgorithmTypes),
              algorithmId: Type.String(),
            },
            closed,
          ),
          appId: Type.String(),
          catalogAppIds: Type.Array(Type.String()),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ListAvailableAlgorithmsResponse = Static<typeof ListAvailableAlgorithmsResponse>;

/** The site's CMS query: whatever the caller sends is read only for its collection id. */
export const QueryDataItemsRequest = Type.Object(
  {
    dataCollectionId: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: true, maxProperties: 30 },
);
/** Never answered with 200 until Tessera has data collections (every collection is unknown). */
export const QueryDataItemsResponse = Type.Object({ dataItems: Type.Array(Type.Object({}, closed)) }, closed);
