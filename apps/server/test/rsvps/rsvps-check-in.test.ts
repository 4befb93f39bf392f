import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allowGuests, answer, codeOf, rsvpEvent } from './helpers.ts';

describe('RSVP check-in', () => {
  let app: TestApp;
  let clock: TestClock;
  let visitor: Record<string, string>;
  let doorStaff: Record<string, string>;
  let managers: Record<string, string>;
  let sellers: Record<string, string>;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    visitor = await app.visitorHeaders();
    const staffKey = async (scope: string) => ({
      authorization: (await createApiKey(app.db, app.site.siteId, scope, undefined, [scope])).key,
      'wix-site-id': app.site.siteId,
    });
    doorStaff = await staffKey('events.check-in');
    managers = await staffKey('events.manage');
    sellers = await staffKey('events.sell-tickets');
  });
  afterAll(() => app.close());

  const checkIn = (id: string, payload: Record<string, unknown> = {}, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: `/events/v2/rsvps/${id}/check-in`, headers, payload });
  const cancel = (id: string, payload: Record<string, unknown> = {}, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: `/events/v2/rsvps/${id}/cancel-check-in`, headers, payload });

  async function partyOfThree(): Promise<{ eventId: string; id: string }> {
    const eventId = await rsvpEvent(app, { limit: 10 });
    await allowGuests(app, eventId, 3);
    const made = await answer(app, visitor, eventId, {
      additionalGuestDetails: { guestCount: 2, guestNames: ['A', 'B'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    return { eventId, id: made.json().rsvp.id };
  }

  it('checks in guests named by guestId (from 1) with the date given; a repeat changes nothing (idempotent, same revision)', async () => {
    const { id } = await partyOfThree();
    const arrived = new Date(clock.now() - 60_000).toISOString();
    const first = await checkIn(id, { guestIds: [1, 3], checkInDate: arrived }, doorStaff);
    expect(first.statusCode, first.body).toBe(200);
    const rsvp = first.json().rsvp;
    expect(rsvp).toMatchObject({ checkedInGuestCount: 2, fullyCheckedIn: false, revision: '2' });
    expect(rsvp.guestList.guests).toEqual([
      { index: 0, guestId: 1, checkInDetails: { checkInDate: arrived } },
      { index: 1, guestId: 2, name: 'A' },
      { index: 2, guestId: 3, name: 'B', checkInDetails: { checkInDate: arrived } },
    ]);
    // A retried scan: nothing changes, the first date stays, no new revision.
    clock.advance(5_000);
    const again = await checkIn(id, { guestIds: [1, 3] }, doorStaff);
    expect(again.json().rsvp).toEqual(rsvp);
    // All: the rest arrive now.
    const all = (await checkIn(id)).json().rsvp;
    expect(all).toMatchObject({ checkedInGuestCount: 3, fullyCheckedIn: true, revision: '3' });
    expect(all.guestList.guests[1].checkInDetails.checkInDate).toBe(new Date(clock.now()).toISOString());
    expect(all.guestList.guests[0].checkInDetails.checkInDate).toBe(arrived);
  });

  it('cancels check-in of named guests or all; idempotent', async () => {
    const { id } = await partyOfThree();
    await checkIn(id);
    const one = await cancel(id, { guestIds: [2] }, doorStaff);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().rsvp).toMatchObject({ checkedInGuestCount: 2, fullyCheckedIn: false });
    expect(one.json().rsvp.guestList.guests[1].checkInDetails).toBeUndefined();
    const all = (await cancel(id)).json().rsvp;
    expect(all.checkedInGuestCount).toBe(0);
    const again = (await cancel(id)).json().rsvp;
    expect(again).toEqual(all);
  });

  it('refuses unknown guests, future dates, RSVPs not YES and unknown RSVPs, writing nothing', async () => {
    const { eventId, id } = await partyOfThree();
    const unknownGuest = await checkIn(id, { guestIds: [1, 4] });
    expect(unknownGuest.statusCode).toBe(404);
    expect(codeOf(unknownGuest)).toBe('GUEST_NOT_FOUND');
    expect(unknownGuest.json().details.applicationError.data).toMatchObject({ guestIds: [4] });
    const future = await checkIn(id, { checkInDate: new Date(clock.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'checkInDate',
      ruleName: 'INVALID_CHECK_IN_TIME',
    });
    for (const body of [
      { guestIds: [0] },
      { guestIds: [-1] },
      { guestIds: [1, 1] },
      { guestIds: 'all' },
      { checkInDate: 'soon' },
    ]) {
      expect((await checkIn(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const got = await app.request({
      method: 'GET',
      url: `/events/v2/rsvps/${id}`,
      headers: app.ownerHeaders(),
    });
    expect(got.json().rsvp).toMatchObject({ checkedInGuestCount: 0, revision: '1' });

    const no = (await answer(app, visitor, eventId, { status: 'NO' })).json().rsvp;
    const notYes = await checkIn(no.id);
    expect(notYes.statusCode).toBe(428);
    expect(codeOf(notYes)).toBe('RSVP_NOT_CONFIRMED');
    const missing = await checkIn(newId());
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('RSVP_NOT_FOUND');
  });

  it('only the owner, staff with CHECK_IN_GUESTS and events managers check in: the guest, members, other staff are refused', async () => {
    const { id } = await partyOfThree();
    expect((await checkIn(id, {}, visitor)).statusCode).toBe(403);
    expect((await checkIn(id, {}, await memberHeaders(app, newId()))).statusCode).toBe(403);
    expect((await cancel(id, {}, await app.visitorHeaders())).statusCode).toBe(403);
    expect((await checkIn(id, {}, sellers)).statusCode).toBe(403);
    expect((await checkIn(id, {}, {})).statusCode).toBe(401);
    const count = async () =>
      (
        await app.request({
          method: 'GET',
          url: `/events/v2/rsvps/${id}`,
          headers: app.ownerHeaders(),
        })
      ).json().rsvp.checkedInGuestCount;
    expect(await count()).toBe(0);
    // Either permission of the rule lets staff in (access `orScopes`).
    expect((await checkIn(id, {}, managers)).statusCode).toBe(200);
    expect(await count()).toBe(3);
  });

  it('leaving YES clears the check-in (a guest not coming is not at the door)', async () => {
    const { id } = await partyOfThree();
    await checkIn(id);
    const changed = await app.request({
      method: 'PATCH',
      url: `/events/v2/rsvps/${id}`,
      headers: app.ownerHeaders(),
      payload: { rsvp: { status: 'NO' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rsvp).toMatchObject({ status: 'NO', checkedInGuestCount: 0 });
    expect(changed.json().rsvp.guestList.guests.every((g: any) => !g.checkInDetails)).toBe(true);
  });
});
