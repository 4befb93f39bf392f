import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  login,
  mailTo,
  memberHeaders,
  post,
  registeredMember,
} from '../identity/helpers.ts';
import { uniqueEmail } from '../identity/fixtures.ts';

const MEMBERS = '/members/v1/members';
const tokenIn = (body: string) => /recoveryToken=([^\s&]+)/.exec(body)?.[1];

// CreateMember (owner): a member by login email, approved, without a password until the member
// sets one through the activation link the call can mail.
describe('CreateMember', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const create = (payload: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: MEMBERS, headers, payload });
  const rowsWith = (email: string) =>
    app.db.selectFrom('members').select('id').where('login_email', '=', email.toLowerCase()).execute();

  it('creates an approved member with a name and no password; it appears in the owner list', async () => {
    const email = uniqueEmail('created');
    const response = await create({
      member: {
        loginEmail: `  ${email.toUpperCase()} `,
        contact: { firstName: 'Ada', lastName: 'Lovelace' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const member = response.json().member;
    expect(member).toMatchObject({
      loginEmail: email,
      loginEmailVerified: false,
      status: 'APPROVED',
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const listed = await post(
      app,
      `${MEMBERS}/query`,
      { query: { filter: { loginEmail: email } } },
      app.ownerHeaders(),
    );
    expect(listed.json().members.map((m: { id: string }) => m.id)).toEqual([member.id]);
    // No password yet: the login asks for a reset (spec §8 -19973), no mail was sent.
    expect(applicationCode(await login(app, { loginId: { email }, password: 'anything' }))).toBe('-19973');
    expect(await mailTo(app, email)).toEqual([]);
  });

  it('sendActivationEmail mails a link that sets the password and verifies the email', async () => {
    const email = uniqueEmail('activate');
    const response = await create({ member: { loginEmail: email }, sendActivationEmail: true });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = await mailTo(app, email);
    expect(message?.subject).toBe('Activate your account');
    const recoveryToken = decodeURIComponent(tokenIn(message.body)!);
    const recovered = await post(app, '/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'chosen-password',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect((await login(app, { loginId: { email }, password: 'chosen-password' })).json().state).toBe(
      'SUCCESS',
    );
    const after = await app.request({
      method: 'GET',
      url: `${MEMBERS}/${response.json().member.id}`,
      headers: app.ownerHeaders(),
    });
    expect(after.json().member.loginEmailVerified).toBe(true);
  });

  it('an email already taken (any case) is 409 -19995 and writes nothing', async () => {
    const existing = await registeredMember(app);
    const response = await create({ member: { loginEmail: existing.email.toUpperCase() } });
    expect(response.statusCode, response.body).toBe(409);
    expect(applicationCode(response)).toBe('-19995');
    expect(await rowsWith(existing.email)).toHaveLength(1);
  });

  it('two creations of one email at once: one wins, the other is 409', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([1, 2, 3].map(() => create({ member: { loginEmail: email } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await rowsWith(email)).toHaveLength(1);
  });

  it('hostile or malformed input is a 400 with field violations and writes nothing', async () => {
    const before = (await app.db.selectFrom('members').select('id').execute()).length;
    const cases: [unknown, string][] = [
      [{ member: { loginEmail: 'not-an-email' } }, 'member.loginEmail'],
      [{ member: { loginEmail: '' } }, 'member.loginEmail'],
      [{ member: { loginEmail: `${'a'.repeat(320)}@example.com` } }, 'member.loginEmail'],
      [{ member: { loginEmail: 123 } }, 'member.loginEmail'],
      [
        { member: { loginEmail: 'x@example.com', contact: { firstName: 'x'.repeat(201) } } },
        'member.contact',
      ],
      [{ member: { loginEmail: 'x@example.com' }, sendActivationEmail: 'yes' }, 'sendActivationEmail'],
      [{}, 'member'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        JSON.stringify(fields),
      ).toBe(true);
    }
    expect((await app.db.selectFrom('members').select('id').execute()).length).toBe(before);
  });

  it('a member or visitor may not create members (403, nothing written)', async () => {
    const someone = await registeredMember(app);
    const email = uniqueEmail('forbidden');
    for (const headers of [await memberHeaders(app, someone.id), await app.visitorHeaders()]) {
      const response = await create({ member: { loginEmail: email } }, headers);
      expect(response.statusCode).toBe(403);
    }
    expect(await rowsWith(email)).toHaveLength(0);
  });
});
