import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { insertTestMember } from './fixtures.ts';
import {
  applicationCode,
  createIdentityApp,
  login,
  memberHeaders,
  post,
  registeredMember,
} from './helpers.ts';

const MFA = '/_api/tessera/v1/mfa';
const LIMIT = 4;

// Issue 12 item 11: turning the authenticator app off asks for the member's current password,
// and a wrong one counts toward the login lockout like a wrong login.
describe('removing a second factor asks for the password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp({ lockout: { maxFailures: LIMIT } });
  });
  afterAll(() => app.close());

  const withTotp = async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const { factorId, secret } = (await post(app, `${MFA}/totp/enroll`, {}, headers)).json();
    const confirmed = await post(
      app,
      `${MFA}/factors/confirm`,
      { factorId, code: authenticator.generate(secret) },
      headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...member, headers, factorId: factorId as string };
  };
  const factorsOf = async (headers: Record<string, string>) =>
    (await app.request({ method: 'GET', url: `${MFA}/factors`, headers })).json().factors;
  const failedLogins = async (id: string) =>
    Number(
      (
        await app.db
          .selectFrom('members')
          .select('failed_logins')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).failed_logins,
    );
  const remove = (headers: Record<string, string>, body: Record<string, unknown>) =>
    post(app, `${MFA}/factors/remove`, body, headers);

  it('removes the factor with the right password', async () => {
    const member = await withTotp();
    const response = await remove(member.headers, { factorId: member.factorId, password: member.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(await factorsOf(member.headers)).toEqual([]);
    // The next login asks no second factor.
    const next = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(next.json().state).toBe('SUCCESS');
  });

  it('refuses a wrong password with -19976 and keeps the factor', async () => {
    const member = await withTotp();
    const response = await remove(member.headers, { factorId: member.factorId, password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(applicationCode(response)).toBe('-19976');
    expect(await factorsOf(member.headers)).toHaveLength(1);
  });

  it('refuses a missing or empty password as a field violation on password', async () => {
    const member = await withTotp();
    for (const body of [{ factorId: member.factorId }, { factorId: member.factorId, password: '' }]) {
      const response = await remove(member.headers, body);
      expect(response.statusCode, response.body).toBe(400);
      const fields = response.json().details.validationError.fieldViolations.map((v: any) => v.field);
      expect(fields).toContain('password');
    }
    expect(await factorsOf(member.headers)).toHaveLength(1);
    expect(await failedLogins(member.id)).toBe(0);
  });

  it('counts wrong passwords toward the login lockout; a right one starts the count over', async () => {
    const member = await withTotp();
    await remove(member.headers, { factorId: member.factorId, password: 'wrong-1' });
    expect(await failedLogins(member.id)).toBe(1);
    // A right password (here a login) resets the count, as after a wrong login.
    expect(
      (await login(app, { loginId: { email: member.email }, password: member.password })).statusCode,
    ).toBe(200);
    expect(await failedLogins(member.id)).toBe(0);

    for (let i = 0; i < LIMIT; i++) {
      const wrong = await remove(member.headers, { factorId: member.factorId, password: `wrong-${i}` });
      expect(applicationCode(wrong)).toBe('-19976');
    }
    // Locked: neither removal nor login checks even the right password now.
    const locked = await remove(member.headers, { factorId: member.factorId, password: member.password });
    expect(locked.statusCode).toBe(429);
    expect(applicationCode(locked)).toBe('ACCOUNT_LOCKED');
    const loginLocked = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(applicationCode(loginLocked)).toBe('ACCOUNT_LOCKED');
    expect(await factorsOf(member.headers)).toHaveLength(1);
  });

  it("another member's factor is 404 and stays", async () => {
    const owner = await withTotp();
    const other = await registeredMember(app);
    const otherHeaders = await memberHeaders(app, other.id);
    const response = await remove(otherHeaders, { factorId: owner.factorId, password: other.password });
    expect(response.statusCode).toBe(404);
    expect(applicationCode(response)).toBe('FACTOR_NOT_FOUND');
    expect(await factorsOf(owner.headers)).toHaveLength(1);
  });

  it('a member without a password is told to set one first (-19973)', async () => {
    const id = await insertTestMember(app.db, app.site.siteId);
    const headers = await memberHeaders(app, id);
    const { factorId } = (await post(app, `${MFA}/totp/enroll`, {}, headers)).json();
    const response = await remove(headers, { factorId, password: 'anything' });
    expect(response.statusCode).toBe(400);
    expect(applicationCode(response)).toBe('-19973');
    expect(await factorsOf(headers)).toHaveLength(1);
    expect(await failedLogins(id)).toBe(0);
  });

  it('visitors and callers without credentials cannot remove factors', async () => {
    const member = await withTotp();
    const body = { factorId: member.factorId, password: member.password };
    const asVisitor = await remove(await app.visitorHeaders(), body);
    expect(asVisitor.statusCode).toBe(403);
    const anonymous = await app.request({ method: 'POST', url: `${MFA}/factors/remove`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(await factorsOf(member.headers)).toHaveLength(1);
    expect(await failedLogins(member.id)).toBe(0);
  });
});
