import { catalogDomainEvents } from '@tessera/contracts/catalog-events';
import { catalogQueriesRoutes, catalogRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { catalogHandlers } from './catalog.handlers.ts';
import { catalogQueriesHandlers } from './catalog-queries.handlers.ts';
import * as storeCatalogProducts from './migrations/0041_store_catalog_products.ts';
import * as catalogNamePrefix from './migrations/0049_catalog_name_prefix.ts';
import * as collectionMedia from './migrations/0054_collection_media.ts';

/** Products with options and variants, collections, media of products; catalog v1 writes and reads, and (catalog-queries.handlers.ts) the listings, Catalog v3 reads, collections v2, recommendations. */
export const storeCatalogModule = defineModule({
  name: 'store-catalog',
  routeGroups: [catalogRoutes, catalogQueriesRoutes],
  domainEvents: catalogDomainEvents,
  migrations: {
    '0041_store_catalog_products': storeCatalogProducts,
    '0049_catalog_name_prefix': catalogNamePrefix,
    '0054_collection_media': collectionMedia,
  },
  setup(platform) {
    return {
      routes: (server) => {
        registerRoutes(
          server,
          catalogRoutes,
          catalogHandlers({
            db: platform.db,
            uow: platform.uow,
            clock: platform.clock,
            publicUrl: platform.publicUrl,
          }),
        );
        registerRoutes(server, catalogQueriesRoutes, catalogQueriesHandlers(platform));
      },
    };
  },
});
