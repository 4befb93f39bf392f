import { describe, expect, it } from 'vitest';
import { MAX_QUERY_STRING_LENGTH, TesseraClientError, prepareRequest, toSearchParams } from '../src/index.ts';
import { flattenParams, hasComplexArrays } from '../src/http.ts';

const decodeR = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));

describe('GET parameter encoding', () => {
  it('flattens nested objects into dotted keys', () => {
    expect(flattenParams({ query: { paging: { limit: 10, offset: 20 } }, includeDrafts: true })).toEqual({
      'query.paging.limit': 10,
      'query.paging.offset': 20,
      includeDrafts: true,
    });
  });

  it('repeats the key for arrays of scalars and drops null/undefined', () => {
    const params = toSearchParams({
      fieldsets: ['TICKETS', 'DETAILS'],
      query: { paging: { limit: 10 } },
      a: null,
      b: undefined,
    });
    expect(params.toString()).toBe('fieldsets=TICKETS&fieldsets=DETAILS&query.paging.limit=10');
  });

  it('keeps an empty payload empty', () => {
    expect(toSearchParams({}).toString()).toBe('');
  });

  it('encodes payloads with objects in arrays as .r=<base64 JSON>', () => {
    const payload = { query: { sort: [{ fieldName: 'title', order: 'ASC' }], paging: { limit: 5 } } };
    expect(hasComplexArrays(payload)).toBe(true);
    const params = toSearchParams(payload);
    expect([...params.keys()]).toEqual(['.r']);
    expect(decodeR(params.get('.r')!)).toEqual(payload);
  });

  it('encodes payloads with nested arrays as .r and survives non-ASCII text', () => {
    const payload = { matrix: [[1, 2], [3]], title: 'Zürich — ☕' };
    const params = toSearchParams(payload);
    expect(params.get('.r')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeR(params.get('.r')!)).toEqual(payload);
  });
});

describe('prepareRequest', () => {
  const base = 'https://api.example.test/';

  it('joins base and path and appends the query string to GETs', () => {
    expect(
      prepareRequest(base, {
        method: 'GET',
        path: '/events/v3/events/abc',
        payload: { fields: ['DETAILS', 'URLS'] },
      }),
    ).toEqual({
      url: 'https://api.example.test/events/v3/events/abc?fields=DETAILS&fields=URLS',
      method: 'GET',
    });
  });

  it('sends JSON bodies for POST and PATCH', () => {
    const prepared = prepareRequest(base, {
      method: 'PATCH',
      path: '/events/v3/events/1',
      payload: { event: { id: '1' } },
    });
    expect(prepared).toEqual({
      url: 'https://api.example.test/events/v3/events/1',
      method: 'PATCH',
      body: '{"event":{"id":"1"}}',
    });
  });

  it(`keeps a GET whose query string is exactly ${MAX_QUERY_STRING_LENGTH} characters`, () => {
    const value = 'x'.repeat(MAX_QUERY_STRING_LENGTH - 'q='.length);
    const prepared = prepareRequest(base, { method: 'GET', path: '/p', payload: { q: value } });
    expect(prepared.method).toBe('GET');
    expect(prepared.url.split('?')[1]).toHaveLength(4000);
    expect(prepared.body).toBeUndefined();
  });

  it('switches to POST with a JSON body when the query string passes 4000 characters', () => {
    const payload = { q: 'x'.repeat(MAX_QUERY_STRING_LENGTH - 'q='.length + 1) };
    expect(prepareRequest(base, { method: 'GET', path: '/p', payload })).toEqual({
      url: 'https://api.example.test/p',
      method: 'POST',
      body: JSON.stringify(payload),
    });
  });

  it('counts the percent-encoded length', () => {
    // each space becomes "+" and each "é" becomes "%C3%A9" (6 characters)
    const payload = { q: 'é'.repeat(700) };
    expect(prepareRequest(base, { method: 'GET', path: '/p', payload }).method).toBe('POST');
  });

  it('rejects unknown methods and bad base URLs locally', () => {
    expect(() => prepareRequest(base, { method: 'TRACE' as never, path: '/p' })).toThrow(TesseraClientError);
    expect(() => prepareRequest('not a url', { method: 'GET', path: '/p' })).toThrow(TesseraClientError);
  });
});
