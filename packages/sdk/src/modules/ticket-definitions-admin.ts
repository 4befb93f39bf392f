import type { TicketDefinition, TicketDefinitionInput } from '@tessera/contracts/ticket-definitions';
import {
  createTicketDefinition as createEndpoint,
  deleteTicketDefinition as deleteEndpoint,
  queryTicketDefinitions as queryEndpoint,
  reorderTicketDefinitions as reorderEndpoint,
  updateTicketDefinition as updateEndpoint,
} from '@tessera/contracts/routes/ticket-definitions.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { TicketDefinition, TicketDefinitionInput } from '@tessera/contracts/ticket-definitions';

const hasDefinition = hasObject('ticketDefinition');
/** An event holds few ticket types: one page of this size is all of them. */
const PAGE = 100;

/**
 * `@tessera/sdk/ticket-definitions-admin`: an event's ticket types as its owner edits them
 * (ticket definitions v3), with their sales figures. Owner or `events.manage`.
 */
export function ticketDefinitionsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The event's definitions in their order, with sold and reserved counts. */
    async listTicketDefinitions(eventId: string, options?: CallOptions): Promise<TicketDefinition[]> {
      const input = {
        query: {
          filter: { eventId },
          sort: [{ fieldName: 'sortIndex', order: 'ASC' as const }],
          paging: { limit: PAGE },
        },
        fields: ['SALES_DETAILS' as const],
      };
      return (
        await call(queryEndpoint, {}, input, {
          ...options,
          idempotent: true,
          check: hasArray('ticketDefinitions'),
        })
      ).ticketDefinitions;
    },
    async createTicketDefinition(
      eventId: string,
      definition: TicketDefinitionInput,
      options?: CallOptions,
    ): Promise<TicketDefinition> {
      const input = { ticketDefinition: { ...definition, eventId }, fields: ['SALES_DETAILS' as const] };
      return (await call(createEndpoint, {}, input, { ...options, check: hasDefinition })).ticketDefinition;
    },
    /** Writes the fields given; `revision` (when given) must be the current one. */
    async updateTicketDefinition(
      id: string,
      definition: TicketDefinitionInput,
      options?: CallOptions,
    ): Promise<TicketDefinition> {
      const input = { ticketDefinition: definition, fields: ['SALES_DETAILS' as const] };
      return (
        await call(updateEndpoint, { ticketDefinitionId: id }, input, { ...options, check: hasDefinition })
      ).ticketDefinition;
    },
    async deleteTicketDefinition(id: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { ticketDefinitionId: id }, undefined, options);
    },
    /** Moves a definition just before or after another of its event. */
    async reorderTicketDefinitions(
      eventId: string,
      ticketDefinitionId: string,
      place: { beforeDefinitionId: string } | { afterDefinitionId: string },
      options?: CallOptions,
    ): Promise<void> {
      await call(reorderEndpoint, {}, { eventId, ticketDefinitionId, ...place }, options);
    },
  };
}

export type TicketDefinitionsAdminModule = ReturnType<typeof ticketDefinitionsAdmin>;
