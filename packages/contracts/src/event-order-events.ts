import { Type, type TSchema } from '@sinclair/typebox';
import { eventPayload } from './domain-events.ts';

/** Event orders' domain events (modules/event-checkout). `status` is the order's after the change. */
export const eventOrderDomainEvents = {
  /** An order was written (with its tickets): PENDING until paid, or FREE / OFFLINE_PENDING / PAID (POS). */
  event_order_placed: eventPayload({
    orderNumber: Type.String(),
    reservationId: Type.String(),
    status: Type.String(),
    channel: Type.String(),
    ticketsQuantity: Type.Integer({ minimum: 0 }),
    total: Type.Object({ value: Type.String(), currency: Type.String() }, { additionalProperties: false }),
    memberId: Type.Union([Type.Null(), Type.String()]),
  }),
  /** Its reservation became CONFIRMED: the tickets are sold (FREE, PAID, AUTHORIZED, OFFLINE_PENDING). */
  event_order_confirmed: eventPayload({ orderNumber: Type.String(), status: Type.String() }),
  /** The payment was declined or the checkout undone: the order is no longer live, the hold stays. */
  event_order_declined: eventPayload({ orderNumber: Type.String(), status: Type.String() }),
  /** Buyer, guests or member changed before payment (`fields`: which). */
  event_order_updated: eventPayload({ orderNumber: Type.String(), fields: Type.Array(Type.String()) }),
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    eventOrders: typeof eventOrderDomainEvents;
  }
}
