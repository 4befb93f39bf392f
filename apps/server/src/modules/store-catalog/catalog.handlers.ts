import type { catalogRoutes } from '@tessera/contracts/routes/index';
import type { RouteHandlers } from '../../platform/routing.ts';
import { BulkProductsService } from './bulk-products.service.ts';
import { CollectionsService } from './collections.service.ts';
import { ProductMediaService } from './product-media.service.ts';
import { ProductReads } from './product-reads.ts';
import { ProductsService, type CatalogDeps } from './products.service.ts';

/** The catalog v1 write and single-read routes: each handler is one call of a service. */
export function catalogHandlers(deps: CatalogDeps): RouteHandlers<typeof catalogRoutes> {
  const products = new ProductsService(deps);
  const media = new ProductMediaService(deps);
  const collections = new CollectionsService(deps);
  const bulk = new BulkProductsService(deps);
  const reads = new ProductReads(deps);
  return {
    createProduct: ({ caller, input }) => products.create(caller, input),
    updateProduct: ({ caller, params, input }) => products.update(caller, params.productId, input),
    deleteProduct: ({ caller, params }) => products.delete(caller, params.id),
    updateVariants: ({ caller, params, input }) => products.updateVariants(caller, params.id, input),
    resetAllVariantData: ({ caller, params }) => products.resetAllVariantData(caller, params.id),
    addProductsToCollection: ({ caller, params, input }) =>
      collections.changeProducts(caller, params.id, input.productIds, true),
    removeProductsFromCollection: ({ caller, params, input }) =>
      collections.changeProducts(caller, params.id, input.productIds, false),
    addProductMedia: ({ caller, params, input }) => media.add(caller, params.id, input),
    removeProductMedia: ({ caller, params, input }) => media.remove(caller, params.id, input),
    addProductMediaToChoices: ({ caller, params, input }) => media.addToChoices(caller, params.id, input),
    removeProductMediaFromChoices: ({ caller, params, input }) =>
      media.removeFromChoices(caller, params.id, input),
    deleteProductOptions: ({ caller, params }) => products.deleteOptions(caller, params.id),
    removeBrand: ({ caller, params }) => products.clearField(caller, params.id, 'brand'),
    removeRibbon: ({ caller, params }) => products.clearField(caller, params.id, 'ribbon'),
    createCollection: ({ caller, input }) => collections.create(caller, input),
    updateCollection: ({ caller, params, input }) => collections.update(caller, params.collectionId, input),
    deleteCollection: ({ caller, params }) => collections.delete(caller, params.id),
    bulkUpdateProducts: ({ caller, input }) => bulk.update(caller, input.ids, input.set),
    bulkAdjustProductProperties: ({ caller, input }) => bulk.adjust(caller, input.ids, input.adjust),
    getProduct: ({ caller, params, input }) =>
      reads.getProduct(caller, params.id, input.includeMerchantSpecificData),
    getCollectionBySlug: ({ caller, params }) => collections.getBySlug(caller, params.slug),
    productOptionsAvailability: ({ caller, params, input }) =>
      reads.optionsAvailability(caller, params.id, input.options),
    getStoreVariant: ({ caller, params }) => reads.getStoreVariant(caller, params.id),
  };
}
