import { catalogDomainEvents } from '@tessera/contracts/catalog-events';
import { brandsRibbonsRoutes, catalogQueriesRoutes, catalogRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { brandsRibbonsHandlers } from './brands-ribbons.handlers.ts';
import { catalogHandlers } from './catalog.handlers.ts';
import { catalogQueriesHandlers } from './catalog-queries.handlers.ts';
import * as storeCatalogProducts from './migrations/0041_store_catalog_products.ts';
import * as catalogNamePrefix from './migrations/0049_catalog_name_prefix.ts';
import * as collectionMedia from './migrations/0054_collection_media.ts';
import * as catalogBrands from './migrations/0056_catalog_brands.ts';
import * as catalogRibbons from './migrations/0057_catalog_ribbons.ts';

/** Products with options and variants, collections, media of products; catalog v1 writes and reads, and (catalog-queries.handlers.ts) the listings, Catalog v3 reads, collections v2, recommendations; (brands-ribbons.handlers.ts) Catalog v3 brands and ribbons. */
export const storeCatalogModule = defineModule({
  name: 'store-catalog',
  routeGroups: [catalogRoutes, catalogQueriesRoutes, brandsRibbonsRoutes],
  domainEvents: catalogDomainEvents,
  migrations: {
    '0041_store_catalog_products': storeCatalogProducts,
    '0049_catalog_name_prefix': catalogNamePrefix,
    '0054_collection_media': collectionMedia,
    '0056_catalog_brands': catalogBrands,
    '0057_catalog_ribbons': catalogRibbons,
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
        registerRoutes(server, brandsRibbonsRoutes, brandsRibbonsHandlers(platform));
      },
    };
  },
});
