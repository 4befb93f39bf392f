import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFrameHost } from '../support/node-frame-host.ts';
import { startMemberSite, type MemberSite } from '../../../../apps/server/test/support/member-site.ts';
import { LoginState, OAuthStrategy, type StateMachine } from '../../src/identity.ts';
import { createClient } from '../../src/core.ts';
import { ApplicationError } from '../../src/index.ts';
import { members } from '../../src/modules/members.ts';

// Issue 12 items 11 and 14 through the SDK against a real server: `removeFactor` asks for the
// member's password, and `isRecoveryTokenUsable` tells a reset page whether its link still works.
describe('@tessera/sdk: removing a factor with the password; recovery link status', () => {
  let site: MemberSite;
  let serial = 0;
  const email = () => `factor-${++serial}-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    site = await startMemberSite('SDK factor test site');
  });
  afterAll(() => site?.close());

  const memberClient = () => {
    const auth = OAuthStrategy({ clientId: site.clientId, frameHost: nodeFrameHost() });
    const client = createClient({
      baseUrl: site.baseUrl,
      auth,
      fetch: (input: string, init?: RequestInit) => site.siteFetch(input, init),
      modules: { members },
    });
    return { auth, client };
  };

  const loggedInMember = async () => {
    const { auth, client } = memberClient();
    const registered = await auth.register({ email: email(), password });
    expect(registered.loginState).toBe(LoginState.SUCCESS);
    auth.setTokens(
      await auth.getMemberTokensForDirectLogin(
        (registered as Extract<StateMachine, { loginState: 'SUCCESS' }>).data.sessionToken,
      ),
    );
    return client;
  };

  it('removeFactor(factorId, { password }): a wrong password is -19976, the right one removes it', async () => {
    const client = await loggedInMember();
    const { factorId, secret } = await client.members.enrollTotp();
    await client.members.confirmFactor(factorId, authenticator.generate(secret));
    expect(await client.members.listFactors()).toHaveLength(1);

    const wrong = await client.members
      .removeFactor(factorId, { password: 'not the password' })
      .catch((e) => e);
    expect(wrong).toBeInstanceOf(ApplicationError);
    expect(wrong).toMatchObject({ code: '-19976', status: 400 });
    expect(await client.members.listFactors()).toHaveLength(1);

    await client.members.removeFactor(factorId, { password });
    expect(await client.members.listFactors()).toEqual([]);
  });

  it('isRecoveryTokenUsable: true for a fresh link, false once used and for unknown tokens', async () => {
    const { auth } = memberClient();
    const address = email();
    await auth.register({ email: address, password });
    await auth.sendPasswordResetEmail(address);
    let token: string | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = await site.owner<{ messages: { body: string }[] }>(
            'GET',
            `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(address)}`,
          );
          token = messages.map((m) => /recoveryToken=([^\s&]+)/.exec(m.body)?.[1]).find(Boolean);
          return token;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    const recoveryToken = decodeURIComponent(token!);

    expect(await auth.isRecoveryTokenUsable(recoveryToken)).toBe(true);
    // Asking leaves the link usable.
    await auth.recoverPassword(recoveryToken, 'a brand new password');
    expect(await auth.isRecoveryTokenUsable(recoveryToken)).toBe(false);
    expect(await auth.isRecoveryTokenUsable('trc_unknown')).toBe(false);
  });
});
