import { sql, type SqlBool } from 'kysely';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { scheduleRoutes } from '@tessera/contracts/routes/schedule.routes';
import type { ListScheduleItemsResponse, ScheduleStateFilter } from '@tessera/contracts/schedule';
import { can, type Caller } from '../../platform/auth/caller.ts';
import type { Dialect, Executor } from '../../platform/db.ts';
import { isoAt } from '../../platform/clock.ts';
import { openListing } from '../../platform/query/listing.ts';
import { COUNT_LIMIT } from '../../platform/query/run-query.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import { findEventRef as findEvent } from '../events/index.ts';
import { scheduleListing } from './schedule.listing.ts';
import { toWireItem } from './schedule.mapper.ts';
import { findItem, hasTag, itemsOfSite, type ScheduleItemRow } from './schedule.store.ts';
import { itemNotFound } from './schedule.service.ts';

type R = typeof scheduleRoutes;

const DEFAULT_LIMIT = 100;

/** Who sees what: events managers every state; everyone else published, visible items of published events. */
const managesEvents = (caller: Caller) => can(caller, 'events.manage');

/**
 * The states a list selects, as the platform reads them: no states is PUBLISHED and VISIBLE;
 * without PUBLISHED or DRAFT it is PUBLISHED; without VISIBLE or HIDDEN it is VISIBLE.
 * Visitors get published, visible items whatever they ask.
 */
export function effectiveStates(asked: readonly ScheduleStateFilter[] | undefined, owner: boolean) {
  const states = new Set(owner ? (asked ?? []) : []);
  if (!states.has('PUBLISHED') && !states.has('DRAFT')) states.add('PUBLISHED');
  if (!states.has('VISIBLE') && !states.has('HIDDEN')) states.add('VISIBLE');
  return states;
}

export class ScheduleReads {
  private readonly listing;

  constructor(
    private readonly deps: {
      db: Executor;
      dialect: Dialect;
      secrets: { cursorSecret(siteId: string): Promise<string> };
    },
  ) {
    this.listing = openListing(scheduleListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    });
  }

  private scope(caller: Caller): SiteScope {
    return siteScope(this.deps.db, caller.siteId);
  }

  async get(caller: Caller, itemId: string, input: InputOf<R['getScheduleItem']>) {
    const scope = this.scope(caller);
    const owner = managesEvents(caller);
    const belongs = (row: ScheduleItemRow | undefined) =>
      row && (input.eventId === undefined || row.event_id === input.eventId) ? row : undefined;
    let published = belongs(await findItem(scope, 'PUBLISHED', itemId));
    if (published && !owner) {
      const event = await findEvent(scope, published.event_id);
      if (!event || event.lifecycle === 'DRAFT' || published.hidden === 1) published = undefined;
    }
    const draft = owner && input.includeDraft ? belongs(await findItem(scope, 'DRAFT', itemId)) : undefined;
    if (!published && !draft) throw itemNotFound(itemId);
    return {
      ...(published ? { item: toWireItem(published) } : {}),
      ...(draft ? { draft: toWireItem(draft) } : {}),
    };
  }

  /** `GET /events/v1/schedule`: the official list, its filters, facets and offset paging. */
  async list(caller: Caller, input: InputOf<R['listScheduleItems']>): Promise<ListScheduleItemsResponse> {
    const scope = this.scope(caller);
    const owner = managesEvents(caller);
    const states = effectiveStates(input.state, owner);
    const limit = input.paging?.limit ?? input.limit ?? DEFAULT_LIMIT;
    const offset = input.paging?.offset ?? input.offset ?? 0;
    const where = this.listConditions(scope, input, states, owner);
    const selected = () =>
      itemsOfSite(scope)
        .innerJoin('events', (join) =>
          join
            .onRef('events.site_id', '=', 'schedule_items.site_id')
            .onRef('events.id', '=', 'schedule_items.event_id'),
        )
        .where(where);
    const { total } = await selected()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows =
      limit === 0
        ? []
        : await selected()
            .selectAll('schedule_items')
            .orderBy('schedule_items.start_date')
            .orderBy('schedule_items.name')
            .orderBy('schedule_items.id')
            .orderBy('schedule_items.state')
            .limit(limit)
            .offset(offset)
            .execute();
    const items = rows.map(toWireItem);
    const count = Number(total);
    const answer: ListScheduleItemsResponse = {
      total: count,
      limit,
      offset,
      items,
      pagingMetadata: { count: items.length, offset, total: count },
    };
    if (input.facet?.length) answer.facets = await this.facets(selected, input.facet);
    if (owner) answer.draftNotPublished = await this.draftsExist(scope, input.eventId);
    return answer;
  }

  private listConditions(
    scope: SiteScope,
    input: InputOf<R['listScheduleItems']>,
    states: ReadonlySet<ScheduleStateFilter>,
    owner: boolean,
  ) {
    const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
    const noDraft = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM schedule_drafts d
      WHERE d.site_id = schedule_items.site_id AND d.event_id = schedule_items.event_id)`;
    const published = states.has('PUBLISHED');
    const draft = states.has('DRAFT');
    if (published && !draft) conditions.push(sql<SqlBool>`schedule_items.state = 'PUBLISHED'`);
    // The draft agenda: draft items where the event has a draft, else its published ones.
    if (draft && !published) {
      conditions.push(
        sql<SqlBool>`(schedule_items.state = 'DRAFT' OR (schedule_items.state = 'PUBLISHED' AND ${noDraft}))`,
      );
    }
    const visible = states.has('VISIBLE');
    const hidden = states.has('HIDDEN');
    if (visible && !hidden) conditions.push(sql<SqlBool>`schedule_items.hidden = 0`);
    if (hidden && !visible) conditions.push(sql<SqlBool>`schedule_items.hidden = 1`);
    if (!owner) conditions.push(sql<SqlBool>`events.lifecycle <> 'DRAFT'`);
    const inList = (column: string, values: readonly string[] | undefined) => {
      if (values?.length) {
        conditions.push(sql<SqlBool>`${sql.ref(column)} IN (${sql.join([...new Set(values)])})`);
      }
    };
    inList('schedule_items.event_id', input.eventId);
    inList('schedule_items.id', input.itemId);
    inList('schedule_items.stage_name', input.stageName);
    if (input.tag?.length) {
      const tags = [...new Set(input.tag)].map((tag) => hasTag(this.deps.dialect, tag));
      conditions.push(sql<SqlBool>`(${sql.join(tags, sql` OR `)})`);
    }
    if (input.startingFrom) {
      conditions.push(sql<SqlBool>`schedule_items.start_date >= ${isoAt(Date.parse(input.startingFrom))}`);
    }
    if (input.startingBefore) {
      conditions.push(sql<SqlBool>`schedule_items.start_date < ${isoAt(Date.parse(input.startingBefore))}`);
    }
    void scope;
    return conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`1 = 1`;
  }

  /** Counts of each tag and stage among the selected items (at most COUNT_LIMIT items read for tags). */
  private async facets(
    selected: () => ReturnType<ReturnType<typeof itemsOfSite>['innerJoin']>,
    names: readonly string[],
  ): Promise<Record<string, { counts: Record<string, number> }>> {
    const facets: Record<string, { counts: Record<string, number> }> = {};
    for (const name of new Set(names)) {
      const counts: Record<string, number> = Object.create(null) as Record<string, number>;
      if (name === 'stageName') {
        const rows = await selected()
          .select((eb) => ['schedule_items.stage_name as value', eb.fn.countAll<number | string>().as('n')])
          .groupBy('schedule_items.stage_name')
          .execute();
        for (const row of rows as { value: string; n: number | string }[]) {
          if (row.value) counts[row.value] = Number(row.n);
        }
      } else {
        const rows = await selected().select('schedule_items.tags').limit(COUNT_LIMIT).execute();
        for (const row of rows as { tags: string }[]) {
          for (const tag of JSON.parse(row.tags) as string[]) counts[tag] = (counts[tag] ?? 0) + 1;
        }
      }
      facets[name] = { counts: { ...counts } };
    }
    return facets;
  }

  private async draftsExist(scope: SiteScope, eventIds: readonly string[] | undefined): Promise<boolean> {
    let query = scope.db.selectFrom('schedule_drafts').select('event_id').where('site_id', '=', scope.siteId);
    if (eventIds?.length) query = query.where('event_id', 'in', [...new Set(eventIds)]);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }

  /** `POST /events/v1/schedule/query`: published items, filtered and sorted in SQL, cursor or offset paged. */
  query(caller: Caller, input: InputOf<R['queryScheduleItems']>) {
    return this.listing.query(caller.siteId, caller, input.query ?? {});
  }
}
