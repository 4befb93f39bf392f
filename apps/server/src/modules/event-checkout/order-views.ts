import type { OrderFieldset, OrderView, TicketView } from '@tessera/contracts/event-orders';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { OrderRow, TicketRow } from './event-checkout.schema.ts';
import { toWireOrder } from './order-wire.ts';
import { qrSecretOf } from './ticket-codes.ts';

export const ALL_FIELDSETS: readonly OrderFieldset[] = ['TICKETS', 'DETAILS', 'FORM', 'INVOICE'];

/** An order as reads answer it: the checkout's wire order cut to the fieldsets asked for. */
export function toOrderView(
  row: OrderRow,
  tickets: TicketRow[],
  qrSecret: string,
  fieldsets: readonly OrderFieldset[] = ALL_FIELDSETS,
): OrderView {
  const order = toWireOrder(row, tickets, qrSecret);
  const has = (set: OrderFieldset) => fieldsets.includes(set);
  return {
    orderNumber: order.orderNumber,
    reservationId: order.reservationId,
    eventId: order.eventId,
    // The official types' non-nullable fields ('' for a visitor, no payment, no PDF yet).
    memberId: order.memberId ?? '',
    contactId: order.contactId ?? '',
    snapshotId: order.snapshotId ?? '',
    ticketsPdf: order.ticketsPdf ?? '',
    anonymized: false,
    created: order.created,
    updated: order.updated,
    confirmed: order.confirmed,
    status: order.status,
    ticketsQuantity: Number(row.tickets_count),
    checkedInQuantity: Number(row.checked_in_count),
    fullyCheckedIn:
      Number(row.tickets_count) > 0 && Number(row.checked_in_count) >= Number(row.tickets_count),
    totalPrice: order.totalPrice,
    archived: order.archived,
    channel: order.channel,
    ...(has('DETAILS')
      ? {
          firstName: order.firstName,
          lastName: order.lastName,
          fullName: order.fullName,
          email: order.email,
          method: order.method ?? '',
          ...(order.paymentDetails ? { paymentDetails: order.paymentDetails } : {}),
          ...(order.marketingConsent === undefined ? {} : { marketingConsent: order.marketingConsent }),
        }
      : {}),
    ...(has('FORM') ? { checkoutForm: order.checkoutForm } : {}),
    ...(has('TICKETS') ? { tickets: order.tickets } : {}),
    ...(has('INVOICE') ? { invoice: order.invoice } : {}),
  };
}

/** Orders of a page with their tickets when asked (one statement for all of the page's tickets). */
export async function orderViews(
  scope: SiteScope,
  rows: OrderRow[],
  fieldsets: readonly OrderFieldset[] = ALL_FIELDSETS,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const tickets = fieldsets.includes('TICKETS')
    ? await ticketsOf(
        scope,
        rows.map((r) => r.id),
      )
    : [];
  const secret = await qrSecretOf(scope);
  return rows.map((row) =>
    toOrderView(
      row,
      tickets.filter((t) => t.order_id === row.id),
      secret,
      fieldsets,
    ),
  );
}

export const ticketsOf = (scope: SiteScope, orderIds: string[]) =>
  selectFromSite(scope, 'event_tickets')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();

/** A ticket with what the door needs of its order. */
export function toTicketView(ticket: TicketRow, order: OrderRow, qrSecret: string): TicketView {
  const wire = toWireOrder(order, [ticket], qrSecret).tickets[0];
  return {
    ...wire,
    orderNumber: order.order_number,
    eventId: order.event_id,
    orderStatus: order.status as TicketView['orderStatus'],
    orderArchived: order.archived === 1,
    ...(order.member_id ? { memberId: order.member_id } : {}),
  };
}
