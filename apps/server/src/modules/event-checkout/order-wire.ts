import type { EventOrder, EventOrderStatus, Invoice } from '@tessera/contracts/event-checkout';
import { nowMs } from '../../platform/clock.ts';
import { money, toWireMoney } from '../../platform/money/index.ts';
import { contactOf } from '../event-forms/index.ts';
import type { OrderRow, TicketRow } from './event-checkout.schema.ts';
import { ticketsPdfPath } from './documents/tickets-link.ts';
import { signTicket } from './ticket-codes.ts';

export const CONFIRMED: readonly string[] = ['FREE', 'PAID', 'AUTHORIZED', 'OFFLINE_PENDING'];

/**
 * How the order was paid, in the provider's words: the payment's method, `inPerson` for an
 * order to pay at the venue, '' for a free one.
 */
function methodOf(order: OrderRow): string {
  if (order.payment_id) return order.channel === 'OFFLINE_POS' ? 'offline' : 'card';
  return BigInt(order.total_minor) > 0n ? 'inPerson' : '';
}

/**
 * The one place a stored order becomes the wire order. Every field the official types declare
 * non-nullable is answered, with the provider's empty value ('' / false) where Tessera has none.
 */
export function toWireOrder(order: OrderRow, tickets: TicketRow[], qrSecret: string): EventOrder {
  const checkoutForm = JSON.parse(order.checkout_form) as EventOrder['checkoutForm'];
  const fullName = `${order.first_name} ${order.last_name}`.trim();
  return {
    orderNumber: order.order_number,
    reservationId: order.reservation_id,
    eventId: order.event_id,
    memberId: order.member_id ?? '',
    contactId: order.member_id ?? '',
    snapshotId: order.payment_id ?? '',
    method: methodOf(order),
    // The signed tickets link (documents/tickets-link.ts), once the order has tickets to print. Its
    // week runs from the process clock: the wire shaping has no app clock at hand.
    ticketsPdf: CONFIRMED.includes(order.status)
      ? ticketsPdfPath(
          qrSecret,
          { siteId: order.site_id, eventId: order.event_id, orderNumber: order.order_number },
          nowMs(),
        )
      : '',
    anonymized: false,
    fullyCheckedIn: tickets.length > 0 && tickets.every((t) => t.checked_in_date),
    created: order.created_date,
    updated: order.updated_date,
    firstName: order.first_name,
    lastName: order.last_name,
    fullName,
    email: order.email,
    checkoutForm,
    confirmed: CONFIRMED.includes(order.status),
    status: order.status as EventOrderStatus,
    ticketsQuantity: tickets.length,
    totalPrice: toWireMoney('TICKETING', money(BigInt(order.total_minor), order.currency)),
    tickets: tickets.map((ticket) => {
      const form = ticket.guest_form
        ? (JSON.parse(ticket.guest_form) as EventOrder['checkoutForm'])
        : undefined;
      const guest = form
        ? contactOf(form)
        : { firstName: order.first_name, lastName: order.last_name, email: order.email };
      const price = money(BigInt(ticket.price_minor), ticket.currency);
      return {
        ticketNumber: ticket.ticket_number,
        ticketDefinitionId: ticket.definition_id,
        name: ticket.name,
        price: toWireMoney('TICKETING', price),
        free: price.minor === 0,
        qrCode: signTicket(qrSecret, ticket.ticket_number),
        ...(ticket.checked_in_date ? { checkIn: { created: ticket.checked_in_date } } : {}),
        guestDetails: { ...guest, ...(form ? { form } : {}), guestAssigned: Boolean(form) },
        orderNumber: order.order_number,
        policy: '',
        orderStatus: order.status as EventOrderStatus,
        orderArchived: order.archived === 1,
        orderFullName: fullName,
        // Archived by itself (BulkUpdateTickets) or with its order.
        archived: Number(ticket.archived) === 1 || order.archived === 1,
        anonymized: false,
        checkInUrl: '',
        ticketPdfUrl: '',
        walletPassUrl: '',
        channel: order.channel as EventOrder['channel'],
      };
    }),
    archived: order.archived === 1,
    invoice: JSON.parse(order.invoice) as Invoice,
    ...(order.payment_id
      ? {
          paymentDetails: {
            transaction: {
              transactionId: order.payment_id,
              method: order.channel === 'OFFLINE_POS' ? 'offline' : 'card',
            },
          },
        }
      : {}),
    channel: order.channel as EventOrder['channel'],
    ...(order.marketing_consent === null ? {} : { marketingConsent: order.marketing_consent === 1 }),
  };
}
