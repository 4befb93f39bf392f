import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, type Access } from '@tessera/contracts/routes/index';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';
import { routeSamples, send, type SampleFixtures } from '../support/route-samples.ts';

type RoleName = 'none' | 'visitor' | 'member' | 'staff (other scope)' | 'staff (events.manage)' | 'owner';
const roles: RoleName[] = [
  'none',
  'visitor',
  'member',
  'staff (other scope)',
  'staff (events.manage)',
  'owner',
];

/** What the route table's access rule promises for a role: allowed, 401 or 403. */
function expected(access: Access, role: RoleName): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (role === 'none') return 401;
  if (access === 'visitor') return 'allowed';
  if (access === 'member') return role === 'member' ? 'allowed' : 403;
  if (access === 'owner') return role === 'owner' ? 'allowed' : 403;
  if (role === 'owner') return 'allowed';
  return role === `staff (${access.scope})` ? 'allowed' : 403;
}

// Every route of the route table × every role: the access rule holds, a refusal changes nothing,
// and another site's owner finds nothing of this site.
describe('route table: every route × every role', () => {
  let app: TestApp;
  let other: NewSite;
  let fx: SampleFixtures;
  const headers = {} as Record<RoleName, Record<string, string>>;

  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite('Other');
    const { siteId, clientId } = app.site;
    const staffKey = (scopes: string[]) => createApiKey(app.db, siteId, 'Staff', undefined, scopes);
    const memberToken = await signAccessToken(new SigningKeyCache(app.db), {
      siteId,
      clientId,
      subjectId: newId(),
      role: 'MEMBER',
    });
    headers.none = {};
    headers.visitor = await app.visitorHeaders();
    headers.member = { authorization: memberToken };
    headers['staff (other scope)'] = { authorization: (await staffKey(['stores.manage'])).key };
    headers['staff (events.manage)'] = { authorization: (await staffKey(['events.manage'])).key };
    headers.owner = app.ownerHeaders();

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
  });
  afterAll(() => app.close());

  const snapshot = async () => ({
    events: await app.db.selectFrom('events').selectAll().orderBy('id').execute(),
    outbox: (await app.db.selectFrom('outbox').select('id').execute()).length,
    categories: (await app.db.selectFrom('categories').select('id').execute()).length,
  });

  it('has a sample call for every route of the table', () => {
    const missing = allRoutes.filter((r) => !routeSamples[r.operationId]).map((r) => r.operationId);
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

  for (const spec of allRoutes) {
    for (const role of roles) {
      const outcome = expected(spec.access, role);
      it(`${spec.operationId} as ${role}: ${outcome}`, async () => {
        const sample = await routeSamples[spec.operationId](fx);
        const before = outcome === 'allowed' ? null : await snapshot();
        const response = await send(app, spec, sample, headers[role]);
        if (outcome === 'allowed') {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
        } else {
          expect(response.statusCode, response.body).toBe(outcome);
          const code = outcome === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED';
          expect(response.json().details.applicationError.code).toBe(code);
          expect(await snapshot()).toEqual(before);
        }
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
});
