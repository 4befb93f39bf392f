import type { eventsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

const event = {
  title: 'Sample Event',
  location: { type: 'VENUE', name: 'Hall' },
  dateAndTimeSettings: { startDate: '2031-03-01T18:00:00.000Z', endDate: '2031-03-01T20:00:00.000Z' },
  registration: { initialType: 'RSVP' },
};

/** Events v3 (modules/events). */
export const eventsSamples: SamplesOf<typeof eventsRoutes> = {
  CreateEvent: () => ({ input: { event } }),
  CloneEvent: (fx) => ({ params: { eventId: fx.eventId }, input: {} }),
  UpdateEvent: async (fx) => ({
    params: { eventId: await fx.freshEvent() },
    input: { event: { title: 'Changed' } },
  }),
  PublishDraftEvent: async (fx) => ({ params: { eventId: await fx.freshEvent({ draft: true }) }, input: {} }),
  CancelEvent: async (fx) => ({ params: { eventId: await fx.freshEvent() }, input: {} }),
  BulkCancelEventsByFilter: () => ({ input: { filter: { filter: { title: 'No Such Event' } } } }),
  DeleteEvent: async (fx) => ({ params: { eventId: await fx.freshEvent() } }),
  BulkDeleteEventsByFilter: () => ({ input: { filter: { filter: { title: 'No Such Event' } } } }),
  QueryEvents: () => ({ input: { query: { filter: { status: 'UPCOMING' } } } }),
  CountEventsByStatus: () => ({ input: { facet: ['status'] } }),
  ListEventsByCategory: (fx) => ({ params: { categoryId: fx.categoryId }, input: {} }),
  GetEvent: (fx) => ({ params: { eventId: fx.eventId }, input: {} }),
  GetEventBySlug: (fx) => ({ params: { slug: fx.slug }, input: {} }),
};
