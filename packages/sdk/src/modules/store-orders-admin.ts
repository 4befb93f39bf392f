import type { OrderLineItem, StoreOrder } from '@tessera/contracts/store-orders';
import type { NewStoreOrder } from '@tessera/contracts/store-order-requests';
import {
  cancelStoreOrder as cancelStoreOrderEndpoint,
  createStoreOrder as createStoreOrderEndpoint,
  aggregateStoreOrders as aggregateStoreOrdersEndpoint,
  bulkUpdateStoreOrders as bulkUpdateStoreOrdersEndpoint,
  updateStoreOrder as updateStoreOrderEndpoint,
  updateStoreOrderLineItem as updateStoreOrderLineItemEndpoint,
  getStoreOrder as getStoreOrderEndpoint,
  importStoreOrder as importStoreOrderEndpoint,
  setStoreOrderNumberCounter as setStoreOrderNumberCounterEndpoint,
  bulkDeleteImportedStoreOrders as bulkDeleteImportedStoreOrdersEndpoint,
} from '@tessera/contracts/routes/store-orders.endpoints';
import { hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallAnswer, type CallInput } from './endpoint-call.ts';
import type { StoreQueryBuilder } from './store-query.ts';
import { searchOrdersBuilder } from './store-orders.ts';

export type { NewStoreOrder } from '@tessera/contracts/store-order-requests';
export type {
  OrderActivity,
  OrderLineItem,
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
  StoreOrderStatus,
} from '@tessera/contracts/store-orders';

/** An order kept elsewhere, as `importOrder` takes it: its own number, statuses and totals. */
export type ImportedStoreOrder = CallInput<typeof importStoreOrderEndpoint>['order'];
/** The counter before and after `setOrderNumberCounter` (decimal strings, as hosted). */
export type OrderNumberCounter = CallAnswer<typeof setStoreOrderNumberCounterEndpoint>;

export interface CancelOrderRequest {
  /** Email the buyer that the order was canceled (with `customMessage`). */
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  /** Give every item's stock back (once, whatever the retries). */
  restockAllItems?: boolean;
}

/**
 * `@tessera/sdk/store-orders-admin`: the owner's (or order-managing staff's) store orders — one
 * order, search, create, update, aggregate, import, and cancel with email and restock. Owner
 * credentials.
 */
export function storeOrdersAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** Every order of the store: `searchOrders().eq('paymentStatus', 'PAID').cursor(50).find()`. */
    searchOrders(options?: CallOptions): StoreQueryBuilder<StoreOrder> {
      return searchOrdersBuilder(http, options);
    },
    /**
     * Creates an order (catalog lines by `catalogReference`, or custom ones with a name and price):
     * totals by the store's calculator, stock taken at once (428 FULL_/PARTIAL_OUT_OF_STOCK when short).
     */
    async createOrder(
      order: NewStoreOrder,
      settings?: { notifications?: { sendNotificationToBuyer?: boolean } },
      options?: CallOptions,
    ): Promise<StoreOrder> {
      return (
        await call(
          createStoreOrderEndpoint,
          {},
          { order, ...(settings ? { settings } : {}) },
          {
            ...options,
            check: hasObject('order'),
          },
        )
      ).order;
    },
    /**
     * Changes what `fieldMask` names (without one: the fields present in `order`): buyer email and
     * language, weight unit, billing, recipient, shipping destination, archived, seen, attribution,
     * buyer note, custom fields. Anything else is a 400 naming the field.
     */
    async updateOrder(
      orderId: string,
      order: StoreOrder,
      fieldMask?: string[],
      options?: CallOptions,
    ): Promise<StoreOrder> {
      const input = { order, ...(fieldMask ? { fieldMask: fieldMask.join(',') } : {}) };
      return (
        await call(updateStoreOrderEndpoint, { id: orderId }, input, {
          ...options,
          check: hasObject('order'),
        })
      ).order;
    },
    /** Up to 100 orders (`order.id` each), a result per order; `returnEntity` adds each order. */
    async bulkUpdateOrders(
      orders: { order: StoreOrder; fieldMask?: string[] }[],
      returnEntity = false,
      options?: CallOptions,
    ) {
      const items = orders.map(({ order, fieldMask }) => ({
        order,
        ...(fieldMask ? { fieldMask: fieldMask.join(',') } : {}),
      }));
      return call(
        bulkUpdateStoreOrdersEndpoint,
        {},
        { orders: items, returnEntity },
        {
          ...options,
          check: hasArray('results'),
        },
      );
    },
    /** A line's name, description lines, image, physical properties or fulfiller (never price or quantity). */
    async updateOrderLineItem(
      orderId: string,
      lineItemId: string,
      lineItem: OrderLineItem,
      options?: CallOptions,
    ): Promise<StoreOrder> {
      return (
        await call(
          updateStoreOrderLineItemEndpoint,
          { id: orderId, lineItemId },
          { lineItem },
          {
            ...options,
            check: hasObject('order'),
          },
        )
      ).order;
    },
    /**
     * Counts or sums over the orders a filter selects: `{ byStatus: { $count: 'status' }, revenue:
     * { $sum: 'priceSummary.total', by: 'createdDate.day' } }` → `{ byStatus: { APPROVED: 3 }, … }`.
     */
    async aggregateOrders(
      aggregation: Record<string, { $count?: string | string[]; $sum?: string; by?: string | string[] }>,
      filter?: Record<string, unknown>,
      options?: CallOptions,
    ): Promise<Record<string, Record<string, number | string>>> {
      return (
        await call(
          aggregateStoreOrdersEndpoint,
          {},
          { aggregation, ...(filter ? { filter } : {}) },
          {
            ...options,
            check: hasObject('aggregates'),
          },
        )
      ).aggregates;
    },
    async getOrder(orderId: string, options?: CallOptions): Promise<StoreOrder> {
      return (
        await call(getStoreOrderEndpoint, { id: orderId }, undefined, {
          ...options,
          check: hasObject('order'),
        })
      ).order;
    },
    /**
     * Imports an order kept elsewhere: its number (else the next), statuses and totals as given;
     * no stock taken, no mail. The same id imported again replaces it; a store order's id is 428
     * CANNOT_OVERWRITE_NON_IMPORTED_ORDER, a number in use 409 ORDER_NUMBER_ALREADY_EXISTS.
     */
    async importOrder(order: ImportedStoreOrder, options?: CallOptions): Promise<StoreOrder> {
      return (await call(importStoreOrderEndpoint, {}, { order }, { ...options, check: hasObject('order') }))
        .order;
    },
    /**
     * Sets the last order number used (the next order takes the one after). Lower than now only
     * with `allowLowerCounter`, never below an existing order: 428 CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER.
     */
    async setOrderNumberCounter(
      counter: string | number,
      settings: { allowLowerCounter?: boolean } = {},
      options?: CallOptions,
    ): Promise<OrderNumberCounter> {
      return call(
        setStoreOrderNumberCounterEndpoint,
        {},
        { counter: String(counter), ...settings },
        { ...options, check: hasString('newCounter') },
      );
    },
    /** Deletes up to 100 imported orders at once; store orders' ids (and unknown ones) are skipped. */
    async bulkDeleteImportedOrders(orderIds: string[], options?: CallOptions): Promise<{ jobId: string }> {
      return call(
        bulkDeleteImportedStoreOrdersEndpoint,
        {},
        { orderIds },
        { ...options, check: hasString('jobId') },
      );
    },
    /** Cancels an order; a canceled order answered again as it is. */
    async cancelOrder(
      orderId: string,
      request: CancelOrderRequest = {},
      options?: CallOptions,
    ): Promise<StoreOrder> {
      return (
        await call(cancelStoreOrderEndpoint, { id: orderId }, request, {
          ...options,
          check: hasObject('order'),
        })
      ).order;
    },
  };
}

export type StoreOrdersAdminModule = ReturnType<typeof storeOrdersAdmin>;
