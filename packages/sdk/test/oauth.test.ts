import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiKeyStrategy,
  ApplicationError,
  MalformedResponseError,
  OAuthStrategy,
  RequestTimeoutError,
  SystemError,
  createClient,
  isTokenExpired,
  type Tokens,
} from '../src/index.ts';

const BASE = 'https://tessera.test';
const NOW = 1_800_000_000; // epoch seconds

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records every call and answers from a queue of responses. */
function recordingFetch(responses: Array<() => Response>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    return next();
  };
  return { fetch, calls };
}

const tokenResponse =
  (access: string, refresh: string, expiresIn = 3600) =>
  () =>
    Response.json({
      access_token: access,
      refresh_token: refresh,
      expires_in: expiresIn,
      token_type: 'Bearer',
    });
const eventResponse = () => () => Response.json({ event: { id: 'e1', title: 'Launch' } });

const tokens = (
  access: string,
  expiresAt: number,
  refresh: string,
  role: Tokens['refreshToken']['role'],
): Tokens => ({
  accessToken: { value: access, expiresAt },
  refreshToken: { value: refresh, role },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isTokenExpired', () => {
  it('compares epoch seconds with now', () => {
    expect(isTokenExpired({ value: 'a', expiresAt: NOW - 1 })).toBe(true);
    expect(isTokenExpired({ value: 'a', expiresAt: NOW })).toBe(false);
    expect(isTokenExpired({ value: 'a', expiresAt: NOW + 60 })).toBe(false);
  });
});

describe('OAuthStrategy', () => {
  it('makes an anonymous visitor grant when there are no tokens', async () => {
    const { fetch, calls } = recordingFetch([tokenResponse('acc-1', 'ref-1', 14400), eventResponse()]);
    const auth = OAuthStrategy({ clientId: 'client-1' });
    const client = createClient({ baseUrl: `${BASE}/`, auth, fetch });

    await expect(client.events.getEvent('e1')).resolves.toEqual({ id: 'e1', title: 'Launch' });

    expect(calls[0]).toMatchObject({
      url: `${BASE}/oauth2/token`,
      method: 'POST',
      body: { clientId: 'client-1', grantType: 'anonymous' },
    });
    expect(calls[1].url).toBe(`${BASE}/events/v3/events/e1`);
    expect(calls[1].headers.Authorization).toBe('acc-1');
    expect(auth.getTokens()).toEqual(tokens('acc-1', NOW + 14400, 'ref-1', 'VISITOR'));
    expect(auth.loggedIn()).toBe(false);
  });

  it('reuses a valid access token without calling the token endpoint', async () => {
    const { fetch, calls } = recordingFetch([eventResponse()]);
    const auth = OAuthStrategy({ clientId: 'c', tokens: tokens('acc', NOW + 10, 'ref', 'VISITOR') });
    await createClient({ baseUrl: BASE, auth, fetch }).events.getEvent('e1');
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/events/v3/events/e1`]);
    expect(calls[0].headers.Authorization).toBe('acc');
  });

  it('renews an expired access token with the refresh token, keeps the member role and takes the rotated token', async () => {
    const { fetch, calls } = recordingFetch([tokenResponse('acc-2', 'member-ref-2', 600), eventResponse()]);
    const auth = OAuthStrategy({ clientId: 'c', tokens: tokens('old', NOW - 1, 'member-ref', 'MEMBER') });
    await createClient({ baseUrl: BASE, auth, fetch }).events.getEvent('e1');

    expect(calls[0].body).toEqual({ clientId: 'c', grantType: 'refresh_token', refreshToken: 'member-ref' });
    expect(calls[1].headers.Authorization).toBe('acc-2');
    expect(auth.getTokens()).toEqual(tokens('acc-2', NOW + 600, 'member-ref-2', 'MEMBER'));
    expect(auth.loggedIn()).toBe(true);
  });

  it('renews an empty access token with the refresh token', async () => {
    const { fetch, calls } = recordingFetch([tokenResponse('acc-3', 'x'), eventResponse()]);
    const auth = OAuthStrategy({ clientId: 'c', tokens: tokens('', 0, 'visitor-ref', 'VISITOR') });
    await createClient({ baseUrl: BASE, auth, fetch }).events.getEvent('e1');
    expect(calls[0].body).toMatchObject({ grantType: 'refresh_token', refreshToken: 'visitor-ref' });
  });

  it('falls back to an anonymous grant when the refresh grant is refused', async () => {
    const { fetch, calls } = recordingFetch([
      () => Response.json({ message: 'revoked' }, { status: 400, statusText: 'Bad Request' }),
      tokenResponse('acc-v', 'ref-v'),
      eventResponse(),
    ]);
    const auth = OAuthStrategy({ clientId: 'c', tokens: tokens('old', NOW - 100, 'revoked-ref', 'MEMBER') });
    await createClient({ baseUrl: BASE, auth, fetch }).events.getEvent('e1');

    expect(calls.map((c) => (c.body as { grantType?: string } | undefined)?.grantType)).toEqual([
      'refresh_token',
      'anonymous',
      undefined,
    ]);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'ref-v', role: 'VISITOR' });
    expect(auth.loggedIn()).toBe(false);
  });

  it('raises the token failure message with status text and request id', async () => {
    const { fetch } = recordingFetch([
      () =>
        new Response('', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'x-wix-request-id': 'rid-7' },
        }),
    ]);
    const client = createClient({ baseUrl: BASE, auth: OAuthStrategy({ clientId: 'c' }), fetch });
    const error = await client.events.getEvent('e1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      message: 'Failed to fetch tokens from OAuth API: Service Unavailable. request id: rid-7.',
      status: 503,
      requestId: 'rid-7',
    });
  });

  it('appends a readable error body to the token failure message', async () => {
    const { fetch } = recordingFetch([
      () =>
        Response.json(
          { message: 'unknown client' },
          { status: 400, statusText: 'Bad Request', headers: { 'x-wix-request-id': 'r' } },
        ),
    ]);
    const auth = OAuthStrategy({ clientId: 'nope' });
    const error = await auth.getAuthHeaders({ baseUrl: BASE, fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      message:
        'Failed to fetch tokens from OAuth API: Bad Request. request id: r. Response: {"message":"unknown client"}',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('shares one token request between concurrent calls', async () => {
    const { fetch, calls } = recordingFetch([tokenResponse('shared', 'r'), eventResponse(), eventResponse()]);
    const client = createClient({ baseUrl: BASE, auth: OAuthStrategy({ clientId: 'c' }), fetch });
    await Promise.all([client.events.getEvent('e1'), client.events.getEvent('e1')]);
    expect(calls.filter((c) => c.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(calls.slice(1).map((c) => c.headers.Authorization)).toEqual(['shared', 'shared']);
  });

  it('renews again once the stored token has expired', async () => {
    const { fetch, calls } = recordingFetch([
      tokenResponse('first', 'r', 60),
      eventResponse(),
      tokenResponse('second', 'r', 60),
      eventResponse(),
    ]);
    const client = createClient({ baseUrl: BASE, auth: OAuthStrategy({ clientId: 'c' }), fetch });
    await client.events.getEvent('e1');
    vi.setSystemTime((NOW + 61) * 1000);
    await client.events.getEvent('e1');
    expect(calls[2].body).toEqual({ clientId: 'c', grantType: 'refresh_token', refreshToken: 'r' });
    expect(calls[3].headers.Authorization).toBe('second');
  });

  it('rejects a token answer without an access token instead of sending an empty one', async () => {
    const { fetch, calls } = recordingFetch([
      () => Response.json({ refresh_token: 'r', expires_in: 60 }, { headers: { 'x-wix-request-id': 'm1' } }),
    ]);
    const client = createClient({ baseUrl: BASE, auth: OAuthStrategy({ clientId: 'c' }), fetch });
    const error = await client.events.getEvent('e1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({
      message: 'Failed to fetch tokens from OAuth API: access_token is missing. request id: m1.',
      requestId: 'm1',
    });
    expect(calls).toHaveLength(1);
  });

  it('rejects an anonymous grant answer without a refresh token', async () => {
    const { fetch } = recordingFetch([() => Response.json({ access_token: 'a', expires_in: 60 })]);
    const auth = OAuthStrategy({ clientId: 'c' });
    await expect(auth.getAuthHeaders({ baseUrl: BASE, fetch })).rejects.toThrow(
      'Failed to fetch tokens from OAuth API: refresh_token is missing. request id: null.',
    );
    expect(auth.getTokens().accessToken.value).toBe('');
  });

  it('keeps a member session when renewal fails on a server error (no silent anonymous grant)', async () => {
    const { fetch, calls } = recordingFetch([
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    ]);
    const member = tokens('old', NOW - 1, 'member-ref', 'MEMBER');
    const auth = OAuthStrategy({ clientId: 'c', tokens: member });
    const error = await createClient({ baseUrl: BASE, auth, fetch })
      .events.getEvent('e1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({ status: 502, message: expect.stringMatching(/^Failed to fetch tokens/) });
    expect(calls).toHaveLength(1);
    expect(auth.getTokens()).toEqual(member);
  });

  it('gives up on a token request after the client time limit', async () => {
    const hanging = (_url: string, init: RequestInit = {}) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const client = createClient({
      baseUrl: BASE,
      auth: OAuthStrategy({ clientId: 'c' }),
      fetch: hanging,
      timeoutMs: 50,
    });
    await expect(client.events.getEvent('e1')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("setTokens / loggedIn / logout: a logout session made with the member's token, then both tokens cleared", async () => {
    const fullUrl = `${BASE}/_api/iam/authentication/v1/logout?state=rs_1&clientId=c`;
    const { fetch, calls } = recordingFetch([
      () => Response.json({ redirectSession: { id: 's1', fullUrl } }),
    ]);
    const auth = OAuthStrategy({ clientId: 'c' });
    createClient({ baseUrl: BASE, auth, fetch });
    expect(auth.loggedIn()).toBe(false);
    auth.setTokens(tokens('a', NOW + 10_000, 'r', 'MEMBER'));
    expect(auth.loggedIn()).toBe(true);
    const { logoutUrl } = await auth.logout('https://shop.example/bye?x=1');
    expect(logoutUrl).toBe(fullUrl);
    expect(calls[0]).toMatchObject({
      url: `${BASE}/_api/redirects-api/v1/redirect-session`,
      method: 'POST',
      headers: { Authorization: 'a' },
      body: { logout: { clientId: 'c' }, callbacks: { postFlowUrl: 'https://shop.example/bye?x=1' } },
    });
    expect(auth.getTokens()).toEqual(tokens('', 0, '', 'NONE'));
    expect(auth.loggedIn()).toBe(false);
  });

  it('logout forgets the tokens even when the server refuses the logout session', async () => {
    const { fetch } = recordingFetch([() => Response.json({ message: 'bad', details: {} }, { status: 400 })]);
    const auth = OAuthStrategy({ clientId: 'c' });
    createClient({ baseUrl: BASE, auth, fetch });
    auth.setTokens(tokens('a', NOW + 10_000, 'r', 'MEMBER'));
    await expect(auth.logout('https://shop.example/')).rejects.toThrow();
    expect(auth.loggedIn()).toBe(false);
  });

  it('needs a client before its own calls', async () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    await expect(auth.generateVisitorTokens()).rejects.toThrow('Pass the strategy to createClient');
  });

  it('reads and writes tokens through a custom storage', async () => {
    let stored = tokens('', 0, '', 'NONE');
    const storage = { getTokens: () => stored, setTokens: (t: Tokens) => void (stored = t) };
    const { fetch } = recordingFetch([tokenResponse('from-storage', 'r')]);
    const auth = OAuthStrategy({ clientId: 'c', storage });
    await expect(auth.getAuthHeaders({ baseUrl: BASE, fetch })).resolves.toEqual({
      Authorization: 'from-storage',
    });
    expect(stored.accessToken.value).toBe('from-storage');
  });
});

describe('ApiKeyStrategy', () => {
  it('sends the raw API key and the site id', async () => {
    const { fetch, calls } = recordingFetch([eventResponse()]);
    const client = createClient({
      baseUrl: BASE,
      auth: ApiKeyStrategy({ apiKey: 'key-1', siteId: 'site-1' }),
      fetch,
    });
    await client.events.publishDraftEvent('e1', { fields: ['URLS'] });
    expect(calls[0]).toMatchObject({
      url: `${BASE}/events/v3/events/e1/publish`,
      method: 'POST',
      body: { fields: ['URLS'] },
    });
    expect(calls[0].headers).toMatchObject({
      Authorization: 'key-1',
      'wix-site-id': 'site-1',
      'Content-Type': 'application/json',
    });
  });
});
