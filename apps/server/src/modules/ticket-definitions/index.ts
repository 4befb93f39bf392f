// The ticket definitions module's entry: other modules (reservations, checkout next) import from here.
export {
  capacityGuard,
  countsOf,
  countsOfRow,
  lapsedHeldQuery,
  lapsedPlacesOf,
  releaseHeld,
  releaseSold,
  sellHeld,
  tryHold,
  unsoldOf,
  withoutLapsed,
  type Counts,
} from './capacity.ts';
export { findEventRef, type EventRef } from './event-ref.ts';
export { saleStatusAt } from './sale-status.ts';
export { definitionsByIds } from './ticket-definitions.store.ts';
export { priceOf, toAvailableTicket, type DefinitionRow } from './ticket-definitions.wire.ts';
export { TicketDefinitionsService } from './ticket-definitions.service.ts';
export { registerTicketDefinitionRoutes } from './ticket-definitions.routes.ts';
export { registerSaleStatusJob } from './sale-status.job.ts';
export { ticketDefinitionsModule } from './ticket-definitions.module.ts';
