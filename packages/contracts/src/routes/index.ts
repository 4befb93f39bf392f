// The route table: every route of the API, declared once (see route.ts).
import { eventsRoutes } from './events.routes.ts';
import type { RouteSpec } from './route.ts';

export * from './route.ts';
export type { Endpoint } from './endpoint.ts';
export { eventsRoutes };

/** Every route the server serves from the table, by domain. */
export const routeTable = { events: eventsRoutes } as const;

/** All routes of the table as one list (tests and OpenAPI loop over it). */
export const allRoutes: readonly RouteSpec[] = Object.values(routeTable).flatMap((group) =>
  Object.values(group),
);
