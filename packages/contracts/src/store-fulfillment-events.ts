import { Type } from '@sinclair/typebox';

/** Entity of the fulfillments' domain event (ecom order fulfillments v1). */
export const StoreFulfillmentsEntityFqdn = 'wix.ecom.v1.order_fulfillments';

/** Fulfillments' domain event (modules/store-fulfillments), declared by its module. */
export const storeFulfillmentDomainEvents = {
  /** A fulfillment of an order was created, changed or deleted; the order's status after it. */
  store_fulfillments_updated: Type.Object(
    {
      orderId: Type.String(),
      fulfillmentId: Type.String(),
      change: Type.Union([Type.Literal('CREATED'), Type.Literal('UPDATED'), Type.Literal('DELETED')]),
      fulfillmentStatus: Type.String(),
      timestamp: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
};

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    storeFulfillments: typeof storeFulfillmentDomainEvents;
  }
}
