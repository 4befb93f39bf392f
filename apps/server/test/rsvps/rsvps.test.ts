import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { mailTo, memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allowGuests, answer, codeOf, rsvpEvent } from './helpers.ts';

const HOUR = 3_600_000;

describe('RSVP v2', () => {
  let app: TestApp;
  let clock: TestClock;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const get = (id: string, headers = app.ownerHeaders()) =>
    app.request({ method: 'GET', url: `/events/v2/rsvps/${id}`, headers });
  const query = (body: Record<string, unknown>, url = '/events/v2/rsvps/query') =>
    app.request({ method: 'POST', url, headers: app.ownerHeaders(), payload: body });

  it('YES counts the person and their guests against the limit; a full event refuses without a waitlist', async () => {
    const eventId = await rsvpEvent(app, { limit: 4 });
    await allowGuests(app, eventId, 3);
    const first = await answer(app, visitor, eventId, {
      additionalGuestDetails: { guestCount: 2, guestNames: ['A', 'B'] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rsvp).toMatchObject({
      eventId,
      status: 'YES',
      totalGuests: 3,
      additionalGuestDetails: { guestCount: 2, guestNames: ['A', 'B'] },
      checkedInGuestCount: 0,
      fullyCheckedIn: false,
      revision: '1',
    });
    expect(first.json().rsvp.memberId).toBeUndefined();
    const tooMany = await answer(app, visitor, eventId, { additionalGuestDetails: { guestCount: 1 } });
    expect(tooMany.statusCode).toBe(409);
    expect(codeOf(tooMany)).toBe('RSVP_LIMIT_REACHED');
    expect((await answer(app, visitor, eventId)).json().rsvp.status).toBe('YES');
    // NO takes no place, even on a full event.
    expect((await answer(app, visitor, eventId, { status: 'NO' })).json().rsvp.status).toBe('NO');
    // More guests than the form's control allows: a field violation, nothing written.
    const over = await answer(app, visitor, eventId, { additionalGuestDetails: { guestCount: 4 } });
    expect(over.statusCode).toBe(400);
    const count = await query({ filter: { eventId } }, '/events/v2/rsvps/count');
    expect(count.json()).toEqual({ count: 3 });
  });

  it('a full event with a waitlist puts YES on it; a freed place promotes the first in line and mails them', async () => {
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const yes = (await answer(app, visitor, eventId)).json().rsvp;
    expect(yes.status).toBe('YES');
    const waiting = (await answer(app, visitor, eventId, { email: 'first-in-line@example.com' })).json().rsvp;
    const second = (await answer(app, visitor, eventId, { status: 'WAITLIST' })).json().rsvp;
    expect([waiting.status, second.status]).toEqual(['WAITLIST', 'WAITLIST']);

    const deleted = await app.request({
      method: 'DELETE',
      url: `/events/v2/rsvps/${yes.id}`,
      headers: visitor,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(yes.id)).statusCode).toBe(404);
    expect((await get(waiting.id)).json().rsvp.status).toBe('YES');
    expect((await get(second.id)).json().rsvp.status).toBe('WAITLIST');
    const mail = await mailTo(app, 'first-in-line@example.com');
    expect(mail[0]?.subject).toContain('You have a place');

    // YES → NO frees the place too.
    const changed = await app.request({
      method: 'PATCH',
      url: `/events/v2/rsvps/${waiting.id}`,
      headers: visitor,
      payload: { rsvp: { status: 'NO', revision: '2' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rsvp).toMatchObject({ status: 'NO', revision: '3' });
    expect((await get(second.id)).json().rsvp.status).toBe('YES');
    // A stale revision is refused.
    const stale = await app.request({
      method: 'PATCH',
      url: `/events/v2/rsvps/${waiting.id}`,
      headers: visitor,
      payload: { rsvp: { firstName: 'X', revision: '1' } },
    });
    expect(stale.statusCode).toBe(409);
    // Back to YES on a full event: the waitlist.
    const back = await app.request({
      method: 'PATCH',
      url: `/events/v2/rsvps/${waiting.id}`,
      headers: visitor,
      payload: { rsvp: { status: 'YES' } },
    });
    expect(back.json().rsvp.status).toBe('WAITLIST');
  });

  it('registration must be open: not yet open, closed, not an RSVP event, drafts', async () => {
    const later = await rsvpEvent(app, { startDate: new Date(clock.now() + HOUR).toISOString() });
    const early = await answer(app, visitor, later);
    expect(early.statusCode).toBe(428);
    expect(codeOf(early)).toBe('REGISTRATION_NOT_OPEN');
    clock.advance(HOUR);
    expect((await answer(app, visitor, later)).statusCode).toBe(200);

    const closed = await rsvpEvent(app, {}, { registrationDisabled: true });
    expect(codeOf(await answer(app, visitor, closed))).toBe('REGISTRATION_CLOSED');
    const ended = await rsvpEvent(app, { endDate: new Date(clock.now() + HOUR).toISOString() });
    clock.advance(HOUR);
    expect(codeOf(await answer(app, visitor, ended))).toBe('REGISTRATION_CLOSED');

    const missing = await answer(app, visitor, newId());
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('EVENT_NOT_FOUND');
    const yesOnly = await rsvpEvent(app, { responseType: 'YES_ONLY' });
    const no = await answer(app, visitor, yesOnly, { status: 'NO' });
    expect(no.statusCode).toBe(400);
    expect(no.json().details.validationError.fieldViolations[0].field).toBe('rsvp.status');
    const noWaitlist = await answer(app, visitor, yesOnly, { status: 'WAITLIST' });
    expect(noWaitlist.statusCode).toBe(400);
  });

  it('form answers are checked: a missing email is a field violation and nothing is written', async () => {
    const eventId = await rsvpEvent(app);
    const before = await query({ filter: { eventId } }, '/events/v2/rsvps/count');
    const response = await app.request({
      method: 'POST',
      url: '/events/v2/rsvps',
      headers: visitor,
      payload: { rsvp: { eventId, firstName: 'No', lastName: 'Mail' } },
    });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toContain('rsvp.form.inputValues.email');
    const hostile = await app.request({
      method: 'POST',
      url: '/events/v2/rsvps',
      headers: visitor,
      payload: { rsvp: { eventId, form: { inputValues: [{ inputName: '__proto__', value: 'x' }] } } },
    });
    expect(hostile.statusCode).toBe(400);
    expect((await query({ filter: { eventId } }, '/events/v2/rsvps/count')).json()).toEqual(before.json());
  });

  it("a member's RSVP carries the memberId; only the owner, staff and the person it belongs to read it", async () => {
    const eventId = await rsvpEvent(app);
    const memberId = newId();
    const member = await memberHeaders(app, memberId);
    const mine = (await answer(app, { ...member, 'wix-site-id': app.site.siteId }, eventId)).json().rsvp;
    expect(mine.memberId).toBe(memberId);
    expect((await get(mine.id, member)).statusCode).toBe(200);
    const other = await get(mine.id, await app.visitorHeaders());
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('RSVP_NOT_FOUND');
    const otherMember = await get(mine.id, await memberHeaders(app, newId()));
    expect(otherMember.statusCode).toBe(404);
    const staff = await createApiKey(app.db, app.site.siteId, 'guest-list', undefined, ['events.manage']);
    expect(
      (await get(mine.id, { authorization: staff.key, 'wix-site-id': app.site.siteId })).statusCode,
    ).toBe(200);
    const deleteByOther = await app.request({
      method: 'DELETE',
      url: `/events/v2/rsvps/${mine.id}`,
      headers: await app.visitorHeaders(),
    });
    expect(deleteByOther.statusCode).toBe(404);
    // Visitors may not list RSVPs.
    const list = await app.request({
      method: 'POST',
      url: '/events/v2/rsvps/query',
      headers: visitor,
      payload: {},
    });
    expect(list.statusCode).toBe(403);
  });

  it('members-only events refuse visitors', async () => {
    const eventId = await rsvpEvent(app, {}, { allowedGuestTypes: 'MEMBER' });
    const refused = await answer(app, visitor, eventId);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('MEMBERS_ONLY');
  });

  it('query, search and count through the listing declaration', async () => {
    const eventId = await rsvpEvent(app, { limit: 2, waitlistEnabled: true });
    for (const name of ['Zoe', 'Yann', 'Xavier']) {
      clock.advance(1000);
      expect((await answer(app, visitor, eventId, { firstName: name })).statusCode).toBe(200);
    }
    const page = await query({
      query: { filter: { eventId, status: 'YES' }, sort: [{ fieldName: 'createdDate', order: 'ASC' }] },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().rsvps.map((r: { firstName: string }) => r.firstName)).toEqual(['Zoe', 'Yann']);
    expect(page.json().pagingMetadata).toMatchObject({ count: 2, total: 2 });
    const found = await query(
      { search: { filter: { eventId }, search: { expression: 'XAV' } } },
      '/events/v2/rsvps/search',
    );
    expect(found.json().rsvps.map((r: { status: string }) => r.status)).toEqual(['WAITLIST']);
    const literal = await query(
      { search: { filter: { eventId }, search: { expression: '%' } } },
      '/events/v2/rsvps/search',
    );
    expect(literal.json().rsvps).toEqual([]);
    const counted = await query(
      { filter: { eventId, status: { $in: ['YES', 'WAITLIST'] } } },
      '/events/v2/rsvps/count',
    );
    expect(counted.json()).toEqual({ count: 3 });
    const bad = await query({ query: { filter: { nope: 1 } } });
    expect(bad.statusCode).toBe(400);
    const badSort = await query({ query: { sort: [{ fieldName: '__proto__' }] } });
    expect(badSort.statusCode).toBe(400);
  });

  it('parallel YES answers never exceed the limit', async () => {
    const eventId = await rsvpEvent(app, { limit: 10 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => answer(app, visitor, eventId)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const counter = await app.db
      .selectFrom('rsvp_counters')
      .select('yes_guests')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    expect(Number(counter?.yes_guests)).toBe(10);
  });
});
