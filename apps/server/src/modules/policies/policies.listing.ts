import { sql } from 'kysely';
import type { Caller } from '../../platform/auth/caller.ts';
import { can } from '../../platform/auth/caller.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import { toWirePolicy } from './policies.mapper.ts';
import { policiesOfSite, type PolicyRow } from './policies.store.ts';

const column = (name: string) => sql.ref(`event_policies.${name}`);
/** The official query builder's fields (revision compares as a number), and the event's order. */
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  name: { kind: 'string', sql: column('name'), nullable: false },
  body: { kind: 'string', sql: column('body'), nullable: false, sortable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  revision: { kind: 'number', sql: column('revision'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  sortIndex: { kind: 'number', sql: column('sort_index'), nullable: false },
};

const managesEvents = (caller: Caller) => can(caller, 'events.manage');

/** QueryPolicies: visitors see the policies of published (or canceled) events only. */
export const policiesListing = defineListing({
  name: 'policies',
  routes: ['queryPolicies'],
  table: 'event_policies',
  base: (scope, caller: Caller) => {
    const q = policiesOfSite(scope).selectAll('event_policies');
    if (managesEvents(caller)) return q;
    return q.where(
      sql<boolean>`EXISTS (SELECT 1 FROM events e WHERE e.site_id = event_policies.site_id
        AND e.id = event_policies.event_id AND e.lifecycle <> 'DRAFT')`,
    );
  },
  fields: () => fields,
  defaultSort: [
    { fieldName: 'eventId', order: 'ASC' },
    { fieldName: 'sortIndex', order: 'ASC' },
  ],
  tieBreaker: 'event_policies.id',
  limits: { default: 50, max: 100 },
  contextKey: (caller) => (managesEvents(caller) ? 'owner' : 'visitor'),
  cursorScope: (caller) => `policies:${managesEvents(caller) ? 'owner' : 'visitor'}`,
  shape: (page) => ({
    policies: (page.rows as PolicyRow[]).map(toWirePolicy),
    metadata: page.pagingMetadata,
  }),
});
