import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { EventStatuses, LocationTypes, RegistrationStatuses, RegistrationTypes } from '@tessera/contracts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import { registrationStatusSql, statusCondition, statusSql } from './events.status.ts';

/**
 * Membership in categories as one uncorrelated subquery over the (site, category, event) index:
 * computed once per query, not once per event row, whatever the number of values.
 */
const categoryMembership =
  (siteId: string) =>
  (values: unknown[], mode: 'some' | 'all' | 'none'): RawBuilder<SqlBool> => {
    const distinct = [...new Set(values)];
    const list = sql.join(distinct.map((v) => sql`${v}`));
    const members = sql`SELECT ec.event_id FROM event_categories ec
      WHERE ec.site_id = ${siteId} AND ec.category_id IN (${list})`;
    if (mode === 'all') {
      return sql<SqlBool>`events.id IN (${members}
        GROUP BY ec.event_id HAVING COUNT(*) = ${distinct.length})`;
    }
    if (mode === 'none') return sql<SqlBool>`events.id NOT IN (${members})`;
    return sql<SqlBool>`events.id IN (${members})`;
  };

/**
 * `status = UPCOMING`, the same rows as `statusCondition(now, 'UPCOMING')`: "no start date or a
 * start after now" is `start_sort > now`, because start_sort is the start date, or for a TBD event
 * a date in the year 9999. As a range on the listing index, the scan skips every event that has
 * started; the page and its count read only upcoming events.
 */
const upcomingCondition = (now: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(events.lifecycle = 'PUBLISHED' AND (events.end_date IS NULL OR events.end_date > ${now})
    AND events.start_sort > ${now})`;

/** Fields of an event that queries may filter and sort on, and the column behind each. */
/** `owner`: the caller manages events; only they may filter by what visitors do not see (`userId`). */
export function eventQueryFields(now: string, siteId: string, owner: boolean): QueryFields {
  const members = categoryMembership(siteId);
  const column = (name: string) => sql.ref(`events.${name}`);
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    title: { kind: 'string', sql: column('title'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    status: {
      kind: 'enum',
      values: EventStatuses,
      sql: statusSql(now),
      equals: (status) => (status === 'UPCOMING' ? upcomingCondition(now) : statusCondition(now, status)),
      nullable: false,
    },
    'location.type': { kind: 'enum', values: LocationTypes, sql: column('location_type') },
    'dateAndTimeSettings.startDate': {
      kind: 'date',
      sql: column('start_date'),
      // start_sort is start_date where there is one (TBD events sort last): the listing index.
      range: column('start_sort'),
      sort: { sql: column('start_sort'), nullable: false },
    },
    'dateAndTimeSettings.endDate': { kind: 'date', sql: column('end_date') },
    'dateAndTimeSettings.recurringEvents.categoryId': {
      kind: 'string',
      sql: column('recurring_category_id'),
    },
    'registration.type': { kind: 'enum', values: RegistrationTypes, sql: column('registration_type') },
    'registration.status': {
      kind: 'enum',
      values: RegistrationStatuses,
      sql: registrationStatusSql(now),
      nullable: false,
    },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
    publishedDate: { kind: 'date', sql: column('published_date') },
    ...(owner ? { userId: { kind: 'string' as const, sql: column('user_id') } } : {}),
    'categories.id': { kind: 'string', members, sortable: false },
    categoryId: { kind: 'string', members, sortable: false },
  };
}

/** Facets count-by-status can group by. */
export const eventFacets = (now: string): ReadonlyMap<string, RawBuilder<unknown>> =>
  new Map<string, RawBuilder<unknown>>([
    ['status', statusSql(now)],
    ['registration.type', sql.ref('events.registration_type')],
    ['location.type', sql.ref('events.location_type')],
  ]);

/** Every stored time the clock conditions above (status, registration status, upcoming) compare `now` with. */
const CLOCK_COLUMNS = ['start_sort', 'start_date', 'end_date', 'rsvp_start', 'rsvp_end'] as const;

/**
 * The smallest of those times at or after `now` among the site's events (null: none). Until the
 * clock reaches it, each of those conditions answers as it does at `now`, so a count taken at
 * `now` still holds (platform/query/reuse.ts). One pass over the site's events.
 */
export async function nextClockChange(scope: SiteScope, now: string): Promise<string | null> {
  const row = (await selectFromSite(scope, 'events')
    .select(
      CLOCK_COLUMNS.map((name) =>
        sql<
          string | null
        >`MIN(CASE WHEN ${sql.ref(`events.${name}`)} >= ${now} THEN ${sql.ref(`events.${name}`)} END)`.as(
          name,
        ),
      ),
    )
    .executeTakeFirst()) as Record<string, string | null> | undefined;
  const times = CLOCK_COLUMNS.map((name) => row?.[name]).filter((t): t is string => typeof t === 'string');
  return times.length ? times.reduce((a, b) => (b < a ? b : a)) : null;
}
