import { Type } from '@sinclair/typebox';

/** Entity of the store orders' domain events (ecom orders v1). */
export const StoreOrderEntityFqdn = 'wix.ecom.v1.order';

const orderPayload = <P extends Record<string, ReturnType<typeof Type.String>>>(properties: P) =>
  Type.Object(
    {
      orderId: Type.String(),
      number: Type.String(),
      status: Type.String(),
      paymentStatus: Type.String(),
      timestamp: Type.String({ format: 'date-time' }),
      ...properties,
    },
    { additionalProperties: false },
  );

/**
 * Store orders' domain events (modules/store-orders), declared by its module. `status` and
 * `paymentStatus` are the order's after the change.
 */
export const storeOrderDomainEvents = {
  /** An order was written (from a checkout, created or imported). */
  store_order_created: orderPayload({
    channel: Type.String(),
    total: Type.String(),
    currency: Type.String(),
  }),
  /** Anything of an order changed (`fields`: the top-level fields, comma separated). */
  store_order_updated: orderPayload({ fields: Type.String() }),
  /** The order became APPROVED (paid, free, or payment to follow offline). */
  store_order_approved: orderPayload({}),
  /** The order became CANCELED. */
  store_order_canceled: orderPayload({}),
};

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    storeOrders: typeof storeOrderDomainEvents;
  }
}
