import type { AdjustValue, Collection, Product, ProductInput, SetValue } from '@tessera/contracts/catalog';
import {
  addProductMedia as addProductMediaEndpoint,
  addProductsToCollection as addProductsToCollectionEndpoint,
  bulkAdjustProductProperties as bulkAdjustEndpoint,
  bulkUpdateProducts as bulkUpdateEndpoint,
  createCollection as createCollectionEndpoint,
  createProduct as createProductEndpoint,
  deleteCollection as deleteCollectionEndpoint,
  deleteProduct as deleteProductEndpoint,
  getProduct as getProductEndpoint,
  removeProductMedia as removeProductMediaEndpoint,
  removeProductsFromCollection as removeProductsFromCollectionEndpoint,
  updateCollection as updateCollectionEndpoint,
  updateProduct as updateProductEndpoint,
  updateVariants as updateVariantsEndpoint,
} from '@tessera/contracts/routes/catalog.endpoints';
import { queryProductsPlatformized as queryProductsEndpoint } from '@tessera/contracts/routes/catalog-queries.endpoints';
import type { QueryV2 } from '@tessera/contracts';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallInput } from './endpoint-call.ts';
import { pagedQuery, type QueryPage } from './paged-query.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type { AdjustValue, Collection, Product, ProductInput, SetValue } from '@tessera/contracts/catalog';
export type { QueryPage } from './paged-query.ts';

type CollectionInput = CallInput<typeof createCollectionEndpoint>['collection'];
type VariantOverride = CallInput<typeof updateVariantsEndpoint>['variants'][number];
type MediaInput = CallInput<typeof addProductMediaEndpoint>['media'][number];
type RemoveMediaInput = Omit<CallInput<typeof removeProductMediaEndpoint>, 'id'>;

const hasProduct = hasObject('product');
const hasCollection = hasObject('collection');

/**
 * `@tessera/sdk/catalog-admin`: the owner's catalog (stores v1 writes) — products with options
 * and generated variants, per-variant overrides, media, collections and their products, bulk
 * price/cost/weight set and adjust with per-item results, and the product listing with hidden
 * products and merchant data (cost, profit). Owner or staff holding the store's scope.
 */
export function catalogAdmin(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions): Promise<QueryPage<Product>> =>
    pagedQuery<Product>(q, async (page) => {
      const answer = await call(
        queryProductsEndpoint,
        {},
        {
          query: {
            ...(page.filter ? { filter: JSON.stringify(page.filter) } : {}),
            ...(page.sort?.length ? { sort: JSON.stringify(page.sort) } : {}),
            paging: {
              limit: page.paging?.limit ?? 50,
              ...(page.paging?.offset ? { offset: page.paging.offset } : {}),
            },
          },
          includeHiddenProducts: true,
          includeMerchantSpecificData: true,
          includeVariants: true,
        },
        { ...options, check: hasArray('products') },
      );
      return { items: answer.products, paging: answer.metadata };
    });
  return {
    /** Every product, hidden ones too, with variants, cost and profit: `queryProducts().limit(50).find()`. */
    queryProducts(options?: CallOptions): StoreQueryBuilder<Product> {
      return new StoreQueryBuilder((q) => query(q, options));
    },
    /** One product with its merchant data (cost, profit), hidden or not. */
    async getProduct(productId: string, options?: CallOptions): Promise<Product> {
      return (
        await call(
          getProductEndpoint,
          { id: productId },
          { includeMerchantSpecificData: true },
          { ...options, check: hasProduct },
        )
      ).product;
    },
    /** Creates a product; its options (drop_down, color) generate its variants; stock rows are made with it. */
    async createProduct(product: ProductInput, options?: CallOptions): Promise<Product> {
      return (await call(createProductEndpoint, {}, { product }, { ...options, check: hasProduct })).product;
    },
    /** Changes only the fields sent. */
    async updateProduct(productId: string, changes: ProductInput, options?: CallOptions): Promise<Product> {
      return (
        await call(
          updateProductEndpoint,
          { productId },
          { product: changes },
          { ...options, check: hasProduct },
        )
      ).product;
    },
    async deleteProduct(productId: string, options?: CallOptions): Promise<void> {
      await call(deleteProductEndpoint, { id: productId }, {}, options);
    },
    /** Price, cost, weight, SKU or visibility of the variants some choices (or ids) select. */
    async updateVariants(productId: string, variants: VariantOverride[], options?: CallOptions) {
      return (
        await call(
          updateVariantsEndpoint,
          { id: productId },
          { variants },
          {
            ...options,
            check: hasArray('variants'),
          },
        )
      ).variants;
    },
    /** Adds images by URL or media id (uploaded through `@tessera/sdk/media-admin`). */
    async addMedia(productId: string, media: MediaInput[], options?: CallOptions) {
      await call(addProductMediaEndpoint, { id: productId }, { media }, options);
    },
    async removeMedia(productId: string, request: RemoveMediaInput, options?: CallOptions) {
      await call(removeProductMediaEndpoint, { id: productId }, request, options);
    },
    /** Sets price, cost, weight, ribbon or brand of up to 100 products; per-item results. */
    bulkSet(ids: string[], set: SetValue, options?: CallOptions) {
      return call(bulkUpdateEndpoint, {}, { ids, set }, options);
    },
    /** Adjusts price, cost or weight of up to 100 products by an amount or a percentage. */
    bulkAdjust(ids: string[], adjust: AdjustValue, options?: CallOptions) {
      return call(bulkAdjustEndpoint, {}, { ids, adjust }, options);
    },
    async createCollection(collection: CollectionInput, options?: CallOptions): Promise<Collection> {
      return (
        await call(
          createCollectionEndpoint,
          {},
          { collection },
          {
            ...options,
            check: hasCollection,
          },
        )
      ).collection;
    },
    async updateCollection(
      collectionId: string,
      changes: CollectionInput,
      options?: CallOptions,
    ): Promise<Collection> {
      return (
        await call(
          updateCollectionEndpoint,
          { collectionId },
          { collection: changes },
          {
            ...options,
            check: hasCollection,
          },
        )
      ).collection;
    },
    async deleteCollection(collectionId: string, options?: CallOptions): Promise<void> {
      await call(deleteCollectionEndpoint, { id: collectionId }, {}, options);
    },
    async addToCollection(collectionId: string, productIds: string[], options?: CallOptions): Promise<void> {
      await call(addProductsToCollectionEndpoint, { id: collectionId }, { productIds }, options);
    },
    async removeFromCollection(
      collectionId: string,
      productIds: string[],
      options?: CallOptions,
    ): Promise<void> {
      await call(removeProductsFromCollectionEndpoint, { id: collectionId }, { productIds }, options);
    },
  };
}

export type CatalogAdminModule = ReturnType<typeof catalogAdmin>;
