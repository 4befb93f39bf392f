/**
 * Staff members in the official shape beside Tessera's: status/permissions/allEvents/revision in
 * every answer, the official create without an email (the person is whoever joins with the link),
 * official update names with a revision check, and the LOGIN_LINK fieldset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberHeaders } from '../identity/helpers.ts';

describe('staff members in the official shape', () => {
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers = app.ownerHeaders(),
  ) => app.request({ method, url, headers, payload });
  const create = (staffMember: Record<string, unknown>) =>
    call('POST', '/events/v1/staff-members', { staffMember });
  const staffRows = () =>
    app.db.selectFrom('staff_members').select(['id', 'revision']).orderBy('id').execute();
  const mailbox = () => app.db.selectFrom('dev_mailbox').select('recipient').execute();

  it('creates without an email (no invitation mailed, several allowed); the join link identifies the person', async () => {
    const mailsBefore = await mailbox();
    const first = await create({ name: 'Door A', permissions: ['CHECK_IN_GUESTS'], allEvents: {} });
    const second = await create({ name: 'Door B', permissions: ['CHECK_IN_GUESTS'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().staffMember).toMatchObject({
      email: '',
      name: 'Door A',
      status: 'PENDING',
      access: 'PENDING',
      permissions: ['CHECK_IN_GUESTS'],
      scopes: ['CHECK_IN_GUESTS'],
      allEvents: {},
      revision: '1',
      loginLink: first.json().joinLink,
    });
    expect(await mailbox()).toEqual(mailsBefore);

    // Whoever opens the link, signed in as a member, joins: then LOGIN_LINK is the check-in page.
    const signedOn = await call('POST', '/_api/iam/authentication/v2/sign-on', {
      loginId: { email: `door-${++n}@example.com` },
    });
    const member = await memberHeaders(app, signedOn.json().identity.id);
    const joined = await call(
      'POST',
      '/events/v1/staff-members/join',
      { joinToken: first.json().joinToken },
      member,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().staffMember).toMatchObject({ status: 'HAS_ACCESS', revision: '2' });
    const id = first.json().staffMember.id;
    const plain = await call('GET', `/events/v1/staff-members/${id}`);
    expect(plain.json().staffMember.loginLink).toBeUndefined();
    const withLink = await call('GET', `/events/v1/staff-members/${id}?fieldsets=LOGIN_LINK`);
    expect(withLink.statusCode, withLink.body).toBe(200);
    expect(withLink.json().staffMember.loginLink).toMatch(/\/check-in$/);
    const listed = await call('POST', '/events/v1/staff-members/query', { fieldsets: ['LOGIN_LINK'] });
    const links = Object.fromEntries(
      listed.json().staffMembers.map((m: { id: string; loginLink: unknown }) => [m.id, m.loginLink]),
    );
    expect(links[id]).toMatch(/\/check-in$/);
    expect(links[second.json().staffMember.id]).toBeNull();
  });

  it('updates by the official names with the revision; a stale revision or specificEvents changes nothing', async () => {
    const created = (await create({ name: 'Sales', permissions: ['SELL_TICKETS'] })).json().staffMember;
    const updated = await call('PATCH', `/events/v1/staff-members/${created.id}`, {
      staffMember: { id: created.id, revision: '1', permissions: ['SELL_TICKETS', 'READ_ANALYTICS'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().staffMember).toMatchObject({
      permissions: ['SELL_TICKETS', 'READ_ANALYTICS'],
      scopes: ['SELL_TICKETS', 'READ_ANALYTICS'],
      revision: '2',
    });
    const before = await staffRows();
    const stale = await call('PATCH', `/events/v1/staff-members/${created.id}`, {
      staffMember: { revision: '1', name: 'Lost' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('STAFF_MEMBER_REVISION_MISMATCH');
    const specific = await call('PATCH', `/events/v1/staff-members/${created.id}`, {
      staffMember: { specificEvents: { events: [created.id] } },
    });
    expect(specific.statusCode).toBe(400);
    expect(specific.json().details.validationError.fieldViolations[0].field).toBe(
      'staffMember.specificEvents',
    );
    const pendingStatus = await call('PATCH', `/events/v1/staff-members/${created.id}`, {
      staffMember: { status: 'ACCESS_PAUSED' },
    });
    expect(pendingStatus.statusCode).toBe(428);
    expect(await staffRows()).toEqual(before);

    const refused = await create({ name: 'Some', specificEvents: { events: [] } });
    expect(refused.statusCode).toBe(400);
    expect((await create({ permissions: ['READ_GUEST_FORM'] })).statusCode).toBe(400);
    expect(await staffRows()).toEqual(before);
  });
});
