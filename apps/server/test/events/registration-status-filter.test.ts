import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, queryEvents } from './helpers.ts';

// `registration.status` filters follow the clock, as the answers do: the stored row is never
// stale. Time passing is simulated by moving an event's dates in the database directly.
describe('registration.status filters follow the clock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const statusFilter = async (status: string, title: string) => {
    const response = await queryEvents(app, {
      query: { filter: { 'registration.status': status, title } },
      fields: ['REGISTRATION'],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events as { id: string; registration: { status: string } }[];
  };

  /** Moves stored dates as if the clock had passed them (columns only: what filters read). */
  const setColumns = (id: string, columns: Record<string, string | null>) =>
    app.db.updateTable('events').set(columns).where('id', '=', id).execute();

  it('an event that ended since it was written is no longer OPEN_RSVP', async () => {
    const event = await createEvent(app, { title: 'Ends Soon' });
    expect((await statusFilter('OPEN_RSVP', 'Ends Soon')).map((e) => e.id)).toEqual([event.id]);
    await setColumns(event.id, { start_date: inHours(-3), end_date: inHours(-1) });
    expect(await statusFilter('OPEN_RSVP', 'Ends Soon')).toEqual([]);
    const closed = await statusFilter('CLOSED_AUTOMATICALLY', 'Ends Soon');
    expect(closed.map((e) => [e.id, e.registration.status])).toEqual([[event.id, 'CLOSED_AUTOMATICALLY']]);
  });

  it('an RSVP window that opened since is OPEN_RSVP, one that closed is CLOSED_AUTOMATICALLY', async () => {
    const event = await createEvent(app, {
      title: 'Window',
      registration: { initialType: 'RSVP', rsvp: { startDate: inHours(1), endDate: inHours(10) } },
    });
    expect((await statusFilter('SCHEDULED_RSVP', 'Window')).map((e) => e.id)).toEqual([event.id]);
    await setColumns(event.id, { rsvp_start: inHours(-1) });
    expect((await statusFilter('OPEN_RSVP', 'Window')).map((e) => e.id)).toEqual([event.id]);
    await setColumns(event.id, { rsvp_end: inHours(-0.5) });
    expect((await statusFilter('CLOSED_AUTOMATICALLY', 'Window')).map((e) => e.id)).toEqual([event.id]);
    expect(await statusFilter('OPEN_RSVP', 'Window')).toEqual([]);
  });

  it('every status filter agrees with the status in the answer', async () => {
    await createEvent(app, { title: 'Agree Open' });
    await createEvent(app, {
      title: 'Agree Ended',
      dateAndTimeSettings: { startDate: inHours(-5), endDate: inHours(-3) },
    });
    await createEvent(app, {
      title: 'Agree None',
      registration: { initialType: 'RSVP', registrationDisabled: true },
    });
    await createEvent(app, {
      title: 'Agree External',
      registration: { initialType: 'RSVP', type: 'EXTERNAL', external: { url: 'https://example.com' } },
    });
    for (const status of [
      'OPEN_RSVP',
      'CLOSED_AUTOMATICALLY',
      'CLOSED_MANUALLY',
      'SCHEDULED_RSVP',
      'OPEN_EXTERNAL',
    ]) {
      const response = await queryEvents(app, {
        query: {
          filter: { 'registration.status': status, title: { $startsWith: 'agree' } },
          paging: { limit: 1000 },
        },
        fields: ['REGISTRATION'],
      });
      const events = response.json().events;
      expect(events.length, status).toBeGreaterThan(status === 'SCHEDULED_RSVP' ? -1 : 0);
      for (const event of events) expect(event.registration.status).toBe(status);
    }
  });
});
