import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { csvText, type CsvCell } from '../orders/csv.ts';
import { buyerName, fulfillmentLabel, orderStatusLabel, paymentLabel } from './store-order-labels.ts';

/** The export's columns: money as the exact decimal string, its currency in its own column. */
export const STORE_ORDER_CSV_HEADER = [
  'Order number',
  'Placed (UTC)',
  'Buyer',
  'Email',
  'Status',
  'Payment',
  'Fulfillment',
  'Items',
  'Subtotal',
  'Shipping',
  'Tax',
  'Discount',
  'Total',
  'Refunded',
  'Currency',
  'Archived',
] as const;

export function storeOrderCsvRow(order: StoreOrder): CsvCell[] {
  const summary = order.priceSummary;
  return [
    order.number,
    order.createdDate,
    buyerName(order),
    order.buyerInfo?.email,
    orderStatusLabel(order),
    paymentLabel(order),
    fulfillmentLabel(order),
    (order.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 0), 0),
    summary?.subtotal?.amount,
    summary?.shipping?.amount,
    summary?.tax?.amount,
    summary?.discount?.amount,
    summary?.total?.amount,
    order.balanceSummary?.refunded?.amount ?? '0',
    order.currency,
    order.archived ? 'yes' : 'no',
  ];
}

export const storeOrdersCsv = (orders: readonly StoreOrder[]) =>
  csvText(STORE_ORDER_CSV_HEADER, orders.map(storeOrderCsvRow));

export const storeOrdersCsvFileName = (now: Date) => `store-orders-${now.toISOString().slice(0, 10)}.csv`;
