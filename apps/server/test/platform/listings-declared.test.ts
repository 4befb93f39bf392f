import type { TSchema } from '@sinclair/typebox';
import type { RouteSpec } from '@tessera/contracts/routes/index';
import { describe, expect, it } from 'vitest';
// Every module (through the app's route table), so every listing declaration has run (they
// register themselves by route).
import { appRouteEntries } from '../support/app-routes.ts';
import { listingOfRoute } from '../../src/platform/query/listing.ts';

/**
 * Every query route is built from a listing declaration (platform/query/listing.ts): the filter
 * compiler, paging, capped counts and reuse come from one place. A route counts as a query route
 * when its name in the route table starts with query, list or count, or its input pages (`paging`,
 * `cursorPaging`) or filters. Left out, each with its reason:
 */
const NOT_LISTINGS: Record<string, string> = {
  listFactors: "a member's own second factors: a handful of rows, no filter or paging",
  listDevMailbox: 'the development mailbox of a test server, not a site resource',
  listOAuthClients: "the site's OAuth clients: a handful of rows, no filter or paging",
  listEventCategories: "one event's categories (at most a few), no filter or paging",
  listRsvpSummary: 'sums per named event (at most 100 ids), one grouped statement; no filter or paging',
  listCurrentRsvps: "the caller's own RSVPs to events not ended (a handful), no filter or sort to declare",
  listDiscountCodes: "one event's discount codes (at most 200), no filter or paging",
  listFulfillmentsForSingleOrder: "one order's shipments (a few), no filter or paging",
  listFulfillmentsForMultipleOrders: 'the shipments of up to 100 named orders, no filter or paging',
  listTippableStaff: "the site's staff to tip (at most 100, no paging), through the staff module's listing",
};

/**
 * Query routes landed before they moved onto a declaration (ticketing, issue 14). Each is to be
 * declared with defineListing and removed from here; the test refuses an entry that already is.
 */
const NOT_YET_DECLARED: readonly string[] = ['listScheduleItems'];

/** Every route of the app's modules by its name in its group (what a declaration's `routes` lists). */
const routesByName: [string, RouteSpec][] = appRouteEntries.map(({ name, route }) => [name, route]);

const propertiesOf = (schema: TSchema | undefined): Record<string, TSchema> =>
  (schema?.properties as Record<string, TSchema> | undefined) ?? {};

function isQueryRoute([name, route]: [string, RouteSpec]): boolean {
  if (/^(query|list|count)[A-Z]/.test(name)) return true;
  const input = propertiesOf(route.input);
  const query = propertiesOf(input.query);
  return ['paging', 'cursorPaging'].some((key) => key in input || key in query) || 'filter' in query;
}

describe('listings declared once', () => {
  it('builds every query route of the route table from a listing declaration', () => {
    const undeclared = routesByName
      .filter(isQueryRoute)
      .map(([name]) => name)
      .filter((id) => !listingOfRoute(id) && !(id in NOT_LISTINGS) && !NOT_YET_DECLARED.includes(id));
    expect(undeclared, 'query routes not built from defineListing (platform/query/listing.ts)').toEqual([]);
  });

  it('keeps its lists of exceptions true', () => {
    const ids = new Set(routesByName.map(([name]) => name));
    const named = [...Object.keys(NOT_LISTINGS), ...NOT_YET_DECLARED];
    expect(
      named.filter((id) => !ids.has(id)),
      'no such route',
    ).toEqual([]);
    expect(
      NOT_YET_DECLARED.filter((id) => listingOfRoute(id)),
      'declared now: remove from NOT_YET_DECLARED',
    ).toEqual([]);
  });

  it('names only routes of the table in each declaration', () => {
    const ids = new Set(routesByName.map(([name]) => name));
    for (const id of [
      'queryEvents',
      'countEventsByStatus',
      'listEventsByCategory',
      'listMembers',
      'queryMembers',
    ]) {
      expect(ids.has(id) && listingOfRoute(id)?.routes.includes(id), id).toBe(true);
    }
  });
});
