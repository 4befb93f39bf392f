import {
  AddProductMediaRequest,
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
  ChoicesMediaRequest,
  CollectionIdParams,
  CollectionResponse,
  CreateCollectionRequest,
  CreateProductRequest,
  EmptyRequest,
  EmptyResponse,
  GetProductRequest,
  ProductIdParams,
  ProductIdsRequest,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  RemoveProductMediaRequest,
  SlugParams,
  StoreVariantIdParams,
  StoreVariantResponse,
  UpdateCollectionParams,
  UpdateCollectionRequest,
  UpdateProductParams,
  UpdateProductRequest,
  UpdateVariantsRequest,
  VariantsResponse,
} from '../catalog.ts';
import * as endpoints from './catalog.endpoints.ts';
import { route } from './route.ts';

const tags = ['Store catalog'] as const;
/** Catalog writes: the owner, or staff holding the store's management scope. */
const manage = { scope: 'stores.manage' } as const;
/**
 * What visitors read of the catalog: cached per site, dropped by any product or collection
 * write. Stock is `counter:inventory`, which cached answers do not follow (a sale keeps product
 * pages cached): a page's "in stock" may lag by the cache's lifetime, an order never does.
 */
const visitorCache = { per: 'site', dependsOn: ['products'] } as const;

export const catalogRoutes = {
  createProduct: route(endpoints.createProduct, {
    tags,
    access: manage,
    description:
      'Creates a product; options (drop_down, color) generate its variants (at most 300), its stock starts untracked and in stock.',
    input: CreateProductRequest,
    response: ProductResponse,
  }),
  updateProduct: route(endpoints.updateProduct, {
    tags,
    access: manage,
    description: 'Changes the fields sent; new options regenerate the variants.',
    params: UpdateProductParams,
    input: UpdateProductRequest,
    response: ProductResponse,
  }),
  deleteProduct: route(endpoints.deleteProduct, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  updateVariants: route(endpoints.updateVariants, {
    tags,
    access: manage,
    description: 'Sets price, cost, weight, SKU or visibility of the variants chosen by choices or ids.',
    params: ProductIdParams,
    input: UpdateVariantsRequest,
    response: VariantsResponse,
  }),
  resetAllVariantData: route(endpoints.resetAllVariantData, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  addProductsToCollection: route(endpoints.addProductsToCollection, {
    tags,
    access: manage,
    params: CollectionIdParams,
    input: ProductIdsRequest,
    response: EmptyResponse,
  }),
  removeProductsFromCollection: route(endpoints.removeProductsFromCollection, {
    tags,
    access: manage,
    params: CollectionIdParams,
    input: ProductIdsRequest,
    response: EmptyResponse,
  }),
  addProductMedia: route(endpoints.addProductMedia, {
    tags,
    access: manage,
    description: 'Adds media by the id of an uploaded image or by URL, optionally to a choice.',
    params: ProductIdParams,
    input: AddProductMediaRequest,
    response: EmptyResponse,
  }),
  removeProductMedia: route(endpoints.removeProductMedia, {
    tags,
    access: manage,
    description: 'Removes the media named; none named removes all.',
    params: ProductIdParams,
    input: RemoveProductMediaRequest,
    response: EmptyResponse,
  }),
  addProductMediaToChoices: route(endpoints.addProductMediaToChoices, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: ChoicesMediaRequest,
    response: EmptyResponse,
  }),
  removeProductMediaFromChoices: route(endpoints.removeProductMediaFromChoices, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: ChoicesMediaRequest,
    response: EmptyResponse,
  }),
  deleteProductOptions: route(endpoints.deleteProductOptions, {
    tags,
    access: manage,
    description: 'Removes every option; the product is left with its one default variant.',
    params: ProductIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  removeBrand: route(endpoints.removeBrand, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  removeRibbon: route(endpoints.removeRibbon, {
    tags,
    access: manage,
    params: ProductIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  createCollection: route(endpoints.createCollection, {
    tags,
    access: manage,
    input: CreateCollectionRequest,
    response: CollectionResponse,
  }),
  updateCollection: route(endpoints.updateCollection, {
    tags,
    access: manage,
    params: UpdateCollectionParams,
    input: UpdateCollectionRequest,
    response: CollectionResponse,
  }),
  deleteCollection: route(endpoints.deleteCollection, {
    tags,
    access: manage,
    params: CollectionIdParams,
    input: EmptyRequest,
    response: EmptyResponse,
  }),
  bulkUpdateProducts: route(endpoints.bulkUpdateProducts, {
    tags,
    access: manage,
    description: 'Sets price, cost, weight, ribbon or brand of up to 100 products; a result per product.',
    input: BulkUpdateProductsRequest,
    response: BulkProductsResponse,
  }),
  bulkAdjustProductProperties: route(endpoints.bulkAdjustProductProperties, {
    tags,
    access: manage,
    description: 'Adjusts price, cost or weight of up to 100 products by an amount or a percentage.',
    input: BulkAdjustProductPropertiesRequest,
    response: BulkProductsResponse,
  }),
  getProduct: route(endpoints.getProduct, {
    tags,
    access: 'visitor',
    description:
      'A product with its variants; hidden products are not found for visitors; cost and profit only for managers who ask.',
    params: ProductIdParams,
    input: GetProductRequest,
    response: ProductResponse,
    visitorCache,
  }),
  getCollectionBySlug: route(endpoints.getCollectionBySlug, {
    tags,
    access: 'visitor',
    params: SlugParams,
    response: CollectionResponse,
    visitorCache,
  }),
  productOptionsAvailability: route(endpoints.productOptionsAvailability, {
    tags,
    access: 'visitor',
    description:
      'The variant the chosen options select, whether it can be bought, and the options narrowed by the choice.',
    params: ProductIdParams,
    input: ProductOptionsAvailabilityRequest,
    response: ProductOptionsAvailabilityResponse,
    visitorCache,
    // A read sent as POST: nothing to keep.
    idempotency: false,
  }),
  getStoreVariant: route(endpoints.getStoreVariant, {
    tags,
    access: 'visitor',
    description: 'A variant by `{productId}-{variantId}`.',
    params: StoreVariantIdParams,
    response: StoreVariantResponse,
    visitorCache,
  }),
};
