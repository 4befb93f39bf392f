import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import type { TestApp } from '../support/test-app.ts';
import { siteSnapshotter, unsnapshottedTables } from '../support/site-snapshot.ts';
import { createIdentityApp, memberHeaders, registeredMember } from '../identity/helpers.ts';

const MEMBERS = '/members/v1/members';

// UpdateMember's rule `{ ownerOrSubjectOf: 'member' }` on a real server: the owner and the member
// themself may update the profile; anyone else of the site gets MEMBER_NOT_FOUND, exactly what an
// unknown id gets, and nothing of the site changes.
describe('UpdateMember: the owner or the member it belongs to', () => {
  let app: TestApp;
  let snapshot: () => Promise<Record<string, string[]>>;
  beforeAll(async () => {
    app = await createIdentityApp();
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    snapshot = async () => {
      await app.outbox.dispatchPending();
      await app.outbox.dispatchPending();
      return snapshotter.take();
    };
  });
  afterAll(() => app.close());

  const patch = (memberId: string, headers: Record<string, string>, member: unknown) =>
    app.request({ method: 'PATCH', url: `${MEMBERS}/${memberId}`, headers, payload: { member } });

  it('the member updates their own profile; the owner updates anyone', async () => {
    const member = await registeredMember(app);
    const own = await patch(member.id, await memberHeaders(app, member.id), {
      contact: { firstName: 'Ada' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().member.contact.firstName).toBe('Ada');
    const byOwner = await patch(member.id, app.ownerHeaders(), { contact: { firstName: 'Grace' } });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().member.contact.firstName).toBe('Grace');
  });

  it('another member, a visitor and any staff key get the 404 of an unknown member; nothing changes', async () => {
    const victim = await registeredMember(app);
    const intruder = await registeredMember(app);
    const staff = await createApiKey(app.db, app.site.siteId, 'Staff', undefined, ['events.manage']);
    const unknown = await patch('no-such-member', app.ownerHeaders(), { contact: { firstName: 'X' } });
    expect(unknown.statusCode).toBe(404);
    const strangers = {
      'another member': await memberHeaders(app, intruder.id),
      visitor: await app.visitorHeaders(),
      staff: { authorization: staff.key },
    };
    for (const [who, headers] of Object.entries(strangers)) {
      const before = await snapshot();
      const response = await patch(victim.id, headers, { contact: { firstName: 'Mallory' } });
      expect(response.statusCode, who).toBe(404);
      expect(response.json(), who).toEqual(unknown.json());
      // Refused before the body is read: a malformed body is not a 400 that confirms the member.
      const malformed = await patch(victim.id, headers, { contact: { firstName: 42 }, extra: true });
      expect(malformed.statusCode, who).toBe(404);
      expect(await snapshot(), who).toEqual(before);
    }
  });

  it('a member whose profile was deleted gets 404 with their still-valid token', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const deleted = await app.request({
      method: 'DELETE',
      url: `${MEMBERS}/${member.id}`,
      headers: app.ownerHeaders(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const response = await patch(member.id, headers, { contact: { firstName: 'Ghost' } });
    expect([401, 404]).toContain(response.statusCode);
  });
});

describe('the role matrix snapshot', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('reads every table of the schema but the excluded ones, and notices a write to any of them', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    for (const table of ['members', 'events', 'outbox', 'idempotency_keys', 'jobs', 'payments', 'sites']) {
      expect(snapshotter.tables).toContain(table);
    }
    for (const table of Object.keys(unsnapshottedTables)) expect(snapshotter.tables).not.toContain(table);

    const before = await snapshotter.take();
    const member = await registeredMember(app);
    const after = await snapshotter.take();
    expect(after).not.toEqual(before);
    expect(after.members.length).toBe(before.members.length + 1);
    expect(after.members.some((row) => row.includes(member.id))).toBe(true);
  });

  it("ignores another site's rows", async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const other = await app.createSite('Elsewhere');
    const before = await snapshotter.take();
    const key = await createApiKey(app.db, other.siteId, 'Other staff', undefined, []);
    expect(key.id).toBeTruthy();
    expect(await snapshotter.take()).toEqual(before);
  });
});
