import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiKeyStrategy, createClient, type FetchFn } from '@tessera/sdk';
import { createClient as createCoreClient } from '@tessera/sdk/core';
import { events } from '@tessera/sdk/events';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { eventBySlugQueryOptions, eventsQueryOptions } from '../src/index.ts';
import { eventsAdmin as requireAdmin } from '../src/client-modules.ts';

/** A server that never answers and records the signal of each request. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch: FetchFn = (_url, init = {}) => {
    signals.push(init.signal!);
    return new Promise((_, reject) =>
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
    );
  };
  return { fetch, signals };
}

const owner = (fetch: FetchFn) =>
  createClient({ baseUrl: 'https://t.test', auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }), fetch });

describe('query hooks pass TanStack’s abort signal to the SDK', () => {
  it('cancelling an event-by-slug query aborts its HTTP request', async () => {
    const { fetch, signals } = hangingFetch();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = eventBySlugQueryOptions(owner(fetch), 'summer');
    const pending = queryClient.fetchQuery(options).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(signals[0].aborted).toBe(true);
    await pending;
  });

  it('cancelling an events query aborts its HTTP request', async () => {
    const { fetch, signals } = hangingFetch();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = eventsQueryOptions(owner(fetch), { filter: { status: 'UPCOMING' } });
    const pending = queryClient.fetchQuery(options).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(signals.map((s) => s.aborted)).toEqual([true]);
    await pending;
  });
});

describe('hooks on a modular client', () => {
  it('reads work with the visitor module alone; writes name the module they need', async () => {
    const fetch: FetchFn = async (url) =>
      url.endsWith('/oauth2/token')
        ? Response.json({ access_token: 'a', refresh_token: 'r', expires_in: 60 })
        : Response.json({ event: { id: 'e1', slug: 'summer' } });
    const visitor = createCoreClient({
      baseUrl: 'https://t.test',
      auth: OAuthStrategy({ clientId: 'c' }),
      modules: { events },
      fetch,
    });
    const event = await new QueryClient().fetchQuery(eventBySlugQueryOptions(visitor, 'summer'));
    expect(event).toEqual({ id: 'e1', slug: 'summer' });
    expect(() => requireAdmin(visitor)).toThrow('events-admin module');
  });
});
