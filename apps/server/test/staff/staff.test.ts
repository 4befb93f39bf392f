import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SCOPES, type StaffScope } from '@tessera/contracts/staff';
import { TestClock } from '../../src/platform/clock.ts';
import { eventsModule } from '../../src/modules/events/index.ts';
import { identityModule } from '../../src/modules/identity/index.ts';
import { membersModule } from '../../src/modules/members/index.ts';
import { oauthModule } from '../../src/modules/oauth/index.ts';
import { sitesModule } from '../../src/modules/sites/index.ts';
import { staffModule } from '../../src/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberHeaders } from '../identity/helpers.ts';

describe('staff members', () => {
  let app: TestApp;
  const clock = new TestClock('2030-01-01T00:00:00.000Z');
  let n = 0;

  beforeAll(async () => {
    // The modules staff needs (sites, OAuth tokens, identity's sign-on and sessions): this file
    // tests the staff module alone; staff-scopes.test.ts runs it in the whole app.
    app = await createTestApp({
      app: {
        clock,
        modules: [sitesModule, oauthModule, eventsModule, identityModule, membersModule, staffModule],
      },
    });
  });
  afterAll(() => app.close());

  const owner = () => app.ownerHeaders();
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = owner(),
  ) => app.request({ method, url, headers, payload });

  async function newMember(): Promise<{ id: string; headers: Record<string, string> }> {
    const response = await call('POST', '/_api/iam/authentication/v2/sign-on', {
      loginId: { email: `member-${++n}@example.com` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().identity.id as string;
    return { id, headers: await memberHeaders(app, id) };
  }

  async function invite(scopes: StaffScope[], email = `staff-${++n}@example.com`) {
    const response = await call('POST', '/events/v1/staff-members', { staffMember: { email, scopes } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      staffMember: { id: string; access: string };
      joinToken: string;
      joinLink: string;
    };
  }

  async function joinedStaff(scopes: StaffScope[]) {
    const invited = await invite(scopes);
    const member = await newMember();
    const joined = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: invited.joinToken },
      member.headers,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    return { id: invited.staffMember.id, member };
  }

  it('invites with scopes: PENDING, the join token answered once, one invitation per email', async () => {
    const created = await invite(['SELL_TICKETS', 'CHECK_IN_GUESTS'], 'Mixed.Case@Example.com');
    expect(created.staffMember).toMatchObject({
      access: 'PENDING',
      email: 'mixed.case@example.com',
      scopes: ['CHECK_IN_GUESTS', 'SELL_TICKETS'],
      memberId: null,
    });
    expect(created.joinLink).toContain(encodeURIComponent(created.joinToken));
    const got = await call('GET', `/events/v1/staff-members/${created.staffMember.id}`);
    // The create answer alone carries the join link as the official loginLink (answered once).
    const { loginLink, ...stored } = created.staffMember as { loginLink?: string };
    expect(loginLink).toBe(created.joinLink);
    expect(got.json().staffMember).toEqual(stored);
    expect(JSON.stringify(got.json())).not.toContain(created.joinToken);
    const again = await call('POST', '/events/v1/staff-members', {
      staffMember: { email: 'MIXED.case@example.com', scopes: [] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input with field violations and writes nothing', async () => {
    for (const staffMember of [
      { email: 'not-an-email', scopes: [] },
      { email: 'a@b.co', scopes: ['FLY'] },
      { email: 'a@b.co', scopes: ['ADD_GUESTS', 'ADD_GUESTS'] },
    ]) {
      const response = await call('POST', '/events/v1/staff-members', { staffMember });
      expect(response.statusCode, response.body).toBe(400);
    }
    const proto = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: { ...owner(), 'content-type': 'application/json' },
      payload: '{"staffMember":{"email":"p@b.co","scopes":[],"__proto__":{"x":1}}}',
    });
    expect(proto.statusCode).toBe(400);
    const listed = await call('POST', '/events/v1/staff-members/query', {
      query: { filter: { email: { $in: ['a@b.co', 'p@b.co'] } } },
    });
    expect(listed.json().staffMembers).toEqual([]);
    const missing = await call('GET', '/events/v1/staff-members/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('updates scopes and name; access changes only once joined; delete removes', async () => {
    const { staffMember } = await invite(['ADD_GUESTS']);
    const url = `/events/v1/staff-members/${staffMember.id}`;
    const updated = await call('PATCH', url, { staffMember: { scopes: ['READ_ANALYTICS'], name: 'Ann' } });
    expect(updated.json().staffMember).toMatchObject({
      scopes: ['READ_ANALYTICS'],
      name: 'Ann',
      access: 'PENDING',
    });
    const paused = await call('PATCH', url, { staffMember: { access: 'ACCESS_PAUSED' } });
    expect(paused.statusCode).toBe(428);
    expect((await call('GET', url)).json().staffMember.access).toBe('PENDING');
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('joins once with the join token; a used or expired token is refused', async () => {
    const invited = await invite(['SELL_TICKETS']);
    const member = await newMember();
    const joined = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: invited.joinToken },
      member.headers,
    );
    expect(joined.json().staffMember).toMatchObject({
      access: 'HAS_ACCESS',
      memberId: member.id,
      joinTokenExpiresDate: null,
    });
    const second = await newMember();
    const reused = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: invited.joinToken },
      second.headers,
    );
    expect(reused.statusCode).toBe(400);

    const late = await invite(['SELL_TICKETS']);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const expired = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: late.joinToken },
      second.headers,
    );
    expect(expired.statusCode).toBe(400);
    expect(
      (await call('GET', `/events/v1/staff-members/${late.staffMember.id}`)).json().staffMember.access,
    ).toBe('PENDING');
    // Only a logged-in member joins.
    const asVisitor = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: late.joinToken },
      await app.visitorHeaders(),
    );
    expect(asVisitor.statusCode).toBe(403);
  });

  it('answers what the caller may do: owner everything, staff its scopes while it has access', async () => {
    const access = (headers: Record<string, string>) =>
      call('POST', '/events/v1/staff-members/access', {}, headers);
    expect((await access(owner())).json()).toMatchObject({ owner: true, scopes: [...STAFF_SCOPES] });
    expect((await access(await app.visitorHeaders())).json()).toMatchObject({
      owner: false,
      scopes: [],
      access: null,
    });
    const staff = await joinedStaff(['CHECK_IN_GUESTS']);
    expect((await access(staff.member.headers)).json()).toMatchObject({
      access: 'HAS_ACCESS',
      scopes: ['CHECK_IN_GUESTS'],
    });
    await call('PATCH', `/events/v1/staff-members/${staff.id}`, { staffMember: { access: 'ACCESS_PAUSED' } });
    expect((await access(staff.member.headers)).json()).toMatchObject({
      access: 'ACCESS_PAUSED',
      scopes: [],
    });
    await call('PATCH', `/events/v1/staff-members/${staff.id}`, { staffMember: { access: 'HAS_ACCESS' } });
    expect((await access(staff.member.headers)).json()).toMatchObject({ access: 'HAS_ACCESS' });
  });

  const codeOf = (loginLink: string) =>
    new URLSearchParams(new URL(loginLink).hash.slice(1)).get('loginCode') ?? '';
  const redeem = async (loginCode: string) =>
    app.request({
      method: 'POST',
      url: '/events/v1/staff-members/login/redeem',
      headers: await app.visitorHeaders(),
      payload: { loginCode },
    });
  const loginLink = async (staffMemberId: string) => {
    const response = await call('POST', '/events/v1/staff-members/login', { staffMemberId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { loginLink: string; expiresDate: string };
  };

  it('gives a joined staff member a single-use login link whose code becomes a session token by POST', async () => {
    const pending = await invite(['SELL_TICKETS']);
    const refused = await call('POST', '/events/v1/staff-members/login', {
      staffMemberId: pending.staffMember.id,
    });
    expect(refused.statusCode).toBe(428);
    const staff = await joinedStaff(['SELL_TICKETS']);
    const link = await loginLink(staff.id);
    // The link carries a one-time code in its fragment, never a session token; it lasts 30 minutes.
    expect(link.loginLink).toMatch(/\/staff\/login#loginCode=tsl_/);
    expect(link.loginLink).not.toContain('sessionToken');
    expect(link).not.toHaveProperty('sessionToken');
    expect(Date.parse(link.expiresDate) - clock.now()).toBe(30 * 60 * 1000);
    const redeemed = await redeem(codeOf(link.loginLink));
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const { sessionToken } = redeemed.json() as { sessionToken: string };
    expect(sessionToken).toMatch(/^tss_/);
    // Used once: the same code again is refused like an unknown one, and mints nothing.
    const again = await redeem(codeOf(link.loginLink));
    expect(again.statusCode).toBe(400);
    expect(again.json().details.validationError.fieldViolations[0].field).toBe('loginCode');
    expect((await redeem('tsl_unknown')).statusCode).toBe(400);
    // The platform's own exchange of a member session token (OAuth, on behalf of the site).
    const visitor = (await app.visitorHeaders()).authorization;
    const tokens = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      headers: { authorization: `${visitor},${app.site.apiKey}` },
      payload: { grant_type: 'authorized_client', member_id: staff.member.id, session_token: sessionToken },
    });
    expect(tokens.statusCode, tokens.body).toBe(200);
    const me = await call(
      'POST',
      '/events/v1/staff-members/access',
      {},
      { authorization: tokens.json().access_token },
    );
    expect(me.json()).toMatchObject({ access: 'HAS_ACCESS', scopes: ['SELL_TICKETS'] });
    // Only the owner makes login links.
    const asStaff = await call(
      'POST',
      '/events/v1/staff-members/login',
      { staffMemberId: staff.id },
      staff.member.headers,
    );
    expect(asStaff.statusCode).toBe(403);
  });

  it('refuses a login link once replaced, expired, or its staff member paused', async () => {
    const staff = await joinedStaff(['CHECK_IN_GUESTS']);
    const first = await loginLink(staff.id);
    const second = await loginLink(staff.id);
    expect((await redeem(codeOf(first.loginLink))).statusCode).toBe(400);

    await call('PATCH', `/events/v1/staff-members/${staff.id}`, { staffMember: { access: 'ACCESS_PAUSED' } });
    expect((await redeem(codeOf(second.loginLink))).statusCode).toBe(400);
    await call('PATCH', `/events/v1/staff-members/${staff.id}`, { staffMember: { access: 'HAS_ACCESS' } });
    // Still unspent (the refusal changed nothing): it works again once access is back.
    expect((await redeem(codeOf(second.loginLink))).statusCode).toBe(200);

    const late = await loginLink(staff.id);
    clock.advance(30 * 60 * 1000);
    expect((await redeem(codeOf(late.loginLink))).statusCode).toBe(400);
  });

  it('spends a login code once under racing redeems', async () => {
    const staff = await joinedStaff(['CHECK_IN_GUESTS']);
    const code = codeOf((await loginLink(staff.id)).loginLink);
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('lists on the listing declaration: filters, scopes membership, paging and field violations', async () => {
    const staff = await joinedStaff(['READ_ANALYTICS', 'ADD_GUESTS']);
    const query = (q: unknown) => call('POST', '/events/v1/staff-members/query', { query: q });
    const byMember = await query({ filter: { memberId: staff.member.id } });
    expect(byMember.json().staffMembers.map((s: { id: string }) => s.id)).toEqual([staff.id]);
    const withScope = await query({
      filter: { scopes: { $hasSome: ['READ_ANALYTICS'] }, access: 'HAS_ACCESS' },
    });
    expect(withScope.json().staffMembers.map((s: { id: string }) => s.id)).toContain(staff.id);
    const all = await query({ paging: { limit: 2 } });
    expect(all.json().staffMembers).toHaveLength(2);
    expect(all.json().metadata.total).toBeGreaterThan(2);
    let cursor: string | undefined;
    const seen: string[] = [];
    do {
      const page = await query({ cursorPaging: { limit: 3, ...(cursor ? { cursor } : {}) } });
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().staffMembers.map((s: { id: string }) => s.id));
      cursor = page.json().metadata.cursors?.next ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(all.json().metadata.total);
    for (const bad of [
      { filter: { password: 'x' } },
      { filter: { access: 'NOPE' } },
      { sort: [{ fieldName: 'scopes' }] },
    ]) {
      expect((await query(bad)).statusCode).toBe(400);
    }
    const asMember = await call('POST', '/events/v1/staff-members/query', {}, staff.member.headers);
    expect(asMember.statusCode).toBe(403);
  });
});
