import type { catalogQueriesRoutes } from '@tessera/contracts/routes/index';
import { dataVersions } from '../../platform/data-versions.ts';
import type { Platform } from '../../platform/module.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import type { RouteHandlers } from '../../platform/routing.ts';
import { CatalogQueries } from './catalog-queries.service.ts';
import { unknownDataCollection } from './cms-items.ts';
import { availableAlgorithms, getRecommendation } from './recommendations.ts';
import { freshTokenFirst, requestWriteToken } from './request-write-token.ts';

/** The catalog's listings and Catalog v3 reads (H53), registered by store-catalog.module.ts. */
export function catalogQueriesHandlers(platform: Platform): RouteHandlers<typeof catalogQueriesRoutes> {
  const { database } = platform;
  // One read of the database's write token per request (SQLite), shared by its versioned reads.
  const token = database.dataVersion ? requestWriteToken(database.dataVersion) : undefined;
  const queries = new CatalogQueries({
    db: platform.db,
    dialect: database.dialect,
    dataVersion: dataVersions(token ? { ...database, dataVersion: token.current } : database),
    cursorSecret: siteCursorSecrets(platform.db),
    publicUrl: platform.publicUrl,
    writeToken: token?.current,
  });
  return freshTokenFirst(token, {
    queryProductsPlatformized: ({ caller, input }) => queries.queryProductsV1(caller, input),
    queryProductVariants: ({ caller, params, input }) =>
      queries.queryProductVariants(caller, params.id, input),
    queryStoreVariants: ({ caller, input }) => queries.queryStoreVariants(caller, input.query),
    queryCollectionsV2: ({ caller, input }) => queries.queryCollections(caller, input.query),
    getCollectionV2: ({ caller, params }) => queries.getCollection(caller, params.id),
    getCollectionBySlugV2: ({ caller, params }) => queries.getCollectionBySlug(caller, params.slug),
    getProductV3: ({ caller, params, input }) => queries.getProductV3(caller, params.productId, input),
    getProductBySlugV3: ({ caller, params, input }) => queries.getProductBySlugV3(caller, params.slug, input),
    searchProductsV3: ({ caller, input }) => queries.searchProductsV3(caller, input),
    queryProductsV3: ({ caller, input }) => queries.queryProductsV3(caller, input),
    countProductsV3: ({ caller, input }) => queries.countProductsV3(caller, input),
    // Tessera's catalog is the v1 model; v3 reads are served over it.
    getCatalogVersion: async () => ({ catalogVersion: 'V1_CATALOG' }),
    getRecommendation: ({ caller, input }) => getRecommendation(platform.db, caller, input),
    recommendationAlgorithms: async () => availableAlgorithms,
    cmsDataItems: async ({ input }) => unknownDataCollection(input.dataCollectionId),
  });
}
