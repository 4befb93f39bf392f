import type { Static, TSchema } from '@sinclair/typebox';
import type { Endpoint } from './endpoint.ts';

/**
 * Who may call a route, checked in one place by the server before the handler runs:
 * - `public`: reads no credentials at all (token endpoint, key set);
 * - `visitor`: any caller of a site (visitor, member, staff, owner);
 * - `member`: a logged-in member of the site;
 * - `owner`: the site's owner (full API key or the owner's login);
 * - `{ scope, orScopes? }`: the owner, or staff whose permission set holds the scope or any of
 *   `orScopes` (check-in: door staff's `events.check-in` or an events manager's `events.manage`);
 * - `{ ownerOrSubjectOf, param }`: the owner, or the member or visitor a resource belongs to
 *   (see `SubjectAccess`);
 * - `{ scope, subjectsSeeOwn: true }`: a listing of such resources — the owner and staff holding
 *   `scope` read all, a member or visitor only their own (see `OwnListingAccess`).
 */
export type Access =
  'public' | 'visitor' | 'member' | 'owner' | ScopeAccess | OwnListingAccess | SubjectAccess;

/** The owner, or staff holding `scope` or any of `orScopes`. */
export interface ScopeAccess {
  readonly scope: string;
  /** Other permissions any one of which passes too. */
  readonly orScopes?: readonly string[];
}

/**
 * A listing of resources that belong to members or visitors (a member's own store orders): the
 * owner and staff holding `scope` (or `orScopes`) read everything; any member or visitor of the
 * site may call too and reads ONLY their own — the route's service narrows the listing to the
 * caller when `can(caller, scope)` is false (a condition of the listing's base, ANDed with any
 * filter sent, never widened). Staff without the scope are refused (403) like for `{ scope }`.
 */
export interface OwnListingAccess extends ScopeAccess {
  readonly subjectsSeeOwn: true;
}

/**
 * A resource that belongs to a member or a visitor (a profile, a cart, an order, a ticket, an
 * RSVP): the site owner may call, staff holding `scope` (when named) may call, and so may the
 * member or visitor the resource belongs to. The server module of the route tells how to find
 * who that is from the id in path parameter `param` (`registerRoutes`' subject lookups, by the
 * name `ownerOrSubjectOf`). Anyone else of the site gets the resource's own 404, as if it did
 * not exist: the answer never tells whether someone else's cart or order exists.
 */
export interface SubjectAccess {
  /** The kind of resource (`member`, `cart`, …): names the lookup of whom it belongs to. */
  readonly ownerOrSubjectOf: string;
  /** The path parameter holding the resource's id. */
  readonly param: string;
  /** Staff holding this scope may call too, like the owner. */
  readonly scope?: string;
  /** Or staff holding any of these (with `scope`). */
  readonly orScopes?: readonly string[];
}

/** Every permission of which any one lets staff call (none: only the owner, or the rule names no scope). */
export const scopesOf = (access: Access): readonly string[] =>
  typeof access === 'object' && access.scope ? [access.scope, ...(access.orScopes ?? [])] : [];

/** True for the rule "the owner and staff read all, a member or visitor their own". */
export const isOwnListingAccess = (access: Access): access is OwnListingAccess =>
  typeof access === 'object' && 'subjectsSeeOwn' in access && access.subjectsSeeOwn === true;

/** True for the rule "the owner or the member or visitor the resource belongs to". */
export const isSubjectAccess = (access: Access): access is SubjectAccess =>
  typeof access === 'object' && 'ownerOrSubjectOf' in access;

/**
 * The kinds of a site's data that writes change and cached reads depend on. A unit of work names
 * the kinds it changes; a cached answer names the kinds it was computed from, and is dropped only
 * when one of those changes (apps/server platform/data-versions.ts). Categories belong to
 * `events` (only events writes change them).
 */
export type DataKind =
  | 'events'
  | 'members'
  | 'identity'
  | 'oauth'
  | 'siteSettings'
  | 'media'
  | 'payments'
  /** Ticket definitions (their sold and held numbers are the counter `counter:tickets`). */
  | 'tickets'
  /** Registration forms of events (modules/event-forms). */
  | 'forms'
  /** Agenda items of events (modules/schedule). */
  | 'schedule'
  /** Policies of events (modules/policies). */
  | 'policies'
  /** Staff members of the events area (modules/staff). */
  | 'staff'
  /** Store catalog: products, variants, collections (modules/store-catalog). Stock counts are `counter:inventory`. */
  | 'products'
  /** Store settings: shipping options, discount rules, tips, taxes, order/checkout/back-in-stock settings. */
  | 'storeSettings'
  /** Current carts and ecom checkouts (modules/store-cart). */
  | 'carts'
  /** Store orders, their payments and activities (modules/store-orders, store-payments). */
  | 'storeOrders'
  /** Back-in-stock notification requests (modules/back-in-stock). */
  | 'backInStock';

/**
 * How visitor answers may be cached (the server's read cache, like a CDN in front of the API):
 * `per: 'site'` — the same for every visitor of a site; `per: 'subject'` — per visitor or member.
 * `dependsOn`: the kinds of data the answer is computed from; a write of any other kind keeps it.
 */
export interface CachePolicy {
  readonly per: 'site' | 'subject';
  readonly dependsOn: readonly DataKind[];
}

/** One route, declared once: the server registers it, OpenAPI documents it, tests loop over it. */
export interface RouteSpec extends Endpoint {
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly params?: TSchema;
  /** The request payload: the query string of a GET (and the body of its POST fallback), else the body. */
  readonly input?: TSchema;
  /** The 200 answer. */
  readonly response: TSchema;
  readonly visitorCache?: CachePolicy;
  /**
   * Whether the route honours an `Idempotency-Key` header (its first answer is kept 24 h and
   * returned for a repeat). Default: every write of a site (not GET, not `public`); `false`
   * opts a write out, e.g. one whose answer must never be stored.
   */
  readonly idempotency?: boolean;
}

/** True when a route keeps answers by `Idempotency-Key` (see `RouteSpec.idempotency`). */
export const takesIdempotencyKey = (spec: RouteSpec): boolean =>
  spec.idempotency ?? (spec.method !== 'GET' && spec.access !== 'public');

/** Declares a route from its endpoint (operation id, method, path) and the rest of its contract. */
export const route = <const E extends Endpoint, const S extends Omit<RouteSpec, keyof Endpoint>>(
  endpoint: E,
  spec: S,
): E & S => ({ ...endpoint, ...spec });

type StaticOf<S> = S extends TSchema ? Static<S> : Record<string, never>;
/** Path parameters of a route, typed from its schema. */
export type ParamsOf<R extends RouteSpec> = StaticOf<R['params']>;
/** The request payload of a route, typed from its schema. */
export type InputOf<R extends RouteSpec> = StaticOf<R['input']>;
/** The 200 answer of a route, typed from its schema. */
export type ResponseOf<R extends RouteSpec> = Static<R['response']>;
