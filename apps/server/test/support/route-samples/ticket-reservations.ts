import type { ticketReservationsRoutes } from '@tessera/contracts/routes/index';
import { sampleDefinition } from './ticket-definitions.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** An owner-made hold of one ticket of the live fixture event. */
async function sampleHold(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/ticket-reservations',
    headers: fx.app.ownerHeaders(),
    payload: {
      ticketReservation: { tickets: [{ ticketDefinitionId: await sampleDefinition(fx), quantity: 1 }] },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample hold: ${response.body}`);
  return response.json().ticketReservation.id;
}

/** Owner-made ticket holds (reservations module, events_ticket-reservations). */
export const ticketReservationsSamples: SamplesOf<typeof ticketReservationsRoutes> = {
  CreateTicketReservation: async (fx) => ({
    input: {
      ticketReservation: {
        tickets: [{ ticketDefinitionId: await sampleDefinition(fx), quantity: 2 }],
        tags: { tags: { tagIds: ['vip'] } },
      },
    },
  }),
  GetTicketReservation: async (fx) => ({ params: { id: await sampleHold(fx) } }),
  CancelTicketReservation: async (fx) => ({ params: { id: await sampleHold(fx) }, input: {} }),
  DeleteTicketReservation: async (fx) => ({ params: { id: await sampleHold(fx) }, input: {} }),
  BulkUpdateTicketReservationTags: async (fx) => ({
    input: { ids: [await sampleHold(fx)], assignTags: { tags: { tagIds: ['press'] } } },
  }),
  BulkUpdateTicketReservationTagsByFilter: async (fx) => ({
    input: { filter: { id: await sampleHold(fx) }, assignTags: { privateTags: { tagIds: ['comp'] } } },
  }),
};
