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
  uniqueEmail,
} from './helpers.ts';

// A new site works as the hosted platform does: open sign-up, no approval, no verification,
// no captcha, no MFA. Failures carry the codes of spec §8 the official SDK maps.
describe('register and login with default settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('registers: SUCCESS with a session token naming the new member, identity in wire shape', async () => {
    const email = uniqueEmail();
    const response = await register(app, {
      loginId: { email: email.toUpperCase() },
      password: 'correct-horse',
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        customFields: [
          { name: 'shoe', value: { numValue: 38 } },
          { name: 'since', value: { dateValue: '2020-01-02T00:00:00.000Z' } },
        ],
        addresses: [{ tag: 'HOME', address: { city: 'London', country: 'GB' } }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.state).toBe('SUCCESS');
    expect(body.sessionToken).toMatch(/^tss_/);
    expect(body.identity).toMatchObject({
      identityProfile: { firstName: 'Ada', addresses: [{ tag: 'HOME', address: { city: 'London' } }] },
      email: { address: email, isVerified: false },
      status: { name: 'ACTIVE', reasons: [] },
    });
    expect(body.identity.identityProfile.customFields).toHaveLength(2);
    const session = await resolveSessionToken(siteScope(app.db, app.site.siteId), body.sessionToken);
    expect(session).toEqual({ memberId: body.identity.id });
    const stored = await app.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', body.identity.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('logs in with the password: SUCCESS with a session token; email is case-insensitive', async () => {
    const member = await registeredMember(app);
    const response = await login(app, {
      loginId: { email: member.email.toUpperCase() },
      password: member.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'SUCCESS', identity: { id: member.id } });
    expect(response.json().sessionToken).toMatch(/^tss_/);
  });

  it('wrong password is -19976, unknown email -19999, taken email -19995', async () => {
    const member = await registeredMember(app);
    const wrong = await login(app, { loginId: { email: member.email }, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(applicationCode(wrong)).toBe('-19976');
    const unknown = await login(app, { loginId: { email: uniqueEmail('ghost') }, password: 'whatever' });
    expect(applicationCode(unknown)).toBe('-19999');
    const taken = await register(app, { loginId: { email: member.email }, password: 'another-one' });
    expect(taken.statusCode).toBe(409);
    expect(applicationCode(taken)).toBe('-19995');
  });

  it('a bad email is an EMAIL field violation (what the SDK reports as invalidEmail)', async () => {
    const response = await register(app, { loginId: { email: 'not-an-email' }, password: 'correct-horse' });
    expect(response.statusCode).toBe(400);
    const [v] = response.json().details.validationError.fieldViolations;
    expect(v).toMatchObject({ field: 'loginId.email', data: { type: 'EMAIL' } });
  });

  it('a short password is a field violation; nothing is created', async () => {
    const email = uniqueEmail();
    const response = await register(app, { loginId: { email }, password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('password');
    expect(
      await app.db.selectFrom('members').select('id').where('login_email', '=', email).execute(),
    ).toEqual([]);
  });

  it('a member without a password (signed on by the owner) must reset it: -19973', async () => {
    const email = uniqueEmail('signon');
    const signOn = await post(
      app,
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email } },
      app.ownerHeaders(),
    );
    expect(signOn.statusCode, signOn.body).toBe(200);
    expect(signOn.json().sessionToken).toMatch(/^tss_/);
    const response = await login(app, { loginId: { email }, password: 'anything-at-all' });
    expect(applicationCode(response)).toBe('-19973');
  });

  it('changes the password of the calling member; the old one stops working', async () => {
    const member = await registeredMember(app);
    const response = await post(
      app,
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'brand-new-secret' },
      await memberHeaders(app, member.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      applicationCode(await login(app, { loginId: { email: member.email }, password: member.password })),
    ).toBe('-19976');
    expect(
      (await login(app, { loginId: { email: member.email }, password: 'brand-new-secret' })).json().state,
    ).toBe('SUCCESS');
  });

  it('two registrations of one email at once: one member, the other gets -19995', async () => {
    const email = uniqueEmail('race');
    const headers = await app.visitorHeaders();
    const answers = await Promise.all(
      [1, 2, 3].map(() => register(app, { loginId: { email }, password: 'correct-horse' }, headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      await app.db.selectFrom('members').select('id').where('login_email', '=', email).execute(),
    ).toHaveLength(1);
  });

  it('validate-email answers format validity', async () => {
    const ok = await post(app, '/_api/iam/authentication/v2/validate-email', { email: 'a@example.com' });
    expect(ok.json()).toEqual({ valid: true, formatInvalid: false });
    const bad = await post(app, '/_api/iam/authentication/v2/validate-email', { email: 'nope' });
    expect(bad.json()).toEqual({ valid: false, formatInvalid: true });
  });

  it('refuses sign-up when the owner closed it', async () => {
    const other = await app.createSite('Closed');
    const owner = app.ownerHeaders(other);
    await app.request({
      method: 'PATCH',
      url: '/_api/tessera/v1/identity-settings',
      headers: owner,
      payload: { settings: { registrationOpen: false } },
    });
    const response = await register(
      app,
      { loginId: { email: uniqueEmail() }, password: 'correct-horse' },
      await app.visitorHeaders(other),
    );
    expect(response.statusCode).toBe(403);
    expect(applicationCode(response)).toBe('REGISTRATION_CLOSED');
  });
});
