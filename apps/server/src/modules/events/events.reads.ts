import { sql } from 'kysely';
import type {
  CountEventsByStatusRequest,
  Event,
  QueryEventsRequest,
  QueryEventsResponse,
  RequestedField,
} from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { defineListing, openListing, type Listing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import type { DataVersionOf } from '../../platform/data-versions.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { jsonWithArrays, SerializedJson } from '../../platform/serialized-json.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import { keptStatement } from '../../platform/kept-statement.ts';
import { BoundedMemo } from '../../platform/bounded-memo.ts';
import { managesEvents, type Caller, type EventsDeps } from './events.context.ts';
import { eventNotFound } from './event-refs.ts';
import {
  eventJson,
  eventView,
  keptEventJsons,
  LISTING_COLUMNS,
  toWireEvent,
  WIRE_EVENT_COLUMNS,
  type ListingRow,
  type WireEventRow,
} from './events.wire.ts';
import { eventFacets, eventQueryFields } from './events.query-fields.ts';
import { eventStatus, registrationStatus } from './events.status.ts';
import {
  categoriesOfEvents,
  eventsOfSite,
  findCategory,
  eventByIdQuery,
  findEventById,
  type CategoryRow,
  type EventRow,
} from './events.store.ts';

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

/** The event of a write, locked until commit: any state, but it must exist. */
export async function requireEvent(unit: SiteTx, eventId: string): Promise<EventRow> {
  const row = await unit.forUpdate(eventByIdQuery(unit, eventId)).executeTakeFirst();
  if (!row) throw eventNotFound(eventId);
  return row;
}

/**
 * An event page's read by slug, compiled once (keptStatement): a visitor's page is served from
 * the read cache, and each of its misses (every slug once per second under load) built and
 * compiled this statement with Kysely, which cost more than SQLite takes to run it. Only the
 * columns shaping reads.
 */
const eventBySlug = keptStatement((db, args: { siteId: string; slug: string }) =>
  eventsOfSite(siteScope(db, args.siteId)).select(WIRE_EVENT_COLUMNS).where('events.slug', '=', args.slug),
);

const slugNotFound = (slug: string) => notFound('EVENT_NOT_FOUND', `No event with slug ${slug}`, { slug });

export interface EventReadsOptions {
  /**
   * The sites' data versions (platform/data-versions.ts); with them, query totals and answers and
   * slugs' rows are reused exactly while the site's `events` version stands still. The version
   * costs no statement on SQLite while nothing was written, and one statement per turn of the
   * event loop for all its requests on PostgreSQL.
   */
  dataVersion?: DataVersionOf;
}

const EVENT_OPENING = Buffer.from('{"event":');
const EVENT_CLOSING = Buffer.from('}');

/** Slugs whose rows are kept at most; the oldest goes first. */
const KEPT_SLUG_ROWS = 2_000;

/** The row, if the caller may see it: drafts are not found (rather than forbidden, to not leak them) for visitors. */
function visibleRow(caller: Caller, row: WireEventRow | undefined, notFound: () => Error): WireEventRow {
  if (!row || (row.lifecycle === 'DRAFT' && !managesEvents(caller))) throw notFound();
  return row;
}

/** What one events query adds to the listing: the caller, its fixed conditions, the fields asked for. */
export interface EventsListingContext {
  caller: Caller;
  deps: EventsDeps;
  includeDrafts: boolean;
  /** Only the events of this category (ListEventsByCategory). */
  categoryId?: string;
  fields?: RequestedField[];
}

/** The events listing (platform/query/listing.ts): QueryEvents, CountEventsByStatus, ListEventsByCategory. */
export const eventsListing = defineListing({
  name: 'events',
  routes: ['queryEvents', 'countEventsByStatus', 'listEventsByCategory'],
  table: 'events',
  kind: 'events',
  base: (scope, ctx: EventsListingContext) => {
    let base = eventsOfSite(scope);
    if (!ctx.includeDrafts) base = base.where('events.lifecycle', '<>', 'DRAFT');
    if (ctx.categoryId !== undefined) {
      base = base.where(
        sql<boolean>`EXISTS (SELECT 1 FROM event_categories ec WHERE ec.site_id = events.site_id
          AND ec.event_id = events.id AND ec.category_id = ${ctx.categoryId})`,
      );
    }
    return base;
  },
  fields: ({ now, siteId, ctx }) => {
    const fields = eventQueryFields(now, siteId, managesEvents(ctx.caller));
    // ListEventsByCategory: the owner's order of the category (ReorderCategoryEvents), unplaced last.
    if (ctx.categoryId === undefined) return fields;
    const position = sql`(SELECT COALESCE(ec.sort_index, 1000000000) FROM event_categories ec
      WHERE ec.site_id = events.site_id AND ec.event_id = events.id AND ec.category_id = ${ctx.categoryId})`;
    return { ...fields, categoryPosition: { kind: 'number', sql: position, nullable: false } };
  },
  clockFields: [eventStatus, registrationStatus],
  facets: eventFacets,
  defaultSort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
  tieBreaker: 'events.id',
  limits: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
  columns: LISTING_COLUMNS,
  contextKey: (ctx) =>
    `${ctx.includeDrafts}\u0000${managesEvents(ctx.caller)}\u0000${ctx.categoryId === undefined ? '' : `c:${ctx.categoryId}`}`,
  cursorScope: (ctx) => (ctx.includeDrafts ? 'drafts' : undefined),
  shape: (page: QueryPage<ListingRow>, ctx, now) => pageAnswer(ctx, page, now),
  // pageAnswer reads the page, its view and the events and categories (both the `events` kind).
  answerKey: (ctx) =>
    eventView(new Set(ctx.fields ?? []), managesEvents(ctx.caller), ctx.deps.publicUrl, '').key,
});

export class EventReads {
  /** The events listing of this process (its statements and kept counts). */
  private readonly listing: Listing<EventsListingContext, ListingRow, SerializedJson<QueryEventsResponse>>;

  /** A slug's row (or its absence) under the `events` version read before it. */
  private readonly slugRows = new BoundedMemo<{ version: string; row: WireEventRow | undefined }>(
    KEPT_SLUG_ROWS,
    Number.POSITIVE_INFINITY, // bounded by count only: sizes are given as 0
  );
  private readonly slugVersion: DataVersionOf | undefined;

  constructor(
    private readonly deps: EventsDeps,
    options: EventReadsOptions = {},
  ) {
    this.slugVersion = options.dataVersion;
    this.listing = openListing(eventsListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
      dataVersion: options.dataVersion,
    });
  }

  async getById(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    const row = await findEventById(this.scopeOf(caller), eventId);
    return this.visibleOne(caller, row, () => eventNotFound(eventId), fields);
  }

  async getBySlug(caller: Caller, slug: string, fields?: RequestedField[]): Promise<Event> {
    const row = await this.rowBySlug(caller.siteId, slug);
    return this.visibleOne(caller, row, () => slugNotFound(slug), fields);
  }

  /**
   * GetEventBySlug's answer, `{ "event": ... }`, written from the event's kept JSON while its
   * revision and clock-derived fields hold (events.wire.ts: the same kept JSON a listing of the
   * same view reuses), else built and kept. Same answer as `{ event: getBySlug(...) }`.
   */
  async getBySlugAnswer(
    caller: Caller,
    slug: string,
    fields?: RequestedField[],
  ): Promise<SerializedJson<{ event: Event }>> {
    const row = visibleRow(caller, await this.rowBySlug(caller.siteId, slug), () => slugNotFound(slug));
    const now = nowIso();
    const view = eventView(new Set(fields ?? []), managesEvents(caller), this.deps.publicUrl, now);
    const categories = (await this.categoriesOf(caller, view.fields, [row])).get(row.id) ?? [];
    const json = keptEventJsons(caller.siteId, view)(row, categories) ?? eventJson(row, categories, view);
    const answer = new SerializedJson<{ event: Event }>(Buffer.concat([EVENT_OPENING, json, EVENT_CLOSING]));
    // Its statuses hold until the earliest of its dates ahead (the registration rule reads them all).
    const next = registrationStatus.nextChange(row, now);
    answer.clockLifeMs = next === null ? null : Date.parse(next) - Date.parse(now);
    return answer;
  }

  /**
   * The slug's row, or the one kept under the same `events` version: every write of an event or
   * a category raises it (runEventsUnit, categories), so an unchanged version is an unchanged
   * row. The version is read before the row, so a row is never kept under a newer version than
   * its own. Clock-derived fields are computed from the row on every read, never kept.
   */
  private async rowBySlug(siteId: string, slug: string): Promise<WireEventRow | undefined> {
    if (!this.slugVersion) return (await eventBySlug(this.deps.db, { siteId, slug })).rows[0];
    const version = await this.slugVersion(siteId, 'events');
    const key = `${siteId}\u0000${slug}`;
    const kept = this.slugRows.get(key);
    if (kept?.version === version) return kept.row;
    const { rows } = await eventBySlug(this.deps.db, { siteId, slug });
    this.slugRows.set(key, { version, row: rows[0] }, 0);
    return rows[0];
  }

  async query(caller: Caller, request: QueryEventsRequest) {
    const includeDrafts = this.draftsAllowed(caller, request.includeDrafts);
    const ctx = { caller, deps: this.deps, includeDrafts, fields: request.fields };
    return this.listing.query(caller.siteId, ctx, request.query ?? {});
  }

  async countByStatus(caller: Caller, request: CountEventsByStatusRequest) {
    const includeDrafts = this.draftsAllowed(caller, request.includeDrafts);
    const requested = request.facet?.length ? request.facet : ['status'];
    const ctx = { caller, deps: this.deps, includeDrafts };
    return { facets: await this.listing.countBy(caller.siteId, ctx, request.filter, requested) };
  }

  async listByCategory(
    caller: Caller,
    categoryId: string,
    input: { paging?: { limit?: number; offset?: number }; fields?: RequestedField[] },
  ) {
    const category = await findCategory(this.scopeOf(caller), categoryId);
    if (!category) throw notFound('CATEGORY_NOT_FOUND', `Category ${categoryId} not found`, { categoryId });
    const ctx = { caller, deps: this.deps, includeDrafts: false, categoryId, fields: input.fields };
    const sort = [
      { fieldName: 'categoryPosition', order: 'ASC' as const },
      { fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' as const },
    ];
    return this.listing.query(caller.siteId, ctx, { paging: input.paging, sort });
  }

  private scopeOf(caller: Caller): SiteScope {
    return siteScope(this.deps.db, caller.siteId);
  }

  private draftsAllowed(caller: Caller, includeDrafts?: boolean): boolean {
    if (includeDrafts && !managesEvents(caller)) {
      throw new AppError(
        'PERMISSION_DENIED',
        'PERMISSION_DENIED',
        'Only the site owner can include draft events',
      );
    }
    return includeDrafts ?? false;
  }

  private async visibleOne(
    caller: Caller,
    row: WireEventRow | undefined,
    notFoundError: () => Error,
    fields?: RequestedField[],
  ) {
    const [event] = await this.toWire(caller, [visibleRow(caller, row, notFoundError)], fields, nowIso());
    return event;
  }

  private async toWire(caller: Caller, rows: WireEventRow[], fields: RequestedField[] = [], now: string) {
    const fieldSet = new Set(fields);
    const categories = await this.categoriesOf(caller, fieldSet, rows);
    return rows.map((row) =>
      toWireEvent(row, categories.get(row.id) ?? [], {
        fields: fieldSet,
        owner: managesEvents(caller),
        publicUrl: this.deps.publicUrl,
        now,
      }),
    );
  }

  private categoriesOf(caller: Caller, fields: ReadonlySet<RequestedField>, rows: { id: string }[]) {
    return categoriesOf(this.scopeOf(caller), fields, rows);
  }
}

async function categoriesOf(scope: SiteScope, fields: ReadonlySet<RequestedField>, rows: { id: string }[]) {
  return fields.has('CATEGORIES')
    ? await categoriesOfEvents(
        scope,
        rows.map((r) => r.id),
      )
    : new Map<string, CategoryRow[]>();
}

/**
 * A page of events as JSON text (the listing's shaping). The page's rows come from the listing
 * index alone (ids and revisions); an event whose kept JSON still holds is reused, the others
 * are read whole and built.
 */
async function pageAnswer(
  ctx: EventsListingContext,
  page: QueryPage<ListingRow>,
  now: string,
): Promise<SerializedJson<QueryEventsResponse>> {
  const { caller, deps } = ctx;
  const scope = siteScope(deps.db, caller.siteId);
  const view = eventView(new Set(ctx.fields ?? []), managesEvents(caller), deps.publicUrl, now);
  const categories = await categoriesOf(scope, view.fields, page.rows);
  const categoriesOfEvent = (id: string) => categories.get(id) ?? [];
  const keptJson = keptEventJsons(caller.siteId, view);
  const kept = page.rows.map((row) => keptJson(row, categoriesOfEvent(row.id)));
  const missing = page.rows.filter((_, i) => kept[i] === undefined).map((row) => row.id);
  const built = new Map<string, Buffer>();
  if (missing.length) {
    const rows = await eventsOfSite(scope)
      .select(WIRE_EVENT_COLUMNS)
      .where('events.id', 'in', missing)
      .execute();
    for (const row of rows) built.set(row.id, eventJson(row, categoriesOfEvent(row.id), view));
  }
  // An event deleted since the page was read is left out. A loop, not flatMap: V8's flatMap
  // takes its generic path for Buffers (~10 µs a page of 20, most of this function's time).
  const events: Buffer[] = [];
  page.rows.forEach((row, i) => {
    const json = kept[i] ?? built.get(row.id);
    if (json) events.push(json);
  });
  return jsonWithArrays<QueryEventsResponse>({ events }, { pagingMetadata: page.pagingMetadata });
}
