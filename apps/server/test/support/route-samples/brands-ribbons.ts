import type { brandsRibbonsRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A name not used before in this process, so a sample never meets its own 409. */
let names = 0;
const freshName = (prefix: string) => `${prefix} ${(names++).toString(36)}`;

/** A fresh brand or ribbon of the fixture site, made by the owner: its id. */
async function sampleLabel(fx: SampleFixtures, kind: 'brands' | 'ribbons'): Promise<string> {
  const one = kind === 'brands' ? 'brand' : 'ribbon';
  const response = await fx.app.request({
    method: 'POST',
    url: `/stores/v3/${kind}`,
    headers: fx.app.ownerHeaders(),
    payload: { [one]: { name: freshName(one) } },
  });
  if (response.statusCode !== 200) throw new Error(`sample ${one}: ${response.body}`);
  return response.json()[one].id;
}

/** Catalog v3 ribbons and brands (modules/store-catalog, brands-ribbons.handlers.ts). */
export const brandsRibbonsSamples: SamplesOf<typeof brandsRibbonsRoutes> = {
  CreateRibbon: () => ({ input: { ribbon: { name: freshName('Sale') } } }),
  GetRibbon: async (fx) => ({
    params: { ribbonId: await sampleLabel(fx, 'ribbons') },
    input: { fields: ['ASSIGNED_PRODUCT_COUNT'] },
  }),
  UpdateRibbon: async (fx) => ({
    params: { ribbonId: await sampleLabel(fx, 'ribbons') },
    input: { ribbon: { revision: '1', name: freshName('Hot') } },
  }),
  DeleteRibbon: async (fx) => ({ params: { ribbonId: await sampleLabel(fx, 'ribbons') } }),
  QueryRibbons: () => ({
    input: { query: { filter: { name: { $startsWith: 'S' } }, cursorPaging: { limit: 10 } } },
  }),
  CountRibbons: () => ({ input: { filter: { name: { $startsWith: 'S' } } } }),
  BulkCreateRibbons: () => ({
    input: { ribbons: [{ name: freshName('New') }, { name: freshName('Last') }], returnEntity: true },
  }),
  BulkUpdateRibbons: async (fx) => ({
    input: {
      ribbons: [{ ribbon: { id: await sampleLabel(fx, 'ribbons'), revision: '1', name: freshName('Top') } }],
      returnEntity: true,
    },
  }),
  GetOrCreateRibbon: () => ({ input: { ribbonName: 'Bestseller' } }),
  BulkGetOrCreateRibbons: () => ({ input: { ribbonNames: ['Bestseller', freshName('Limited')] } }),
  BulkDeleteRibbons: async (fx) => ({ input: { ribbonIds: [await sampleLabel(fx, 'ribbons')] } }),

  CreateBrand: () => ({ input: { brand: { name: freshName('Acme') } } }),
  GetBrand: async (fx) => ({
    params: { brandId: await sampleLabel(fx, 'brands') },
    input: { fields: ['ASSIGNED_PRODUCTS_COUNT'] },
  }),
  UpdateBrand: async (fx) => ({
    params: { brandId: await sampleLabel(fx, 'brands') },
    input: { brand: { revision: '1', name: freshName('Globex') } },
  }),
  DeleteBrand: async (fx) => ({ params: { brandId: await sampleLabel(fx, 'brands') } }),
  QueryBrands: () => ({
    input: { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 10 } } },
  }),
  CountBrands: () => ({ input: { filter: { name: { $startsWith: 'A' } } } }),
  BulkCreateBrands: () => ({ input: { brands: [{ name: freshName('Initech') }] } }),
  BulkUpdateBrands: async (fx) => ({
    input: {
      brands: [
        { brand: { id: await sampleLabel(fx, 'brands'), revision: '1', name: freshName('Umbrella') } },
      ],
    },
  }),
  GetOrCreateBrand: () => ({ input: { brandName: 'Tessera' } }),
  BulkGetOrCreateBrands: () => ({ input: { brandNames: ['Tessera', freshName('Hooli')] } }),
  BulkDeleteBrands: async (fx) => ({ input: { brandIds: [await sampleLabel(fx, 'brands')] } }),
};
