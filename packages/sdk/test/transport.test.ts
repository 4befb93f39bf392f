import { describe, expect, it } from 'vitest';
import { getEventBySlug } from '@tessera/contracts/routes/events.endpoints';
import {
  ApiKeyStrategy,
  ApplicationError,
  MalformedResponseError,
  RequestAbortedError,
  RequestTimeoutError,
  SystemError,
  TesseraClientError,
  createClient,
} from '../src/index.ts';
import { endpointPath } from '../src/path.ts';
import { backoffDelay, nextRetryDelay, retryAfterMs, DEFAULT_RETRY } from '../src/retry.ts';

type Answer = Response | Error | 'hang';

/** A fetch answering from a queue; 'hang' never answers but honours the abort signal. */
function scripted(answers: Answer[]) {
  const calls: Array<{ method: string; url: string; signal?: AbortSignal | null }> = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, signal: init.signal });
    const next = answers.shift();
    if (next === undefined) throw new Error(`unexpected call to ${url}`);
    if (next === 'hang') {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  const client = createClient({
    baseUrl: 'https://t.test',
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
    fetch,
    retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 50 },
  });
  return { client, calls };
}

const event = () => Response.json({ event: { id: 'e1' } });
const page = () => Response.json({ events: [], pagingMetadata: { count: 0, offset: 0, total: 0 } });
const status = (code: number, headers: Record<string, string> = {}) =>
  Response.json({ message: 'no' }, { status: code, statusText: `S${code}`, headers });

describe('retries', () => {
  it('retries a GET read after network errors, 5xx and 429', async () => {
    const { client, calls } = scripted([new TypeError('fetch failed'), status(503), status(429), event()]);
    await expect(client.events.getEvent('e1')).resolves.toEqual({ id: 'e1' });
    expect(calls).toHaveLength(4);
  });

  it('gives up after the configured retries with the last error', async () => {
    const { client, calls } = scripted([status(500), status(502), status(503), status(504)]);
    await expect(client.events.getEventBySlug('x')).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(4);
  });

  it('never retries a 4xx other than 429', async () => {
    const { client, calls } = scripted([status(404)]);
    await expect(client.events.getEvent('e1')).rejects.toBeInstanceOf(ApplicationError);
    expect(calls).toHaveLength(1);
  });

  it('retries a query (a POST that only reads) and the POST fallback of a long GET', async () => {
    const { client, calls } = scripted([status(503), page(), status(502), event()]);
    await client.events.queryEvents({});
    await client.events.getEventBySlug('x', { fields: Array(600).fill('DETAILS') });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
  });

  it('retries a write too: it carries one Idempotency-Key (idempotent-writes.test.ts)', async () => {
    const { client, calls } = scripted([status(503), event()]);
    await expect(client.events.createEvent({ title: 'T' })).resolves.toEqual({ id: 'e1' });
    const again = scripted([new TypeError('fetch failed'), Response.json({ deleted: 0 })]);
    await again.client.events.bulkDeleteEventsByFilter({ title: 'x' });
    expect([calls.length, again.calls.length]).toEqual([2, 2]);
  });

  it('waits as long as Retry-After says, and stops when it asks for longer than the cap', async () => {
    const { client, calls } = scripted([status(429, { 'retry-after': '0' }), event()]);
    await expect(client.events.getEvent('e1')).resolves.toEqual({ id: 'e1' });
    expect(calls).toHaveLength(2);
    const patient = scripted([status(503, { 'retry-after': '3600' })]);
    await expect(patient.client.events.getEvent('e1')).rejects.toMatchObject({ status: 503 });
    expect(patient.calls).toHaveLength(1);
  });

  it('doubles the backoff with jitter, capped', () => {
    const options = { retries: 5, baseDelayMs: 100, maxDelayMs: 300 };
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, options, () => 0))).toEqual([50, 100, 150, 150]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, options, () => 1))).toEqual([100, 200, 300, 300]);
    expect(nextRetryDelay(0, 404, undefined, DEFAULT_RETRY)).toBeUndefined();
    expect(nextRetryDelay(DEFAULT_RETRY.retries, 503, undefined, DEFAULT_RETRY)).toBeUndefined();
    expect(nextRetryDelay(0, 429, 2000, DEFAULT_RETRY)).toBe(2000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('abort and time limits', () => {
  it('passes an abort signal to fetch and raises RequestAbortedError when the caller aborts', async () => {
    const { client, calls } = scripted(['hang']);
    const controller = new AbortController();
    const pending = client.events.getEvent('e1', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('user left'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect((error as RequestAbortedError).cause).toEqual(new Error('user left'));
    expect(calls[0].signal?.aborted).toBe(true);
  });

  it('does not send a call whose signal has already fired', async () => {
    const { client, calls } = scripted([]);
    await expect(client.events.queryEvents({}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    );
    expect(calls).toHaveLength(0);
  });

  it('aborting during a retry wait ends the call at once', async () => {
    const { calls } = scripted([]);
    const slow = createClient({
      baseUrl: 'https://t.test',
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch: async (url) => (calls.push({ method: 'GET', url }), status(503)),
      retry: { retries: 3, baseDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    const controller = new AbortController();
    const started = Date.now();
    const pending = slow.events.getEvent('e1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls).toHaveLength(1);
  });

  it('raises RequestTimeoutError after the call time limit, and after the client default', async () => {
    const { client } = scripted(['hang']);
    const error = await client.events.getEvent('e1', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({ timeoutMs: 30, code: 'DEADLINE_EXCEEDED' });

    const withDefault = createClient({
      baseUrl: 'https://t.test',
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch: hang,
      timeoutMs: 30,
    });
    await expect(withDefault.events.deleteEvent('e1')).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});

/** A server that never answers; only the abort signal ends the wait. */
function hang(_url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((_, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
  );
}

describe('malformed answers', () => {
  it('raises MalformedResponseError for an event call answered without "event"', async () => {
    const { client } = scripted([Response.json({}, { headers: { 'x-wix-request-id': 'r9' } })]);
    const error = await client.events.getEventBySlug('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({
      message: 'Malformed response from GetEventBySlug: "event" is missing, request id: r9',
      requestId: 'r9',
    });
  });

  it('raises MalformedResponseError for a query answered without events or paging metadata', async () => {
    const { client } = scripted([
      Response.json({ pagingMetadata: {} }),
      Response.json({ events: [] }),
      Response.json({ facets: null }),
    ]);
    await expect(client.events.queryEvents({})).rejects.toThrow(/"events" is missing/);
    await expect(client.events.queryEvents({})).rejects.toThrow(/"pagingMetadata" is missing/);
    await expect(client.events.countEventsByStatus()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('paths from the route table', () => {
  it('fills :param segments URI-encoded', () => {
    expect(endpointPath(getEventBySlug, { slug: 'a/b c' })).toBe('/events/v3/events/slug/a%2Fb%20c');
  });

  it('refuses an empty id locally instead of addressing another route', async () => {
    const { client, calls } = scripted([]);
    await expect(client.events.getEvent('')).rejects.toBeInstanceOf(TesseraClientError);
    await expect(client.events.deleteEvent('')).rejects.toThrow('DeleteEvent: eventId is required');
    expect(calls).toHaveLength(0);
  });
});
