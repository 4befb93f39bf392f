import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@tessera/contracts/routes/index';
import { sameSnapshot, settledSiteSnapshots, type SiteSnapshot } from './site-snapshot.ts';
import type { SampleCall, SampleFixtures } from './route-samples/types.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Hostile variants of a valid request body (H65, issue 15 item 10): each variant changes ONE
 * place of the body — a prototype key added to an object, a string made 1 MB or an unknown
 * enum value, an array made 10,000 long, a number negative / fractional / beyond the currency's
 * digits / beyond 2^53, an object replaced by deep nesting. The body is JSON text, so
 * `__proto__` keys reach the server as real keys (JSON.stringify would drop them).
 */
export interface HostileVariant {
  what: string;
  body: string;
}

type Path = (string | number)[];
const PROTO_MARK = '"__hostile_proto_key__"';
const HUGE_STRING = 'x'.repeat(1_000_000);
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const clone = <T>(value: T): T => structuredClone(value);

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** Every place of a JSON value with its path (objects and arrays before their contents). */
function placesOf(value: unknown, path: Path = [], out: { path: Path; value: unknown }[] = []) {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  }
  return out;
}

const label = (path: Path) => (path.length ? path.join('.') : '(body)');

export function hostileVariants(input: Record<string, unknown>, options: { maxString?: number } = {}) {
  const huge = options.maxString ? 'x'.repeat(options.maxString) : HUGE_STRING;
  const variants: HostileVariant[] = [];
  const add = (what: string, value: unknown) =>
    variants.push({ what, body: JSON.stringify(value).replaceAll(PROTO_MARK, '"__proto__"') });

  for (const { path, value } of placesOf(input)) {
    const at = label(path);
    if (Array.isArray(value)) {
      const item = value.length ? value[0] : 'x';
      add(
        `${at}: 10,000 elements`,
        setAt(
          input,
          path,
          Array.from({ length: 10_000 }, () => clone(item)),
        ),
      );
    } else if (value && typeof value === 'object') {
      add(
        `${at}: __proto__ key`,
        setAt(input, path, { ...value, __hostile_proto_key__: { polluted: 'yes' } }),
      );
      add(
        `${at}: constructor key`,
        setAt(input, path, { ...value, constructor: { prototype: { polluted: 'yes' } } }),
      );
      // Names of Object.prototype as plain data keys (the JSON parser lets these through).
      add(
        `${at}: prototype method names as keys`,
        setAt(input, path, { ...value, constructor: 'x', toString: 'x', hasOwnProperty: 'x', valueOf: 'x' }),
      );
      if (path.length) add(`${at}: 300-deep object`, setAt(input, path, deepObject(300)));
    } else if (typeof value === 'string') {
      add(`${at}: 1 MB string`, setAt(input, path, huge));
      add(`${at}: unknown enum value`, setAt(input, path, 'NOT_A_KNOWN_VALUE'));
      add(`${at}: __proto__ as a value`, setAt(input, path, '__proto__'));
    } else if (typeof value === 'number') {
      for (const n of [-1, 0.5, 12.345, 2 ** 53 + 2, 1e300, -(2 ** 63)])
        add(`${at}: ${n}`, setAt(input, path, n));
      add(`${at}: a string number`, setAt(input, path, '1e400'));
    }
  }
  return variants;
}

/**
 * One settled snapshotter per app, shared by its attacked routes (a new one read every table
 * whole; `settledSiteSnapshots`). Without the due jobs, an accepted report's emails (a job run
 * right after its commit) could land between the next variant's snapshots and read as that
 * refusal's write (seen once, back in stock on PostgreSQL).
 */
const settledByApp = new WeakMap<TestApp, Promise<() => Promise<SiteSnapshot>>>();
function settledSnapshotsOf(app: TestApp) {
  let settled = settledByApp.get(app);
  if (!settled) {
    settled = settledSiteSnapshots(app, app.site.siteId);
    settledByApp.set(app, settled);
  }
  return settled;
}

/** The URL of a route with its path parameters filled in (as route-samples.ts's urlOf). */
const urlOf = (spec: RouteSpec, params: Record<string, string> = {}): string =>
  spec.path.replace(/:([A-Za-z0-9_.]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

/**
 * Sends every hostile variant of a route's sample (its domain's route-samples file: this helper
 * does not load the whole sample table, so another area's unfinished samples do not stop it) as
 * the site's owner: each answer is a 2xx or a
 * 4xx in the wire envelope, never a 5xx, a refusal changes nothing of the site, and no object
 * prototype is polluted.
 */
export async function attackRoute(app: TestApp, fx: SampleFixtures, spec: RouteSpec, sampleOf: SampleCall) {
  const settle = await settledSnapshotsOf(app);
  const sample = await sampleOf(fx);
  const query = spec.method === 'GET' || spec.method === 'DELETE';
  const failures: string[] = [];
  for (const variant of hostileVariants(sample.input ?? {}, query ? { maxString: 20_000 } : {})) {
    // A fresh sample per variant: a variant that is accepted may consume the sample's resource.
    const fresh = await sampleOf(fx);
    const url = urlOf(spec, fresh.params);
    const before = await settle();
    const response = await app.request(
      query
        ? {
            method: spec.method as 'GET' | 'DELETE',
            url: `${url}?.r=${encodeURIComponent(Buffer.from(variant.body).toString('base64'))}`,
            headers: app.ownerHeaders(),
          }
        : {
            method: spec.method as 'POST' | 'PATCH' | 'PUT',
            url,
            headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
            payload: variant.body,
          },
    );
    // Every answer, when asked (HOSTILE_INPUTS_LOG=1): thousands of lines would drown a CI log.
    if (process.env.HOSTILE_INPUTS_LOG)
      console.log(spec.operationId, variant.what, response.statusCode, response.body.slice(0, 160));
    const said = `${variant.what} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) failures.push(said);
    else if (response.statusCode >= 400) {
      if (!response.json().details) failures.push(`${said} (not the wire envelope)`);
      const after = await settle();
      if (!sameSnapshot(after, before)) failures.push(`${said} (a refusal wrote)`);
    }
    if (({} as Record<string, unknown>).polluted !== undefined) failures.push(`${said} (prototype polluted)`);
  }
  expect(failures, spec.operationId).toEqual([]);
}

/** The fixtures of a store suite: its samples make their own products, so no event is needed. */
export const storeFixtures = (app: TestApp): SampleFixtures => ({
  app,
  eventId: 'none',
  slug: 'none',
  categoryId: 'none',
  freshEvent: () => Promise.resolve('none'),
});

/**
 * A suite attacking every route of a group with hostile bodies (`attackRoute`), on a test app of
 * its own with the store's fixtures.
 */
export function describeAttacksOn(
  title: string,
  routes: Record<string, RouteSpec>,
  samples: Record<string, SampleCall>,
): void {
  describe(title, () => {
    let app: TestApp;
    let fx: SampleFixtures;
    beforeAll(async () => {
      app = await createTestApp();
      fx = storeFixtures(app);
    });
    afterAll(() => app.close());

    for (const spec of Object.values(routes)) {
      it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
        await attackRoute(app, fx, spec, samples[spec.operationId]);
      }, 240_000);
    }
  });
}
