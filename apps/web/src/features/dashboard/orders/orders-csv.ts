import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { csvText, type CsvCell } from './csv.ts';
import { ORDER_STATUS } from './order-labels.ts';

/** The export's columns: money as the exact decimal string with its currency in its own column. */
export const ORDER_CSV_HEADER = [
  'Order number',
  'Event',
  'Event id',
  'Status',
  'Placed (UTC)',
  'First name',
  'Last name',
  'Email',
  'Tickets',
  'Checked in',
  'Total',
  'Currency',
  'Channel',
  'Archived',
] as const;

export function orderCsvRow(order: OrderView, eventTitle: string | undefined): CsvCell[] {
  return [
    order.orderNumber,
    eventTitle ?? '',
    order.eventId,
    ORDER_STATUS[order.status]?.label ?? order.status,
    order.created,
    order.firstName,
    order.lastName,
    order.email,
    order.ticketsQuantity,
    order.checkedInQuantity,
    order.totalPrice.value ?? order.totalPrice.amount,
    order.totalPrice.currency,
    order.channel,
    order.archived ? 'yes' : 'no',
  ];
}

/** Orders (an async walk over every page) as one CSV text. */
export async function ordersCsv(
  orders: AsyncIterable<OrderView>,
  eventTitles: ReadonlyMap<string, string>,
): Promise<{ text: string; count: number }> {
  const rows: CsvCell[][] = [];
  for await (const order of orders) rows.push(orderCsvRow(order, eventTitles.get(order.eventId)));
  return { text: csvText(ORDER_CSV_HEADER, rows), count: rows.length };
}

/** `orders-2030-05-01.csv`, with the event's title when one event is exported. */
export function csvFileName(today: Date, eventTitle?: string): string {
  const day = today.toISOString().slice(0, 10);
  const slug = eventTitle
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug ? `orders-${slug}-${day}.csv` : `orders-${day}.csv`;
}
