import type { rsvpsRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

const rsvpEvents = new WeakMap<SampleFixtures, string>();

/** A published RSVP event of the fixture site (made once per fixture set, through the API). */
async function rsvpEvent(fx: SampleFixtures): Promise<string> {
  const known = rsvpEvents.get(fx);
  if (known) {
    const row = await fx.app.db.selectFrom('events').select('id').where('id', '=', known).executeTakeFirst();
    if (row) return known;
  }
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v3/events',
    headers: fx.app.ownerHeaders(),
    payload: {
      event: {
        title: 'RSVP sample',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 90_000_000).toISOString(),
          timeZoneId: 'Etc/UTC',
        },
        registration: { initialType: 'RSVP' },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample RSVP event: ${response.body}`);
  const id = response.json().event.id as string;
  rsvpEvents.set(fx, id);
  return id;
}

/** An RSVP answered by a visitor, written directly: what get, update and delete need. */
async function sampleRsvp(fx: SampleFixtures, visitorId: string, status = 'NO'): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await fx.app.db
    .insertInto('rsvps')
    .values({
      id,
      site_id: fx.app.site.siteId,
      event_id: await rsvpEvent(fx),
      status,
      first_name: 'Sam',
      last_name: 'Ple',
      email: 'sam@example.com',
      email_key: 'sam@example.com',
      member_id: null,
      subject_role: 'VISITOR',
      subject_id: visitorId,
      total_guests: 1,
      form: '{"inputValues":[]}',
      guests: '[{"index":0}]',
      checked_in_count: 0,
      revision: 1,
      seq: 0,
      created_date: now,
      updated_date: now,
    })
    .execute();
  return id;
}

const ofVisitor = async (fx: SampleFixtures) => {
  const visitorId = newId();
  return { rsvpId: await sampleRsvp(fx, visitorId), subject: { role: 'VISITOR' as const, id: visitorId } };
};

export const rsvpsSamples: SamplesOf<typeof rsvpsRoutes> = {
  CreateRsvp: async (fx) => ({
    input: {
      rsvp: {
        eventId: await rsvpEvent(fx),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada-${newId()}@example.com`,
      },
    },
  }),
  GetRsvp: async (fx) => {
    const { rsvpId, subject } = await ofVisitor(fx);
    return { params: { rsvpId }, input: {}, subject };
  },
  UpdateRsvp: async (fx) => {
    const { rsvpId, subject } = await ofVisitor(fx);
    return { params: { rsvpId }, input: { rsvp: { firstName: 'Samuel' } }, subject };
  },
  DeleteRsvp: async (fx) => {
    const { rsvpId, subject } = await ofVisitor(fx);
    return { params: { rsvpId }, input: {}, subject };
  },
  QueryRsvps: () => ({ input: { query: { filter: { status: 'YES' }, paging: { limit: 10 } } } }),
  SearchRsvps: () => ({ input: { search: { search: { expression: 'ada' }, paging: { limit: 10 } } } }),
  CountRsvps: () => ({ input: { filter: { status: { $in: ['YES', 'WAITLIST'] } } } }),
  // A YES written directly takes no place of the counter: check-in needs none.
  CheckInRsvpGuests: async (fx) => ({
    params: { rsvpId: await sampleRsvp(fx, newId(), 'YES') },
    input: { guestIds: [1] },
  }),
  CancelRsvpGuestsCheckIn: async (fx) => ({
    params: { rsvpId: await sampleRsvp(fx, newId(), 'YES') },
    input: {},
  }),
  BulkUpdateRsvps: async (fx) => ({
    input: {
      rsvps: [{ rsvp: { id: await sampleRsvp(fx, newId()), firstName: 'Samuel' } }],
      returnEntity: true,
    },
  }),
  BulkDeleteRsvpsByFilter: async (fx) => ({
    input: { filter: { id: { $in: [await sampleRsvp(fx, newId())] } } },
  }),
  ListRsvpSummary: async (fx) => ({ input: { eventId: [await rsvpEvent(fx)] } }),
  ListCurrentRsvps: () => ({ input: { paging: { limit: 10 } } }),
  CreateRsvpV1: async (fx) => ({
    input: {
      eventId: await rsvpEvent(fx),
      status: 'YES',
      form: {
        inputValues: [
          { inputName: 'firstName', value: 'Ada' },
          { inputName: 'lastName', value: 'Lovelace' },
          { inputName: 'email', value: `ada-${newId()}@example.com` },
        ],
      },
    },
  }),
  GetRsvpV1: async (fx) => {
    const { rsvpId, subject } = await ofVisitor(fx);
    return { params: { id: rsvpId }, input: {}, subject };
  },
  UpdateRsvpV1: async (fx) => {
    const { rsvpId, subject } = await ofVisitor(fx);
    return { params: { id: rsvpId }, input: { eventId: await rsvpEvent(fx), status: 'NO' }, subject };
  },
  BulkUpdateRsvpV1: async (fx) => ({
    input: { eventId: await rsvpEvent(fx), rsvpId: [await sampleRsvp(fx, newId())], status: 'NO' },
  }),
  DeleteRsvpV1: async (fx) => ({
    input: { eventId: await rsvpEvent(fx), rsvps: [await sampleRsvp(fx, newId())] },
  }),
  CheckInRsvpV1: async (fx) => ({
    input: { eventId: await rsvpEvent(fx), rsvpId: await sampleRsvp(fx, newId(), 'YES'), guestId: [1] },
  }),
  DeleteRsvpCheckInV1: async (fx) => ({
    input: { eventId: await rsvpEvent(fx), rsvpId: await sampleRsvp(fx, newId(), 'YES') },
  }),
  ListRsvpV1: async (fx) => ({
    input: { eventId: [await rsvpEvent(fx)], status: ['YES', 'WAITING'], limit: 10 },
  }),
  QueryRsvpV1: () => ({ input: { filter: { status: { $in: ['YES', 'WAITING'] } }, limit: 10 } }),
};
