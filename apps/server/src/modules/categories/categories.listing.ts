import { sql, type SqlBool } from 'kysely';
import { can, type Caller } from '../../platform/auth/caller.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import type { CategoryRow } from './categories.store.ts';

const column = (name: string) => sql.ref(`categories.${name}`);
/** States as conditions: MANUAL and RECURRING_EVENT are the kind, HIDDEN the flag, AUTO none here. */
const stateCondition = (state: unknown) => {
  switch (state) {
    case 'MANUAL':
      return sql<SqlBool>`categories.type = 'MANUAL'`;
    case 'RECURRING_EVENT':
      return sql<SqlBool>`categories.type = 'RECURRING_EVENT'`;
    case 'HIDDEN':
      return sql<SqlBool>`categories.hidden = 1`;
    default:
      return sql<SqlBool>`1 = 0`;
  }
};
/** The official query builder's fields: id and name ($eq), states ($hasSome), createdDate (sort). */
const queryFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  name: { kind: 'string', sql: column('name'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  states: {
    kind: 'enum',
    values: ['MANUAL', 'AUTO', 'RECURRING_EVENT', 'HIDDEN'],
    sortable: false,
    members: (values, mode) => {
      const conditions = values.map(stateCondition);
      const some = sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
      if (mode === 'some') return some;
      if (mode === 'none') return sql<SqlBool>`NOT ${some}`;
      return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
    },
  },
};

const managesEvents = (caller: Caller) => can(caller, 'events.manage');

/** QueryCategories: visitors see the categories that are not hidden. Shaped by the service (counts). */
export const categoriesListing = defineListing({
  name: 'categories',
  routes: ['queryCategories'],
  table: 'categories',
  base: (scope, caller: Caller) => {
    const q = scope.db
      .selectFrom('categories')
      .selectAll('categories')
      .where('categories.site_id', '=', scope.siteId);
    return managesEvents(caller) ? q : q.where('categories.hidden', '=', 0);
  },
  fields: () => queryFields,
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'categories.id',
  limits: { default: 50, max: 1000 },
  contextKey: (caller) => (managesEvents(caller) ? 'owner' : 'visitor'),
  cursorScope: (caller) => `categories:${managesEvents(caller) ? 'owner' : 'visitor'}`,
  shape: (page: QueryPage<CategoryRow>) => page,
});
