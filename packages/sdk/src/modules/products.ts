import type { QueryV2 } from '@tessera/contracts';
import type { Product } from '@tessera/contracts/catalog';
import type { V3Product, V3RequestedField, V3SearchDetails } from '@tessera/contracts/catalog-v3';
import {
  getProduct as getProductEndpoint,
  getStoreVariant as getStoreVariantEndpoint,
  productOptionsAvailability as productOptionsAvailabilityEndpoint,
} from '@tessera/contracts/routes/catalog.endpoints';
import {
  countProductsV3 as countProductsV3Endpoint,
  getProductBySlugV3 as getProductBySlugV3Endpoint,
  getProductV3 as getProductV3Endpoint,
  getRecommendation as getRecommendationEndpoint,
  listAvailableAlgorithms as listAvailableAlgorithmsEndpoint,
  queryProductsPlatformized as queryProductsPlatformizedEndpoint,
  queryProductVariants as queryProductVariantsEndpoint,
  searchProductsV3 as searchProductsV3Endpoint,
} from '@tessera/contracts/routes/catalog-queries.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { pagedQuery, type QueryPage } from './paged-query.ts';
import { STORES_APP_ID } from './store-references.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type {
  Collection,
  Media,
  MediaItem,
  PriceData,
  Product,
  ProductOption,
  ProductType,
  Variant,
} from '@tessera/contracts/catalog';
export type { V3Product, V3RequestedField, V3SearchDetails, V3Variant } from '@tessera/contracts/catalog-v3';
export type { QueryPage } from './paged-query.ts';
export { StoreQueryBuilder } from './store-query.ts';
export { STORES_APP_ID, DEFAULT_VARIANT_ID, catalogReference } from './store-references.ts';

/** Products one page asks for when the caller names no limit (the platform's largest page is 100). */
export const DEFAULT_PRODUCTS_PAGE_SIZE = 24;

export interface ProductsQueryOptions extends CallOptions {
  /** Each product's variants in the answer (prices, stock and choices per variant). */
  includeVariants?: boolean;
}

export interface SearchProductsRequest {
  /** Free text over names and descriptions. */
  expression?: string;
  filter?: Record<string, unknown>;
  sort?: QueryV2['sort'];
  limit?: number;
  cursor?: string;
  fields?: V3RequestedField[];
  mode?: V3SearchDetails['mode'];
}

/** One page of a Catalog v3 search and the way to the next (cursor paging). */
export interface V3ProductsPage {
  items: V3Product[];
  hasNext(): boolean;
  next(): Promise<V3ProductsPage>;
}

const hasProducts = hasArray('products');
const hasProduct = hasObject('product');

/**
 * A GET's filter and sort as JSON text (`query.filter={"name":…}`), which the v1 route reads as
 * the official clients send it: a flattened object would lose `$` operators' nesting.
 */
const platformQuery = (query: QueryV2) => ({
  ...(query.filter ? { filter: JSON.stringify(query.filter) } : {}),
  ...(query.sort?.length ? { sort: JSON.stringify(query.sort) } : {}),
  paging: {
    limit: query.paging?.limit ?? DEFAULT_PRODUCTS_PAGE_SIZE,
    ...(query.paging?.offset ? { offset: query.paging.offset } : {}),
  },
});

/**
 * `@tessera/sdk/products`: the store's catalog as a visitor reads it — the v1 product query with
 * filters, sort and paging (hidden products never answered), one product with its variants, the
 * variant a choice of options selects, Catalog v3 reads and search over the same products, and
 * related products. Owner writes are in `@tessera/sdk/catalog-admin`.
 */
export function products(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options: ProductsQueryOptions = {}): Promise<QueryPage<Product>> => {
    const { includeVariants, ...callOptions } = options;
    return pagedQuery<Product>(q, async (page) => {
      const answer = await call(
        queryProductsPlatformizedEndpoint,
        {},
        { query: platformQuery(page), ...(includeVariants ? { includeVariants } : {}) },
        { ...callOptions, check: hasProducts },
      );
      return { items: answer.products, paging: answer.metadata };
    });
  };
  const search = async (request: SearchProductsRequest, options?: CallOptions): Promise<V3ProductsPage> => {
    const answer = await call(
      searchProductsV3Endpoint,
      {},
      {
        search: {
          ...(request.filter ? { filter: request.filter } : {}),
          ...(request.sort?.length ? { sort: request.sort } : {}),
          cursorPaging: {
            limit: request.limit ?? DEFAULT_PRODUCTS_PAGE_SIZE,
            ...(request.cursor ? { cursor: request.cursor } : {}),
          },
          ...(request.expression
            ? { search: { expression: request.expression, ...(request.mode ? { mode: request.mode } : {}) } }
            : {}),
        },
        ...(request.fields?.length ? { fields: request.fields } : {}),
      },
      { ...options, check: hasProducts },
    );
    const next = answer.pagingMetadata.cursors.next;
    return {
      items: answer.products,
      hasNext: () => Boolean(next),
      next: () =>
        next
          ? search({ limit: request.limit, fields: request.fields, cursor: next }, options)
          : Promise.reject(new Error('there is no next page')),
    };
  };

  return {
    /**
     * The v1 product query as a builder: `queryProducts().startsWith('name', 'Sh')
     * .hasSome('collections.id', [id]).ascending('price').limit(24).find()`; pages by offset
     * (`page.next()`), `page.total` counted by the server.
     */
    queryProducts(options?: ProductsQueryOptions): StoreQueryBuilder<Product> {
      return new StoreQueryBuilder((q) => query(q, options));
    },
    /** The same query from a query object (`{ filter, sort, paging }`). */
    findProducts(q: QueryV2 = {}, options?: ProductsQueryOptions): Promise<QueryPage<Product>> {
      return query(q, options);
    },
    /** One visible product with its variants; a hidden or unknown one is a 404. */
    async getProduct(productId: string, options?: CallOptions): Promise<Product> {
      return (await call(getProductEndpoint, { id: productId }, {}, { ...options, check: hasProduct }))
        .product;
    },
    /** The product a page's slug names, with its variants; `null` when none is visible. */
    async productBySlug(slug: string, options?: CallOptions): Promise<Product | null> {
      const page = await query(
        { filter: { slug: { $eq: slug } }, paging: { limit: 1 } },
        {
          ...options,
          includeVariants: true,
        },
      );
      return page.items[0] ?? null;
    },
    /**
     * The variant the chosen options select (`{ Size: 'M', Color: 'Red' }`), whether it can be
     * bought now, and the product's options narrowed by the choice (choices in stock, visible).
     */
    optionsAvailability(productId: string, choices: Record<string, string>, options?: CallOptions) {
      return call(
        productOptionsAvailabilityEndpoint,
        { id: productId },
        { options: choices },
        { ...options, check: hasArray('productOptions'), idempotent: true },
      );
    },
    /** A product's variants, all or those matching some choices. */
    async productVariants(
      productId: string,
      request: { choices?: Record<string, string>; variantIds?: string[] } = {},
      options?: CallOptions,
    ) {
      return (
        await call(queryProductVariantsEndpoint, { id: productId }, request, {
          ...options,
          check: hasArray('variants'),
          idempotent: true,
        })
      ).variants;
    },
    /** One variant as the store's variant listing shows it (`{productId}-{variantId}`). */
    async getStoreVariant(productId: string, variantId: string, options?: CallOptions) {
      return (
        await call(
          getStoreVariantEndpoint,
          { id: `${productId}-${variantId}` },
          {},
          { ...options, check: hasObject('variant') },
        )
      ).variant;
    },
    /** Catalog v3: one product by id. */
    async getProductV3(productId: string, fields: V3RequestedField[] = [], options?: CallOptions) {
      return (
        await call(getProductV3Endpoint, { productId }, fields.length ? { fields } : {}, {
          ...options,
          check: hasProduct,
        })
      ).product;
    },
    /** Catalog v3: one product by its slug (404 when no visible product has it). */
    async getProductBySlugV3(slug: string, fields: V3RequestedField[] = [], options?: CallOptions) {
      return (
        await call(getProductBySlugV3Endpoint, { slug }, fields.length ? { fields } : {}, {
          ...options,
          check: hasProduct,
        })
      ).product;
    },
    /** Catalog v3 search: free text, filter and sort, cursor paging (`page.next()`). */
    searchProductsV3(request: SearchProductsRequest = {}, options?: CallOptions): Promise<V3ProductsPage> {
      return search(request, options);
    },
    /** Catalog v3: how many visible products match. */
    async countProductsV3(
      request: { filter?: Record<string, unknown>; expression?: string } = {},
      options?: CallOptions,
    ): Promise<number> {
      const answer = await call(
        countProductsV3Endpoint,
        {},
        {
          ...(request.filter ? { filter: request.filter } : {}),
          ...(request.expression ? { search: { expression: request.expression } } : {}),
        },
        options,
      );
      return answer.count;
    },
    /**
     * Ids of products related to some (the same collections first, then best sellers), through
     * the store's RELATED_ITEMS algorithm as the site lists it.
     */
    async relatedProductIds(productIds: string[], options?: CallOptions): Promise<string[]> {
      const { availableAlgorithms } = await call(listAvailableAlgorithmsEndpoint, {}, undefined, {
        ...options,
        check: hasArray('availableAlgorithms'),
      });
      const related =
        availableAlgorithms.find((a) => a.config.algorithmType === 'RELATED_ITEMS') ?? availableAlgorithms[0];
      if (!related) return [];
      const answer = await call(
        getRecommendationEndpoint,
        {},
        {
          items: productIds.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })),
          algorithms: [{ appId: related.appId, id: related.config.algorithmId }],
        },
        { ...options, check: hasObject('recommendation'), idempotent: true },
      );
      return answer.recommendation.items.map((item) => item.catalogItemId);
    },
  };
}

export type ProductsModule = ReturnType<typeof products>;
