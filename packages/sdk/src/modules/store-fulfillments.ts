import type { Fulfillment, OrderWithFulfillments } from '@tessera/contracts/store-fulfillments';
import {
  bulkCreateFulfillment,
  createFulfillment,
  deleteFulfillment,
  listFulfillmentsForMultipleOrders,
  listFulfillmentsForSingleOrder,
  updateFulfillment,
} from '@tessera/contracts/routes/store-fulfillments.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { Fulfillment, OrderWithFulfillments } from '@tessera/contracts/store-fulfillments';

/** What ships: order line ids with their quantities (absent: every unit not yet shipped). */
export interface NewFulfillment {
  lineItems?: { id: string; quantity?: number }[];
  trackingInfo?: { trackingNumber?: string; shippingProvider?: string; trackingLink?: string };
  customInfo?: { fieldsData?: Record<string, string> };
  status?: Fulfillment['status'];
  completed?: boolean;
}

export type FulfillmentChanges = Omit<NewFulfillment, 'lineItems'>;

/**
 * `@tessera/sdk/store-fulfillments`: shipments of store orders. `listForOrder` is for the owner or
 * the buyer of the order (the buyer follows their parcels); the writes need owner credentials.
 */
export function storeFulfillments(http: HttpClient) {
  const call = callerOf(http);
  const withFulfillments = hasObject('orderWithFulfillments');
  return {
    async listForOrder(orderId: string, options?: CallOptions): Promise<OrderWithFulfillments> {
      return (
        await call(listFulfillmentsForSingleOrder, { orderId }, undefined, {
          ...options,
          check: withFulfillments,
        })
      ).orderWithFulfillments;
    },
    async listForOrders(orderIds: string[], options?: CallOptions): Promise<OrderWithFulfillments[]> {
      return (
        await call(listFulfillmentsForMultipleOrders, {}, { orderIds }, { ...options, idempotent: true })
      ).ordersWithFulfillments;
    },
    /** Ships items of an order; answers the new fulfillment's id and the order's shipments. */
    async create(orderId: string, fulfillment: NewFulfillment = {}, options?: CallOptions) {
      return call(createFulfillment, { orderId }, { fulfillment }, { ...options, check: withFulfillments });
    },
    async update(
      orderId: string,
      fulfillmentId: string,
      changes: FulfillmentChanges,
      options?: CallOptions,
    ): Promise<OrderWithFulfillments> {
      return (
        await call(
          updateFulfillment,
          { orderId, fulfillmentId },
          { fulfillment: changes },
          { ...options, check: withFulfillments },
        )
      ).orderWithFulfillments;
    },
    async delete(
      orderId: string,
      fulfillmentId: string,
      options?: CallOptions,
    ): Promise<OrderWithFulfillments> {
      return (
        await call(deleteFulfillment, { orderId, fulfillmentId }, undefined, {
          ...options,
          check: withFulfillments,
        })
      ).orderWithFulfillments;
    },
    /** Ships several orders at once: a result per order (one failing order fails alone). */
    bulkCreate(
      ordersWithFulfillments: { orderId: string; fulfillments: NewFulfillment[] }[],
      options?: CallOptions,
    ) {
      return call(bulkCreateFulfillment, {}, { ordersWithFulfillments }, options);
    },
  };
}

export type StoreFulfillmentsModule = ReturnType<typeof storeFulfillments>;
