import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isOwnListingAccess,
  isSubjectAccess,
  scopesOf,
  type Access,
  type RouteSpec,
} from '@tessera/contracts/routes/index';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { appRoutes } from '../support/app-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';
import { routeSamples, send, type Sample, type SampleFixtures } from '../support/route-samples.ts';
import { testDialect } from '../support/database.ts';
import { settledSiteSnapshots } from '../support/site-snapshot.ts';

/** A caller of the matrix: its headers come from how it is made. */
interface Role {
  name: string;
  kind: 'none' | 'visitor' | 'member' | 'staff' | 'owner';
  /** Staff: the scopes of its API key. */
  scopes?: readonly string[];
}

/** Every scope the route table names: the staff roles come from the table, not from a list here. */
const scopes = [...new Set(appRoutes.flatMap((r) => scopesOf(r.access)))].sort();
const roles: Role[] = [
  { name: 'none', kind: 'none' },
  { name: 'visitor', kind: 'visitor' },
  { name: 'member', kind: 'member' },
  { name: 'staff (no scope)', kind: 'staff', scopes: [] },
  ...scopes.map((scope): Role => ({ name: `staff (${scope})`, kind: 'staff', scopes: [scope] })),
  { name: 'staff (every scope)', kind: 'staff', scopes },
  { name: 'owner', kind: 'owner' },
];

/**
 * The roles a route is called as. SQLite: every role. PostgreSQL: one of each kind of caller — no
 * caller, visitor, member, staff without a scope, staff holding the route's own (first) scope, staff
 * holding every scope, owner — not every single-scope staff role: which scope opens which route is
 * decided by the route table before any statement runs, the same code on both databases, and the
 * SQLite matrix checks every pair. What PostgreSQL adds is its own statements behind the allowed
 * calls and the snapshots around refused ones, which these roles all reach. (2,853 calls instead
 * of 5,552 on PostgreSQL, 49.6 → 41.0 worker-seconds of the suite: issue 13 item 15.)
 */
function rolesFor(access: Access): Role[] {
  if (testDialect !== 'postgres') return roles;
  const ownScope = scopesOf(access)[0];
  return roles.filter(
    (role) =>
      role.kind !== 'staff' ||
      role.scopes!.length !== 1 ||
      (ownScope !== undefined && role.scopes![0] === ownScope),
  );
}

/**
 * What the route table's access rule promises for a role: allowed, 401, 403, or — for a
 * resource that belongs to a member or visitor — 404 (the matrix's member and visitor own
 * none of the samples' resources; `test/routes/subject-access.test.ts` covers those who do).
 */
function expected(access: Access, role: Role): 'allowed' | 401 | 403 | 404 {
  if (access === 'public') return 'allowed';
  if (role.kind === 'none') return 401;
  if (access === 'visitor') return 'allowed';
  if (access === 'member') return role.kind === 'member' ? 'allowed' : 403;
  if (access === 'owner') return role.kind === 'owner' ? 'allowed' : 403;
  // Any one of the rule's scopes lets staff in (check-in: CHECK_IN_GUESTS or events.manage).
  const holds = role.kind === 'owner' || scopesOf(access).some((scope) => !!role.scopes?.includes(scope));
  if (holds) return 'allowed';
  // A listing of their own (`subjectsSeeOwn`): members and visitors call it and read only theirs.
  if (isOwnListingAccess(access) && (role.kind === 'member' || role.kind === 'visitor')) return 'allowed';
  return isSubjectAccess(access) ? 404 : 403;
}

/** A shard file of the matrix: `role-matrix.<n>.test.ts`, n from 1. */
const SHARD_FILE = /^role-matrix\.(\d+)\.test\.ts$/;

/** The shard numbers of the matrix's files in this directory: 1..count, each once. */
export function shardNumbers(directory = import.meta.dirname): number[] {
  return fs
    .readdirSync(directory)
    .map((file) => SHARD_FILE.exec(file)?.[1])
    .filter((n) => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The routes of shard `n` of `count`: every count-th route of the table from the n-th, so each
 * shard has its share of every module's routes (neighbours in the table cost alike) and every
 * route is in exactly one shard.
 */
export const shardRoutes = (n: number, count: number): RouteSpec[] =>
  appRoutes.filter((_, index) => index % count === n - 1);

/**
 * Every route of the route table × every role: the access rule holds, a refusal changes nothing,
 * and another site's owner finds nothing of this site.
 *
 * One shard of the matrix (the file's own `role-matrix.<n>.test.ts`): the matrix is split so the
 * test workers share it (it was one file of ~80 s on SQLite, ~160 s on PostgreSQL), each shard on
 * its own server and site. The checks of the whole table run in shard 1.
 */
export function describeRoleMatrixShard(shardFile: string) {
  const n = Number(SHARD_FILE.exec(path.basename(shardFile))?.[1]);
  const count = shardNumbers(path.dirname(shardFile)).length;
  describe(`route table: every route × every role (shard ${n} of ${count})`, () => {
    matrixOf(shardRoutes(n, count), n === 1);
  });
}

function matrixOf(routes: RouteSpec[], wholeTableChecks: boolean) {
  let app: TestApp;
  let other: NewSite;
  let fx: SampleFixtures;
  const headers: Record<string, Record<string, string>> = {};
  let snapshot: () => Promise<Record<string, string[]>>;

  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite('Other');
    const { siteId, clientId } = app.site;
    const memberToken = await signAccessToken(new SigningKeyCache(app.db), {
      siteId,
      clientId,
      subjectId: newId(),
      role: 'MEMBER',
    });
    for (const role of roles) {
      if (role.kind === 'none') headers[role.name] = {};
      if (role.kind === 'visitor') headers[role.name] = await app.visitorHeaders();
      if (role.kind === 'member') headers[role.name] = { authorization: memberToken };
      if (role.kind === 'owner') headers[role.name] = app.ownerHeaders();
      if (role.kind === 'staff') {
        const key = await createApiKey(app.db, siteId, role.name, undefined, [...role.scopes!]);
        headers[role.name] = { authorization: key.key };
      }
    }
    // Earlier calls' events are delivered and their due jobs run first, so the outbox's delivery
    // bookkeeping and whatever a subscriber writes are never mistaken for the refused call's doing;
    // after a refused call that wrote nothing, the snapshot is the one before, for one read of the
    // change log (`settledSiteSnapshots`).
    snapshot = await settledSiteSnapshots(app, siteId);

    const create = (draft = false, categories?: unknown) =>
      createEvent(app, categories ? { categories } : {}, { draft, fields: ['CATEGORIES'] });
    const fixture = await create(false, { categories: [{ name: 'Matrix' }] });
    fx = {
      app,
      eventId: fixture.id,
      slug: fixture.slug,
      categoryId: fixture.categories.categories[0].id,
      freshEvent: async (options) => (await create(options?.draft)).id,
    };
    // A shard that is its worker's first file also compiles the validators its setup calls use:
    // over a minute on a box loaded 20 deep (seen), seconds when idle.
  }, 180_000);
  afterAll(() => app.close());

  if (wholeTableChecks) {
    it('derives its staff roles from every scope of the route table', () => {
      expect(scopes).toContain('events.manage');
      expect(roles.filter((r) => r.kind === 'staff').length).toBe(scopes.length + 2);
    });

    it('has a sample call for every route of the table', () => {
      const missing = appRoutes.filter((r) => !routeSamples[r.operationId]).map((r) => r.operationId);
      expect(missing).toEqual([]);
    });

    it("refuses an API key sent with another site's id", async () => {
      const response = await app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { authorization: app.site.apiKey, 'wix-site-id': other.siteId },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
    });

    it('has its shards cover every route of the table exactly once', () => {
      const numbers = shardNumbers();
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const covered = numbers.flatMap((n) => shardRoutes(n, numbers.length).map((r) => r.operationId));
      expect(covered.sort()).toEqual(appRoutes.map((r) => r.operationId).sort());
    });
  }

  /** The same call for an id that exists nowhere: what a refused caller must not tell apart. */
  async function unknownResource(spec: RouteSpec, sample: Sample, param: string) {
    const params = { ...sample.params, [param]: `unknown-${newId()}` };
    return send(app, spec, { ...sample, params }, app.ownerHeaders());
  }

  for (const spec of routes) {
    for (const role of rolesFor(spec.access)) {
      const outcome = expected(spec.access, role);
      it(`${spec.operationId} as ${role.name}: ${outcome}`, async () => {
        const sample = await routeSamples[spec.operationId](fx);
        const before = outcome === 'allowed' ? null : await snapshot();
        const response = await send(app, spec, sample, headers[role.name]);
        if (outcome === 'allowed') {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
          return;
        }
        expect(response.statusCode, response.body).toBe(outcome);
        if (outcome === 404 && isSubjectAccess(spec.access)) {
          // Someone else's resource answers exactly like one that does not exist.
          const missing = await unknownResource(spec, sample, spec.access.param);
          expect(response.json().details).toEqual(missing.json().details);
        } else {
          const code = outcome === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED';
          expect(response.json().details.applicationError.code).toBe(code);
        }
        expect(await snapshot()).toEqual(before);
      });
    }

    if (isSubjectAccess(spec.access)) {
      it(`${spec.operationId} as the member or visitor it belongs to: allowed`, async () => {
        const sample = await routeSamples[spec.operationId](fx);
        // The sample names whom its resource belongs to; the matrix calls as them.
        expect(sample.subject, 'the sample must name its subject').toBeDefined();
        const token = await signAccessToken(new SigningKeyCache(app.db), {
          siteId: app.site.siteId,
          clientId: app.site.clientId,
          subjectId: sample.subject!.id,
          role: sample.subject!.role,
        });
        const response = await send(app, spec, sample, { authorization: token });
        expect([401, 403, 404], response.body).not.toContain(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      });
    }

    if (spec.params && spec.access !== 'public') {
      it(`${spec.operationId}: another site's owner gets 404 and changes nothing`, async () => {
        const sample = await routeSamples[spec.operationId](fx);
        const before = await snapshot();
        const response = await send(app, spec, sample, app.ownerHeaders(other));
        expect(response.statusCode, response.body).toBe(404);
        expect(await snapshot()).toEqual(before);
      });
    }
  }
}
