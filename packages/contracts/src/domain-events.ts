import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { catalogDomainEvents } from './catalog-events.ts';
import { storeOrderDomainEvents } from './store-order-events.ts';
import { storeFulfillmentDomainEvents } from './store-fulfillment-events.ts';
import { inventoryDomainEvents } from './inventory.ts';

/** Domain events recorded in the outbox (spec §4), named `<entity>_<action>`. */
export const EventDomainEvents = {
  created: 'event_created',
  updated: 'event_updated',
  deleted: 'event_deleted',
  cloned: 'event_cloned',
  published: 'event_published',
  canceled: 'event_canceled',
  started: 'event_started',
  ended: 'event_ended',
  reminder: 'event_reminder',
} as const;
export type EventDomainEventName = (typeof EventDomainEvents)[keyof typeof EventDomainEvents];

export const EntityFqdn = {
  event: 'wix.events.v3.event',
  category: 'wix.events.categories.v1.category',
  policy: 'wix.events.v2.policy',
  scheduleItem: 'wix.events.schedule.v1.schedule_item',
  form: 'wix.events.form',
  eventOrder: 'wix.events.v1.order',
} as const;

/**
 * The payload schema of every domain event, by name: the outbox refuses (in the test suite) a
 * payload its schema does not accept, so subscribers — webhooks, ticketing, the store — can
 * rely on the shape. A new event adds its entry here before it is recorded.
 */
const eventPayload = <P extends TProperties>(properties: P) =>
  Type.Object(
    { eventId: Type.String(), timestamp: Type.String({ format: 'date-time' }), ...properties },
    { additionalProperties: false },
  );
const lifecycleStatus = Type.Union([Type.Literal('DRAFT'), Type.Literal('PUBLISHED')]);

export const domainEvents = {
  event_created: eventPayload({ title: Type.String(), status: lifecycleStatus }),
  event_updated: eventPayload({ fields: Type.Array(Type.String()) }),
  event_deleted: eventPayload({ title: Type.String() }),
  event_cloned: eventPayload({
    derivedFromEventId: Type.String(),
    title: Type.String(),
    status: lifecycleStatus,
  }),
  event_published: eventPayload({ title: Type.String() }),
  event_canceled: eventPayload({ title: Type.String() }),
  /** `timestamp`: when the event started (its start date). */
  event_started: eventPayload({}),
  /** `timestamp`: when the event ended (its end date). */
  event_ended: eventPayload({}),
  event_reminder: eventPayload({ reminderMinutes: Type.Optional(Type.Integer({ minimum: 0 })) }),
  // Side areas of an event (modules/categories, policies, schedule).
  category_created: Type.Object(
    { categoryId: Type.String(), name: Type.String(), timestamp: Type.String({ format: 'date-time' }) },
    { additionalProperties: false },
  ),
  category_updated: Type.Object(
    { categoryId: Type.String(), name: Type.String(), timestamp: Type.String({ format: 'date-time' }) },
    { additionalProperties: false },
  ),
  category_deleted: Type.Object(
    { categoryId: Type.String(), name: Type.String(), timestamp: Type.String({ format: 'date-time' }) },
    { additionalProperties: false },
  ),
  policy_created: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
  policy_updated: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
  policy_deleted: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
  /** The event's draft agenda became its published one (`items`: how many it now has). */
  schedule_published: eventPayload({ items: Type.Integer({ minimum: 0 }) }),
  // Ticket definitions (modules/ticket-definitions). Sale started / ended come from jobs at the moment.
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
  // Registration forms (modules/event-forms): edits change the draft, `form_published` the live form.
  form_control_added: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_control_updated: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_control_deleted: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_messages_updated: eventPayload({ fields: Type.Array(Type.String()) }),
  /** `controls`: how many controls the published form now has. */
  form_published: eventPayload({ controls: Type.Integer({ minimum: 0 }) }),
  form_draft_discarded: eventPayload({}),
  // Event orders (modules/event-checkout). `status` is the order's after the change.
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
  /** A message to send (identity codes and links): delivered by the messages subscriber. */
  tessera_message_requested: Type.Object(
    {
      channel: Type.Union([Type.Literal('EMAIL'), Type.Literal('SMS'), Type.Literal('CALL')]),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      html: Type.Optional(Type.String()),
      attachments: Type.Optional(
        Type.Array(
          Type.Object(
            {
              filename: Type.String(),
              contentType: Type.String(),
              contentBase64: Type.String(),
              cid: Type.Optional(Type.String()),
            },
            { additionalProperties: false },
          ),
        ),
      ),
    },
    { additionalProperties: false },
  ),
  // Store inventory (modules/store-inventory).
  ...inventoryDomainEvents,
  // Store orders (modules/store-orders).
  ...storeOrderDomainEvents,
  ...storeFulfillmentDomainEvents,
  // Store catalog (modules/store-catalog).
  ...catalogDomainEvents,
} satisfies Record<string, TSchema>;

export type DomainEventName = keyof typeof domainEvents;
export type DomainEventPayload<N extends DomainEventName> = Static<(typeof domainEvents)[N]>;
