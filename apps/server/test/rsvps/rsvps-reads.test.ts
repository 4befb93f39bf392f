import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allowGuests, answer, rsvpEvent } from './helpers.ts';

const HOUR = 3_600_000;

describe('RSVP summaries and current RSVPs', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
  });
  afterAll(() => app.close());

  const summaries = (query: string, headers = app.ownerHeaders()) =>
    app.request({ method: 'GET', url: `/events/v2/rsvps/summaries?${query}`, headers });
  const current = (headers: Record<string, string>, query = '') =>
    app.request({ method: 'GET', url: `/events/v2/rsvps/current${query}`, headers });

  it('sums guests per answer, RSVPs and check-ins per event, in the order asked; unknown events are zeros', async () => {
    const visitor = await app.visitorHeaders();
    const eventId = await rsvpEvent(app, { limit: 3, waitlistEnabled: true });
    await allowGuests(app, eventId, 3);
    const party = (
      await answer(app, visitor, eventId, {
        additionalGuestDetails: { guestCount: 2, guestNames: ['A', 'B'] },
      })
    ).json().rsvp;
    await answer(app, visitor, eventId, { status: 'NO' });
    await answer(app, visitor, eventId, { additionalGuestDetails: { guestCount: 1 } });
    await app.request({
      method: 'POST',
      url: `/events/v2/rsvps/${party.id}/check-in`,
      headers: app.ownerHeaders(),
      payload: { guestIds: [1, 2] },
    });
    const other = await rsvpEvent(app);
    const unknown = newId();
    const response = await summaries(`eventId=${unknown}&eventId=${eventId}&eventId=${other}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summaries).toEqual([
      {
        eventId: unknown,
        yesGuestCount: 0,
        noGuestCount: 0,
        waitlistGuestCount: 0,
        totalRsvpCount: 0,
        checkedInGuestCount: 0,
      },
      {
        eventId,
        yesGuestCount: 3,
        noGuestCount: 1,
        waitlistGuestCount: 2,
        totalRsvpCount: 3,
        checkedInGuestCount: 2,
      },
      {
        eventId: other,
        yesGuestCount: 0,
        noGuestCount: 0,
        waitlistGuestCount: 0,
        totalRsvpCount: 0,
        checkedInGuestCount: 0,
      },
    ]);
    // One id is a list of one.
    expect((await summaries(`eventId=${eventId}`)).json().summaries).toHaveLength(1);
  });

  it('summaries: events.manage staff read them; visitors, members and check-in staff do not; bad input is 400', async () => {
    const eventId = await rsvpEvent(app);
    const staff = async (scope: string) => ({
      authorization: (await createApiKey(app.db, app.site.siteId, scope, undefined, [scope])).key,
      'wix-site-id': app.site.siteId,
    });
    expect((await summaries(`eventId=${eventId}`, await staff('events.manage'))).statusCode).toBe(200);
    for (const headers of [
      await app.visitorHeaders(),
      await memberHeaders(app, newId()),
      await staff('events.check-in'),
    ]) {
      expect((await summaries(`eventId=${eventId}`, headers)).statusCode).toBe(403);
    }
    expect((await summaries('')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, () => `eventId=${newId()}`).join('&');
    expect((await summaries(many)).statusCode).toBe(400);
    expect((await summaries(`eventId=${eventId}&__proto__=x`)).statusCode).toBeLessThan(500);
  });

  it("lists the caller's own RSVPs to events not yet ended, with cursor paging; a visitor id is never a member id", async () => {
    const visitorId = newId();
    const memberId = newId();
    const member = await memberHeaders(app, memberId);
    const visitor = await app.visitorHeaders();
    const soon = await rsvpEvent(app);
    const later = await rsvpEvent(app, {}, {});
    const mine: string[] = [];
    for (const eventId of [soon, later, soon]) {
      clock.advance(1000);
      const made = await answer(app, member, eventId);
      expect(made.statusCode, made.body).toBe(200);
      mine.push(made.json().rsvp.id);
    }
    await answer(app, visitor, soon);
    const first = await current(member, '?paging.limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rsvps.map((r: any) => r.id)).toEqual(mine.slice(0, 2));
    expect(first.json().pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const cursor = first.json().pagingMetadata.cursors.next;
    const second = (await current(member, `?paging.limit=2&paging.cursor=${cursor}`)).json();
    expect(second.rsvps.map((r: any) => r.id)).toEqual(mine.slice(2));
    expect(second.pagingMetadata).toEqual({ count: 1, cursors: {}, hasNext: false });
    // Narrowed by event.
    expect((await current(member, `?eventId=${later}`)).json().rsvps.map((r: any) => r.id)).toEqual([
      mine[1],
    ]);
    // The visitor sees theirs only; someone else sees none; the owner's key answered none.
    expect((await current(visitor)).json().rsvps).toHaveLength(1);
    expect((await current(await memberHeaders(app, visitorId))).json().rsvps).toEqual([]);
    expect((await current(app.ownerHeaders())).json().rsvps).toEqual([]);
    expect((await current({})).statusCode).toBe(401);
    expect((await current(member, '?paging.cursor=garbage')).statusCode).toBe(400);
    expect((await current(member, '?paging.limit=0')).statusCode).toBe(400);

    // Once the events end, they are no longer current.
    clock.advance(27 * HOUR);
    expect((await current(member)).json().rsvps).toEqual([]);
  });
});
