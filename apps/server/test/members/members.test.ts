import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteScope } from '../../src/platform/site-scope.ts';
import { resolveSessionToken } from '../../src/modules/identity/sessions.ts';
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

// The owner manages members; a member reads and updates their own profile. Blocking and
// deleting end sessions and revoke tokens at once.
describe('members', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('a member reads and updates their own profile; custom fields named __proto__ stay plain data', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const me = await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().member).toMatchObject({ id: member.id, loginEmail: member.email, status: 'APPROVED' });

    const updated = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers,
      payload: {
        member: {
          contact: {
            firstName: 'Grace',
            addresses: [{ tag: 'WORK', city: 'Arlington', addressLine: '1 Navy Way' }],
            customFields: [
              { name: '__proto__', value: { strValue: 'polluted?' } },
              { name: 'constructor', value: { numValue: 1 } },
            ],
          },
          profile: { nickname: 'amazing-grace' },
          privacyStatus: 'PUBLIC',
        },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().member).toMatchObject({
      contact: {
        firstName: 'Grace',
        addresses: [{ tag: 'WORK', city: 'Arlington', addressLine: '1 Navy Way' }],
        customFields: [{ name: '__proto__' }, { name: 'constructor' }],
      },
      profile: { nickname: 'amazing-grace' },
      privacyStatus: 'PUBLIC',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(updated.json().member.contact)).toBe(Object.prototype);
  });

  it('__proto__ as a key of the profile or a body is refused or dropped, never walked', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const raw = `{"member":{"contact":{"firstName":"X","__proto__":{"isAdmin":true}}}}`;
    const response = await app.server.inject({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const reg = await app.server.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { ...(await app.visitorHeaders()), 'content-type': 'application/json' },
      payload: `{"loginId":{"email":"proto@example.com"},"password":"correct-horse","profile":{"__proto__":{"x":1},"constructor":{"prototype":{"y":2}}}}`,
    });
    expect(reg.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
  });

  it('another member cannot update someone else (404, unchanged)', async () => {
    const victim = await registeredMember(app);
    const intruder = await registeredMember(app);
    const response = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${victim.id}`,
      headers: await memberHeaders(app, intruder.id),
      payload: { member: { contact: { firstName: 'Mallory' } } },
    });
    expect(response.statusCode).toBe(404);
    const owner = await app.request({
      method: 'GET',
      url: `${MEMBERS}/${victim.id}`,
      headers: app.ownerHeaders(),
    });
    expect(owner.json().member.contact.firstName).toBeNull();
  });

  it('the current member is never served from the visitor cache across members', async () => {
    const a = await registeredMember(app);
    const b = await registeredMember(app);
    const first = await app.request({
      method: 'GET',
      url: `${MEMBERS}/my`,
      headers: await memberHeaders(app, a.id),
    });
    const second = await app.request({
      method: 'GET',
      url: `${MEMBERS}/my`,
      headers: await memberHeaders(app, b.id),
    });
    expect(first.json().member.id).toBe(a.id);
    expect(second.json().member.id).toBe(b.id);
  });

  it('blocking revokes the member at once: tokens 401, session token dead, login STATUS_CHECK; unblock restores', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const session = (await login(app, { loginId: { email: member.email }, password: member.password })).json()
      .sessionToken;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const blocked = await post(app, `${MEMBERS}/${member.id}/block`, {}, app.ownerHeaders());
    expect(blocked.json().member.status).toBe('BLOCKED');
    expect((await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers })).statusCode).toBe(401);
    expect(await resolveSessionToken(siteScope(app.db, app.site.siteId), session)).toBeNull();
    const attempt = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(attempt.json()).toMatchObject({
      state: 'STATUS_CHECK',
      identity: { status: { name: 'BLOCKED' } },
    });
    expect(attempt.json().sessionToken).toBeUndefined();

    const unblocked = await post(app, `${MEMBERS}/${member.id}/unblock`, {}, app.ownerHeaders());
    expect(unblocked.json().member.status).toBe('APPROVED');
    expect(
      (await login(app, { loginId: { email: member.email }, password: member.password })).json().state,
    ).toBe('SUCCESS');
  });

  it('deleting a member ends it: 404 afterwards, tokens revoked, the email may register again', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const deleted = await app.request({
      method: 'DELETE',
      url: `${MEMBERS}/${member.id}`,
      headers: app.ownerHeaders(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await app.request({ method: 'GET', url: `${MEMBERS}/${member.id}`, headers: app.ownerHeaders() }))
        .statusCode,
    ).toBe(404);
    expect((await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers })).statusCode).toBe(401);
    expect(
      applicationCode(await login(app, { loginId: { email: member.email }, password: member.password })),
    ).toBe('-19999');
    const again = await register(app, { loginId: { email: member.email }, password: 'correct-horse' });
    expect(again.json().state).toBe('SUCCESS');
    expect(again.json().identity.id).not.toBe(member.id);
  });

  it('the owner lists and queries members with paging and filters; unknown filter fields are refused', async () => {
    const other = await app.createSite('Listing');
    const owner = app.ownerHeaders(other);
    const visitor = await app.visitorHeaders(other);
    for (let i = 0; i < 3; i++) {
      await register(
        app,
        { loginId: { email: `list-${i}@example.com` }, password: 'correct-horse' },
        visitor,
      );
    }
    const page = await app.request({ method: 'GET', url: `${MEMBERS}?paging.limit=2`, headers: owner });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().members).toHaveLength(2);
    expect(page.json().metadata).toMatchObject({ count: 2, total: 3 });
    const queried = await post(
      app,
      `${MEMBERS}/query`,
      { query: { filter: { loginEmail: { $in: ['list-1@example.com', 'LIST-2@example.com'] } } } },
      owner,
    );
    expect(
      queried
        .json()
        .members.map((m: { loginEmail: string }) => m.loginEmail)
        .sort(),
    ).toEqual(['list-1@example.com', 'list-2@example.com']);
    const bad = await post(app, `${MEMBERS}/query`, { query: { filter: { password_hash: 'x' } } }, owner);
    expect(bad.statusCode).toBe(400);
    const proto = await post(
      app,
      `${MEMBERS}/query`,
      { query: { filter: { __proto__: 'x', constructor: 'y' } } },
      owner,
    );
    expect(proto.statusCode).toBeLessThan(500);
  });
});
