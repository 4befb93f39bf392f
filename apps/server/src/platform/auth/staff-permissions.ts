import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '@tessera/contracts/routes/index';
import { routeConfigOf } from '../route-context.ts';

/** The permissions a site member holds as staff (empty: none, or access pending or paused). */
export type StaffPermissionsOf = (siteId: string, memberId: string) => Promise<ReadonlySet<string>>;

/** True when a route's access rule names a scope staff may hold. */
const namesScope = (access: Access | undefined): boolean =>
  typeof access === 'object' && typeof access.scope === 'string';

/**
 * The `onRequest` hook (after authentication, before the route's access rule) that gives a
 * member who is staff of the site their permissions on the Caller. Only routes whose rule names
 * a scope pay the lookup, read fresh every time so a pause or a delete takes effect at the next
 * request; every other request of a member or visitor is untouched.
 */
export function staffPermissionsHook(permissionsOf: StaffPermissionsOf) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const auth = request.auth;
    if (auth.role !== 'MEMBER' || !auth.siteId || !auth.subjectId) return done();
    if (!namesScope(routeConfigOf(request).routeSpec?.access)) return done();
    permissionsOf(auth.siteId, auth.subjectId).then((permissions) => {
      // A new context: token contexts are shared by every request of the token.
      if (permissions.size > 0) request.auth = { ...auth, permissions };
      done();
    }, done);
  };
}
