import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestedFields } from '@tessera/contracts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, queryEvents, statementsOf } from './helpers.ts';

const HOUR = 3_600_000;

/**
 * Uncached reads (issue 6): a listing reads ids and revisions from the listing index and reuses
 * each event's JSON while it holds (events.wire-json.ts). These tests pin every way an event's
 * answer can change — a write of the row, the clock, the categories, the audience and requested
 * fields (another server's write: query-reuse.test.ts) — and that a reused answer is what a
 * fresh build gives.
 */
describe('events listing reuse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function listed(body: Record<string, unknown>, headers = app.ownerHeaders()) {
    const response = await queryEvents(app, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events as any[];
  }
  const byTitle = (title: string) => ({ query: { filter: { title } }, includeDrafts: true });
  const onlyOne = async (body: Record<string, unknown>, headers = app.ownerHeaders()) => {
    const events = await listed(body, headers);
    expect(events).toHaveLength(1);
    return events[0];
  };
  const revisionOf = async (id: string) =>
    (
      await app.db
        .selectFrom('events')
        .select('revision')
        .where('site_id', '=', app.site.siteId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).revision;
  const request = (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
    app.request({ method, url, headers: app.ownerHeaders(), payload });

  it('reads whole rows once, then only ids and revisions while the events are unchanged', async () => {
    for (const n of [1, 2, 3]) await createEvent(app, { title: `Reused ${n}` });
    const body = { query: { filter: { title: { $startsWith: 'Reused' } } } };
    const first = await statementsOf(app, () => listed(body));
    expect(first.filter((text) => text.includes('"events"."doc"'))).toHaveLength(1);
    const again = await statementsOf(app, () => listed(body));
    expect(again.filter((text) => text.includes('doc'))).toEqual([]);
    expect((await listed(body)).map((e) => e.title)).toEqual(['Reused 1', 'Reused 2', 'Reused 3']);
  });

  it('raises the revision on every write of the row, and the next listing shows the write', async () => {
    const event = await createEvent(app, { title: 'Written' }, { draft: true });
    const body = byTitle('Written');
    expect((await onlyOne(body)).status).toBe('DRAFT');
    const revisions = [await revisionOf(event.id)];

    const patched = await request('PATCH', `/events/v3/events/${event.id}`, {
      event: { id: event.id, location: { type: 'VENUE', name: 'New hall' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await onlyOne(body)).location.name).toBe('New hall');
    revisions.push(await revisionOf(event.id));

    expect((await request('POST', `/events/v3/events/${event.id}/publish`, {})).statusCode).toBe(200);
    expect((await onlyOne(body)).status).toBe('UPCOMING');
    revisions.push(await revisionOf(event.id));

    expect((await request('POST', `/events/v3/events/${event.id}/cancel`, {})).statusCode).toBe(200);
    expect((await onlyOne(body)).status).toBe('CANCELED');
    revisions.push(await revisionOf(event.id));

    for (let i = 1; i < revisions.length; i++) expect(revisions[i]).toBeGreaterThan(revisions[i - 1]);
  });

  it('follows the clock: status and registration status change without a write', async () => {
    await createEvent(app, {
      title: 'Clocked',
      dateAndTimeSettings: { startDate: inHours(1), endDate: inHours(2) },
      registration: { initialType: 'RSVP', rsvp: { endDate: inHours(0.5) } },
    });
    const body = { ...byTitle('Clocked'), fields: ['REGISTRATION'] };
    const before = await onlyOne(body);
    expect([before.status, before.registration.status]).toEqual(['UPCOMING', 'OPEN_RSVP']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 0.75 * HOUR });
    const closed = await onlyOne(body);
    expect([closed.status, closed.registration.status]).toEqual(['UPCOMING', 'CLOSED_AUTOMATICALLY']);
    vi.setSystemTime(Date.now() + 0.5 * HOUR);
    expect((await onlyOne(body)).status).toBe('STARTED');
    vi.setSystemTime(Date.now() + HOUR);
    expect((await onlyOne(body)).status).toBe('ENDED');
  });

  it('shows a change of categories', async () => {
    const event = await createEvent(app, {
      title: 'Categorised',
      categories: { categories: [{ name: 'Before' }] },
    });
    const body = { ...byTitle('Categorised'), fields: ['CATEGORIES'] };
    const names = async () => (await onlyOne(body)).categories.categories.map((c: any) => c.name);
    expect(await names()).toEqual(['Before']);
    const patched = await request('PATCH', `/events/v3/events/${event.id}`, {
      event: { id: event.id, categories: { categories: [{ name: 'After' }] } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await names()).toEqual(['After']);
  });

  it('keeps each audience and each set of fields apart', async () => {
    await createEvent(app, { title: 'Audiences', feed: { token: 'secret-feed' } });
    const withFeed = { query: { filter: { title: 'Audiences' } }, fields: ['FEED'] };
    const owner = await onlyOne(withFeed);
    const visitor = await onlyOne(withFeed, await app.visitorHeaders());
    expect(owner).toHaveProperty('feed');
    expect(visitor).not.toHaveProperty('feed');
    // The owner's kept answer is still the owner's after a visitor's listing.
    expect(await onlyOne(withFeed)).toEqual(owner);
    expect(await onlyOne({ query: { filter: { title: 'Audiences' } } })).not.toHaveProperty('feed');
  });

  it('answers, event by event, what a single read builds afresh', async () => {
    for (const n of [1, 2]) {
      await createEvent(app, {
        title: `Compared ${n}`,
        categories: { categories: [{ name: 'Compared' }] },
        registration: { initialType: 'RSVP', rsvp: { startDate: inHours(1) } },
      });
    }
    const fields = [...RequestedFields];
    for (const headers of [app.ownerHeaders(), await app.visitorHeaders()]) {
      const body = { query: { filter: { title: { $startsWith: 'Compared' } } }, fields };
      await listed(body, headers); // kept
      for (const event of await listed(body, headers)) {
        const single = await app.request({
          method: 'GET',
          url: `/events/v3/events/${event.id}?${fields.map((f) => `fields=${f}`).join('&')}`,
          headers,
        });
        expect(single.statusCode, single.body).toBe(200);
        expect(event).toEqual(single.json().event);
      }
    }
  });

  it('sends the listing as JSON with its paging metadata', async () => {
    const response = await queryEvents(app, { query: { paging: { limit: 2 } } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    const answer = response.json();
    expect(answer.events).toHaveLength(2);
    expect(answer.pagingMetadata).toMatchObject({ count: 2, offset: 0, tooManyToCount: false });
  });
});
