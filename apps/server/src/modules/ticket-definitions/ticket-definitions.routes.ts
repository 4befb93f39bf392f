import type { FastifyInstance } from 'fastify';
import { ticketDefinitionsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { TicketDefinitionsService } from './ticket-definitions.service.ts';

/** The ticket definition routes of the table (v3, and the v1 checkout's available tickets). */
export function registerTicketDefinitionRoutes(
  server: FastifyInstance,
  service: TicketDefinitionsService,
): void {
  registerRoutes(server, ticketDefinitionsRoutes, {
    createTicketDefinition: ({ caller, input }) => service.create(caller, input),
    updateTicketDefinition: ({ caller, params, input }) =>
      service.update(caller, params.ticketDefinitionId, input),
    getTicketDefinition: ({ caller, params, input }) =>
      service.get(caller, params.ticketDefinitionId, input.fields),
    deleteTicketDefinition: ({ caller, params }) => service.delete(caller, params.ticketDefinitionId),
    reorderTicketDefinitions: ({ caller, input }) => service.reorder(caller, input),
    queryTicketDefinitions: ({ caller, input }) => service.query(caller, input),
    queryAvailableTicketDefinitions: ({ caller, input }) => service.queryAvailable(caller, input),
    countTicketDefinitions: ({ caller, input }) => service.count(caller, input),
    countAvailableTicketDefinitions: ({ caller, input }) => service.countAvailable(caller, input),
    bulkDeleteTicketDefinitionsByFilter: ({ caller, input }) => service.bulkDelete(caller, input),
    changeTicketDefinitionsCurrency: ({ caller, input }) => service.changeCurrency(caller, input),
    listAvailableTickets: ({ caller, input }) => service.listAvailableTickets(caller, input),
    queryAvailableTickets: ({ caller, input }) => service.queryAvailableTickets(caller, input),
  });
}
