import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import { catalogAdmin, type AdjustValue, type ProductInput, type SetValue } from '@tessera/sdk/catalog-admin';
import { inventoryAdmin, type VariantStockChange } from '@tessera/sdk/inventory-admin';

// The owner's catalog as the dashboard reads and writes it. Modules are built on the owner's client
// here (the dashboard's own hooks: @tessera/react's store admin hooks cover only part of this).

export const CATALOG_PAGE_SIZE = 20;

export const catalogKeys = {
  all: ['dashboard-catalog'] as const,
  products: (listing: ProductListing) => [...catalogKeys.all, 'products', listing] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  // Collections live under the same key: a product's deletion changes their counts.
  collections: () => [...catalogKeys.all, 'collections'] as const,
  collection: (id: string) => [...catalogKeys.all, 'collection', id] as const,
  collectionProducts: (id: string) => [...catalogKeys.all, 'collection-products', id] as const,
  productSearch: (search: string) => [...catalogKeys.all, 'product-search', search] as const,
};

export interface ProductListing {
  search: string;
  visibility: 'all' | 'visible' | 'hidden';
  page: number;
}

const modules = (client: BaseClient) => ({
  catalog: catalogAdmin(client),
  inventory: inventoryAdmin(client),
});

export function useCatalogModules() {
  const client = useTesseraClient();
  return modules(client);
}

export function useProductList(listing: ProductListing) {
  const { catalog } = useCatalogModules();
  return useQuery({
    queryKey: catalogKeys.products(listing),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      let query = catalog.queryProducts({ signal }).ascending('name');
      if (listing.search.trim()) query = query.startsWith('name', listing.search.trim());
      if (listing.visibility !== 'all') query = query.eq('visible', listing.visibility === 'visible');
      const page = await query
        .limit(CATALOG_PAGE_SIZE)
        .skip(listing.page * CATALOG_PAGE_SIZE)
        .find();
      return { items: page.items, total: page.total ?? page.items.length, hasNext: page.hasNext() };
    },
  });
}

export function useProduct(productId: string | undefined) {
  const { catalog } = useCatalogModules();
  return useQuery({
    queryKey: catalogKeys.product(productId ?? ''),
    enabled: Boolean(productId),
    queryFn: ({ signal }) => catalog.getProduct(productId!, { signal }),
  });
}

/** Every write reads the catalog again (lists, the product, collections' counts). */
export function useCatalogMutation<V, R>(run: (m: ReturnType<typeof modules>, variables: V) => Promise<R>) {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(modules(client), variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

export const useSaveProduct = () =>
  useCatalogMutation((m, { productId, product }: { productId?: string; product: ProductInput }) =>
    productId ? m.catalog.updateProduct(productId, product) : m.catalog.createProduct(product),
  );

export const useDeleteProduct = () =>
  useCatalogMutation((m, productId: string) => m.catalog.deleteProduct(productId));

export interface VariantRowChange {
  variantId: string;
  price: number;
  sku: string;
  weight: number;
  visible: boolean;
  stock: VariantStockChange;
}

/** Per-variant overrides, then the stock of every variant (tracked quantities or in-stock flags). */
export const useSaveVariants = () =>
  useCatalogMutation(
    async (
      m,
      {
        productId,
        trackQuantity,
        rows,
        managed,
      }: { productId: string; trackQuantity: boolean; rows: VariantRowChange[]; managed: boolean },
    ) => {
      // A product without managed variants has one price, set on the product itself.
      if (managed) {
        await m.catalog.updateVariants(
          productId,
          rows.map((row) => ({
            variantIds: [row.variantId],
            price: row.price,
            sku: row.sku,
            weight: row.weight,
            visible: row.visible,
          })),
        );
      }
      await m.inventory.setStock(
        productId,
        trackQuantity,
        rows.map((row) => ({ ...row.stock, variantId: row.variantId })),
      );
    },
  );

export const useAddMedia = () =>
  useCatalogMutation(
    (
      m,
      {
        productId,
        mediaId,
        choice,
      }: { productId: string; mediaId: string; choice?: { option: string; choice: string } },
    ) => m.catalog.addMedia(productId, [{ mediaId, ...(choice ? { choice } : {}) }]),
  );

export const useRemoveMedia = () =>
  useCatalogMutation((m, { productId, mediaId }: { productId: string; mediaId: string }) =>
    m.catalog.removeMedia(productId, { mediaIds: [mediaId] }),
  );

export type BulkPriceChange = { kind: 'set'; set: SetValue } | { kind: 'adjust'; adjust: AdjustValue };

export const useBulkPrice = () =>
  useCatalogMutation((m, { ids, change }: { ids: string[]; change: BulkPriceChange }) =>
    change.kind === 'set' ? m.catalog.bulkSet(ids, change.set) : m.catalog.bulkAdjust(ids, change.adjust),
  );
