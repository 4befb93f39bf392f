import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allowGuests, answer, rsvpEvent } from './helpers.ts';

// RSVP v1's ListRsvp and QueryRsvp with the order listing's parameters (spec §7, for RSVPs):
// fieldsets, facets with guest counts, search phrase, sort, tags, member and contact ids.
describe('RSVP v1 listing: fieldsets, facets, sort, tags', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let memberId: string;
  const ids: Record<'member' | 'yes' | 'waiting' | 'no', string> = {
    member: '',
    yes: '',
    waiting: '',
    no: '',
  };

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    // Three places and a waitlist: the member and a guest, one visitor, then the waitlist.
    eventId = await rsvpEvent(app, { limit: 3, waitlistEnabled: true });
    await allowGuests(app, eventId, 2);
    memberId = newId();
    const take = async (headers: Record<string, string>, rsvp: Record<string, unknown>) => {
      clock.advance(1_000); // answers in a known order of creation
      const response = await answer(app, headers, eventId, rsvp);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().rsvp.id as string;
    };
    ids.member = await take(await memberHeaders(app, memberId), {
      firstName: 'Zoe',
      lastName: 'Member',
      form: { inputValues: [{ inputName: 'additionalGuests', value: '1' }] },
    });
    ids.yes = await take(await app.visitorHeaders(), { firstName: 'Adam', lastName: 'Yes' });
    ids.waiting = await take(await app.visitorHeaders(), { firstName: 'Mia', lastName: 'Waiting' });
    ids.no = await take(await app.visitorHeaders(), { firstName: 'Bob', lastName: 'No', status: 'NO' });
    const checkIn = await app.request({
      method: 'POST',
      url: `/events/v2/rsvps/${ids.member}/check-in`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
  });
  afterAll(() => app.close());

  const list = async (query: string, status = 200) => {
    const response = await app.request({
      method: 'GET',
      url: `/events/v1/rsvp?eventId=${eventId}&${query}`,
      headers: app.ownerHeaders(),
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const idsOf = (body: { rsvps: Array<{ id: string }> }) => body.rsvps.map((r) => r.id);

  it('sorts oldest first by default and by the named field', async () => {
    expect(idsOf(await list(''))).toEqual([ids.member, ids.yes, ids.waiting, ids.no]);
    expect(idsOf(await list('sort=created:desc'))).toEqual([ids.no, ids.waiting, ids.yes, ids.member]);
    expect(idsOf(await list('sort=firstName:asc'))).toEqual([ids.yes, ids.no, ids.waiting, ids.member]);
    expect(idsOf(await list('sort=totalGuests:desc&limit=1'))).toEqual([ids.member]);
    for (const sort of ['nope:asc', 'created:up', 'created:asc:x', '__proto__:asc']) {
      const refused = await list(`sort=${encodeURIComponent(sort)}`, 400);
      expect(refused.details.validationError.fieldViolations[0].field, sort).toBe('sort');
    }
  });

  it('answers the parts the fieldsets name (all of them when none)', async () => {
    const all = (await list('rsvpId=' + ids.member)).rsvps[0];
    expect(all).toMatchObject({
      firstName: 'Zoe',
      created: expect.any(String),
      rsvpForm: expect.any(Object),
    });
    expect(all.email).toMatch(/@example\.com$/);
    const form = (await list(`rsvpId=${ids.member}&fieldset=FORM`)).rsvps[0];
    expect(form.rsvpForm.inputValues.length).toBeGreaterThan(0);
    for (const part of ['created', 'modified', 'firstName', 'lastName', 'email'])
      expect(form).not.toHaveProperty(part);
    // What the official types declare always there stays.
    expect(form).toMatchObject({
      id: ids.member,
      status: 'YES',
      totalGuests: 2,
      memberId,
      contactId: memberId,
    });
    const contact = (await list(`rsvpId=${ids.member}&fieldset=CONTACT_DETAILS&fieldset=DETAILS`)).rsvps[0];
    expect(contact).toMatchObject({ email: expect.any(String), firstName: 'Zoe' });
    expect(contact).not.toHaveProperty('rsvpForm');
    const one = await app.request({
      method: 'GET',
      url: `/events/v1/rsvp/${ids.member}?fieldset=DETAILS`,
      headers: app.ownerHeaders(),
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().rsvp).toHaveProperty('created');
    expect(one.json().rsvp).not.toHaveProperty('email');
  });

  it('counts facets as RSVPs and as guests and check-ins', async () => {
    const body = await list('facet=status&facet=eventId&limit=0');
    expect(body.rsvps).toEqual([]);
    expect(body.total).toBe(4);
    expect(body.facets.status.counts).toEqual({ YES: 2, WAITING: 1, NO: 1 });
    expect(body.facets.eventId.counts).toEqual({ [eventId]: 4 });
    expect(body.rsvpFacets.facets.status.counts).toEqual({
      YES: { count: 2, guests: 3, guestsCheckIn: 2 },
      WAITING: { count: 1, guests: 1, guestsCheckIn: 0 },
      NO: { count: 1, guests: 1, guestsCheckIn: 0 },
    });
    // Facets count what the other parameters select.
    expect((await list('facet=status&status=YES')).facets.status.counts).toEqual({ YES: 2 });
    expect((await list('facet=nope', 400)).details.validationError.fieldViolations.length).toBe(1);
  });

  it('narrows by tags, search phrase, member and contact ids', async () => {
    expect(idsOf(await list('tag=FULLY_CHECKED_IN'))).toEqual([ids.member]);
    expect(idsOf(await list('tag=MEMBER'))).toEqual([ids.member]);
    expect(idsOf(await list('tag=NOT_FULLY_CHECKED_IN'))).toEqual([ids.yes, ids.waiting, ids.no]);
    expect(idsOf(await list('tag=MEMBER&tag=NOT_FULLY_CHECKED_IN'))).toEqual([]);
    expect(idsOf(await list('searchPhrase=wait'))).toEqual([ids.waiting]);
    expect(idsOf(await list(`searchPhrase=${encodeURIComponent('%')}`))).toEqual([]);
    expect(idsOf(await list(`contactId=${memberId}`))).toEqual([ids.member]);
    expect(idsOf(await list(`contactId=${memberId}&memberId=${newId()}`))).toEqual([]);
    expect(idsOf(await list(`eventCreatorId=${newId()}&status=WAITING`))).toEqual([ids.waiting]);
  });

  it('QueryRsvp takes the same parameters beside its filter', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/rsvp/query',
      headers: app.ownerHeaders(),
      payload: {
        filter: { eventId, status: { $in: ['WAITING', 'NO'] } },
        facet: ['status'],
        sort: 'lastName:asc',
        fieldset: ['DETAILS'],
        memberId: [memberId, newId()],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The filter and memberId both hold: the member's RSVP is YES.
    expect(response.json()).toMatchObject({ total: 0, rsvps: [] });
    const open = await app.request({
      method: 'POST',
      url: '/events/v1/rsvp/query',
      headers: app.ownerHeaders(),
      payload: {
        filter: { eventId, status: { $in: ['WAITING', 'NO'] } },
        facet: ['status'],
        sort: 'lastName:asc',
      },
    });
    expect(idsOf(open.json())).toEqual([ids.no, ids.waiting]);
    expect(open.json().facets.status.counts).toEqual({ WAITING: 1, NO: 1 });
  });
});
