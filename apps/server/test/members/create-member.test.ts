import { membersRoutes } from '@tessera/contracts/routes/members.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { testClient, type TestClient } from '../support/test-client.ts';
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

const { createMember, getMember, queryMembers } = membersRoutes;
const tokenIn = (body: string) => /recoveryToken=([^\s&]+)/.exec(body)?.[1];

// CreateMember (owner): a member by login email, approved, without a password until the member
// sets one through the activation link the call can mail.
describe('CreateMember', () => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await createIdentityApp();
    client = testClient(app);
  });
  afterAll(() => app.close());

  // Hostile and malformed payloads are outside the input's type: sent as they are.
  const create = (payload: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: createMember.path, headers, payload });
  const rowsWith = (email: string) =>
    app.db.selectFrom('members').select('id').where('login_email', '=', email.toLowerCase()).execute();

  it('creates an approved member with a name and no password; it appears in the owner list', async () => {
    const email = uniqueEmail('created');
    const { member } = await client.call(createMember, {
      input: {
        member: {
          loginEmail: `  ${email.toUpperCase()} `,
          contact: { firstName: 'Ada', lastName: 'Lovelace' },
        },
      },
      as: app.ownerHeaders(),
    });
    expect(member).toMatchObject({
      loginEmail: email,
      loginEmailVerified: false,
      status: 'APPROVED',
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const listed = await client.call(queryMembers, {
      input: { query: { filter: { loginEmail: email } } },
      as: app.ownerHeaders(),
    });
    expect(listed.members.map((m) => m.id)).toEqual([member.id]);
    // No password yet: the login asks for a reset (spec §8 -19973), no mail was sent.
    expect(applicationCode(await login(app, { loginId: { email }, password: 'anything' }))).toBe('-19973');
    expect(await mailTo(app, email)).toEqual([]);
  });

  it('sendActivationEmail mails a link that sets the password and verifies the email', async () => {
    const email = uniqueEmail('activate');
    const { member } = await client.call(createMember, {
      input: { member: { loginEmail: email }, sendActivationEmail: true },
      as: app.ownerHeaders(),
    });
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
    const after = await client.call(getMember, { params: { id: member.id }, as: app.ownerHeaders() });
    expect(after.member.loginEmailVerified).toBe(true);
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
    for (const as of [await memberHeaders(app, someone.id), await app.visitorHeaders()]) {
      const response = await client.send(createMember, { input: { member: { loginEmail: email } }, as });
      expect(response.statusCode).toBe(403);
    }
    expect(await rowsWith(email)).toHaveLength(0);
  });
});
