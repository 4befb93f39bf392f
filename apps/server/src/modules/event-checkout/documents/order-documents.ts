import { money, toDecimal } from '../../../platform/money/index.ts';
import { selectFromSite, type SiteScope } from '../../../platform/site-scope.ts';
import { contactOf } from '../../event-forms/index.ts';
import type { OrderRow, TicketRow } from '../event-checkout.schema.ts';
import { signTicket } from '../ticket-codes.ts';
import { eventDetailsOf, type EventDetails } from './event-details.ts';
import type { PrintedTicket } from './tickets-pdf.ts';

/** An order with everything its documents (PDF, calendar file, email) print. */
export interface OrderDocuments {
  order: OrderRow;
  event: EventDetails;
  tickets: PrintedTicket[];
}

/** Reads an order of an event with its tickets as printed; undefined when there is no such order. */
export async function orderDocumentsOf(
  scope: SiteScope,
  eventId: string,
  orderNumber: string,
  qrSecret: string,
): Promise<OrderDocuments | undefined> {
  const order = await selectFromSite(scope, 'event_orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!order) return undefined;
  const event = await eventDetailsOf(scope, eventId);
  if (!event) return undefined;
  const rows = await selectFromSite(scope, 'event_tickets')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return { order, event, tickets: rows.map((row) => printedTicket(order, row, qrSecret)) };
}

function printedTicket(order: OrderRow, ticket: TicketRow, qrSecret: string): PrintedTicket {
  let guestName = `${order.first_name} ${order.last_name}`.trim();
  if (ticket.guest_form) {
    try {
      const guest = contactOf(JSON.parse(ticket.guest_form));
      const name = `${guest.firstName ?? ''} ${guest.lastName ?? ''}`.trim();
      if (name) guestName = name;
    } catch {
      // An unreadable answer prints the buyer's name.
    }
  }
  const price = money(BigInt(ticket.price_minor), ticket.currency);
  return {
    ticketNumber: ticket.ticket_number,
    ticketName: ticket.name,
    guestName,
    qrPayload: signTicket(qrSecret, ticket.ticket_number),
    price: price.minor === 0 ? 'Free' : `${toDecimal(price)} ${ticket.currency}`,
  };
}
