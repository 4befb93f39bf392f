import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFrameHost } from '../../sdk/test/support/node-frame-host.ts';
import { createClient } from '@tessera/sdk/core';
import { OAuthStrategy } from '@tessera/sdk/identity';
import {
  SITE_ORIGIN,
  startMemberSite,
  type MemberSite,
} from '../../../apps/server/test/support/member-site.ts';
import {
  MemberSessionProvider,
  TesseraProvider,
  currentMemberQueryOptions,
  loginMutationOptions,
  logoutMutationOptions,
  memberKeys,
  registerMutationOptions,
  useCurrentMember,
  useMemberSession,
  verifyMutationOptions,
} from '../src/index.ts';

// The member hooks' logic against a real server: login, register, verification and logout
// answer the state machine; a SUCCESS logs the member in (direct login through the hidden-frame
// host), the session re-renders subscribers, logout clears the member's cached data.

describe('@tessera/react member session', () => {
  let site: MemberSite;
  let baseUrl: string;
  let clientId: string;

  const siteFetch = (input: string, init?: RequestInit) => site.siteFetch(input, init);
  const memberClient = () =>
    createClient({
      baseUrl,
      auth: OAuthStrategy({ clientId, frameHost: nodeFrameHost() }),
      fetch: siteFetch,
    });

  beforeAll(async () => {
    site = await startMemberSite('React test site');
    ({ baseUrl, clientId } = site);
  });
  afterAll(() => site?.close());

  it('registers with the email code, notifies the session, reads the member and logs out', async () => {
    await site.owner('PATCH', '/_api/tessera/v1/identity-settings', {
      settings: { requireEmailVerification: true },
    });
    const client = memberClient();
    const queryClient = new QueryClient();
    const changes: boolean[] = [];
    client.auth.subscribe(() => changes.push(client.auth.loggedIn()));
    const email = `react-${Date.now()}@example.com`;

    const registered = await registerMutationOptions(client, queryClient).mutationFn({
      email,
      password: 'correct horse battery',
      profile: { firstName: 'Grace' },
    });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect(client.auth.loggedIn()).toBe(false);

    // Mail goes out through the outbox after the commit.
    const code = await site.mailedCode(email);
    const verified = await verifyMutationOptions(client, queryClient).mutationFn({ code });
    expect(verified.loginState).toBe('SUCCESS');
    expect(client.auth.loggedIn()).toBe(true);
    expect(changes.at(-1)).toBe(true);

    const member = await queryClient.fetchQuery(currentMemberQueryOptions(client));
    expect(member.loginEmail).toBe(email);
    expect(queryClient.getQueryData(memberKeys.current())).toBeDefined();

    const logoutUrl = await logoutMutationOptions(client, queryClient).mutationFn({
      postLogoutRedirectUri: `${SITE_ORIGIN}/`,
    });
    expect(logoutUrl).toContain('/_api/iam/authentication/v1/logout?');
    expect(client.auth.loggedIn()).toBe(false);
    expect(changes.at(-1)).toBe(false);
    expect(queryClient.getQueryData(memberKeys.current())).toBeUndefined();
    await site.owner('PATCH', '/_api/tessera/v1/identity-settings', {
      settings: { requireEmailVerification: false },
    });
  });

  it('answers a failed login with its error code and stays logged out', async () => {
    const client = memberClient();
    const state = await loginMutationOptions(client, new QueryClient()).mutationFn({
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(state).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('renders on the server without a window: logged out, no member request', () => {
    function Account() {
      const { loggedIn } = useMemberSession();
      const member = useCurrentMember();
      return createElement('p', null, `${loggedIn ? 'in' : 'out'}:${member.fetchStatus}`);
    }
    const html = renderToString(
      createElement(
        TesseraProvider,
        { client: memberClient(), queryClient: new QueryClient() },
        createElement(MemberSessionProvider, { silentLogin: true }, createElement(Account)),
      ),
    );
    expect(html).toContain('out:idle');
  });

  it('tells a developer who passes a visitor-only client what is missing', () => {
    const visitorOnly = createClient({ baseUrl, auth: { getAuthHeaders: async () => ({}) } });
    expect(() =>
      renderToString(
        createElement(
          TesseraProvider,
          { client: visitorOnly },
          createElement(() => useMemberSession() && null),
        ),
      ),
    ).toThrow('member OAuth strategy');
  });
});
