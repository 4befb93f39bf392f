import type { FastifyInstance } from 'fastify';
import { ticketDefinitionsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { TicketDefinitionsService } from './ticket-definitions.service.ts';
import { TicketDefinitionsV1 } from './ticket-definitions.v1.ts';

/** The ticket definition routes of the table (v3, v1/v2 management, the v1 checkout's available tickets). */
export function registerTicketDefinitionRoutes(
  server: FastifyInstance,
  service: TicketDefinitionsService,
): void {
  const v1 = new TicketDefinitionsV1(service);
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
    queryTicketDefinitionsV1: ({ caller, input }) => v1.query(caller, input),
    queryTicketDefinitionsV2: ({ caller, input }) => v1.queryV2(caller, input),
    listTicketDefinitionsV1: ({ caller, input }) => v1.list(caller, input),
    getTicketDefinitionV1: ({ caller, params, input }) => v1.get(caller, params.definitionId, input.fieldset),
    createTicketDefinitionV1: ({ caller, input }) => v1.create(caller, input),
    updateTicketDefinitionV1: ({ caller, params, input }) => v1.update(caller, params.definitionId, input),
    deleteTicketDefinitionsV1: ({ caller, input }) => v1.delete(caller, input),
    changeTicketDefinitionsCurrencyV1: ({ caller, input }) => v1.changeCurrency(caller, input),
  });
}
