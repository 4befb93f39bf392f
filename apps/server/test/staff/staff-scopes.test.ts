import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSubjectAccess, scopesOf, type Access } from '@tessera/contracts/routes/index';
import { STAFF_SCOPE_PERMISSIONS, STAFF_SCOPES, type StaffScope } from '@tessera/contracts/staff';
import { appRoutes } from '../support/app-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { routeSamples, send, type SampleFixtures } from '../support/route-samples.ts';
import { createEvent } from '../events/helpers.ts';

const permissionScope = new Map(
  Object.entries(STAFF_SCOPE_PERMISSIONS).map(([scope, permission]) => [permission, scope as StaffScope]),
);
/** The staff permission a route's rule names (its scope or one of its `orScopes`), if any. */
const staffPermissionOf = (access: Access) => scopesOf(access).find((scope) => permissionScope.has(scope));
/** Routes whose access rule names the permission of a staff scope (contracts/staff.ts). */
const staffRoutes = appRoutes.filter((r) => staffPermissionOf(r.access) !== undefined);

// Every route a staff scope opens: a staff member holding it passes; one holding every other
// scope, and the same member once paused, are refused like anyone without the permission.
describe('every route naming a staff permission', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  let n = 0;

  beforeAll(async () => {
    app = await createTestApp();
    const event = await createEvent(app, {}, { draft: false });
    fx = {
      app,
      eventId: event.id,
      slug: event.slug,
      categoryId: '',
      freshEvent: async () => (await createEvent(app)).id,
    };
  });
  afterAll(() => app?.close());

  async function joinedStaff(scopes: StaffScope[]) {
    const owner = app.ownerHeaders();
    const invited = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: owner,
      payload: { staffMember: { email: `scopes-${++n}@example.com`, scopes } },
    });
    const member = await app.request({
      method: 'POST',
      url: '/_api/iam/authentication/v2/sign-on',
      headers: owner,
      payload: { loginId: { email: `scopes-member-${n}@example.com` } },
    });
    const headers = await memberHeaders(app, member.json().identity.id);
    const joined = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members/join',
      headers,
      payload: { joinToken: invited.json().joinToken },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    return { id: invited.json().staffMember.id as string, headers };
  }

  it('finds such routes in the route table', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
  });

  for (const spec of staffRoutes) {
    const scope = permissionScope.get(staffPermissionOf(spec.access)!)!;
    const refused = isSubjectAccess(spec.access) ? 404 : 403;
    it(`${spec.operationId}: with ${scope} passes, without it ${refused}, paused ${refused}`, async () => {
      const holder = await joinedStaff([scope]);
      const other = await joinedStaff(STAFF_SCOPES.filter((s) => s !== scope));
      const allowed = await send(app, spec, await routeSamples[spec.operationId](fx), holder.headers);
      expect([401, 403], allowed.body).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, allowed.body).toBeLessThan(500);
      const without = await send(app, spec, await routeSamples[spec.operationId](fx), other.headers);
      expect(without.statusCode, without.body).toBe(refused);
      await app.request({
        method: 'PATCH',
        url: `/events/v1/staff-members/${holder.id}`,
        headers: app.ownerHeaders(),
        payload: { staffMember: { access: 'ACCESS_PAUSED' } },
      });
      const paused = await send(app, spec, await routeSamples[spec.operationId](fx), holder.headers);
      expect(paused.statusCode, paused.body).toBe(refused);
    });
  }
});
