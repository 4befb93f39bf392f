import { selectFromSite, type SiteScope } from '../../../platform/site-scope.ts';
import { qrSecretOf } from '../ticket-codes.ts';
import { eventCalendar } from './calendar.ts';
import type { EventDetails } from './event-details.ts';
import { orderDocumentsOf } from './order-documents.ts';
import { ticketsPdfPath } from './tickets-link.ts';
import { qrPng, ticketsPdf, type PrintedTicket } from './tickets-pdf.ts';

/** Everything an order's confirmation email carries, ready to compose. */
export interface OrderMailParts {
  orderNumber: string;
  status: string;
  buyer: { email: string; name: string };
  event: EventDetails;
  tickets: (PrintedTicket & { qrPng: Buffer })[];
  total: { minor: number; currency: string };
  /** The signed tickets link (absolute). */
  ticketsUrl: string;
  /** The event page (absolute). */
  eventUrl: string;
  pdf: Buffer;
  /** The event in a calendar file; undefined while its date is TBD. */
  ics?: string;
}

/**
 * Reads an order (by id) and renders its documents for the confirmation email: the tickets PDF,
 * the calendar file, each ticket's QR code as an image, the signed tickets link. Undefined when
 * the order or its event is gone.
 */
export async function orderMailParts(
  scope: SiteScope,
  orderId: string,
  options: { publicUrl: string; nowMs: number },
): Promise<OrderMailParts | undefined> {
  const found = await selectFromSite(scope, 'event_orders')
    .select(['event_id', 'order_number'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!found) return undefined;
  const secret = await qrSecretOf(scope);
  const documents = await orderDocumentsOf(scope, found.event_id, found.order_number, secret);
  if (!documents) return undefined;
  const { order, event, tickets } = documents;
  const base = options.publicUrl.replace(/\/$/, '');
  const ticketsUrl = `${base}${ticketsPdfPath(secret, { siteId: scope.siteId, eventId: event.id, orderNumber: order.order_number }, options.nowMs)}`;
  const eventUrl = `${base}/events/${encodeURIComponent(event.slug)}`;
  return {
    orderNumber: order.order_number,
    status: order.status,
    buyer: { email: order.email, name: `${order.first_name} ${order.last_name}`.trim() },
    event,
    tickets: await Promise.all(tickets.map(async (t) => ({ ...t, qrPng: await qrPng(t.qrPayload) }))),
    total: { minor: Number(order.total_minor), currency: order.currency },
    ticketsUrl,
    eventUrl,
    pdf: await ticketsPdf({ event, orderNumber: order.order_number, tickets }),
    ics: eventCalendar(event, { url: eventUrl, note: `Order ${order.order_number}` }),
  };
}
