import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectAppError } from '../events/helpers.ts';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { addMember } from './helpers.ts';

describe('authorized_client grant (a member on behalf of the site)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const grant = (authorization: string | undefined, payload: Record<string, unknown>) =>
    app.request({
      method: 'POST',
      url: '/oauth2/token',
      headers: authorization ? { authorization } : {},
      payload: { grant_type: 'authorized_client', scope: 'offline_access', ...payload },
    });

  it('gives member tokens with the visitor token and the API key in Authorization', async () => {
    const member = await addMember(app);
    const visitor = (await app.visitorHeaders()).authorization;
    const response = await grant(`${visitor},${app.site.apiKey}`, { member_id: member.id });
    expect(response.statusCode, response.body).toBe(200);
    const info = await app.request({
      method: 'POST',
      url: '/oauth2/token-info',
      payload: { token: response.json().access_token },
    });
    expect(info.json()).toMatchObject({
      active: true,
      subjectType: 'MEMBER',
      subjectId: member.id,
      clientId: app.site.clientId,
    });
  });

  it('checks a session token against the member', async () => {
    const member = await addMember(app);
    const other = await addMember(app);
    const visitor = (await app.visitorHeaders()).authorization;
    expect(
      (
        await grant(`${visitor},${app.site.apiKey}`, {
          member_id: member.id,
          session_token: member.sessionToken,
        })
      ).statusCode,
    ).toBe(200);
    expectAppError(
      await grant(`${visitor},${app.site.apiKey}`, {
        member_id: member.id,
        session_token: other.sessionToken,
      }),
      400,
      'invalid_grant',
    );
  });

  it('is refused without an API key, with a wrong one, a staff key or another site’s', async () => {
    const member = await addMember(app);
    const visitor = (await app.visitorHeaders()).authorization;
    expect((await grant(visitor, { member_id: member.id })).statusCode).toBe(401);
    expect((await grant(undefined, { member_id: member.id })).statusCode).toBe(401);
    expect((await grant(`${visitor},tsk_wrong`, { member_id: member.id })).statusCode).toBe(401);
    const staff = await createApiKey(app.db, app.site.siteId, 'Staff', undefined, ['events.manage']);
    expect((await grant(`${visitor},${staff.key}`, { member_id: member.id })).statusCode).toBe(403);
    const other = await app.createSite();
    expect((await grant(`${visitor},${other.apiKey}`, { member_id: member.id })).statusCode).toBe(401);
  });

  it('refuses a blocked or unknown member', async () => {
    const blocked = await addMember(app, { status: 'BLOCKED' });
    const visitor = (await app.visitorHeaders()).authorization;
    expectAppError(
      await grant(`${visitor},${app.site.apiKey}`, { member_id: blocked.id }),
      400,
      'invalid_grant',
    );
    expectAppError(
      await grant(`${visitor},${app.site.apiKey}`, { member_id: 'nobody' }),
      400,
      'invalid_grant',
    );
  });

  it('the two-part header authenticates other calls with the key’s authority (was a 401)', async () => {
    const visitor = (await app.visitorHeaders()).authorization;
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { authorization: `${visitor},${app.site.apiKey}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
