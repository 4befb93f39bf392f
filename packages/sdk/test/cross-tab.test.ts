import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OAuthStrategy,
  createClient,
  createWebTokenStorage,
  type BroadcastChannelFactory,
  type BroadcastChannelLike,
  type Tokens,
} from '../src/index.ts';
import { sharedStorage } from './support/shared-storage.ts';

// Tabs sharing tokens (localStorage, a cookie) tell each other of changes over BroadcastChannel:
// Node's own BroadcastChannel delivers between instances of one process like a browser does
// between the tabs of an origin, so these tests use the real one.
const BASE = 'https://tessera.test';
let serial = 0;
const opened: BroadcastChannel[] = [];

/** Real channels, unref'd so an open one never keeps the test process alive. */
const realChannels: BroadcastChannelFactory = (name) => {
  const channel = new BroadcastChannel(name) as BroadcastChannel & { unref?: () => void };
  channel.unref?.();
  opened.push(channel);
  return channel as unknown as BroadcastChannelLike;
};

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

const expired = (refresh = 'member-ref-1'): Tokens => ({
  accessToken: { value: 'old', expiresAt: 1 },
  refreshToken: { value: refresh, role: 'MEMBER' },
});

/** A token endpoint that rotates: each refresh token is answered once with the next one. */
function rotatingServer(delayMs = 20) {
  const grants: string[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/oauth2/token')) {
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      grants.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return Response.json({
        access_token: `access-${grants.length}`,
        refresh_token: `member-ref-${grants.length + 1}`,
        expires_in: 3600,
      });
    }
    if (url.endsWith('/redirect-session')) {
      return Response.json({
        redirectSession: { id: 's', fullUrl: `${BASE}/_api/iam/authentication/v1/logout?state=rs_x` },
      });
    }
    return Response.json({ event: { id: 'e1' } });
  };
  return { grants, fetch };
}

function tabs(count: number, fetch: typeof globalThis.fetch | ((url: string) => Promise<Response>)) {
  const storage = sharedStorage();
  const clientId = `client-${++serial}`;
  return Array.from({ length: count }, () => {
    const auth = OAuthStrategy({
      clientId,
      storage: createWebTokenStorage(storage, 'tokens'),
      broadcastChannel: realChannels,
    });
    return { auth, client: createClient({ baseUrl: BASE, auth, fetch: fetch as typeof globalThis.fetch }) };
  });
}

describe('token changes reach the other tabs', () => {
  it("a logout in one tab re-renders the other tab's subscribers, which then read no member", async () => {
    const [a, b] = tabs(2, rotatingServer().fetch);
    a!.auth.setTokens({ ...expired(), accessToken: { value: 'live', expiresAt: 4_000_000_000 } });
    expect(b!.auth.loggedIn()).toBe(true);
    const heard = vi.fn();
    b!.auth.subscribe(heard);
    await a!.auth.logout();
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(b!.auth.loggedIn()).toBe(false);
  });

  it('memory storage (one page, or a server render) opens no channel at all', async () => {
    const open = vi.fn(realChannels);
    const auth = OAuthStrategy({ clientId: 'c', broadcastChannel: open });
    const server = rotatingServer();
    const client = createClient({ baseUrl: BASE, auth, fetch: server.fetch as typeof fetch });
    auth.subscribe(() => {});
    auth.setTokens(expired());
    await client.events.getEvent('e1');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('default locks', () => {
  const scope = globalThis as { window?: unknown; navigator?: unknown };
  const saved = { window: scope.window, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
  afterEach(() => {
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
    else delete scope.navigator;
    if (saved.window === undefined) delete scope.window;
  });
  const withLocks = () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    return request;
  };

  it("a server runtime's navigator.locks is not used: visitors' renewals must not queue behind each other", async () => {
    const request = withLocks();
    const auth = OAuthStrategy({ clientId: 'c', tokens: expired(), broadcastChannel: null });
    await createClient({
      baseUrl: BASE,
      auth,
      fetch: rotatingServer().fetch as typeof fetch,
    }).events.getEvent('e1');
    expect(request).not.toHaveBeenCalled();
  });

  it("a browser page's Web Locks hold the renewal", async () => {
    const request = withLocks();
    scope.window = {};
    const auth = OAuthStrategy({ clientId: 'c', tokens: expired(), broadcastChannel: null });
    await createClient({
      baseUrl: BASE,
      auth,
      fetch: rotatingServer().fetch as typeof fetch,
    }).events.getEvent('e1');
    expect(request).toHaveBeenCalledWith('tessera.token-renewal.c', expect.any(Function));
  });
});

describe("the hosted platform SDK's role spelling", () => {
  it('tokens kept from it (role "member") are a member session here', () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    auth.setTokens({ ...expired(), refreshToken: { value: 'r', role: 'member' as never } });
    expect(auth.loggedIn()).toBe(true);
    expect(auth.getTokens().refreshToken.role).toBe('MEMBER');

    const storage = sharedStorage();
    storage.setItem(
      'tokens',
      JSON.stringify({
        accessToken: { value: 'a', expiresAt: 1 },
        refreshToken: { value: 'r', role: 'visitor' },
      }),
    );
    expect(createWebTokenStorage(storage, 'tokens').getTokens().refreshToken).toEqual({
      value: 'r',
      role: 'VISITOR',
    });
    const unknown = OAuthStrategy({
      clientId: 'c',
      tokens: { ...expired(), refreshToken: { value: 'r', role: 'admin' as never } },
    });
    expect(unknown.getTokens().refreshToken.role).toBe('NONE');
  });
});
