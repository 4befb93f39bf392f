import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { allowGuests, answer, rsvpEvent } from '../rsvps/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('event guests', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  // Moved a second between answers that a test lists by creation date (a fast machine makes two
  // in the same millisecond, and a tie is broken by id).
  const clock = new TestClock(Date.now());

  beforeAll(async () => {
    app = await createTestApp({ app: { clock } });
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const query = (body: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: '/events/v2/guests/query', headers, payload: body });

  it('lists RSVPs as guests with their attendance: ATTENDING, IN_WAITLIST, NOT_ATTENDING; always current', async () => {
    const eventId = await rsvpEvent(app, { limit: 2, waitlistEnabled: true });
    await allowGuests(app, eventId, 3);
    const yes = (
      await answer(app, visitor, eventId, {
        email: 'Yes.Guest@Example.com',
        additionalGuestDetails: { guestCount: 1, guestNames: ['Plus'] },
      })
    ).json().rsvp;
    clock.advance(1000);
    const waiting = (await answer(app, visitor, eventId)).json().rsvp;
    clock.advance(1000);
    const no = (await answer(app, visitor, eventId, { status: 'NO' })).json().rsvp;
    expect([yes.status, waiting.status, no.status]).toEqual(['YES', 'WAITLIST', 'NO']);

    const all = await query({
      query: { filter: { eventId }, sort: [{ fieldName: 'createdDate', order: 'ASC' }] },
    });
    expect(all.statusCode, all.body).toBe(200);
    const guests = all.json().guests;
    expect(guests.map((g: any) => [g.rsvpId, g.attendanceStatus])).toEqual([
      [yes.id, 'ATTENDING'],
      [waiting.id, 'IN_WAITLIST'],
      [no.id, 'NOT_ATTENDING'],
    ]);
    expect(guests[0]).toMatchObject({
      id: yes.id,
      eventId,
      guestType: 'RSVP',
      totalGuests: 2,
      checkedInGuestCount: 0,
      guestDetails: { email: 'Yes.Guest@Example.com', firstName: 'Guest', checkedIn: false },
    });
    expect(all.json().pagingMetadata.total).toBe(3);

    const attending = await query({ query: { filter: { eventId, attendanceStatus: 'ATTENDING' } } });
    expect(attending.json().guests.map((g: any) => g.id)).toEqual([yes.id]);
    const notYes = await query({
      query: { filter: { eventId, attendanceStatus: { $in: ['IN_WAITLIST', 'NOT_ATTENDING'] } } },
    });
    expect(notYes.json().guests).toHaveLength(2);
    const byEmail = await query({ query: { filter: { 'guestDetails.email': 'yes.guest@example.com' } } });
    expect(byEmail.json().guests.map((g: any) => g.id)).toEqual([yes.id]);

    // The view follows its source: check-in and a freed place show at once.
    await app.request({
      method: 'POST',
      url: `/events/v2/rsvps/${yes.id}/check-in`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    await app.request({ method: 'DELETE', url: `/events/v2/rsvps/${no.id}`, headers: app.ownerHeaders() });
    const after = (await query({ query: { filter: { eventId, attendanceStatus: 'ATTENDING' } } })).json();
    expect(after.guests).toHaveLength(1);
    expect(after.guests[0].guestDetails.checkedIn).toBe(true);
    expect((await query({ query: { filter: { rsvpId: no.id } } })).json().guests).toEqual([]);
  });

  it('refuses unknown fields, bad values and hostile names with field violations', async () => {
    const bodies: unknown[] = [
      { query: { filter: { attendanceStatus: 'MAYBE' } } },
      { query: { filter: { status: 'YES' } } },
      { query: { sort: [{ fieldName: 'nope' }] } },
      { query: { paging: { limit: -1 } } },
    ];
    for (const body of bodies) {
      const response = await query(body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const hostile = await app.request({
      method: 'POST',
      url: '/events/v2/guests/query',
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload: '{"query":{"filter":{"__proto__":{"eventId":"x"}}}}',
    });
    expect(hostile.statusCode).toBe(400);
  });

  it('the owner, events.manage and check-in staff query guests; visitors, members and other staff do not', async () => {
    const staff = async (scope: string) => ({
      authorization: (await createApiKey(app.db, app.site.siteId, scope, undefined, [scope])).key,
      'wix-site-id': app.site.siteId,
    });
    expect((await query({}, await staff('events.manage'))).statusCode).toBe(200);
    // Door staff search the guest list (the rule's `orScopes`).
    expect((await query({}, await staff('events.check-in'))).statusCode).toBe(200);
    for (const headers of [visitor, await memberHeaders(app, newId()), await staff('events.sell-tickets')]) {
      expect((await query({}, headers)).statusCode).toBe(403);
    }
    expect((await query({}, {})).statusCode).toBe(401);
  });
});
