import { sql, type RawBuilder } from 'kysely';
import type { RsvpV1Tag } from '@tessera/contracts/rsvps-v1';
import { RsvpStatuses, type QueryRsvpsResponse } from '@tessera/contracts/rsvps';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { RsvpRow } from './rsvps.store.ts';
import { toWireRsvp } from './rsvps.wire.ts';

const column = (name: string) => sql.ref(`rsvps.${name}`);

/** Fields an RSVP filter and sort may name (query, search, count and the bulk calls alike). */
export const rsvpQueryFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false, sortable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  status: { kind: 'enum', values: RsvpStatuses, sql: column('status'), nullable: false },
  memberId: { kind: 'string', sql: column('member_id') },
  firstName: { kind: 'string', sql: column('first_name') },
  lastName: { kind: 'string', sql: column('last_name') },
  email: { kind: 'string', sql: column('email_key'), normalize: (v) => v.toLowerCase() },
  totalGuests: { kind: 'number', sql: column('total_guests'), nullable: false },
  checkedInGuestCount: { kind: 'number', sql: column('checked_in_count'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** What one request adds: a search phrase (SearchRsvps) matched against names and email; v1's tags. */
export interface RsvpListingCtx {
  phrase?: string;
  /** v1's `tag` (rsvps.v1-listing.ts): conditions between columns, which a filter cannot say. */
  tags?: readonly RsvpV1Tag[];
}

/** The request's fixed conditions as a key (undefined: none); the phrase as it was before tags. */
function conditionsKey(ctx: RsvpListingCtx): string | undefined {
  const tags = [...new Set(ctx.tags ?? [])].sort().join(',');
  if (!tags) return ctx.phrase ? `search\u0000${ctx.phrase}` : undefined;
  return `tags\u0000${tags}\u0000${ctx.phrase ?? ''}`;
}

/** A v1 tag as a condition on the RSVP's row. */
const TAG_CONDITIONS: Record<RsvpV1Tag, RawBuilder<boolean>> = {
  FULLY_CHECKED_IN: sql<boolean>`rsvps.checked_in_count >= rsvps.total_guests`,
  NOT_FULLY_CHECKED_IN: sql<boolean>`rsvps.checked_in_count < rsvps.total_guests`,
  MEMBER: sql<boolean>`rsvps.member_id IS NOT NULL`,
};

/** `%`, `_` and `\` of a phrase are literal in LIKE. */
const likePattern = (phrase: string) => `%${phrase.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The RSVP listing (platform/query/listing.ts): QueryRsvps, SearchRsvps and CountRsvps. */
export const rsvpsListing = defineListing({
  name: 'rsvps',
  // v1's ListRsvp and QueryRsvp page through the same listing (rsvps.v1.ts shapes its rows).
  routes: ['queryRsvps', 'searchRsvps', 'countRsvps', 'listRsvpV1', 'queryRsvpV1'],
  table: 'rsvps',
  base: (scope, ctx: RsvpListingCtx) => {
    let base = selectFromSite(scope, 'rsvps');
    for (const tag of new Set(ctx.tags ?? [])) base = base.where(TAG_CONDITIONS[tag]);
    if (!ctx.phrase) return base;
    const pattern = likePattern(ctx.phrase);
    return base.where(
      sql<boolean>`(LOWER(COALESCE(rsvps.first_name, '')) LIKE ${pattern} ESCAPE '\\'
        OR LOWER(COALESCE(rsvps.last_name, '')) LIKE ${pattern} ESCAPE '\\'
        OR COALESCE(rsvps.email_key, '') LIKE ${pattern} ESCAPE '\\')`,
    );
  },
  fields: () => rsvpQueryFields,
  facets: () => ({ status: column('status'), eventId: column('event_id') }),
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'rsvps.id',
  limits: { default: 50, max: 100 },
  // Kept statements hold their parameters (only the clock is rebound): the phrase is part of the key.
  contextKey: (ctx) => conditionsKey(ctx) ?? '',
  cursorScope: (ctx) => conditionsKey(ctx),
  shape: (page: QueryPage<RsvpRow>): QueryRsvpsResponse => ({
    rsvps: page.rows.map(toWireRsvp),
    pagingMetadata: page.pagingMetadata,
  }),
});
