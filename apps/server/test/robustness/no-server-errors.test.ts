import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Bad input always gets a 4xx in the wire format, never a 5xx (random bodies and query strings).
describe('arbitrary input never causes a server error', () => {
  let app: TestApp;
  let eventId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const created = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'Target',
          location: { type: 'ONLINE' },
          dateAndTimeSettings: { startDate: '2030-01-01T10:00:00Z', endDate: '2030-01-01T12:00:00Z' },
          registration: { initialType: 'RSVP' },
        },
      },
    });
    eventId = created.json().event.id;
  });
  afterAll(() => app.close());

  const routes = () => [
    { method: 'POST' as const, url: '/events/v3/events' },
    { method: 'POST' as const, url: `/events/v3/events/${eventId}/clone` },
    { method: 'PATCH' as const, url: `/events/v3/events/${eventId}` },
    { method: 'POST' as const, url: '/events/v3/events/query' },
    { method: 'POST' as const, url: '/events/v3/events/count-by-status' },
    { method: 'POST' as const, url: '/events/v3/bulk/events/cancel-by-filter' },
    { method: 'POST' as const, url: '/oauth2/token' },
  ];

  // Bodies shaped like the real ones, with arbitrary values in the places that matter.
  const filterValue = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        '$eq',
        '$ne',
        '$gt',
        '$in',
        '$nin',
        '$exists',
        '$startsWith',
        '$hasSome',
        '$hasAll',
        '$bogus',
      ),
      fc.jsonValue(),
    ),
  );
  const filter = fc.dictionary(
    fc.constantFrom(
      'title',
      'status',
      'dateAndTimeSettings.startDate',
      'categories.id',
      '_id',
      '$and',
      '$or',
      '$not',
      'nope',
    ),
    filterValue,
  );
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record({
      query: fc.record({ filter, sort: fc.jsonValue(), paging: fc.jsonValue() }, { requiredKeys: [] }),
    }),
    fc.record(
      {
        filter: fc.oneof(filter, fc.record({ filter })),
        facet: fc.jsonValue(),
        includeDrafts: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { event: fc.jsonValue(), fields: fc.jsonValue(), fieldMask: fc.jsonValue(), draft: fc.jsonValue() },
      { requiredKeys: [] },
    ),
    fc.record(
      { clientId: fc.jsonValue(), grantType: fc.jsonValue(), refreshToken: fc.jsonValue() },
      { requiredKeys: [] },
    ),
  );

  it('answers 4xx or 200 to arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes()), body, async (route, payload) => {
        const response = await app.request({
          ...route,
          headers: app.ownerHeaders(),
          payload: payload as any,
        });
        expect(
          response.statusCode,
          `${route.method} ${route.url} ${JSON.stringify(payload)} → ${response.body}`,
        ).toBeLessThan(500);
        const json = response.json();
        if (response.statusCode >= 400) expect(json.details).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });

  it('answers 4xx or 200 to arbitrary GET query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.jsonValue(), async (raw, payload) => {
        const encoded = Buffer.from(JSON.stringify(payload)).toString('base64');
        for (const query of [raw, `.r=${encodeURIComponent(encoded)}`, `fields=${encodeURIComponent(raw)}`]) {
          const response = await app.request({
            method: 'GET',
            url: `/events/v3/events/${eventId}?${query}`,
            headers: app.ownerHeaders(),
          });
          expect(response.statusCode, `${query} → ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a malformed JSON body with a 400 envelope', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('body');
  });
});
