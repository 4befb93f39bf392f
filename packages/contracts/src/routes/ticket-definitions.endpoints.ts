import { endpoint } from './endpoint.ts';
import type { ticketDefinitionsRoutes } from './ticket-definitions.routes.ts';

// Ticket definitions v3 (routes.md "ticket definitions"; official-paths.tsv events.ticketDefinitionsV2)
// and the v1 checkout's available tickets (events.orders). One named export per call.

const v3 = '/events-ticket-definitions/v3';

export const createTicketDefinition = endpoint({
  operationId: 'CreateTicketDefinitionV3',
  method: 'POST',
  path: `${v3}/ticket-definitions`,
});
export const updateTicketDefinition = endpoint({
  operationId: 'UpdateTicketDefinitionV3',
  method: 'PATCH',
  path: `${v3}/ticket-definitions/:ticketDefinitionId`,
});
export const getTicketDefinition = endpoint({
  operationId: 'GetTicketDefinitionV3',
  method: 'GET',
  path: `${v3}/ticket-definitions/:ticketDefinitionId`,
});
export const deleteTicketDefinition = endpoint({
  operationId: 'DeleteTicketDefinitionV3',
  method: 'DELETE',
  path: `${v3}/ticket-definitions/:ticketDefinitionId`,
});
export const reorderTicketDefinitions = endpoint({
  operationId: 'ReorderTicketDefinitions',
  method: 'POST',
  path: `${v3}/ticket-definitions/reorder`,
});
export const queryTicketDefinitions = endpoint({
  operationId: 'QueryTicketDefinitionsV3',
  method: 'POST',
  path: `${v3}/ticket-definitions/query`,
});
export const queryAvailableTicketDefinitions = endpoint({
  operationId: 'QueryAvailableTicketDefinitions',
  method: 'POST',
  path: `${v3}/ticket-definitions/available/query`,
});
export const countTicketDefinitions = endpoint({
  operationId: 'CountTicketDefinitions',
  method: 'POST',
  path: `${v3}/ticket-definitions/count`,
});
export const countAvailableTicketDefinitions = endpoint({
  operationId: 'CountAvailableTicketDefinitions',
  method: 'POST',
  path: `${v3}/ticket-definitions/available/count`,
});
export const bulkDeleteTicketDefinitionsByFilter = endpoint({
  operationId: 'BulkDeleteTicketDefinitionsByFilter',
  method: 'POST',
  path: `${v3}/bulk/ticket-definitions/delete`,
});
export const changeTicketDefinitionsCurrency = endpoint({
  operationId: 'ChangeTicketDefinitionsCurrencyV3',
  method: 'POST',
  path: `${v3}/ticket-definitions/currency`,
});

export const listAvailableTickets = endpoint({
  operationId: 'ListAvailableTickets',
  method: 'GET',
  path: '/events/v1/checkout/available-tickets',
  postFallback: true,
});
export const queryAvailableTickets = endpoint({
  operationId: 'QueryAvailableTickets',
  method: 'POST',
  path: '/events/v1/checkout/available-tickets/query',
});

// Ticket definitions v1 (official module events.ticketDefinitions): the same definitions, v1 shape.
const v1 = '/events/v1/ticket-definitions';

export const queryTicketDefinitionsV1 = endpoint({
  operationId: 'QueryTicketDefinitions',
  method: 'POST',
  path: `${v1}/query`,
});
export const queryTicketDefinitionsV2 = endpoint({
  operationId: 'QueryTicketDefinitionsV2',
  method: 'POST',
  path: '/events/v2/ticket-definitions/query',
});
export const listTicketDefinitionsV1 = endpoint({
  operationId: 'ListTicketDefinitions',
  method: 'GET',
  path: v1,
  // No POST form: POST on this path is CreateTicketDefinition (the query route takes long filters).
});
export const getTicketDefinitionV1 = endpoint({
  operationId: 'GetTicketDefinition',
  method: 'GET',
  path: `${v1}/:definitionId`,
});
export const createTicketDefinitionV1 = endpoint({
  operationId: 'CreateTicketDefinition',
  method: 'POST',
  path: v1,
});
export const updateTicketDefinitionV1 = endpoint({
  operationId: 'UpdateTicketDefinition',
  method: 'PATCH',
  path: `${v1}/:definitionId`,
});
export const deleteTicketDefinitionsV1 = endpoint({
  operationId: 'DeleteTicketDefinition',
  method: 'DELETE',
  path: v1,
});
export const changeTicketDefinitionsCurrencyV1 = endpoint({
  operationId: 'ChangeCurrency',
  method: 'PUT',
  path: `${v1}/currency`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    ticketDefinitions: typeof ticketDefinitionsRoutes;
  }
}
