import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { EventStatuses, LocationTypes, RegistrationStatuses, RegistrationTypes } from '@tessera/contracts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { clockQueryField } from '../../platform/query/clock-field.ts';
import { eventStatus, registrationStatus } from './events.status.ts';

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

/** Fields of an event that queries may filter and sort on, and the column behind each. */
/** `owner`: the caller manages events; only they may filter by what visitors do not see (`userId`). */
export function eventQueryFields(now: string, siteId: string, owner: boolean): QueryFields {
  const members = categoryMembership(siteId);
  const column = (name: string) => sql.ref(`events.${name}`);
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    title: { kind: 'string', sql: column('title'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    // Status by plain column conditions (`UPCOMING` is a range of the listing index on start_sort).
    status: clockQueryField(eventStatus, now, { values: EventStatuses, equalsByColumns: true }),
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
    'registration.status': clockQueryField(registrationStatus, now, { values: RegistrationStatuses }),
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
    publishedDate: { kind: 'date', sql: column('published_date') },
    ...(owner ? { userId: { kind: 'string' as const, sql: column('user_id') } } : {}),
    'categories.id': { kind: 'string', members, sortable: false },
    categoryId: { kind: 'string', members, sortable: false },
  };
}

/** Facets count-by-status can group by. */
export const eventFacets = (now: string): Readonly<Record<string, RawBuilder<unknown>>> => ({
  status: eventStatus.sql(now),
  'registration.type': sql.ref('events.registration_type'),
  'location.type': sql.ref('events.location_type'),
});
