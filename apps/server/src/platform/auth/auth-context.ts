import {
  isOwnListingAccess,
  isSubjectAccess,
  scopesOf,
  type Access,
  type OwnListingAccess,
} from '@tessera/contracts/routes/index';
import { AppError } from '../errors.ts';
import { can, type Caller } from './caller.ts';
import type { OwningSubject } from './subject-access.ts';

/**
 * Who is calling. NONE: no credentials; VISITOR / MEMBER: site tokens from /oauth2/token;
 * STAFF: a scoped API key, holding only its permission set; OWNER: a full API key (every
 * permission).
 */
export type Role = 'NONE' | 'VISITOR' | 'MEMBER' | 'STAFF' | 'OWNER';

/**
 * The credentials of a request, before its route is known: a `Caller` (caller.ts) whose site may
 * still be missing (no credentials, or a public route). Handlers and services see the `Caller`.
 */
export interface AuthContext extends Omit<Caller, 'siteId'> {
  readonly siteId: string | null;
}

const noPermissions: ReadonlySet<string> = new Set();
export const anonymous: AuthContext = { role: 'NONE', siteId: null, permissions: noPermissions };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The route reads no credentials (token endpoint, health, key set). */
    public?: boolean;
  }
}

export { can };

const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', 'Missing or invalid Authorization header');
const denied = (description: string) => new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED', description);

/**
 * What `checkAccess` leaves open: `allowed`, or `if-subject` for a route of a resource that
 * belongs to a member or visitor when the caller is neither the owner nor staff holding the
 * rule's scope: only the resource's own member or visitor may go on (`subject-access.ts`).
 */
export type AccessOutcome = 'allowed' | 'if-subject';

/** A member or visitor calling a listing of their own (`subjectsSeeOwn`): the service narrows it. */
const readsOwn = (auth: AuthContext, access: Access): boolean =>
  isOwnListingAccess(access) && (auth.role === 'MEMBER' || auth.role === 'VISITOR') && !!auth.subjectId;

/**
 * The one access check of the platform, run for every route of the route table before its
 * body is validated: 401 without a site, 403 without the role or scope the route declares.
 */
export function checkAccess(auth: AuthContext, access: Access): AccessOutcome {
  if (access === 'public') return 'allowed';
  if (!auth.siteId) throw unauthenticated();
  if (access === 'visitor') return 'allowed';
  if (access === 'member') {
    if (auth.role !== 'MEMBER') throw denied('This call requires a logged-in member');
  } else if (access === 'owner') {
    if (auth.role !== 'OWNER') throw denied('This call requires the site owner');
  } else if (isSubjectAccess(access)) {
    const staffMay = scopesOf(access).some((scope) => can(auth, scope));
    return auth.role === 'OWNER' || staffMay ? 'allowed' : 'if-subject';
  } else if (!scopesOf(access).some((scope) => can(auth, scope)) && !readsOwn(auth, access)) {
    throw denied(`This call requires the owner or the permission ${scopesOf(access).join(' or ')}`);
  }
  return 'allowed';
}

/**
 * For a route of rule `subjectsSeeOwn` (`checkAccess` let the call in): null when the caller reads
 * everything (the owner, staff holding the rule's scope), else the member or visitor the listing
 * must be narrowed to. Anyone else is refused, should a handler be reached without the check.
 */
export function ownListingSubject(caller: Caller, access: OwnListingAccess): OwningSubject | null {
  if (scopesOf(access).some((scope) => can(caller, scope))) return null;
  if ((caller.role === 'MEMBER' || caller.role === 'VISITOR') && caller.subjectId) {
    return { role: caller.role, id: caller.subjectId };
  }
  throw denied(`This call requires the owner or the permission ${scopesOf(access).join(' or ')}`);
}
