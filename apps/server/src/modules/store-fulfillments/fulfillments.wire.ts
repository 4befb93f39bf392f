import type { Fulfillment, OrderWithFulfillments } from '@tessera/contracts/store-fulfillments';
import { linesOf, type FulfillmentRow } from './fulfillments.store.ts';

/** A fulfillment row as the wire has it (absent fields left out, as the hosted platform does). */
export function toWireFulfillment(row: FulfillmentRow): Fulfillment {
  const tracking = {
    ...(row.tracking_number !== null ? { trackingNumber: row.tracking_number } : {}),
    ...(row.shipping_provider !== null ? { shippingProvider: row.shipping_provider } : {}),
    ...(row.tracking_link !== null ? { trackingLink: row.tracking_link } : {}),
  };
  return {
    id: row.id,
    createdDate: row.created_date,
    lineItems: linesOf(row).map((line) => ({ id: line.id, quantity: line.quantity })),
    ...(Object.keys(tracking).length > 0 ? { trackingInfo: tracking } : {}),
    ...(row.custom_info !== null ? { customInfo: { fieldsData: JSON.parse(row.custom_info) } } : {}),
    ...(row.status !== null ? { status: row.status as Fulfillment['status'] } : {}),
    ...(row.completed !== null ? { completed: row.completed === 1 } : {}),
  };
}

/** Each asked order with its fulfillments (orders without any answer an empty list). */
export function ordersWithFulfillments(
  orderIds: readonly string[],
  rows: readonly FulfillmentRow[],
): OrderWithFulfillments[] {
  return orderIds.map((orderId) => ({
    orderId,
    fulfillments: rows.filter((row) => row.order_id === orderId).map(toWireFulfillment),
  }));
}
