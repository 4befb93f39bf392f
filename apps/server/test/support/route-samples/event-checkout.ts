import type { eventCheckoutRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { liveEvent } from './ticket-definitions.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

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
    const { id, eventId } = await visitorReservation(fx, visitorId);
    const orderNumber = `S${newId().slice(0, 8).toUpperCase()}`;
    const now = new Date().toISOString();
    // An order of nothing waiting for payment at the door, placed by that visitor.
    await fx.app.db
      .insertInto('event_orders')
      .values({
        id: newId(),
        site_id: fx.app.site.siteId,
        order_number: orderNumber,
        event_id: eventId,
        reservation_id: id,
        live_reservation_id: id,
        status: 'OFFLINE_PENDING',
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
          subTotal: { amount: '0', value: '0', currency: 'USD' },
          total: { amount: '0', value: '0', currency: 'USD' },
          fees: [],
          grandTotal: { amount: '0', value: '0', currency: 'USD' },
          revenue: { amount: '0', value: '0', currency: 'USD' },
        }),
        currency: 'USD',
        total_minor: 0,
        marketing_consent: null,
        payment_id: null,
        archived: 0,
        created_date: now,
        updated_date: now,
      })
      .execute();
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
};
