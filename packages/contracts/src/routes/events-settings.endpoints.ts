import { endpoint } from './endpoint.ts';

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
