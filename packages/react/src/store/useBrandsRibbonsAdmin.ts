import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { brandsRibbonsAdmin, type BrandsRibbonsAdminModule } from '@tessera/sdk/brands-ribbons-admin';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';
import { storeKeys } from './store-keys.ts';
import { storeAdminKeys } from './useStoreAdmin.ts';
import { useStoreClient } from './useStoreClient.ts';

// The owner's Catalog v3 brands and ribbons: each listed with the number of products that carry it,
// renamed (the products follow) and deleted (taken off its products).

const BRANDS_RIBBONS_ADMIN: ModuleLookup<BrandsRibbonsAdminModule> = {
  name: 'brandsRibbonsAdmin',
  has: 'renameBrand',
  build: brandsRibbonsAdmin,
  needs: 'the brands-ribbons-admin module (@tessera/sdk/brands-ribbons-admin)',
};
export const brandsRibbonsAdminOf = (client: BaseClient): BrandsRibbonsAdminModule =>
  moduleOf(client, BRANDS_RIBBONS_ADMIN);

/** `brand` or `ribbon`. */
export type ProductLabelKind = 'brand' | 'ribbon';

export const brandsRibbonsKeys = {
  all: [...storeKeys.all, 'brands-ribbons'] as const,
  list: (kind: ProductLabelKind) => [...brandsRibbonsKeys.all, kind] as const,
};

/** One brand or ribbon as the dashboard lists it. */
export interface ProductLabel {
  id: string;
  revision: string;
  name: string;
  productCount: number;
}

/** Every brand (ribbon) of the site by name, with its product count (the first 300 brands, 100 ribbons). */
export const productLabelsQueryOptions = (client: BaseClient, kind: ProductLabelKind) =>
  queryOptions({
    queryKey: brandsRibbonsKeys.list(kind),
    queryFn: async ({ signal }): Promise<ProductLabel[]> => {
      const admin = brandsRibbonsAdminOf(client);
      const sort = [{ fieldName: 'name', order: 'ASC' as const }];
      if (kind === 'brand') {
        const page = await admin.queryBrands({ sort, cursorPaging: { limit: 300 } }, { signal });
        return page.items.map((b) => ({ ...b, productCount: b.assignedProductsCount ?? 0 }));
      }
      const page = await admin.queryRibbons({ sort, cursorPaging: { limit: 100 } }, { signal });
      return page.items.map((r) => ({ ...r, productCount: r.assignedProductCount ?? 0 }));
    },
  });

export type ProductLabelChange =
  | { type: 'create'; kind: ProductLabelKind; name: string }
  | { type: 'rename'; kind: ProductLabelKind; label: ProductLabel; name: string }
  | { type: 'delete'; kind: ProductLabelKind; label: ProductLabel };

/** Creates, renames or deletes a brand or ribbon; the list and every product listing are read again (products change too). */
export const productLabelChangeMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (change: ProductLabelChange) => {
      const admin = brandsRibbonsAdminOf(client);
      if (change.type === 'create') {
        await (change.kind === 'brand' ? admin.createBrand(change.name) : admin.createRibbon(change.name));
        return;
      }
      const { id, revision } = change.label;
      if (change.type === 'delete') {
        await (change.kind === 'brand' ? admin.deleteBrand(id) : admin.deleteRibbon(id));
        return;
      }
      await (change.kind === 'brand'
        ? admin.renameBrand(id, revision, change.name)
        : admin.renameRibbon(id, revision, change.name));
    },
    onSettled: (_answer, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandsRibbonsKeys.list(change.kind) }),
        queryClient.invalidateQueries({ queryKey: [...storeAdminKeys.all, 'products'] }),
        queryClient.invalidateQueries({ queryKey: storeKeys.products() }),
      ]),
  });

export function useProductLabels(kind: ProductLabelKind) {
  return useQuery(productLabelsQueryOptions(useStoreClient(), kind));
}
export function useProductLabelChange() {
  return useMutation(productLabelChangeMutationOptions(useStoreClient(), useQueryClient()));
}
