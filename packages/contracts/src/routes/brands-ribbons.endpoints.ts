import { endpoint } from './endpoint.ts';
import type { brandsRibbonsRoutes } from './brands-ribbons.routes.ts';

// Catalog v3 ribbons and brands (routes.md "Catalog v3"; official-paths.tsv stores.ribbonsV3 and
// stores.brandsV3). One named export per call. QueryRibbons is a POST, QueryBrands a GET whose
// query travels in `.r=` (with a POST fallback), as the official packages send them.

const v3 = '/stores/v3';

export const createRibbon = endpoint({ operationId: 'CreateRibbon', method: 'POST', path: `${v3}/ribbons` });
export const getRibbon = endpoint({
  operationId: 'GetRibbon',
  method: 'GET',
  path: `${v3}/ribbons/:ribbonId`,
});
export const updateRibbon = endpoint({
  operationId: 'UpdateRibbon',
  method: 'PATCH',
  path: `${v3}/ribbons/:ribbonId`,
});
export const deleteRibbon = endpoint({
  operationId: 'DeleteRibbon',
  method: 'DELETE',
  path: `${v3}/ribbons/:ribbonId`,
});
export const queryRibbons = endpoint({
  operationId: 'QueryRibbons',
  method: 'POST',
  path: `${v3}/ribbons/query`,
});
export const countRibbons = endpoint({
  operationId: 'CountRibbons',
  method: 'POST',
  path: `${v3}/ribbons/count`,
});
export const bulkCreateRibbons = endpoint({
  operationId: 'BulkCreateRibbons',
  method: 'POST',
  path: `${v3}/bulk/ribbons/create`,
});
export const bulkUpdateRibbons = endpoint({
  operationId: 'BulkUpdateRibbons',
  method: 'POST',
  path: `${v3}/bulk/ribbons/update`,
});
export const getOrCreateRibbon = endpoint({
  operationId: 'GetOrCreateRibbon',
  method: 'POST',
  path: `${v3}/ribbons/get-or-create`,
});
export const bulkGetOrCreateRibbons = endpoint({
  operationId: 'BulkGetOrCreateRibbons',
  method: 'POST',
  path: `${v3}/bulk/ribbons/get-or-create`,
});
export const bulkDeleteRibbons = endpoint({
  operationId: 'BulkDeleteRibbons',
  method: 'POST',
  path: `${v3}/bulk/ribbons/delete`,
});

export const createBrand = endpoint({ operationId: 'CreateBrand', method: 'POST', path: `${v3}/brands` });
export const getBrand = endpoint({ operationId: 'GetBrand', method: 'GET', path: `${v3}/brands/:brandId` });
export const updateBrand = endpoint({
  operationId: 'UpdateBrand',
  method: 'PATCH',
  path: `${v3}/brands/:brandId`,
});
export const deleteBrand = endpoint({
  operationId: 'DeleteBrand',
  method: 'DELETE',
  path: `${v3}/brands/:brandId`,
});
export const queryBrands = endpoint({
  operationId: 'QueryBrands',
  method: 'GET',
  path: `${v3}/brands/query`,
  postFallback: true,
});
export const countBrands = endpoint({
  operationId: 'CountBrands',
  method: 'POST',
  path: `${v3}/brands/count`,
});
export const bulkCreateBrands = endpoint({
  operationId: 'BulkCreateBrands',
  method: 'POST',
  path: `${v3}/bulk/brands/create`,
});
export const bulkUpdateBrands = endpoint({
  operationId: 'BulkUpdateBrands',
  method: 'POST',
  path: `${v3}/bulk/brands/update`,
});
export const getOrCreateBrand = endpoint({
  operationId: 'GetOrCreateBrand',
  method: 'POST',
  path: `${v3}/brands/get-or-create`,
});
export const bulkGetOrCreateBrands = endpoint({
  operationId: 'BulkGetOrCreateBrands',
  method: 'POST',
  path: `${v3}/bulk/brands/get-or-create`,
});
export const bulkDeleteBrands = endpoint({
  operationId: 'BulkDeleteBrands',
  method: 'POST',
  path: `${v3}/bulk/brands/delete`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    brandsRibbons: typeof brandsRibbonsRoutes;
  }
}
