import { describe, expect, it } from 'vitest';
import {
  OAuthStrategy,
  createClient,
  createCookieTokenStorage,
  createWebTokenStorage,
  type LockManagerLike,
  type Tokens,
} from '../src/index.ts';
import { sharedStorage } from './support/shared-storage.ts';

const BASE = 'https://tessera.test';

/** Web Locks as a browser gives them to every tab of an origin: one holder per name, in order. */
function sharedLocks(): LockManagerLike & { held: number } {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    held: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(async () => {
        locks.held++;
        try {
          return await callback();
        } finally {
          locks.held--;
        }
      });
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return locks;
}

const expired: Tokens = {
  accessToken: { value: 'old', expiresAt: 1 },
  refreshToken: { value: 'member-ref-1', role: 'MEMBER' },
};

describe('token renewal across tabs', () => {
  it("two tabs needing a renewal at once send one refresh grant; the second takes the first tab's tokens", async () => {
    const storage = sharedStorage();
    const locks = sharedLocks();
    const grants: unknown[] = [];
    const fetch = async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/oauth2/token')) {
        grants.push(JSON.parse(String(init.body)));
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Response.json({ access_token: 'fresh', refresh_token: 'member-ref-2', expires_in: 3600 });
      }
      return Response.json({ event: { id: 'e1' } });
    };
    const tab = () => {
      const auth = OAuthStrategy({ clientId: 'c', storage: createWebTokenStorage(storage, 'k'), locks });
      return { auth, client: createClient({ baseUrl: BASE, auth, fetch }) };
    };
    const [first, second] = [tab(), tab()];
    first.auth.setTokens(expired);
    await Promise.all([first.client.events.getEvent('e1'), second.client.events.getEvent('e1')]);
    expect(grants).toEqual([{ clientId: 'c', grantType: 'refresh_token', refreshToken: 'member-ref-1' }]);
    expect(second.auth.getTokens().refreshToken).toEqual({ value: 'member-ref-2', role: 'MEMBER' });
    expect(locks.held).toBe(0);
  });

  it('without a lock (memory storage, one page) concurrent calls still share one request', async () => {
    let grants = 0;
    const fetch = async (url: string) => {
      if (url.endsWith('/oauth2/token')) {
        grants++;
        return Response.json({ access_token: 'a', refresh_token: 'r', expires_in: 3600 });
      }
      return Response.json({ event: { id: 'e1' } });
    };
    const auth = OAuthStrategy({ clientId: 'c', locks: null });
    const client = createClient({ baseUrl: BASE, auth, fetch });
    await Promise.all([1, 2, 3].map(() => client.events.getEvent('e1')));
    expect(grants).toBe(1);
  });
});

describe('cookie token storage', () => {
  it('writes one cookie with path /, an expiry in days and SameSite, and reads it back', () => {
    const written: string[] = [];
    const jar = {
      get cookie() {
        const last = written.at(-1);
        return `other=1; ${last ? last.split(';')[0] : ''}`;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const storage = createCookieTokenStorage({ jar, days: 7, secure: true });
    expect(storage.getTokens().refreshToken.role).toBe('NONE');
    storage.setTokens(expired);
    expect(written[0]).toMatch(/^tessera_tokens=[^;]+; Path=\/; Max-Age=604800; SameSite=Lax; Secure$/);
    expect(storage.getTokens()).toEqual(expired);
  });

  it('treats a tampered cookie as no tokens', () => {
    const jar = { cookie: 'tessera_tokens=%7B%22accessToken%22%3A1%7D' };
    expect(createCookieTokenStorage({ jar }).getTokens().accessToken.value).toBe('');
  });

  it('explains what is missing when there is no document (server-side rendering)', () => {
    expect(() => createCookieTokenStorage().getTokens()).toThrow('needs a document');
  });
});
