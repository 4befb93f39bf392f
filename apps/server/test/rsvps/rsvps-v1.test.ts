import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { answer, codeOf, rsvpEvent } from './helpers.ts';

const form = (n: string) => ({
  inputValues: [
    { inputName: 'firstName', value: 'V1' },
    { inputName: 'lastName', value: n },
    { inputName: 'email', value: `v1-${n}@example.com` },
  ],
});

describe('RSVP v1 over the same RSVPs', () => {
  let app: TestApp;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const call = (
    method: string,
    url: string,
    payload?: Record<string, unknown>,
    headers = app.ownerHeaders(),
  ) => app.request({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  it('creates, reads, updates, checks in, lists and deletes in the v1 shape; v2 sees the same RSVPs', async () => {
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const created = await call(
      'POST',
      '/events/v1/rsvp',
      { eventId, status: 'YES', form: form('a') },
      visitor,
    );
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json().rsvp;
    expect(first).toMatchObject({
      eventId,
      status: 'YES',
      firstName: 'V1',
      email: 'v1-a@example.com',
      totalGuests: 1,
      guests: [{ index: 0, id: 1 }],
    });
    expect(first.created).toBeTruthy();
    // Full: the next YES waits (WAITING in v1, WAITLIST in v2).
    const second = (await call('POST', '/events/v1/rsvp', { eventId, form: form('b') }, visitor)).json().rsvp;
    expect(second.status).toBe('WAITING');
    const v2 = await call('GET', `/events/v2/rsvps/${second.id}`);
    expect(v2.json().rsvp.status).toBe('WAITLIST');

    // The one who answered reads it; the event named must be its own.
    expect(
      (await call('GET', `/events/v1/rsvp/${first.id}?eventId=${eventId}`, undefined, visitor)).statusCode,
    ).toBe(200);
    const wrongEvent = await call('GET', `/events/v1/rsvp/${first.id}?eventId=${newId()}`);
    expect(wrongEvent.statusCode).toBe(404);
    expect(codeOf(wrongEvent)).toBe('RSVP_NOT_FOUND');

    // Check-in and its cancel.
    const checked = await call('POST', '/events/v1/rsvp/check-in', {
      eventId,
      rsvpId: first.id,
      guestId: [1],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    // Guest ids number from 1, the index from 0 (the official v1 schema).
    expect(checked.json().rsvp.guests[0]).toMatchObject({ index: 0, id: 1 });
    expect(checked.json().rsvp.guests[0].checkIn.created).toBeTruthy();
    const unchecked = await call('DELETE', `/events/v1/rsvp/check-in?eventId=${eventId}&rsvpId=${first.id}`);
    expect(unchecked.statusCode, unchecked.body).toBe(200);
    expect(unchecked.json().rsvp.guests[0].checkIn).toBeUndefined();

    // YES → NO frees the place: the waiting one moves up.
    const updated = await call('PATCH', `/events/v1/rsvp/${first.id}`, { eventId, status: 'NO' }, visitor);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().rsvp.status).toBe('NO');
    expect((await call('GET', `/events/v1/rsvp/${second.id}`)).json().rsvp.status).toBe('YES');

    const listed = await call('GET', `/events/v1/rsvp?eventId=${eventId}&status=YES&limit=10`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, offset: 0, limit: 10 });
    expect(listed.json().rsvps.map((r: any) => r.id)).toEqual([second.id]);
    const queried = await call('POST', '/events/v1/rsvp/query', {
      filter: { eventId, status: { $in: ['NO', 'WAITING'] } },
    });
    expect(queried.json().rsvps.map((r: any) => r.id)).toEqual([first.id]);

    // Bulk status, then delete by ids of the event.
    const bulk = await call('PATCH', '/events/v1/rsvp', {
      eventId,
      rsvpId: [first.id, newId()],
      status: 'WAITING',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().rsvps.map((r: any) => [r.id, r.status])).toEqual([[first.id, 'WAITING']]);
    const deleted = await call(
      'DELETE',
      `/events/v1/rsvp?eventId=${eventId}&rsvps=${first.id}&rsvps=${second.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/events/v1/rsvp?eventId=${eventId}`)).json().total).toBe(0);
  });

  it('refuses bad input with field violations and others with 403/404', async () => {
    const eventId = await rsvpEvent(app);
    const mine = (await answer(app, visitor, eventId)).json().rsvp;
    for (const [method, url, body] of [
      ['POST', '/events/v1/rsvp', { eventId, status: 'MAYBE' }],
      ['POST', '/events/v1/rsvp', { status: 'YES' }],
      ['PATCH', `/events/v1/rsvp/${mine.id}`, { status: 'YES' }],
      ['PATCH', `/events/v1/rsvp/${mine.id}`, { eventId, rsvpId: newId(), status: 'NO' }],
      ['PATCH', '/events/v1/rsvp', { eventId, rsvpId: [], status: 'NO' }],
      ['POST', '/events/v1/rsvp/check-in', { eventId, rsvpId: mine.id, guestId: [0] }],
      ['POST', '/events/v1/rsvp/query', { limit: 1000 }],
    ] as const) {
      const response = await call(method, url, body as Record<string, unknown>);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await call('GET', '/events/v1/rsvp?limit=-1')).statusCode).toBe(400);
    expect((await call('DELETE', `/events/v1/rsvp?eventId=${eventId}`)).statusCode).toBe(400);
    // Someone else's RSVP is not found; lists are the owner's and staff's.
    expect(
      (await call('GET', `/events/v1/rsvp/${mine.id}`, undefined, await app.visitorHeaders())).statusCode,
    ).toBe(404);
    const member = await memberHeaders(app, newId());
    expect((await call('GET', '/events/v1/rsvp', undefined, member)).statusCode).toBe(403);
    expect((await call('POST', '/events/v1/rsvp/query', {}, visitor)).statusCode).toBe(403);
    const checkInStaff = {
      authorization: (await createApiKey(app.db, app.site.siteId, 'c', undefined, ['events.check-in'])).key,
      'wix-site-id': app.site.siteId,
    };
    expect(
      (await call('PATCH', '/events/v1/rsvp', { eventId, rsvpId: [mine.id], status: 'NO' }, checkInStaff))
        .statusCode,
    ).toBe(403);
    const door = await call('POST', '/events/v1/rsvp/check-in', { eventId, rsvpId: mine.id }, checkInStaff);
    expect(door.statusCode, door.body).toBe(200);
    expect(
      (await call('POST', '/events/v1/rsvp/check-in', { eventId, rsvpId: mine.id }, visitor)).statusCode,
    ).toBe(403);
  });
});
