import { endpoint } from './endpoint.ts';
import type { catalogQueriesRoutes } from './catalog-queries.routes.ts';

// The catalog's listings and reads (routes.md "Catalog v1", "Catalog collections v2", "Catalog v3
// product reads", "what the official store template also calls"). One named export per call.

export const queryProductsPlatformized = endpoint({
  operationId: 'QueryProductsPlatformized',
  method: 'GET',
  path: '/stores-reader/v1/products/query-platformized',
  postFallback: true,
});
export const queryProductVariants = endpoint({
  operationId: 'QueryProductVariants',
  method: 'POST',
  path: '/stores-reader/v1/products/:id/variants/query',
});
export const queryStoreVariants = endpoint({
  operationId: 'QueryStoreVariants',
  method: 'POST',
  path: '/stores-reader/v1/variants/query',
});

export const queryCollectionsV2 = endpoint({
  operationId: 'QueryCollectionsV2',
  method: 'GET',
  path: '/v2/collections/query',
  postFallback: true,
});
export const getCollectionV2 = endpoint({
  operationId: 'GetCollectionV2',
  method: 'GET',
  path: '/v2/collections/:id',
});
export const getCollectionBySlugV2 = endpoint({
  operationId: 'GetCollectionBySlugV2',
  method: 'GET',
  path: '/v2/collections/slug/:slug',
});

export const getProductV3 = endpoint({
  operationId: 'GetProductV3',
  method: 'GET',
  path: '/stores/v3/products/:productId',
});
export const getProductBySlugV3 = endpoint({
  operationId: 'GetProductBySlugV3',
  method: 'GET',
  path: '/stores/v3/products/slug/:slug',
});
export const searchProductsV3 = endpoint({
  operationId: 'SearchProductsV3',
  method: 'GET',
  path: '/stores/v3/products/search',
  postFallback: true,
});
export const queryProductsV3 = endpoint({
  operationId: 'QueryProductsV3',
  method: 'GET',
  path: '/stores/v3/products/query',
  postFallback: true,
});
export const countProductsV3 = endpoint({
  operationId: 'CountProductsV3',
  method: 'GET',
  path: '/stores/v3/products/count',
  postFallback: true,
});
export const getCatalogVersion = endpoint({
  operationId: 'GetCatalogVersion',
  method: 'GET',
  path: '/stores/v3/provision/version',
});

export const getRecommendation = endpoint({
  operationId: 'GetRecommendation',
  method: 'POST',
  path: '/v1/recommendations/get',
});
export const listAvailableAlgorithms = endpoint({
  operationId: 'ListAvailableAlgorithms',
  method: 'GET',
  path: '/v1/recommendations/algorithms',
});

export const queryDataItems = endpoint({
  operationId: 'QueryDataItems',
  method: 'GET',
  path: '/wix-data/v2/items/query',
  postFallback: true,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    catalogQueries: typeof catalogQueriesRoutes;
  }
}
