import { endpoint } from './endpoint.ts';
import type { eventsSettingsRoutes } from './events-settings.routes.ts';

// Events settings (routes.md; official-paths.tsv events.eventsSettings).

export const getEventsSettings = endpoint({
  operationId: 'GetEventsSettings',
  method: 'GET',
  path: '/events/v1/settings',
});
export const updateEventsSettings = endpoint({
  operationId: 'UpdateEventsSettings',
  method: 'PATCH',
  path: '/events/v1/settings/:id',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    eventsSettings: typeof eventsSettingsRoutes;
  }
}
