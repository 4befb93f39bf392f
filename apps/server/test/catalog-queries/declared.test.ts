import { catalogQueriesRoutes } from '@tessera/contracts/routes/index';
import { describe, expect, it } from 'vitest';
import '../../src/modules/store-catalog/catalog-queries.handlers.ts';
import { listingOfRoute } from '../../src/platform/query/listing.ts';

/** Every catalog route that filters, sorts or pages is answered from a listing declaration. */
const LISTED = [
  'queryProductsPlatformized',
  'searchProductsV3',
  'queryProductsV3',
  'countProductsV3',
  'queryCollectionsV2',
  'queryStoreVariants',
  'queryProductVariants',
];

describe('catalog queries are declared listings', () => {
  it('builds each query route from a declaration, the products ones from one', () => {
    for (const name of LISTED) {
      expect(name in catalogQueriesRoutes, name).toBe(true);
      expect(listingOfRoute(name)?.routes, name).toContain(name);
    }
    expect(listingOfRoute('queryProductsPlatformized')).toBe(listingOfRoute('searchProductsV3'));
  });

  it('leaves no other route of the group taking a filter or paging undeclared', () => {
    const paged = Object.entries(catalogQueriesRoutes)
      .filter(([, route]) => {
        const input =
          (route as { input?: { properties?: Record<string, { properties?: object }> } }).input?.properties ??
          {};
        const inner = { ...(input.query?.properties ?? {}), ...(input.search?.properties ?? {}) };
        return ['paging', 'cursorPaging', 'filter'].some((key) => key in input || key in inner);
      })
      .map(([name]) => name);
    expect(paged.filter((name) => !listingOfRoute(name))).toEqual([]);
  });
});
