import { AppError } from '../errors.ts';
import type { Role } from './auth-context.ts';

/**
 * Who is calling — the one shape every service method of every module takes first.
 *
 * Built once per request by authentication (`authenticate.ts`; it is the request's `auth` once a
 * site is known, so no copy is made) and handed to route handlers as `caller`, which pass it on
 * unchanged. A service reads the site from it (`caller.siteId`), asks `can(caller, scope)` for
 * what a role or scope changes (drafts shown, an owner-only field) and `subjectOf(caller)` for
 * "the calling member or visitor". Never build one from a request field: work that no request
 * started (a job, a page rendered for a visitor) uses `visitorCaller(siteId)`.
 */
export interface Caller {
  /** The site every read and write of the call is scoped to. */
  readonly siteId: string;
  /** VISITOR / MEMBER: site tokens; STAFF: a scoped API key; OWNER: a full API key. */
  readonly role: Role;
  /** Visitor or member id for token callers; API key id for owners and staff. */
  readonly subjectId?: string;
  /** The OAuth client a site token was issued to. */
  readonly clientId?: string;
  /** Staff scopes (e.g. `events.manage`); an owner holds every scope without listing them. */
  readonly permissions: ReadonlySet<string>;
}

/** True when the caller holds `scope`: the owner, or staff granted it. */
export const can = (caller: Pick<Caller, 'role' | 'permissions'>, scope: string): boolean =>
  caller.role === 'OWNER' || caller.permissions.has(scope);

/**
 * The calling member's or visitor's id, for "my profile", "my cart" calls. The route table lets
 * only members (or visitors) reach those routes, so a missing id is a broken token, not a choice.
 */
export function subjectOf(caller: Caller): string {
  if (!caller.subjectId) {
    throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', 'This call needs a member or visitor token');
  }
  return caller.subjectId;
}

const noPermissions: ReadonlySet<string> = new Set();

/** An anonymous visitor of a site: for work no request started (page data, jobs reading as the public). */
export const visitorCaller = (siteId: string): Caller => ({
  siteId,
  role: 'VISITOR',
  permissions: noPermissions,
});
