import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from '../../src/modules/identity/sessions.ts';
import { newId } from '../../src/platform/ids.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  login,
  memberHeaders,
  post,
  register,
  registeredMember,
} from '../identity/helpers.ts';

const MEMBERS = '/members/v1/members';

// The signed-in member's own account calls: DeleteMyMember (the owner's DeleteMember for
// themself), JoinCommunity / LeaveCommunity (privacyStatus PUBLIC / PRIVATE).
describe('DeleteMyMember, JoinCommunity and LeaveCommunity', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.request({ method: 'GET', url: `${MEMBERS}/my`, headers });
  const deleteMine = (headers: Record<string, string>, query = '') =>
    app.request({ method: 'DELETE', url: `${MEMBERS}/my${query}`, headers });
  const byOwner = (id: string) =>
    app.request({ method: 'GET', url: `${MEMBERS}/${id}`, headers: app.ownerHeaders() });

  it('a member deletes their own membership: {} , tokens and sessions end, gone from queries, the email may register again', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const session = (await login(app, { loginId: { email: member.email }, password: member.password })).json()
      .sessionToken;
    expect((await me(headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const deleted = await deleteMine(headers, '?contentAssigneeId=someone-else');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({});

    // The token no longer works, the session token is dead, the owner finds nobody.
    expect((await me(headers)).statusCode).toBe(401);
    expect((await deleteMine(headers)).statusCode).toBe(401);
    expect(await resolveSessionToken(siteScope(app.db, app.site.siteId), session)).toBeNull();
    const gone = await byOwner(member.id);
    expect(gone.statusCode).toBe(404);
    expect(applicationCode(gone)).toBe('MEMBER_NOT_FOUND');
    const queried = await post(
      app,
      `${MEMBERS}/query`,
      { query: { filter: { id: { $in: [member.id] } } } },
      app.ownerHeaders(),
    );
    expect(queried.statusCode, queried.body).toBe(200);
    expect(queried.json().members).toEqual([]);
    expect(
      applicationCode(await login(app, { loginId: { email: member.email }, password: member.password })),
    ).toBe('-19999');
    const again = await register(app, { loginId: { email: member.email }, password: 'correct-horse' });
    expect(again.json().state).toBe('SUCCESS');
    expect(again.json().identity.id).not.toBe(member.id);
  });

  it('DeleteMyMember: only a member may call (visitor and owner 403, nobody 401); an unknown member is 404', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const visitor = await deleteMine(await app.visitorHeaders());
    expect(visitor.statusCode).toBe(403);
    expect(applicationCode(visitor)).toBe('PERMISSION_DENIED');
    expect((await deleteMine(app.ownerHeaders())).statusCode).toBe(403);
    expect((await deleteMine({})).statusCode).toBe(401);

    // A valid token of a member that does not exist (never did, or another site's).
    const unknown = await deleteMine(await memberHeaders(app, newId()));
    expect(unknown.statusCode).toBe(404);
    expect(applicationCode(unknown)).toBe('MEMBER_NOT_FOUND');
    // The member is untouched by all of it.
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('DeleteMyMember: a malformed query is a 400 with field violations, and deletes nothing', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const tooLong = await deleteMine(headers, `?contentAssigneeId=${'x'.repeat(65)}`);
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    const violations = tooLong.json().details.validationError.fieldViolations;
    expect(violations.map((v: { field: string }) => v.field)).toContain('contentAssigneeId');
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('JoinCommunity makes the member PUBLIC, LeaveCommunity PRIVATE; both repeat safely and the owner sees it', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    for (let i = 0; i < 2; i++) {
      const joined = await post(app, `${MEMBERS}/join-community`, {}, headers);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().member).toMatchObject({ id: member.id, privacyStatus: 'PUBLIC' });
    }
    expect((await byOwner(member.id)).json().member.privacyStatus).toBe('PUBLIC');
    const publicOnes = await post(
      app,
      `${MEMBERS}/query`,
      { query: { filter: { id: member.id } } },
      app.ownerHeaders(),
    );
    expect(publicOnes.json().members.map((m: { privacyStatus: string }) => m.privacyStatus)).toEqual([
      'PUBLIC',
    ]);

    for (let i = 0; i < 2; i++) {
      const left = await post(app, `${MEMBERS}/leave-community`, {}, headers);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().member).toMatchObject({ id: member.id, privacyStatus: 'PRIVATE' });
    }
    expect((await me(headers)).json().member.privacyStatus).toBe('PRIVATE');
    // Nothing else of the profile moves.
    expect((await me(headers)).json().member).toMatchObject({ loginEmail: member.email, status: 'APPROVED' });
  });

  it('JoinCommunity / LeaveCommunity: visitor and owner 403, nobody 401, an unknown or deleted member 404 or 401', async () => {
    for (const action of ['join-community', 'leave-community']) {
      const url = `${MEMBERS}/${action}`;
      expect((await post(app, url, {}, await app.visitorHeaders())).statusCode, action).toBe(403);
      expect((await post(app, url, {}, app.ownerHeaders())).statusCode, action).toBe(403);
      expect((await post(app, url, {}, {})).statusCode, action).toBe(401);
      const unknown = await post(app, url, {}, await memberHeaders(app, newId()));
      expect(unknown.statusCode, action).toBe(404);
      expect(applicationCode(unknown), action).toBe('MEMBER_NOT_FOUND');
    }
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    expect((await deleteMine(headers)).statusCode).toBe(200);
    expect([401, 404]).toContain((await post(app, `${MEMBERS}/join-community`, {}, headers)).statusCode);
  });
});

// DeleteMemberAddresses / Emails / Phones: UpdateMember's rule (the owner for any member, a member
// for themself, anyone else the 404 of an unknown member).
describe('DeleteMemberAddresses, DeleteMemberEmails and DeleteMemberPhones', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const LISTS = ['addresses', 'emails', 'phones'] as const;
  const clear = (id: string, list: string, headers: Record<string, string>) =>
    app.request({ method: 'DELETE', url: `${MEMBERS}/${encodeURIComponent(id)}/${list}`, headers });
  const byOwner = async (id: string) =>
    (await app.request({ method: 'GET', url: `${MEMBERS}/${id}`, headers: app.ownerHeaders() })).json()
      .member;

  /** A member whose contact has two of each list (and a name that must stay). */
  async function memberWithLists() {
    const member = await registeredMember(app);
    const filled = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers: app.ownerHeaders(),
      payload: {
        member: {
          contact: {
            firstName: 'Ada',
            addresses: [
              { tag: 'HOME', city: 'London', addressLine: '12 St James Sq' },
              { tag: 'WORK', city: 'Cambridge' },
            ],
            emails: ['ada@example.com', 'ada@work.example.com'],
            phones: ['+44 20 7946 0000', '+44 20 7946 0001'],
          },
        },
      },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    return member;
  }

  it('the member clears each of their own lists; the rest of the contact stays', async () => {
    const member = await memberWithLists();
    const headers = await memberHeaders(app, member.id);

    const addresses = await clear(member.id, 'addresses', headers);
    expect(addresses.statusCode, addresses.body).toBe(200);
    expect(addresses.json().member.contact).toMatchObject({
      addresses: [],
      phones: ['+44 20 7946 0000', '+44 20 7946 0001'],
      emails: ['ada@example.com', 'ada@work.example.com'],
      firstName: 'Ada',
    });

    const phones = await clear(member.id, 'phones', headers);
    expect(phones.statusCode, phones.body).toBe(200);
    expect(phones.json().member.contact).toMatchObject({ addresses: [], phones: [], firstName: 'Ada' });

    const emails = await clear(member.id, 'emails', headers);
    expect(emails.statusCode, emails.body).toBe(200);
    // No contact email left: the member's emails are their login email alone (as for anyone who never added one).
    expect(emails.json().member.contact).toMatchObject({
      addresses: [],
      phones: [],
      emails: [member.email],
      firstName: 'Ada',
    });
    expect((await byOwner(member.id)).contact).toMatchObject({
      addresses: [],
      phones: [],
      emails: [member.email],
    });

    // Clearing an empty list again is fine.
    for (const list of LISTS) expect((await clear(member.id, list, headers)).statusCode, list).toBe(200);
  });

  it("the owner clears any member's lists", async () => {
    const member = await memberWithLists();
    for (const list of LISTS) {
      const response = await clear(member.id, list, app.ownerHeaders());
      expect(response.statusCode, `${list}: ${response.body}`).toBe(200);
      expect(response.json().member.id).toBe(member.id);
    }
    expect((await byOwner(member.id)).contact).toMatchObject({
      firstName: 'Ada',
      addresses: [],
      phones: [],
      emails: [member.email],
    });
  });

  it('another member, a visitor and nobody: the 404 of an unknown member (401 without credentials); nothing changes', async () => {
    const victim = await memberWithLists();
    const intruder = await registeredMember(app);
    const unknown = await clear('no-such-member', 'addresses', app.ownerHeaders());
    expect(unknown.statusCode).toBe(404);
    expect(applicationCode(unknown)).toBe('MEMBER_NOT_FOUND');
    const strangers = {
      'another member': await memberHeaders(app, intruder.id),
      visitor: await app.visitorHeaders(),
    };
    for (const [who, headers] of Object.entries(strangers)) {
      for (const list of LISTS) {
        const response = await clear(victim.id, list, headers);
        expect(response.statusCode, `${who} ${list}`).toBe(404);
        expect(response.json().details, `${who} ${list}`).toEqual(unknown.json().details);
      }
    }
    for (const list of LISTS) expect((await clear(victim.id, list, {})).statusCode, list).toBe(401);
    expect((await byOwner(victim.id)).contact).toMatchObject({
      addresses: [{ city: 'London' }, { city: 'Cambridge' }],
      emails: ['ada@example.com', 'ada@work.example.com'],
      phones: ['+44 20 7946 0000', '+44 20 7946 0001'],
    });
  });

  it("an unknown, deleted or another site's member is 404; a malformed id is 400 with a field violation", async () => {
    const gone = await registeredMember(app);
    expect(
      (await app.request({ method: 'DELETE', url: `${MEMBERS}/${gone.id}`, headers: app.ownerHeaders() }))
        .statusCode,
    ).toBe(200);
    const elsewhere = app.ownerHeaders(await app.createSite('Elsewhere'));
    const member = await memberWithLists();
    for (const list of LISTS) {
      for (const [id, headers] of [
        [newId(), app.ownerHeaders()],
        [gone.id, app.ownerHeaders()],
        [member.id, elsewhere],
      ] as const) {
        const response = await clear(id, list, headers);
        expect(response.statusCode, `${list} ${id}`).toBe(404);
        expect(applicationCode(response)).toBe('MEMBER_NOT_FOUND');
      }
      const bad = await clear('x'.repeat(65), list, app.ownerHeaders());
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect((await byOwner(member.id)).contact.addresses).toHaveLength(2);
  });
});
