import { sql, type SqlBool } from 'kysely';
import { EventStatuses, LocationTypes, RegistrationStatuses, RegistrationTypes } from '@tessera/contracts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { statusCondition, statusSql } from './events.status.ts';

const categoryMembership = (values: unknown[], mode: 'some' | 'all' | 'none') => {
  const list = sql.join(values.map((v) => sql`${v}`));
  const matching = sql`(SELECT COUNT(DISTINCT ec.category_id) FROM event_categories ec
    WHERE ec.site_id = events.site_id AND ec.event_id = events.id AND ec.category_id IN (${list}))`;
  if (mode === 'all') return sql<SqlBool>`${matching} = ${new Set(values).size}`;
  if (mode === 'none') return sql<SqlBool>`${matching} = 0`;
  return sql<SqlBool>`${matching} > 0`;
};

/** Fields of an event that queries may filter and sort on, and the column behind each. */
export function eventQueryFields(now: string): QueryFields {
  const column = (name: string) => sql.ref(`events.${name}`);
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    title: { kind: 'string', sql: column('title'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    status: {
      kind: 'enum',
      values: EventStatuses,
      sql: statusSql(now),
      equals: (status) => statusCondition(now, status),
      nullable: false,
    },
    'location.type': { kind: 'enum', values: LocationTypes, sql: column('location_type') },
    'dateAndTimeSettings.startDate': {
      kind: 'date',
      sql: column('start_date'),
      sort: { sql: column('start_sort'), nullable: false },
    },
    'dateAndTimeSettings.endDate': { kind: 'date', sql: column('end_date') },
    'dateAndTimeSettings.recurringEvents.categoryId': {
      kind: 'string',
      sql: column('recurring_category_id'),
    },
    'registration.type': { kind: 'enum', values: RegistrationTypes, sql: column('registration_type') },
    'registration.status': { kind: 'enum', values: RegistrationStatuses, sql: column('registration_status') },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
    publishedDate: { kind: 'date', sql: column('published_date') },
    userId: { kind: 'string', sql: column('user_id') },
    'categories.id': { kind: 'string', members: categoryMembership, sortable: false },
    categoryId: { kind: 'string', members: categoryMembership, sortable: false },
  };
}

/** Facets count-by-status can group by. */
export const eventFacets = (now: string) => ({
  status: statusSql(now),
  'registration.type': sql.ref('events.registration_type'),
  'location.type': sql.ref('events.location_type'),
});
