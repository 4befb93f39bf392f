import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from '../../src/modules/identity/sessions.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import { createIdentityApp, login, memberHeaders, post, registeredMember } from '../identity/helpers.ts';

const MEMBERS = '/members/v1/members';

// DisconnectMember signs a member out everywhere (as blocking does, without blocking);
// MuteMember / UnmuteMember set the member's activityStatus.
describe('disconnect, mute and unmute', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const getMember = (id: string) =>
    app.request({ method: 'GET', url: `${MEMBERS}/${id}`, headers: app.ownerHeaders() });

  it('disconnect ends the sessions and revokes the tokens; the member stays approved and may log in again', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const session = (await login(app, { loginId: { email: member.email }, password: member.password })).json()
      .sessionToken;
    expect((await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers })).statusCode).toBe(200);

    const response = await post(
      app,
      `${MEMBERS}/${member.id}/disconnect`,
      { id: member.id },
      app.ownerHeaders(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member).toMatchObject({ id: member.id, status: 'APPROVED' });
    expect((await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers })).statusCode).toBe(401);
    expect(await resolveSessionToken(siteScope(app.db, app.site.siteId), session)).toBeNull();
    expect(
      (await login(app, { loginId: { email: member.email }, password: member.password })).json().state,
    ).toBe('SUCCESS');
  });

  it('disconnect of an unknown or deleted member is 404; a member or visitor may not disconnect anyone', async () => {
    expect((await post(app, `${MEMBERS}/no-such-member/disconnect`, {}, app.ownerHeaders())).statusCode).toBe(
      404,
    );
    const gone = await registeredMember(app);
    await app.request({ method: 'DELETE', url: `${MEMBERS}/${gone.id}`, headers: app.ownerHeaders() });
    expect((await post(app, `${MEMBERS}/${gone.id}/disconnect`, {}, app.ownerHeaders())).statusCode).toBe(
      404,
    );

    const victim = await registeredMember(app);
    const victimHeaders = await memberHeaders(app, victim.id);
    const attacker = await registeredMember(app);
    const refused = await post(
      app,
      `${MEMBERS}/${victim.id}/disconnect`,
      {},
      await memberHeaders(app, attacker.id),
    );
    expect(refused.statusCode).toBe(403);
    expect((await post(app, `${MEMBERS}/${victim.id}/disconnect`, {})).statusCode).toBe(403);
    expect(
      (await app.request({ method: 'GET', url: `${MEMBERS}/my`, headers: victimHeaders })).statusCode,
    ).toBe(200);
  });

  it('mute shows MUTED to the owner and to the member; unmute restores ACTIVE; both are idempotent', async () => {
    const member = await registeredMember(app);
    expect((await getMember(member.id)).json().member.activityStatus).toBe('ACTIVE');
    for (let i = 0; i < 2; i++) {
      const muted = await post(app, `${MEMBERS}/${member.id}/mute`, { id: member.id }, app.ownerHeaders());
      expect(muted.statusCode, muted.body).toBe(200);
      expect(muted.json().member.activityStatus).toBe('MUTED');
    }
    const mine = await app.request({
      method: 'GET',
      url: `${MEMBERS}/my`,
      headers: await memberHeaders(app, member.id),
    });
    expect(mine.json().member.activityStatus).toBe('MUTED');
    // Muting takes nothing else away: still approved, still able to log in.
    expect((await getMember(member.id)).json().member.status).toBe('APPROVED');
    for (let i = 0; i < 2; i++) {
      const unmuted = await post(app, `${MEMBERS}/${member.id}/unmute`, {}, app.ownerHeaders());
      expect(unmuted.json().member.activityStatus).toBe('ACTIVE');
    }
  });

  it('mute and unmute: unknown member 404; a member may not mute anyone (unchanged)', async () => {
    expect((await post(app, `${MEMBERS}/no-such-member/mute`, {}, app.ownerHeaders())).statusCode).toBe(404);
    expect((await post(app, `${MEMBERS}/no-such-member/unmute`, {}, app.ownerHeaders())).statusCode).toBe(
      404,
    );
    const member = await registeredMember(app);
    const self = await post(app, `${MEMBERS}/${member.id}/mute`, {}, await memberHeaders(app, member.id));
    expect(self.statusCode).toBe(403);
    expect((await getMember(member.id)).json().member.activityStatus).toBe('ACTIVE');
  });

  it("another site's owner finds none of this site's members", async () => {
    const member = await registeredMember(app);
    const other = app.ownerHeaders(await app.createSite('Elsewhere'));
    for (const action of ['disconnect', 'mute', 'unmute']) {
      expect((await post(app, `${MEMBERS}/${member.id}/${action}`, {}, other)).statusCode).toBe(404);
    }
    expect((await getMember(member.id)).json().member.activityStatus).toBe('ACTIVE');
  });
});
