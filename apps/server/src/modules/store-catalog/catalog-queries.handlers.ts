import type { catalogQueriesRoutes } from '@tessera/contracts/routes/index';
import type { Platform } from '../../platform/module.ts';
import type { RouteHandlers } from '../../platform/routing.ts';

/** The catalog's listings and Catalog v3 reads (H53), registered by store-catalog.module.ts. */
export function catalogQueriesHandlers(_platform: Platform): RouteHandlers<typeof catalogQueriesRoutes> {
  return {};
}
