import { endpoint } from './endpoint.ts';
import type { catalogRoutes } from './catalog.routes.ts';

// Catalog v1 writes and single reads (routes.md "Catalog v1 read and write"; official-paths.tsv
// stores.products). The listings of that section are catalog-queries.endpoints.ts (H53).

const w = '/stores/v1';
const r = '/stores-reader/v1';

export const createProduct = endpoint({
  operationId: 'CreateProduct',
  method: 'POST',
  path: `${w}/products`,
});
export const updateProduct = endpoint({
  operationId: 'UpdateProduct',
  method: 'PATCH',
  path: `${w}/products/:productId`,
});
export const deleteProduct = endpoint({
  operationId: 'DeleteProduct',
  method: 'DELETE',
  path: `${w}/products/:id`,
});
export const updateVariants = endpoint({
  operationId: 'UpdateVariants',
  method: 'PATCH',
  path: `${w}/products/:id/variants`,
});
export const resetAllVariantData = endpoint({
  operationId: 'ResetAllVariantData',
  method: 'POST',
  path: `${w}/products/:id/variants/resetToDefault`,
});
export const addProductsToCollection = endpoint({
  operationId: 'AddProductsToCollection',
  method: 'POST',
  path: `${w}/collections/:id/productIds`,
});
export const removeProductsFromCollection = endpoint({
  operationId: 'RemoveProductsFromCollection',
  method: 'POST',
  path: `${w}/collections/:id/productIds/delete`,
});
export const addProductMedia = endpoint({
  operationId: 'AddProductMedia',
  method: 'POST',
  path: `${w}/products/:id/media`,
});
export const removeProductMedia = endpoint({
  operationId: 'RemoveProductMedia',
  method: 'POST',
  path: `${w}/products/:id/media/delete`,
});
export const addProductMediaToChoices = endpoint({
  operationId: 'AddProductMediaToChoices',
  method: 'PATCH',
  path: `${w}/products/:id/choices/media`,
});
export const removeProductMediaFromChoices = endpoint({
  operationId: 'RemoveProductMediaFromChoices',
  method: 'POST',
  path: `${w}/products/:id/choices/media/delete`,
});
export const deleteProductOptions = endpoint({
  operationId: 'DeleteProductOptions',
  method: 'DELETE',
  path: `${w}/products/:id/options`,
});
export const removeBrand = endpoint({
  operationId: 'RemoveBrand',
  method: 'POST',
  path: `${w}/products/:id/remove-brand`,
});
export const removeRibbon = endpoint({
  operationId: 'RemoveRibbon',
  method: 'POST',
  path: `${w}/products/:id/remove-ribbon`,
});
export const createCollection = endpoint({
  operationId: 'CreateCollection',
  method: 'POST',
  path: `${w}/collections`,
});
export const updateCollection = endpoint({
  operationId: 'UpdateCollection',
  method: 'PATCH',
  path: `${w}/collections/:collectionId`,
});
export const deleteCollection = endpoint({
  operationId: 'DeleteCollection',
  method: 'DELETE',
  path: `${w}/collections/:id`,
});
export const bulkUpdateProducts = endpoint({
  operationId: 'BulkUpdateProducts',
  method: 'POST',
  path: `${w}/bulk/products/update`,
});
export const bulkAdjustProductProperties = endpoint({
  operationId: 'BulkAdjustProductProperties',
  method: 'POST',
  path: `${w}/bulk/products/adjust-properties`,
});
export const getProduct = endpoint({ operationId: 'GetProduct', method: 'GET', path: `${r}/products/:id` });
export const getCollectionBySlug = endpoint({
  operationId: 'GetCollectionBySlug',
  method: 'GET',
  path: `${r}/collections/slug/:slug`,
});
export const productOptionsAvailability = endpoint({
  operationId: 'ProductOptionsAvailability',
  method: 'POST',
  path: `${r}/products/:id/productOptionsAvailability`,
});
export const getStoreVariant = endpoint({
  operationId: 'GetStoreVariant',
  method: 'GET',
  path: `${r}/variants/:id`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    catalog: typeof catalogRoutes;
  }
}
