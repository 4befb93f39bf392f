import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../apps/server/test/support/free-port.ts';
import { nodeFrameHost } from '../../sdk/test/support/node-frame-host.ts';
import { createClient } from '@tessera/sdk/core';
import { OAuthStrategy } from '@tessera/sdk/identity';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
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
const SITE_ORIGIN = 'http://localhost:5173';

describe('@tessera/react member session', () => {
  let app: TestApp;
  let baseUrl: string;
  let clientId: string;

  const siteFetch = (input: string, init: RequestInit = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: SITE_ORIGIN } });
  const memberClient = () =>
    createClient({
      baseUrl,
      auth: OAuthStrategy({ clientId, frameHost: nodeFrameHost() }),
      fetch: siteFetch,
    });

  async function owner(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    const port = await freePort();
    app = await createTestApp({
      publicUrl: `http://127.0.0.1:${port}`,
      app: { identity: { captcha: { kind: 'test' }, rateLimits: false } },
    });
    baseUrl = await app.server.listen({ port, host: '127.0.0.1' });
    const created = await owner('POST', '/_api/tessera/v1/oauth-clients', {
      client: { name: 'React test site', allowedRedirectOrigins: ['http://localhost:*'] },
    });
    clientId = created.client.id;
  });
  afterAll(() => app.close());

  it('registers with the email code, notifies the session, reads the member and logs out', async () => {
    await owner('PATCH', '/_api/tessera/v1/identity-settings', {
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
    let code = '';
    await expect
      .poll(
        async () => {
          const { messages } = await owner(
            'GET',
            `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(email)}`,
          );
          code = /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1] ?? '';
          return code;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);
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
    await owner('PATCH', '/_api/tessera/v1/identity-settings', {
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
