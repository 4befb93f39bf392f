import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@tessera/contracts/routes/index';
import { appRoutes } from '../support/app-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';
import { routeSamples, urlOf, type SampleFixtures } from '../support/route-samples.ts';
import { testDialect } from '../support/database.ts';

/**
 * Arbitrary inputs per route: 60 on SQLite, 12 on PostgreSQL. Most are refused by validation before
 * any statement runs, the same code on both databases; PostgreSQL's share still sends what gets
 * through to its own statements (strings, numbers and keys of every shape), and fast-check draws new
 * inputs on every run. (12 instead of 60: 42.5 → 28.9 worker-seconds of the suite, issue 13 item 15.)
 */
const RUNS_PER_ROUTE = testDialect === 'postgres' ? 12 : 60;

/** Top-level property names of a route's payload schema, to shape arbitrary payloads like real ones. */
const keysOf = (spec: RouteSpec): string[] =>
  Object.keys((spec.input as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '$where', '');
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 })),
);

// Every route of the table, fed arbitrary payloads and path parameters as its owner: always a
// 2xx or a 4xx in the wire envelope, never a 5xx (and every answer matches its schema).
describe('route table: arbitrary input on every route', () => {
  let app: TestApp;
  let fx: SampleFixtures;

  beforeAll(async () => {
    app = await createTestApp();
    const event = await createEvent(
      app,
      { title: 'Fuzz Target', categories: { categories: [{ name: 'Fuzz' }] } },
      { fields: ['CATEGORIES'] },
    );
    fx = {
      app,
      eventId: event.id,
      slug: event.slug,
      categoryId: event.categories.categories[0].id,
      // Samples that need an event of their own get one: earlier routes may delete the fixture event.
      freshEvent: async (options) =>
        (await createEvent(app, { title: 'Fuzz Fresh' }, { draft: options?.draft ?? false })).id,
    };
  });
  afterAll(() => app.close());

  for (const spec of appRoutes) {
    it(`${spec.operationId}: no 5xx for arbitrary payloads and parameters`, async () => {
      const sample = await routeSamples[spec.operationId](fx);
      const payload = fc.oneof(
        value,
        fc.record(Object.fromEntries(keysOf(spec).map((k) => [k, value])), { requiredKeys: [] }),
      );
      const params = fc.oneof(
        fc.constant(sample.params ?? {}),
        fc.dictionary(
          fc.constantFrom(...Object.keys(sample.params ?? { x: '' })),
          fc.string({ maxLength: 40 }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(payload, params, async (input, pathParams) => {
          const url = urlOf(spec, { ...sample.params, ...pathParams });
          const response =
            spec.method === 'GET' || spec.method === 'DELETE'
              ? await app.request({
                  method: spec.method,
                  url: `${url}?.r=${encodeURIComponent(Buffer.from(JSON.stringify(input)).toString('base64'))}`,
                  headers: app.ownerHeaders(),
                })
              : await app.request({
                  method: spec.method,
                  url,
                  headers: app.ownerHeaders(),
                  payload: input as object,
                });
          const label = `${spec.method} ${url} ${JSON.stringify(input).slice(0, 300)} → ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().details, label).toBeDefined();
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
