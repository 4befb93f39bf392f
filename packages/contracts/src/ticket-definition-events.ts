import { Type, type TSchema } from '@sinclair/typebox';
import { eventPayload } from './domain-events.ts';

/** Ticket definitions' domain events (modules/ticket-definitions). Sale started / ended come from jobs at the moment. */
export const ticketDefinitionDomainEvents = {
  ticket_definition_created: eventPayload({ ticketDefinitionId: Type.String(), name: Type.String() }),
  ticket_definition_updated: eventPayload({
    ticketDefinitionId: Type.String(),
    fields: Type.Array(Type.String()),
  }),
  ticket_definition_deleted: eventPayload({ ticketDefinitionId: Type.String(), name: Type.String() }),
  ticket_definition_sale_period_updated: eventPayload({
    ticketDefinitionId: Type.String(),
    startDate: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
    endDate: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
  }),
  /** `timestamp`: the sale's start. */
  ticket_definition_sale_started: eventPayload({ ticketDefinitionId: Type.String() }),
  /** `timestamp`: the sale's end. */
  ticket_definition_sale_ended: eventPayload({ ticketDefinitionId: Type.String() }),
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    ticketDefinitions: typeof ticketDefinitionDomainEvents;
  }
}
