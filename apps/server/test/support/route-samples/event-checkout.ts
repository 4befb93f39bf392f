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
};
