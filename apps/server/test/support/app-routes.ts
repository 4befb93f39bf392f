import type { RouteSpec } from '@tessera/contracts/routes/index';
import { appModules } from '../../src/modules.ts';
import { routeEntries } from '../../src/platform/route-table.ts';

/** Every route the app's modules declare (`routeGroups`), with its name in its group. */
export const appRouteEntries = routeEntries(appModules);

/** Every route the app serves from the route table: what the role matrix and fuzz tests loop over. */
export const appRoutes: readonly RouteSpec[] = appRouteEntries.map((entry) => entry.route);
