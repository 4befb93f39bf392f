import type { reservationsRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { liveEvent, sampleDefinition } from './ticket-definitions.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

/** A pending hold (of nothing) made by a visitor, written directly: what a cancel needs. */
async function sampleReservation(fx: SampleFixtures, visitorId: string): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await fx.app.db
    .insertInto('reservations')
    .values({
      id,
      site_id: fx.app.site.siteId,
      event_id: await liveEvent(fx),
      status: 'RESERVATION_PENDING',
      expires_date: new Date(Date.now() + 20 * 60_000).toISOString(),
      subject_role: 'VISITOR',
      subject_id: visitorId,
      created_date: now,
      updated_date: now,
    })
    .execute();
  return id;
}

export const reservationsSamples: SamplesOf<typeof reservationsRoutes> = {
  CreateReservation: async (fx) => ({
    input: {
      eventId: await liveEvent(fx),
      ticketQuantities: [{ ticketDefinitionId: await sampleDefinition(fx), quantity: 1 }],
    },
  }),
  CancelReservation: async (fx) => {
    const visitorId = newId();
    return {
      params: { id: await sampleReservation(fx, visitorId) },
      input: {},
      subject: { role: 'VISITOR', id: visitorId },
    };
  },
};
