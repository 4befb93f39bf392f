import type { EventOrder, EventOrderStatus, Invoice } from '@tessera/contracts/event-checkout';
import { money, toWireMoney } from '../../platform/money/index.ts';
import { contactOf } from '../event-forms/index.ts';
import type { OrderRow, TicketRow } from './event-checkout.schema.ts';
import { signTicket } from './ticket-codes.ts';

export const CONFIRMED: readonly string[] = ['FREE', 'PAID', 'AUTHORIZED', 'OFFLINE_PENDING'];

/** The one place a stored order becomes the wire order. */
export function toWireOrder(order: OrderRow, tickets: TicketRow[], qrSecret: string): EventOrder {
  const checkoutForm = JSON.parse(order.checkout_form) as EventOrder['checkoutForm'];
  return {
    orderNumber: order.order_number,
    reservationId: order.reservation_id,
    eventId: order.event_id,
    ...(order.member_id ? { memberId: order.member_id } : {}),
    created: order.created_date,
    updated: order.updated_date,
    firstName: order.first_name,
    lastName: order.last_name,
    fullName: `${order.first_name} ${order.last_name}`.trim(),
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
        guestDetails: { ...guest, ...(form ? { form } : {}) },
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
