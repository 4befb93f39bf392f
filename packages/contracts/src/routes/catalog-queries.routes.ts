import { Type } from '@sinclair/typebox';
import {
  CollectionReadRequest,
  CollectionResponse,
  GetRecommendationRequest,
  GetRecommendationResponse,
  ListAvailableAlgorithmsResponse,
  QueryCollectionsRequest,
  QueryCollectionsResponse,
  QueryDataItemsRequest,
  QueryDataItemsResponse,
  QueryProductsPlatformizedRequest,
  QueryProductsPlatformizedResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
} from '../catalog-queries.ts';
import {
  CatalogVersionResponse,
  V3CountProductsRequest,
  V3CountProductsResponse,
  V3GetProductRequest,
  V3ProductResponse,
  V3ProductsPage,
  V3SearchProductsResponse,
  V3QueryProductsRequest,
  V3SearchProductsRequest,
} from '../catalog-v3.ts';
import { Empty } from '../common.ts';
import * as endpoints from './catalog-queries.endpoints.ts';
import { route } from './route.ts';

const v1Tags = ['Stores catalog v1'] as const;
const v2Tags = ['Stores collections v2'] as const;
const v3Tags = ['Stores catalog v3'] as const;
const recommendationTags = ['Ecom recommendations'] as const;

/**
 * Every visitor of a site reads the same catalog (hidden products never reach visitors), so
 * answers are cached per site and dropped on catalog writes only. Stock shown may lag a sale by
 * the cache's lifetime (READ_CACHE_MS): listings do not depend on the stock counter.
 */
const visitorCache = { per: 'site', dependsOn: ['products'] } as const;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const IdParams = Type.Object({ id: Id });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
const ProductIdParams = Type.Object({ productId: Id });

/** The catalog's listings and reads (modules/store-catalog, catalog-queries.handlers.ts). */
export const catalogQueriesRoutes = {
  queryProductsPlatformized: route(endpoints.queryProductsPlatformized, {
    tags: v1Tags,
    access: 'visitor',
    input: QueryProductsPlatformizedRequest,
    response: QueryProductsPlatformizedResponse,
    visitorCache,
  }),
  queryProductVariants: route(endpoints.queryProductVariants, {
    tags: v1Tags,
    access: 'visitor',
    params: IdParams,
    input: QueryProductVariantsRequest,
    response: QueryProductVariantsResponse,
    visitorCache,
    idempotency: false,
  }),
  queryStoreVariants: route(endpoints.queryStoreVariants, {
    tags: v1Tags,
    access: 'visitor',
    input: QueryStoreVariantsRequest,
    response: QueryStoreVariantsResponse,
    visitorCache,
    idempotency: false,
  }),
  queryCollectionsV2: route(endpoints.queryCollectionsV2, {
    tags: v2Tags,
    access: 'visitor',
    input: QueryCollectionsRequest,
    response: QueryCollectionsResponse,
    visitorCache,
  }),
  getCollectionV2: route(endpoints.getCollectionV2, {
    tags: v2Tags,
    access: 'visitor',
    params: IdParams,
    input: CollectionReadRequest,
    response: CollectionResponse,
    visitorCache,
  }),
  getCollectionBySlugV2: route(endpoints.getCollectionBySlugV2, {
    tags: v2Tags,
    access: 'visitor',
    params: SlugParams,
    input: CollectionReadRequest,
    response: CollectionResponse,
    visitorCache,
  }),
  getProductV3: route(endpoints.getProductV3, {
    tags: v3Tags,
    access: 'visitor',
    params: ProductIdParams,
    input: V3GetProductRequest,
    response: V3ProductResponse,
    visitorCache,
  }),
  getProductBySlugV3: route(endpoints.getProductBySlugV3, {
    tags: v3Tags,
    access: 'visitor',
    params: SlugParams,
    input: V3GetProductRequest,
    response: V3ProductResponse,
    visitorCache,
  }),
  searchProductsV3: route(endpoints.searchProductsV3, {
    tags: v3Tags,
    access: 'visitor',
    input: V3SearchProductsRequest,
    response: V3SearchProductsResponse,
    visitorCache,
  }),
  queryProductsV3: route(endpoints.queryProductsV3, {
    tags: v3Tags,
    access: 'visitor',
    input: V3QueryProductsRequest,
    response: V3ProductsPage,
    visitorCache,
  }),
  countProductsV3: route(endpoints.countProductsV3, {
    tags: v3Tags,
    access: 'visitor',
    input: V3CountProductsRequest,
    response: V3CountProductsResponse,
    visitorCache,
  }),
  getCatalogVersion: route(endpoints.getCatalogVersion, {
    tags: v3Tags,
    access: 'visitor',
    input: Empty,
    response: CatalogVersionResponse,
  }),
  getRecommendation: route(endpoints.getRecommendation, {
    tags: recommendationTags,
    access: 'visitor',
    input: GetRecommendationRequest,
    response: GetRecommendationResponse,
    visitorCache,
    idempotency: false,
  }),
  // Not named list…: a fixed list of two algorithms, no listing behind it.
  recommendationAlgorithms: route(endpoints.listAvailableAlgorithms, {
    tags: recommendationTags,
    access: 'visitor',
    response: ListAvailableAlgorithmsResponse,
  }),
  // Not named query…: no data collections yet, every call is the unknown collection's 404.
  cmsDataItems: route(endpoints.queryDataItems, {
    tags: ['Data items'],
    access: 'visitor',
    input: QueryDataItemsRequest,
    response: QueryDataItemsResponse,
  }),
} as const;
