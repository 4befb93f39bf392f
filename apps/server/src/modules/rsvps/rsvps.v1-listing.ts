import { sql } from 'kysely';
import type { QueryV2 } from '@tessera/contracts';
import {
  RsvpV1SortFields,
  type ListRsvpV1Query,
  type RsvpV1Fieldset,
  type RsvpV1ListResponse,
} from '@tessera/contracts/rsvps-v1';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { nowIso } from '../../platform/clock.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { rsvpsListing, type RsvpListingCtx } from './rsvps.listing.ts';
import type { RsvpRow } from './rsvps.store.ts';
import { toWireRsvp } from './rsvps.wire.ts';
import { toWireRsvpV1 } from './rsvps.v1.ts';

/** What ListRsvp and QueryRsvp (v1) share beyond their filters (spec §7's order parameters, for RSVPs). */
export type RsvpV1ListOptions = Pick<
  ListRsvpV1Query,
  'offset' | 'limit' | 'fieldset' | 'facet' | 'searchPhrase' | 'sort' | 'tag' | 'contactId' | 'memberId'
>;

const SORT_FIELDS: Record<(typeof RsvpV1SortFields)[number], string> = {
  created: 'createdDate',
  modified: 'updatedDate',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  status: 'status',
  totalGuests: 'totalGuests',
};

/** v1's `sort` (`created:asc`, `firstName:desc`, `email`) as the listing's sorting; `created:asc` by default. */
export function v1Sort(sort: string | undefined): NonNullable<QueryV2['sort']> {
  if (sort === undefined || sort.trim() === '') return [{ fieldName: 'createdDate', order: 'ASC' }];
  const [field = '', order = 'asc', ...rest] = sort.trim().split(':');
  const fieldName = Object.hasOwn(SORT_FIELDS, field)
    ? SORT_FIELDS[field as keyof typeof SORT_FIELDS]
    : undefined;
  const direction = order.toLowerCase();
  if (!fieldName || rest.length || (direction !== 'asc' && direction !== 'desc')) {
    throw validationError([
      violation(
        'sort',
        `must be <field>:asc or <field>:desc, field one of ${RsvpV1SortFields.join(', ')}`,
        'INVALID_ENUM_VALUE',
      ),
    ]);
  }
  return [{ fieldName, order: direction === 'asc' ? 'ASC' : 'DESC' }];
}

/** The member ids both `memberId` and `contactId` allow (a member's contact id is the member's id). */
function memberIdsOf(options: RsvpV1ListOptions): string[] | undefined {
  const lists = [options.memberId, options.contactId].filter((l): l is string[] => Boolean(l?.length));
  if (!lists.length) return undefined;
  return [...new Set(lists[0])].filter((id) => lists.every((list) => list.includes(id)));
}

const FACET_COLUMNS = { status: sql.ref('rsvps.status'), eventId: sql.ref('rsvps.event_id') } as const;
const toV1Value = (facet: string, value: string) =>
  facet === 'status' && value === 'WAITLIST' ? 'WAITING' : value;

/**
 * RSVP v1's listing over the RSVP listing (rsvps.listing.ts): the v1 filter parameters, `sort`
 * strings, search phrase, tags, fieldsets, and facets counted both as RSVPs (`facets`) and with
 * guests and check-ins (`rsvpFacets`).
 */
export class RsvpV1Listing {
  private readonly listing: Listing<RsvpListingCtx, RsvpRow, unknown>;

  constructor(private readonly deps: { db: Db }) {
    this.listing = openListing(rsvpsListing, { db: deps.db, cursorSecret: siteCursorSecrets(deps.db) });
  }

  async page(
    caller: Caller,
    filter: Record<string, unknown>,
    options: RsvpV1ListOptions,
  ): Promise<RsvpV1ListResponse> {
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 50;
    const sort = v1Sort(options.sort);
    const memberIds = memberIdsOf(options);
    if (memberIds?.length === 0) return { total: 0, offset, limit, rsvps: [] };
    // Both must hold: the request's own filter may name members too.
    const byMember = { memberId: { $in: memberIds } };
    const where = !memberIds ? filter : Object.keys(filter).length ? { $and: [filter, byMember] } : byMember;
    const phrase = options.searchPhrase?.trim();
    const ctx: RsvpListingCtx = {
      ...(phrase ? { phrase } : {}),
      ...(options.tag?.length ? { tags: options.tag } : {}),
    };
    const page = await this.listing.page(caller.siteId, ctx, {
      filter: where,
      sort,
      paging: { offset, limit },
    });
    const fieldsets: readonly RsvpV1Fieldset[] | undefined = options.fieldset?.length
      ? options.fieldset
      : undefined;
    return {
      total: page.pagingMetadata.total ?? page.rows.length,
      offset,
      limit,
      rsvps: page.rows.map((row) => toWireRsvpV1(toWireRsvp(row), fieldsets)),
      ...(options.facet?.length ? await this.facets(caller, ctx, where, [...new Set(options.facet)]) : {}),
    };
  }

  /** One grouped pass per facet over the same rows as the page: RSVPs, guests and guests checked in. */
  private async facets(
    caller: Caller,
    ctx: RsvpListingCtx,
    filter: Record<string, unknown>,
    names: ReadonlyArray<keyof typeof FACET_COLUMNS>,
  ): Promise<Pick<RsvpV1ListResponse, 'facets' | 'rsvpFacets'>> {
    const spec = await this.listing.spec(caller.siteId, ctx, nowIso());
    const where = compileFilter(filter, spec.fields, 'filter');
    const facets: NonNullable<RsvpV1ListResponse['facets']> = {};
    const rsvpFacets: NonNullable<RsvpV1ListResponse['rsvpFacets']>['facets'] = {};
    for (const name of names) {
      const rows = (await spec
        .base()
        .where(where)
        .select([
          FACET_COLUMNS[name].as('v'),
          sql<number | string>`COUNT(*)`.as('n'),
          sql<number | string>`SUM(rsvps.total_guests)`.as('guests'),
          sql<number | string>`SUM(CASE WHEN rsvps.status = 'YES' THEN rsvps.checked_in_count ELSE 0 END)`.as(
            'checked',
          ),
        ])
        .groupBy(sql.raw('1'))
        .execute()) as Array<{
        v: string;
        n: number | string;
        guests: number | string;
        checked: number | string;
      }>;
      facets[name] = { counts: {} };
      rsvpFacets[name] = { counts: {} };
      for (const row of rows) {
        const value = toV1Value(name, String(row.v));
        facets[name].counts[value] = Number(row.n);
        rsvpFacets[name].counts[value] = {
          count: Number(row.n),
          guests: Number(row.guests ?? 0),
          guestsCheckIn: Number(row.checked ?? 0),
        };
      }
    }
    return { facets, rsvpFacets: { facets: rsvpFacets } };
  }
}
