import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import { mailTo, memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { answer, codeOf, rsvpEvent } from './helpers.ts';

describe('RSVP bulk calls', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let managers: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    visitor = await app.visitorHeaders();
    managers = {
      authorization: (await createApiKey(app.db, app.site.siteId, 'm', undefined, ['events.manage'])).key,
      'wix-site-id': app.site.siteId,
    };
  });
  afterAll(() => app.close());

  const bulkUpdate = (payload: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: '/events/v2/bulk/rsvps/update', headers, payload });
  const deleteByFilter = (payload: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: '/events/v2/bulk/rsvps/delete-by-filter', headers, payload });
  const statusOf = async (id: string) =>
    (await app.request({ method: 'GET', url: `/events/v2/rsvps/${id}`, headers: app.ownerHeaders() })).json()
      .rsvp?.status;
  const made = async (eventId: string, rsvp: Record<string, unknown> = {}) => {
    const response = await answer(app, visitor, eventId, rsvp);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rsvp as { id: string; status: string };
  };

  it('updates each item on its own: a refused item is reported, the others change; freed places promote', async () => {
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const yes = await made(eventId);
    const waiting = await made(eventId, { email: 'bulk-promoted@example.com' });
    const no = await made(eventId, { status: 'NO' });
    expect([yes.status, waiting.status, no.status]).toEqual(['YES', 'WAITLIST', 'NO']);
    const missing = newId();
    const response = await bulkUpdate({
      rsvps: [
        { rsvp: { id: yes.id, status: 'NO' } },
        { rsvp: { id: missing, status: 'NO' } },
        // A stale revision: refused alone.
        { rsvp: { id: no.id, revision: '99', status: 'YES' } },
        // The mask keeps the status out: only the name changes.
        { rsvp: { id: no.id, status: 'YES', firstName: 'Masked' }, fieldMask: ['firstName'] },
      ],
      returnEntity: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results, bulkActionMetadata } = response.json();
    expect(bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 2, undetailedFailures: 0 });
    expect(results.map((r: any) => [r.itemMetadata.originalIndex, r.itemMetadata.success])).toEqual([
      [0, true],
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(results[0].rsvp.status).toBe('NO');
    expect(results[1].itemMetadata.error.code).toBe('RSVP_NOT_FOUND');
    expect(results[2].itemMetadata.error.code).toBe('REVISION_MISMATCH');
    expect(results[3].rsvp).toMatchObject({ status: 'NO', firstName: 'Masked' });
    expect(await statusOf(waiting.id)).toBe('YES');
    expect((await mailTo(app, 'bulk-promoted@example.com'))[0]?.subject).toContain('You have a place');
    // Without returnEntity the results carry no RSVP.
    const bare = (await bulkUpdate({ rsvps: [{ rsvp: { id: no.id, lastName: 'Bare' } }] })).json();
    expect(bare.results[0].rsvp).toBeUndefined();
    expect(bare.results[0].itemMetadata.success).toBe(true);
  });

  it('refuses malformed bulk updates with field violations and changes nothing', async () => {
    const eventId = await rsvpEvent(app);
    const one = await made(eventId);
    const bodies: Record<string, unknown>[] = [
      { rsvps: [] },
      { rsvps: Array.from({ length: 101 }, () => ({ rsvp: { id: one.id, firstName: 'X' } })) },
      { rsvps: [{ rsvp: { firstName: 'No id' } }] },
      { rsvps: [{ rsvp: { id: one.id, status: 'MAYBE' } }] },
      { rsvps: [{ rsvp: { id: one.id }, fieldMask: ['memberId'] }] },
    ];
    for (const body of bodies) {
      const response = await bulkUpdate(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
    }
    const got = await app.request({
      method: 'GET',
      url: `/events/v2/rsvps/${one.id}`,
      headers: app.ownerHeaders(),
    });
    expect(got.json().rsvp).toMatchObject({ revision: '1', firstName: 'Guest' });
  });

  it("deletes by filter in one unit, frees the places and promotes each event's waitlist", async () => {
    const full = await rsvpEvent(app, { limit: 2, waitlistEnabled: true });
    const other = await rsvpEvent(app, { limit: 5 });
    const a = await made(full, { lastName: 'DeleteMe' });
    const b = await made(full, { lastName: 'DeleteMe' });
    const w1 = await made(full);
    const w2 = await made(full);
    const w3 = await made(full);
    const kept = await made(other, { lastName: 'Keep' });
    const gone = await made(other, { lastName: 'DeleteMe' });
    expect([w1.status, w2.status, w3.status]).toEqual(['WAITLIST', 'WAITLIST', 'WAITLIST']);
    const response = await deleteByFilter({ filter: { lastName: 'DeleteMe' } }, managers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bulkActionMetadata).toEqual({
      totalSuccesses: 3,
      totalFailures: 0,
      undetailedFailures: 0,
    });
    expect(typeof response.json().jobId).toBe('string');
    for (const id of [a.id, b.id, gone.id]) expect(await statusOf(id)).toBeUndefined();
    expect([await statusOf(w1.id), await statusOf(w2.id), await statusOf(w3.id)]).toEqual([
      'YES',
      'YES',
      'WAITLIST',
    ]);
    expect(await statusOf(kept.id)).toBe('YES');
    // The counter gave back what was deleted: the other event takes 4 more (5 places, 1 kept).
    for (let i = 0; i < 4; i++) expect((await made(other)).status).toBe('YES');
    const over = await answer(app, visitor, other);
    expect(codeOf(over)).toBe('RSVP_LIMIT_REACHED');
  });

  it('refuses a filter selecting more than 1,000, a search, a bad filter — writing nothing', async () => {
    const eventId = await rsvpEvent(app);
    const now = new Date().toISOString();
    await app.db
      .insertInto('rsvps')
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          id: newId(),
          site_id: app.site.siteId,
          event_id: eventId,
          status: 'NO',
          first_name: 'Many',
          last_name: null,
          email: null,
          email_key: null,
          member_id: null,
          subject_role: 'VISITOR',
          subject_id: null,
          total_guests: 1,
          form: '{"inputValues":[]}',
          guests: '[{"index":0}]',
          checked_in_count: 0,
          revision: 1,
          seq: i + 1,
          created_date: now,
          updated_date: now,
        })),
      )
      .execute();
    const tooMany = await deleteByFilter({ filter: { eventId } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'filter' });
    for (const body of [
      { filter: { eventId }, search: { expression: 'x' } },
      { filter: { nope: 1 } },
      { filter: { __proto__: { status: 'YES' } } },
      {},
    ]) {
      expect((await deleteByFilter(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const count = await app.request({
      method: 'POST',
      url: '/events/v2/rsvps/count',
      headers: app.ownerHeaders(),
      payload: { filter: { eventId } },
    });
    expect(count.json().count).toBe(1001);
    // Exactly at the bound it goes through: one fewer, then all of them.
    const first = await app.db
      .selectFrom('rsvps')
      .select('id')
      .where('event_id', '=', eventId)
      .limit(1)
      .execute();
    expect((await deleteByFilter({ filter: { id: first[0]!.id } })).statusCode).toBe(200);
    const all = await deleteByFilter({ filter: { eventId } });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().bulkActionMetadata.totalSuccesses).toBe(1000);
  });

  it('visitors, members and staff without events.manage are refused', async () => {
    const eventId = await rsvpEvent(app);
    const one = await made(eventId);
    const checkInStaff = {
      authorization: (await createApiKey(app.db, app.site.siteId, 'c', undefined, ['events.check-in'])).key,
      'wix-site-id': app.site.siteId,
    };
    for (const headers of [visitor, await memberHeaders(app, newId()), checkInStaff]) {
      expect(
        (await bulkUpdate({ rsvps: [{ rsvp: { id: one.id, status: 'NO' } }] }, headers)).statusCode,
      ).toBe(403);
      expect((await deleteByFilter({ filter: { id: one.id } }, headers)).statusCode).toBe(403);
    }
    expect(await statusOf(one.id)).toBe('YES');
  });
});
