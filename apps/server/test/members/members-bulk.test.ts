import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { MAX_MEMBERS_PER_BULK_CALL } from '../../src/modules/members/members.bulk.ts';
import type { TestApp } from '../support/test-app.ts';
import { createIdentityApp, post } from '../identity/helpers.ts';
import { insertTestMember } from '../identity/fixtures.ts';

const BULK = '/members/v1/members/bulk';
const ADMIN_APPROVAL = 'PENDING_ADMIN_APPROVAL_REQUIRED';

// The bulk member calls: approve / block / delete by the QueryMembers filter (at most
// MAX_MEMBERS_PER_BULK_CALL members per call, all or nothing) and delete by ids with per-item
// results. Each test runs on a site of its own, so counts are exact.
describe('bulk member calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const statuses = async (site: NewSite) =>
    Object.fromEntries(
      (
        await app.db
          .selectFrom('members')
          .select(['login_email', 'status'])
          .where('site_id', '=', site.siteId)
          .execute()
      ).map((r) => [r.login_email, r.status]),
    );
  const member = (site: NewSite, email: string, status = 'ACTIVE', reasons: string[] = []) =>
    insertTestMember(app.db, site.siteId, { email, status, reasons });
  const tokenOf = async (site: NewSite, memberId: string) => ({
    authorization: await signAccessToken(new SigningKeyCache(app.db), {
      siteId: site.siteId,
      clientId: site.clientId,
      subjectId: memberId,
      role: 'MEMBER',
    }),
  });
  const me = (headers: Record<string, string>) =>
    app.request({ method: 'GET', url: '/members/v1/members/my', headers });

  it('approve-by-filter approves the pending members waiting for the owner; a repeat changes nothing', async () => {
    const site = await app.createSite('Approve');
    await member(site, 'a@example.com', 'PENDING', [ADMIN_APPROVAL]);
    await member(site, 'b@example.com', 'PENDING', [ADMIN_APPROVAL, 'PENDING_EMAIL_VERIFICATION_REQUIRED']);
    await member(site, 'c@example.com', 'PENDING', ['PENDING_EMAIL_VERIFICATION_REQUIRED']);
    await member(site, 'd@example.com', 'BLOCKED');
    const response = await post(app, `${BULK}/approve-by-filter`, { filter: {} }, app.ownerHeaders(site));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      jobId: expect.any(String),
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 },
    });
    expect(await statuses(site)).toEqual({
      'a@example.com': 'ACTIVE',
      'b@example.com': 'PENDING', // still waits for its email verification
      'c@example.com': 'PENDING',
      'd@example.com': 'BLOCKED',
    });
    const again = await post(app, `${BULK}/approve-by-filter`, { filter: {} }, app.ownerHeaders(site));
    expect(again.json().bulkActionMetadata.totalSuccesses).toBe(0);
  });

  it('block-by-filter blocks the selected members and revokes their tokens; others keep theirs', async () => {
    const site = await app.createSite('Block');
    const a = await member(site, 'a@example.com');
    const b = await member(site, 'b@example.com');
    const c = await member(site, 'c@example.com');
    const [ha, hb, hc] = [await tokenOf(site, a), await tokenOf(site, b), await tokenOf(site, c)];
    const response = await post(
      app,
      `${BULK}/block-by-filter`,
      { filter: { loginEmail: { $in: ['A@example.com', 'b@example.com'] } } },
      app.ownerHeaders(site),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bulkActionMetadata.totalSuccesses).toBe(2);
    expect(await statuses(site)).toEqual({
      'a@example.com': 'BLOCKED',
      'b@example.com': 'BLOCKED',
      'c@example.com': 'ACTIVE',
    });
    expect((await me(ha)).statusCode).toBe(401);
    expect((await me(hb)).statusCode).toBe(401);
    expect((await me(hc)).statusCode).toBe(200);
  });

  it('delete-by-filter deletes the selected members only', async () => {
    const site = await app.createSite('Delete by filter');
    const a = await member(site, 'a@example.com', 'BLOCKED');
    await member(site, 'b@example.com');
    const response = await post(
      app,
      `${BULK}/delete-by-filter`,
      { filter: { status: 'BLOCKED' }, contentAssigneeId: null },
      app.ownerHeaders(site),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bulkActionMetadata.totalSuccesses).toBe(1);
    expect(await statuses(site)).toEqual({ [`deleted+${a}`]: 'DELETED', 'b@example.com': 'ACTIVE' });
  });

  it('delete by ids answers per item: unknown, repeated and other sites’ ids fail alone', async () => {
    const site = await app.createSite('Delete by ids');
    const elsewhere = await app.createSite('Elsewhere');
    const a = await member(site, 'a@example.com');
    const b = await member(site, 'b@example.com');
    await member(site, 'c@example.com');
    const foreign = await member(elsewhere, 'foreign@example.com');
    const ha = await tokenOf(site, a);
    const response = await post(
      app,
      `${BULK}/delete`,
      { memberIds: [a, 'no-such-member', b, a, foreign] },
      app.ownerHeaders(site),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.results.map((r: { itemMetadata: unknown }) => r.itemMetadata)).toEqual([
      { id: a, originalIndex: 0, success: true },
      {
        id: 'no-such-member',
        originalIndex: 1,
        success: false,
        error: expect.objectContaining({ code: 'MEMBER_NOT_FOUND' }),
      },
      { id: b, originalIndex: 2, success: true },
      {
        id: a,
        originalIndex: 3,
        success: false,
        error: expect.objectContaining({ code: 'MEMBER_NOT_FOUND' }),
      },
      {
        id: foreign,
        originalIndex: 4,
        success: false,
        error: expect.objectContaining({ code: 'MEMBER_NOT_FOUND' }),
      },
    ]);
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 3, undetailedFailures: 0 });
    expect(Object.values(await statuses(site)).sort()).toEqual(['ACTIVE', 'DELETED', 'DELETED']);
    expect(await statuses(elsewhere)).toEqual({ 'foreign@example.com': 'ACTIVE' });
    expect((await me(ha)).statusCode).toBe(401);
  });

  it('bad input is a 400 with field violations and changes nothing', async () => {
    const site = await app.createSite('Bad input');
    await member(site, 'a@example.com', 'PENDING', [ADMIN_APPROVAL]);
    await member(site, 'b@example.com');
    const before = await statuses(site);
    const cases: [string, unknown, string][] = [
      ['approve-by-filter', { filter: { password_hash: 'x' } }, 'filter.password_hash'],
      ['block-by-filter', { filter: { loginEmail: { $regex: '.*' } } }, 'filter.loginEmail'],
      ['block-by-filter', { filter: { status: { $in: [] } } }, 'filter.status'],
      ['block-by-filter', { filter: { id: { $in: [1, 2] } } }, 'filter.id'],
      // An own key named __proto__ (as JSON.parse makes it), never walked into the prototype.
      ['block-by-filter', JSON.parse('{"filter":{"__proto__":{"status":"BLOCKED"}}}'), 'body'],
      ['block-by-filter', {}, 'filter'],
      ['block-by-filter', { filter: 'everyone' }, 'filter'],
      ['delete-by-filter', { filter: {}, search: { expression: 'a@' } }, 'search'],
      ['delete-by-filter', { filter: { constructor: 'x' } }, 'filter.constructor'],
      ['delete', { memberIds: [] }, 'memberIds'],
      ['delete', { memberIds: Array.from({ length: 101 }, (_, i) => `m${i}`) }, 'memberIds'],
      ['delete', { memberIds: ['x'.repeat(65)] }, 'memberIds'],
      ['delete', { memberIds: 'all' }, 'memberIds'],
    ];
    for (const [action, payload, field] of cases) {
      const response = await post(app, `${BULK}/${action}`, payload, app.ownerHeaders(site));
      expect(
        response.statusCode,
        `${action} ${JSON.stringify(payload)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 400) {
        const fields = response
          .json()
          .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
        expect(
          fields.some((f: string) => f.startsWith(field)),
          `${action}: ${JSON.stringify(fields)}`,
        ).toBe(true);
      }
    }
    expect(await statuses(site)).toEqual(before);
  });

  it(`a filter selecting more than ${MAX_MEMBERS_PER_BULK_CALL} members is refused whole; a narrower one works`, async () => {
    const site = await app.createSite('Many');
    const now = new Date().toISOString();
    const ids = Array.from({ length: MAX_MEMBERS_PER_BULK_CALL + 1 }, () => newId());
    await app.db
      .insertInto('members')
      .values(
        ids.map((id, i) => ({
          site_id: site.siteId,
          id,
          login_email: `many-${i}@example.com`,
          password_hash: null,
          status: 'ACTIVE',
          pending_reasons: '[]',
          email_verified: 1,
          privacy_status: 'PRIVATE',
          profile: '{}',
          created_date: now,
          updated_date: now,
        })),
      )
      .execute();
    const refused = await post(app, `${BULK}/block-by-filter`, { filter: {} }, app.ownerHeaders(site));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'filter',
      violatedRule: 'MAX_SIZE',
    });
    const blocked = await app.db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', site.siteId)
      .where('status', '=', 'BLOCKED')
      .execute();
    expect(blocked).toEqual([]);
    // Members the action would not change do not count: block one, then the rest fit.
    await post(app, `${BULK}/block-by-filter`, { filter: { id: ids[0] } }, app.ownerHeaders(site));
    const rest = await post(app, `${BULK}/block-by-filter`, { filter: {} }, app.ownerHeaders(site));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().bulkActionMetadata.totalSuccesses).toBe(MAX_MEMBERS_PER_BULK_CALL);
  });

  it("a member, a visitor or another site's owner changes nothing", async () => {
    const site = await app.createSite('Guarded');
    const other = await app.createSite('Other owner');
    const a = await member(site, 'a@example.com', 'PENDING', [ADMIN_APPROVAL]);
    await member(other, 'theirs@example.com');
    const before = await statuses(site);
    const calls: [string, unknown][] = [
      ['approve-by-filter', { filter: {} }],
      ['block-by-filter', { filter: {} }],
      ['delete-by-filter', { filter: {} }],
      ['delete', { memberIds: [a] }],
    ];
    for (const [action, payload] of calls) {
      for (const headers of [await tokenOf(site, a), await app.visitorHeaders(site)]) {
        expect((await post(app, `${BULK}/${action}`, payload, headers)).statusCode).toBe(403);
      }
      // Another site's owner acts on that site only.
      expect((await post(app, `${BULK}/${action}`, payload, app.ownerHeaders(other))).statusCode).toBe(200);
    }
    expect(await statuses(site)).toEqual(before);
  });
});
