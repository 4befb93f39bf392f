import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteScope } from '../../src/platform/site-scope.ts';
import {
  createSessionToken,
  endMemberSessions,
  findMember,
  resolveSessionToken,
} from '../../src/modules/identity/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The seam with the OAuth module: a session token names its member while it lives, and only
// for an ACTIVE member of the same site.
describe('member session tokens', () => {
  let app: TestApp;
  const now = new Date().toISOString();
  const addMember = (siteId: string, id: string, status: string) =>
    app.db
      .insertInto('members')
      .values({
        site_id: siteId,
        id,
        login_email: `${id}@example.com`,
        password_hash: null,
        status,
        pending_reasons: '[]',
        email_verified: 1,
        privacy_status: 'PRIVATE',
        profile: '{}',
        created_date: now,
        updated_date: now,
      })
      .execute();

  beforeAll(async () => {
    app = await createTestApp();
    await addMember(app.site.siteId, 'm-active', 'ACTIVE');
    await addMember(app.site.siteId, 'm-blocked', 'BLOCKED');
  });
  afterAll(() => app.close());

  it('resolves a live token, not on another site, not after the sessions end', async () => {
    const scope = siteScope(app.db, app.site.siteId);
    const token = await createSessionToken(scope, 'm-active');
    expect(await resolveSessionToken(scope, token)).toEqual({ memberId: 'm-active' });
    const other = await app.createSite();
    expect(await resolveSessionToken(siteScope(app.db, other.siteId), token)).toBeNull();
    expect(await resolveSessionToken(scope, 'tss_unknown')).toBeNull();
    await endMemberSessions(scope, 'm-active', app.revocations);
    expect(await resolveSessionToken(scope, token)).toBeNull();
    expect(app.revocations.isRevoked(app.site.siteId, 'm-active', Date.now() - 1000)).toBe(true);
  });

  it('refuses a member who is not ACTIVE', async () => {
    const scope = siteScope(app.db, app.site.siteId);
    const token = await createSessionToken(scope, 'm-blocked');
    expect(await resolveSessionToken(scope, token)).toBeNull();
    expect((await findMember(scope, 'm-blocked'))?.status).toBe('BLOCKED');
  });
});
