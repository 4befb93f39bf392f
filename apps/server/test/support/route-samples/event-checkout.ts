import type { eventCheckoutRoutes } from '@tessera/contracts/routes/index';
import { paymentsModule } from '../../../src/modules/payments/index.ts';
import { newId } from '../../../src/platform/ids.ts';
import { liveEvent } from './ticket-definitions.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

const ZERO = { amount: '0', value: '0', currency: 'USD' };

/**
 * An order of nothing (one free ticket) placed by a visitor, written directly: waiting for payment
 * at the door (OFFLINE_PENDING), paid, or authorized (with a payment of the test gateway's kind).
 */
async function placedOrder(fx: SampleFixtures, status: string, visitorId = newId(), paymentId?: string) {
  const { id, eventId } = await visitorReservation(fx, visitorId);
  const orderNumber = `S${newId().slice(0, 8).toUpperCase()}`;
  const orderId = newId();
  const now = new Date().toISOString();
  await fx.app.db
    .insertInto('event_orders')
    .values({
      id: orderId,
      site_id: fx.app.site.siteId,
      order_number: orderNumber,
      event_id: eventId,
      reservation_id: id,
      live_reservation_id: id,
      status,
      channel: 'ONLINE',
      member_id: null,
      subject_role: 'VISITOR',
      subject_id: visitorId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      checkout_form: '{"inputValues":[]}',
      invoice: JSON.stringify({
        items: [],
        subTotal: ZERO,
        total: ZERO,
        fees: [],
        grandTotal: ZERO,
        revenue: ZERO,
      }),
      currency: 'USD',
      total_minor: 0,
      marketing_consent: null,
      payment_id: paymentId ?? null,
      archived: 0,
      tickets_count: 1,
      created_date: now,
      updated_date: now,
    })
    .execute();
  const ticketNumber = `${orderNumber}-01`;
  await fx.app.db
    .insertInto('event_tickets')
    .values({
      ticket_number: ticketNumber,
      site_id: fx.app.site.siteId,
      order_id: orderId,
      event_id: eventId,
      definition_id: newId(),
      name: 'Sample',
      price_minor: 0,
      currency: 'USD',
      guest_form: null,
      position: 0,
    })
    .execute();
  return { orderNumber, eventId, ticketNumber, visitorId };
}

/** An AUTHORIZED order with a real authorization of the test gateway behind it. */
async function authorizedOrder(fx: SampleFixtures) {
  const payment = await fx.app.modules.get(paymentsModule).service.authorize(fx.app.site.siteId, {
    idempotencyKey: newId(),
    amount: { minor: 1000, currency: 'USD' },
    source: 'tok_approve',
    capture: false,
    reference: 'sample',
  });
  return placedOrder(fx, 'AUTHORIZED', newId(), payment.id);
}

/** A pending hold (of nothing: a zero invoice, a FREE order) made by a visitor, written directly. */
async function visitorReservation(fx: SampleFixtures, visitorId: string) {
  const id = newId();
  const now = new Date().toISOString();
  const eventId = await liveEvent(fx);
  await fx.app.db
    .insertInto('reservations')
    .values({
      id,
      site_id: fx.app.site.siteId,
      event_id: eventId,
      status: 'RESERVATION_PENDING',
      expires_date: new Date(Date.now() + 20 * 60_000).toISOString(),
      subject_role: 'VISITOR',
      subject_id: visitorId,
      created_date: now,
      updated_date: now,
    })
    .execute();
  return { id, eventId };
}

export const eventCheckoutSamples: SamplesOf<typeof eventCheckoutRoutes> = {
  GetCheckoutOptions: () => ({ input: {} }),
  GetInvoice: async (fx) => {
    const visitorId = newId();
    const { id, eventId } = await visitorReservation(fx, visitorId);
    return { params: { reservationId: id }, input: { eventId }, subject: { role: 'VISITOR', id: visitorId } };
  },
  Checkout: async (fx) => {
    const { id, eventId } = await visitorReservation(fx, newId());
    return {
      input: {
        eventId,
        reservationId: id,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      },
    };
  },
  UpdateCheckout: async (fx) => {
    const visitorId = newId();
    const { orderNumber, eventId } = await placedOrder(fx, 'OFFLINE_PENDING', visitorId);
    return {
      params: { orderNumber },
      input: { eventId, buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } },
      subject: { role: 'VISITOR', id: visitorId },
    };
  },
  PosCheckout: async (fx) => {
    const { id, eventId } = await visitorReservation(fx, newId());
    return { input: { eventId, reservationId: id, paymentDetailsId: 'register-1' } };
  },
  ListOrders: () => ({ input: { limit: 10, fieldset: ['DETAILS'], facet: ['status'] } }),
  GetOrder: async (fx) => {
    const { orderNumber, eventId, visitorId } = await placedOrder(fx, 'PAID');
    return { params: { eventId, orderNumber }, input: {}, subject: { role: 'VISITOR', id: visitorId } };
  },
  UpdateOrder: async (fx) => {
    const { orderNumber, eventId } = await placedOrder(fx, 'PAID');
    return { params: { eventId, orderNumber }, input: { archived: true } };
  },
  BulkUpdateOrders: async (fx) => {
    const { orderNumber, eventId } = await placedOrder(fx, 'PAID');
    return { params: { eventId }, input: { orderNumber: [orderNumber], archived: true } };
  },
  ConfirmOrder: async (fx) => {
    const { orderNumber, eventId } = await placedOrder(fx, 'OFFLINE_PENDING');
    return { params: { eventId }, input: { orderNumber: [orderNumber] } };
  },
  GetSummary: () => ({ input: {} }),
  CaptureAuthorizedPayment: async (fx) => {
    const { orderNumber, eventId } = await authorizedOrder(fx);
    return { params: { orderNumber }, input: { eventId } };
  },
  VoidAuthorizedPayment: async (fx) => {
    const { orderNumber, eventId } = await authorizedOrder(fx);
    return { params: { orderNumber }, input: { eventId } };
  },
  ListTickets: async (fx) => {
    const { eventId } = await placedOrder(fx, 'PAID');
    return { input: { eventId: [eventId] } };
  },
  GetTicket: async (fx) => {
    const { ticketNumber, eventId, visitorId } = await placedOrder(fx, 'PAID');
    return { params: { id: ticketNumber }, input: { eventId }, subject: { role: 'VISITOR', id: visitorId } };
  },
  UpdateTicket: async (fx) => {
    const { ticketNumber, eventId } = await placedOrder(fx, 'PAID');
    const form = {
      inputValues: [
        { inputName: 'firstName', value: 'Grace' },
        { inputName: 'lastName', value: 'Hopper' },
        { inputName: 'email', value: 'grace@example.com' },
      ],
    };
    return { params: { id: ticketNumber }, input: { eventId, guestDetails: { form } } };
  },
  BulkUpdateTickets: async (fx) => {
    const { ticketNumber, eventId } = await placedOrder(fx, 'PAID');
    return { input: { eventId, ticketNumber: [ticketNumber], archived: true } };
  },
  CheckInTickets: async (fx) => {
    const { ticketNumber, eventId } = await placedOrder(fx, 'PAID');
    return { input: { eventId, ticketNumber: [ticketNumber] } };
  },
  DeleteTicketCheckIns: async (fx) => {
    const { ticketNumber, eventId } = await placedOrder(fx, 'PAID');
    return { input: { eventId, ticketNumber: [ticketNumber] } };
  },
};
