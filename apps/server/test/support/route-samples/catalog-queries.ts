import { randomUUID } from 'node:crypto';
import type { catalogQueriesRoutes } from '@tessera/contracts/routes/index';
import { STORES_APP_ID } from '@tessera/contracts/catalog';
import { seedCollection, seedProducts } from '../../catalog-queries/seed.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

interface CatalogFixture {
  productId: string;
  slug: string;
  collectionId: string;
  collectionSlug: string;
}

// Per app, not per fixture set: the fuzz and role-matrix tests make several fixture sets on one app,
// and the product's and collection's slugs are unique per site.
const fixtures = new WeakMap<SampleFixtures['app'], Promise<CatalogFixture>>();

/** One visible product with a color option in one collection, written once per app. */
function catalogFixture(fx: SampleFixtures): Promise<CatalogFixture> {
  let made = fixtures.get(fx.app);
  if (!made) {
    made = (async () => {
      const siteId = fx.app.site.siteId;
      // Slugs of their own: other samples create products and collections with names of their own choosing.
      const suffix = randomUUID().slice(0, 8);
      const collectionSlug = `query-sample-shirts-${suffix}`;
      const collectionId = await seedCollection(fx.app.db, siteId, {
        name: 'Sample shirts',
        slug: collectionSlug,
      });
      const slug = `query-sample-shirt-${suffix}`;
      const [productId] = await seedProducts(fx.app.db, siteId, [
        {
          name: 'Sample shirt',
          slug,
          priceMinor: 2500,
          collectionIds: [collectionId],
          option: { name: 'Color', type: 'color', choices: [{ value: '#ff0000', description: 'Red' }] },
        },
      ]);
      return { productId, slug, collectionId, collectionSlug };
    })();
    fixtures.set(fx.app, made);
  }
  return made;
}

/** The store's catalog-queries routes (modules/store-catalog, H53). */
export const catalogQueriesSamples: SamplesOf<typeof catalogQueriesRoutes> = {
  QueryProductsPlatformized: async (fx) => {
    await catalogFixture(fx);
    return { input: { query: { filter: { name: { $startsWith: 'sample' } }, paging: { limit: 10 } } } };
  },
  QueryProductVariants: async (fx) => ({
    params: { id: (await catalogFixture(fx)).productId },
    input: { choices: { Color: 'Red' } },
  }),
  QueryStoreVariants: async (fx) => ({
    input: { query: { filter: { productId: (await catalogFixture(fx)).productId } } },
  }),
  QueryCollectionsV2: async (fx) => {
    await catalogFixture(fx);
    return { input: { query: { paging: { limit: 10 } } } };
  },
  GetCollectionV2: async (fx) => ({ params: { id: (await catalogFixture(fx)).collectionId } }),
  GetCollectionBySlugV2: async (fx) => ({ params: { slug: (await catalogFixture(fx)).collectionSlug } }),
  GetProductV3: async (fx) => ({ params: { productId: (await catalogFixture(fx)).productId } }),
  GetProductBySlugV3: async (fx) => ({ params: { slug: (await catalogFixture(fx)).slug } }),
  SearchProductsV3: async (fx) => {
    await catalogFixture(fx);
    return {
      input: {
        search: {
          search: { expression: 'shirt' },
          cursorPaging: { limit: 5 },
          aggregations: [{ name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: { limit: 5 } }],
        },
      },
    };
  },
  QueryProductsV3: async (fx) => {
    await catalogFixture(fx);
    return { input: { query: { filter: { visible: true } } } };
  },
  CountProductsV3: async (fx) => {
    await catalogFixture(fx);
    return { input: { filter: { name: { $startsWith: 'Sample' } } } };
  },
  GetCatalogVersion: () => ({}),
  GetRecommendation: async (fx) => ({
    input: {
      items: [{ catalogItemId: (await catalogFixture(fx)).productId, appId: STORES_APP_ID }],
      algorithms: [{ id: '68ebce04-b96a-4c52-9b1c-4e0d4f5a8c0e', appId: STORES_APP_ID }],
    },
  }),
  ListAvailableAlgorithms: () => ({}),
  // Answers 404 WDE0025 to everyone: no data collections yet.
  QueryDataItems: () => ({ input: { dataCollectionId: 'Menus' } }),
};
