import type { brandsRibbonsRoutes } from '@tessera/contracts/routes/index';
import type { QueryV2 } from '@tessera/contracts';
import type { Platform } from '../../platform/module.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import type { RouteHandlers } from '../../platform/routing.ts';
import { BRAND, LabelsService, RIBBON } from './brands-ribbons.service.ts';

/** Catalog v3 ribbons and brands, registered by store-catalog.module.ts: each handler is one call of a service. */
export function brandsRibbonsHandlers(platform: Platform): RouteHandlers<typeof brandsRibbonsRoutes> {
  const deps = {
    db: platform.db,
    uow: platform.uow,
    clock: platform.clock,
    cursorSecret: siteCursorSecrets(platform.db),
  };
  const ribbons = new LabelsService(deps, RIBBON);
  const brands = new LabelsService(deps, BRAND);
  return {
    createRibbon: async ({ caller, input }) => ({ ribbon: await ribbons.create(caller, input.ribbon.name) }),
    getRibbon: async ({ caller, params, input }) => ({
      ribbon: await ribbons.get(caller, params.ribbonId, input.fields),
    }),
    updateRibbon: async ({ caller, params, input }) => ({
      ribbon: await ribbons.update(caller, params.ribbonId, input.ribbon, input.fields),
    }),
    deleteRibbon: ({ caller, params }) => ribbons.delete(caller, params.ribbonId),
    queryRibbons: async ({ caller, input }) => {
      const { items, pagingMetadata } = await ribbons.query(caller, input.query as QueryV2, input.fields);
      return { ribbons: items, pagingMetadata };
    },
    countRibbons: ({ caller, input }) => ribbons.count(caller, input.filter),
    bulkCreateRibbons: ({ caller, input }) =>
      ribbons.bulkCreate(
        caller,
        input.ribbons.map((r) => r.name),
        input.returnEntity ?? false,
      ),
    bulkUpdateRibbons: ({ caller, input }) =>
      ribbons.bulkUpdate(
        caller,
        input.ribbons.map((r) => r.ribbon),
        input.returnEntity ?? false,
        input.fields,
      ),
    getOrCreateRibbon: async ({ caller, input }) => ({
      ribbon: await ribbons.getOrCreate(caller, input.ribbonName, input.fields),
    }),
    bulkGetOrCreateRibbons: ({ caller, input }) =>
      ribbons.bulkGetOrCreate(caller, input.ribbonNames, input.fields),
    bulkDeleteRibbons: ({ caller, input }) => ribbons.bulkDelete(caller, input.ribbonIds),

    createBrand: async ({ caller, input }) => ({ brand: await brands.create(caller, input.brand.name) }),
    getBrand: async ({ caller, params, input }) => ({
      brand: await brands.get(caller, params.brandId, input.fields),
    }),
    updateBrand: async ({ caller, params, input }) => ({
      brand: await brands.update(caller, params.brandId, input.brand, input.fields),
    }),
    deleteBrand: ({ caller, params }) => brands.delete(caller, params.brandId),
    queryBrands: async ({ caller, input }) => {
      const { items, pagingMetadata } = await brands.query(caller, input.query as QueryV2, input.fields);
      return { brands: items, pagingMetadata };
    },
    countBrands: ({ caller, input }) => brands.count(caller, input.filter),
    bulkCreateBrands: ({ caller, input }) =>
      brands.bulkCreate(
        caller,
        input.brands.map((b) => b.name),
        input.returnEntity ?? false,
      ),
    bulkUpdateBrands: ({ caller, input }) =>
      brands.bulkUpdate(
        caller,
        input.brands.map((b) => b.brand),
        input.returnEntity ?? false,
        input.fields,
      ),
    getOrCreateBrand: async ({ caller, input }) => ({
      brand: await brands.getOrCreate(caller, input.brandName, input.fields),
    }),
    bulkGetOrCreateBrands: ({ caller, input }) =>
      brands.bulkGetOrCreate(caller, input.brandNames, input.fields),
    bulkDeleteBrands: ({ caller, input }) => brands.bulkDelete(caller, input.brandIds),
  };
}
