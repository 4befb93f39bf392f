import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/transport.ts';
import { newIdempotencyKey } from '../src/http.ts';
import { nextRetryDelay, DEFAULT_RETRY } from '../src/retry.ts';

type Answer = Response | Error;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A transport whose fetch answers from a queue and records each attempt's headers. */
function scripted(answers: Answer[]) {
  const sent: Array<{ method: string; headers: Record<string, string> }> = [];
  const http = createHttpClient({
    baseUrl: 'https://t.test',
    getHeaders: async () => ({ Authorization: 'k' }),
    fetch: async (_url, init = {}) => {
      sent.push({ method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) } });
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      if (next instanceof Error) throw next;
      return next;
    },
    retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 50 },
  });
  const keys = () => sent.map((s) => s.headers['Idempotency-Key']);
  return { http, sent, keys };
}

const ok = () => Response.json({ done: true });
const failure = (status: number, code = 'X', headers: Record<string, string> = {}) =>
  Response.json(
    { message: code, details: { applicationError: { code, description: code } } },
    { status, headers },
  );

describe('writes carry an Idempotency-Key and are retried with it', () => {
  it('sends one random UUID key on every attempt of a write, through network errors, 5xx and 429', async () => {
    const { http, keys } = scripted([new TypeError('fetch failed'), failure(503), failure(429), ok()]);
    await expect(http.request({ method: 'POST', path: '/things', payload: { a: 1 } })).resolves.toEqual({
      done: true,
    });
    const sent = keys();
    expect(sent).toHaveLength(4);
    expect(sent[0]).toMatch(UUID);
    expect(new Set(sent).size).toBe(1);
  });

  it('uses a new key for each call', async () => {
    const { http, keys } = scripted([ok(), ok()]);
    await http.request({ method: 'PATCH', path: '/things/1', payload: {} });
    await http.request({ method: 'PATCH', path: '/things/1', payload: {} });
    expect(keys()[0]).not.toBe(keys()[1]);
  });

  it('waits out the server’s 409 while an earlier attempt still runs, not other 409s', async () => {
    const busy = scripted([failure(409, 'IDEMPOTENCY_KEY_IN_USE', { 'retry-after': '0' }), ok()]);
    await expect(busy.http.request({ method: 'DELETE', path: '/things/1' })).resolves.toEqual({ done: true });
    expect(busy.sent).toHaveLength(2);
    const conflict = scripted([failure(409, 'SLUG_ALREADY_EXISTS')]);
    await expect(conflict.http.request({ method: 'POST', path: '/things' })).rejects.toMatchObject({
      status: 409,
    });
    expect(conflict.sent).toHaveLength(1);
    const reused = scripted([failure(422, 'IDEMPOTENCY_KEY_REUSED')]);
    await expect(reused.http.request({ method: 'POST', path: '/things' })).rejects.toMatchObject({
      status: 422,
    });
    expect(reused.sent).toHaveLength(1);
  });

  it('sends no key with reads, and honours a given key or none', async () => {
    const { http, keys } = scripted([ok(), ok(), ok(), failure(503)]);
    await http.request({ method: 'GET', path: '/things' });
    await http.request({ method: 'POST', path: '/things/query', idempotent: true });
    await http.request({ method: 'POST', path: '/things', idempotencyKey: 'order-42' });
    await expect(
      http.request({ method: 'POST', path: '/login', idempotencyKey: false }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(keys()).toEqual([undefined, undefined, 'order-42', undefined]);
  });

  it('makes v4 UUIDs without crypto.randomUUID too', () => {
    const original = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('retries a 409 only for the key-in-use code', () => {
    expect(nextRetryDelay(0, 409, 0, DEFAULT_RETRY, 'IDEMPOTENCY_KEY_IN_USE')).toBe(0);
    expect(nextRetryDelay(0, 409, 0, DEFAULT_RETRY, 'OTHER')).toBeUndefined();
  });
});
