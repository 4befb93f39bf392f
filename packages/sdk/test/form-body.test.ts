import { describe, expect, it } from 'vitest';
import { TesseraClientError } from '../src/errors.ts';
import { prepareRequest } from '../src/http.ts';
import { createHttpClient } from '../src/transport.ts';

// A FormData body (an upload) goes through the transport as it is: the runtime sets its
// multipart Content-Type with the boundary, so the transport must not set one.
describe('a form body', () => {
  it('is sent as it is by POST, PUT and PATCH; GET, DELETE or a payload beside it is a local error', () => {
    const form = new FormData();
    form.append('altText', 'x');
    expect(prepareRequest('http://h', { method: 'POST', path: '/up', form })).toEqual({
      url: 'http://h/up',
      method: 'POST',
      body: form,
    });
    expect(() => prepareRequest('http://h', { method: 'GET', path: '/up', form })).toThrow(
      TesseraClientError,
    );
    expect(() => prepareRequest('http://h', { method: 'DELETE', path: '/up', form })).toThrow(
      TesseraClientError,
    );
    expect(() =>
      prepareRequest('http://h', { method: 'PATCH', path: '/up', form, payload: { a: 1 } }),
    ).toThrow(TesseraClientError);
  });

  it('carries no Content-Type of the transport and, with idempotencyKey false, no key and one attempt', async () => {
    const seen: RequestInit[] = [];
    const http = createHttpClient({
      baseUrl: 'http://h',
      getHeaders: async () => ({ Authorization: 'k' }),
      fetch: async (_url, init) => {
        seen.push(init!);
        return new Response('{}', { status: 503 });
      },
      retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const form = new FormData();
    await expect(
      http.request({ method: 'POST', path: '/up', form, idempotencyKey: false }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(seen).toHaveLength(1);
    const headers = seen[0]!.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Idempotency-Key']).toBeUndefined();
    expect(seen[0]!.body).toBe(form);
  });
});
