import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { productsQuery, type ProductsListing } from './products-listing.ts';
import { storeKeys } from './store-keys.ts';
import { collectionsOf, productsOf } from './store-modules.ts';
import { useStoreClient } from './useStoreClient.ts';

// The catalog as a shopper browses it: a page of products, one product, the variant a choice of
// options selects, related products, the collections.

/** One page of a listing: its products and the total the server counted. */
export const productsQueryOptions = (client: BaseClient, listing: ProductsListing = {}) =>
  queryOptions({
    queryKey: storeKeys.productList(listing),
    queryFn: async ({ signal }) => {
      const page = await productsOf(client).findProducts(productsQuery(listing), {
        signal,
        ...(listing.includeVariants ? { includeVariants: true } : {}),
      });
      return { items: page.items, total: page.total ?? page.items.length };
    },
  });

/** The product a page's slug names, with its variants; `null` when no visible product has it. */
export const productBySlugQueryOptions = (client: BaseClient, slug: string) =>
  queryOptions({
    queryKey: storeKeys.productBySlug(slug),
    queryFn: ({ signal }) => productsOf(client).productBySlug(slug, { signal }),
  });

/** The variant a (possibly partial) choice of options selects and whether it can be bought. */
export const productChoiceQueryOptions = (
  client: BaseClient,
  productId: string,
  choices: Record<string, string>,
) =>
  queryOptions({
    queryKey: storeKeys.productChoice(productId, choices),
    queryFn: ({ signal }) => productsOf(client).optionsAvailability(productId, choices, { signal }),
  });

/** Products related to one (same collections first), read as v1 products. */
export const relatedProductsQueryOptions = (client: BaseClient, productId: string, limit = 4) =>
  queryOptions({
    queryKey: [...storeKeys.related(productId), limit] as const,
    queryFn: async ({ signal }) => {
      const shop = productsOf(client);
      const ids = (await shop.relatedProductIds([productId], { signal })).slice(0, limit);
      if (ids.length === 0) return [];
      const page = await shop.findProducts({ filter: { id: { $in: ids } }, paging: { limit } }, { signal });
      // In the recommendation's order.
      return ids.flatMap((id) => page.items.filter((p) => p.id === id));
    },
  });

/** Every collection of the store, by name. */
export const collectionsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: storeKeys.collections(),
    queryFn: ({ signal }) => collectionsOf(client).allCollections({ signal }),
  });

/** One collection by slug (a 404 for an unknown slug: not retried, the page says so). */
export const collectionBySlugQueryOptions = (client: BaseClient, slug: string) =>
  queryOptions({
    queryKey: storeKeys.collectionBySlug(slug),
    queryFn: ({ signal }) => collectionsOf(client).getCollectionBySlug(slug, { signal }),
  });

/** A page of products; the previous page stays on screen while the next loads (no flash). */
export function useProducts(listing: ProductsListing = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useStoreClient();
  return useQuery({ ...productsQueryOptions(client, listing), enabled, placeholderData: keepPreviousData });
}

export function useProduct(slug: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...productBySlugQueryOptions(client, slug ?? ''), enabled: Boolean(slug) });
}

/** The selected variant for the choices so far; the last answer stays while a new choice loads. */
export function useProductChoice(productId: string | undefined, choices: Record<string, string>) {
  const client = useStoreClient();
  return useQuery({
    ...productChoiceQueryOptions(client, productId ?? '', choices),
    enabled: Boolean(productId),
    placeholderData: keepPreviousData,
  });
}

export function useRelatedProducts(productId: string | undefined, limit = 4) {
  const client = useStoreClient();
  return useQuery({
    ...relatedProductsQueryOptions(client, productId ?? '', limit),
    enabled: Boolean(productId),
  });
}

export function useCollections() {
  const client = useStoreClient();
  return useQuery(collectionsQueryOptions(client));
}

export function useCollectionBySlug(slug: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...collectionBySlugQueryOptions(client, slug ?? ''), enabled: Boolean(slug) });
}
