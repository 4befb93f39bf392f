import { sql } from 'kysely';
import { can, type Caller } from '../../platform/auth/caller.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { toWireItem } from './schedule.mapper.ts';
import { itemsOfSite, type ScheduleItemRow } from './schedule.store.ts';

const column = (name: string) => sql.ref(`schedule_items.${name}`);
/** What a query may filter and sort on (the official builder's fields, and the start). */
const queryFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  name: { kind: 'string', sql: column('name'), nullable: false },
  description: { kind: 'string', sql: column('description'), nullable: false },
  stageName: { kind: 'string', sql: column('stage_name'), nullable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  'timeSlot.start': { kind: 'date', sql: column('start_date'), nullable: false },
  'timeSlot.end': { kind: 'date', sql: column('end_date'), nullable: false },
};

const managesEvents = (caller: Caller) => can(caller, 'events.manage');

/** QueryScheduleItems: published items; visitors only visible ones of published events. */
export const scheduleListing = defineListing({
  name: 'schedule',
  routes: ['queryScheduleItems'],
  table: 'schedule_items',
  base: (scope, caller: Caller) => {
    let q = itemsOfSite(scope)
      .innerJoin('events', (join) =>
        join
          .onRef('events.site_id', '=', 'schedule_items.site_id')
          .onRef('events.id', '=', 'schedule_items.event_id'),
      )
      .selectAll('schedule_items')
      .where('schedule_items.state', '=', 'PUBLISHED');
    if (!managesEvents(caller))
      q = q.where('schedule_items.hidden', '=', 0).where('events.lifecycle', '<>', 'DRAFT');
    return q;
  },
  fields: () => queryFields,
  defaultSort: [{ fieldName: 'timeSlot.start', order: 'ASC' }],
  tieBreaker: 'schedule_items.id',
  limits: { default: 50, max: 100 },
  contextKey: (caller) => (managesEvents(caller) ? 'owner' : 'visitor'),
  cursorScope: (caller) => `schedule:${managesEvents(caller) ? 'owner' : 'visitor'}`,
  shape: (page: QueryPage<ScheduleItemRow>) => ({
    pagingMetadata: page.pagingMetadata,
    items: page.rows.map(toWireItem),
  }),
});
