import { sql } from 'kysely';
import type {
  CountEventsByStatusRequest,
  Event,
  QueryEventsRequest,
  QueryEventsResponse,
  RequestedField,
} from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { facetCounts, runQuery, type QuerySpec } from '../../platform/query/run-query.ts';
import { QueryMemory } from '../../platform/query/reuse.ts';
import type { DataVersionOf } from '../../platform/data-versions.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { jsonWithArrays, type SerializedJson } from '../../platform/serialized-json.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { Caller, EventsDeps } from './events.context.ts';
import { toWireEvent, WIRE_EVENT_COLUMNS, type WireEventRow } from './events.mapper.ts';
import { eventJson, eventView, keptEventJson, LISTING_COLUMNS, type ListingRow } from './events.wire-json.ts';
import { eventFacets, eventQueryFields, nextClockChange } from './events.query-fields.ts';
import {
  categoriesOfEvents,
  eventsOfSite,
  findCategory,
  eventByIdQuery,
  findEventById,
  findEventBySlug,
  type CategoryRow,
  type EventRow,
} from './events.store.ts';

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

export const eventNotFound = (eventId: string) =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });
/** The event of a write, locked until commit: any state, but it must exist. */
export async function requireEvent(unit: SiteTx, eventId: string): Promise<EventRow> {
  const row = await unit.forUpdate(eventByIdQuery(unit, eventId)).executeTakeFirst();
  if (!row) throw eventNotFound(eventId);
  return row;
}

const slugNotFound = (slug: string) => notFound('EVENT_NOT_FOUND', `No event with slug ${slug}`, { slug });

export interface EventReadsOptions {
  /** The sites' data versions (platform/data-versions.ts); with them, query totals are reused exactly. */
  dataVersion?: DataVersionOf;
}

export class EventReads {
  /** Compiled query statements and counts (platform/query/reuse.ts). */
  private readonly memory = new QueryMemory();
  /** Per site: the next stored time a status condition compares the clock with, per data version. */
  private readonly clockChanges = new Map<string, { version: string; from: string; at: string | null }>();

  constructor(
    private readonly deps: EventsDeps,
    private readonly options: EventReadsOptions = {},
  ) {}

  async getById(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    const row = await findEventById(this.scopeOf(caller), eventId);
    return this.visibleOne(caller, row, () => eventNotFound(eventId), fields);
  }

  async getBySlug(caller: Caller, slug: string, fields?: RequestedField[]): Promise<Event> {
    const row = await findEventBySlug(this.scopeOf(caller), slug);
    return this.visibleOne(caller, row, () => slugNotFound(slug), fields);
  }

  async query(caller: Caller, request: QueryEventsRequest) {
    const includeDrafts = this.draftsAllowed(caller, request.includeDrafts);
    const now = nowIso();
    const cursorSecret = await this.deps.secrets.cursorSecret(caller.siteId);
    const { dataVersion } = this.options;
    const spec = this.specAt(caller, now, includeDrafts, cursorSecret);
    spec.reuse = {
      memory: this.memory,
      key: `events\u0000${caller.siteId}\u0000${includeDrafts}\u0000${caller.owner}`,
      now,
      at: (at) => this.specAt(caller, at, includeDrafts, cursorSecret),
      counts: dataVersion && {
        version: () => dataVersion(caller.siteId, 'events'),
        nextClockChange: (at, version) => this.nextClockChange(caller.siteId, at, version),
      },
    };
    const page = await runQuery<ListingRow>(spec, request.query ?? {});
    return this.pageAnswer(caller, page, request.fields, now);
  }

  async countByStatus(caller: Caller, request: CountEventsByStatusRequest) {
    const includeDrafts = this.draftsAllowed(caller, request.includeDrafts);
    const now = nowIso();
    const facetsAvailable = eventFacets(now);
    const requested = request.facet?.length ? request.facet : ['status'];
    // Each facet is one grouped scan: a repeated name would only repeat the work.
    const violations = requested.flatMap((name, i) =>
      !facetsAvailable.has(name)
        ? [
            violation(
              `facet[${i}]`,
              `must be one of ${[...facetsAvailable.keys()].join(', ')}`,
              'INVALID_ENUM_VALUE',
            ),
          ]
        : requested.indexOf(name) !== i
          ? [violation(`facet[${i}]`, `${name} is requested twice`, 'VALIDATION')]
          : [],
    );
    if (violations.length) throw validationError(violations);
    const spec = await this.querySpec(caller, now, includeDrafts);
    const counted = await facetCounts(
      spec,
      request.filter,
      requested.map((name) => facetsAvailable.get(name)!),
    );
    const facets: Record<string, { counts: Record<string, number> }> = {};
    requested.forEach((name, i) => {
      facets[name] = { counts: Object.fromEntries(counted[i]) };
    });
    return { facets };
  }

  async listByCategory(
    caller: Caller,
    categoryId: string,
    input: { paging?: { limit?: number; offset?: number }; fields?: RequestedField[] },
  ) {
    const category = await findCategory(this.scopeOf(caller), categoryId);
    if (!category) throw notFound('CATEGORY_NOT_FOUND', `Category ${categoryId} not found`, { categoryId });
    const now = nowIso();
    const spec = await this.querySpec(caller, now, false);
    const inCategory: QuerySpec = {
      ...spec,
      base: () =>
        spec.base().where(
          sql<boolean>`EXISTS (SELECT 1 FROM event_categories ec WHERE ec.site_id = events.site_id
            AND ec.event_id = events.id AND ec.category_id = ${categoryId})`,
        ),
    };
    const page = await runQuery<ListingRow>(inCategory, { paging: input.paging });
    return this.pageAnswer(caller, page, input.fields, now);
  }

  private scopeOf(caller: Caller): SiteScope {
    return siteScope(this.deps.db, caller.siteId);
  }

  /** The query definition shared by queries, facets and bulk operations. */
  async querySpec(caller: Caller, now: string, includeDrafts: boolean): Promise<QuerySpec> {
    return this.specAt(caller, now, includeDrafts, await this.deps.secrets.cursorSecret(caller.siteId));
  }

  private specAt(caller: Caller, now: string, includeDrafts: boolean, cursorSecret: string): QuerySpec {
    return {
      db: this.deps.db,
      base: () => {
        const base = eventsOfSite(this.scopeOf(caller));
        return includeDrafts ? base : base.where('events.lifecycle', '<>', 'DRAFT');
      },
      // Built on first use: a query whose statements are kept never needs them.
      get fields() {
        const fields = eventQueryFields(now, caller.siteId, caller.owner);
        Object.defineProperty(this, 'fields', { value: fields });
        return fields;
      },
      defaultSort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
      tieBreaker: sql.ref('events.id'),
      defaultLimit: DEFAULT_PAGE_SIZE,
      maxLimit: MAX_PAGE_SIZE,
      cursorSecret,
      cursorScope: includeDrafts ? 'drafts' : undefined,
      columns: LISTING_COLUMNS,
    };
  }

  /**
   * The next stored time at or after `now` that status conditions compare the clock with: until
   * then, and while the data version holds, every such condition answers as it does at `now`.
   * Kept per site and version: a later clock up to that time has the same answer.
   */
  private async nextClockChange(siteId: string, now: string, version: string): Promise<string | null> {
    const kept = this.clockChanges.get(siteId);
    if (kept && kept.version === version && now >= kept.from && (kept.at === null || now <= kept.at)) {
      return kept.at;
    }
    const at = await nextClockChange(siteScope(this.deps.db, siteId), now);
    if (this.clockChanges.size >= 1000) this.clockChanges.clear();
    this.clockChanges.set(siteId, { version, from: now, at });
    return at;
  }

  private draftsAllowed(caller: Caller, includeDrafts?: boolean): boolean {
    if (includeDrafts && !caller.owner) {
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
    // Drafts are invisible to visitors: not found rather than forbidden, to not leak them.
    if (!row || (row.lifecycle === 'DRAFT' && !caller.owner)) throw notFoundError();
    const [event] = await this.toWire(caller, [row], fields, nowIso());
    return event;
  }

  /**
   * A page of events as JSON text. The page's rows come from the listing index alone (ids and
   * revisions); an event whose kept JSON still holds is reused, the others are read whole and built.
   */
  private async pageAnswer(
    caller: Caller,
    page: { rows: ListingRow[]; pagingMetadata: QueryEventsResponse['pagingMetadata'] },
    fields: RequestedField[] = [],
    now: string,
  ): Promise<SerializedJson<QueryEventsResponse>> {
    const view = eventView(new Set(fields), caller.owner, this.deps.publicUrl, now);
    const categories = await this.categoriesOf(caller, view.fields, page.rows);
    const categoriesOf = (id: string) => categories.get(id) ?? [];
    const kept = page.rows.map((row) => keptEventJson(caller.siteId, row, categoriesOf(row.id), view));
    const missing = page.rows.filter((_, i) => kept[i] === undefined).map((row) => row.id);
    const built = new Map<string, Buffer>();
    if (missing.length) {
      const rows = await eventsOfSite(this.scopeOf(caller))
        .select(WIRE_EVENT_COLUMNS)
        .where('events.id', 'in', missing)
        .execute();
      for (const row of rows) built.set(row.id, eventJson(row, categoriesOf(row.id), view));
    }
    // An event deleted since the page was read is left out.
    const events = page.rows.flatMap((row, i) => kept[i] ?? built.get(row.id) ?? []);
    return jsonWithArrays<QueryEventsResponse>({ events }, { pagingMetadata: page.pagingMetadata });
  }

  private async toWire(caller: Caller, rows: WireEventRow[], fields: RequestedField[] = [], now: string) {
    const fieldSet = new Set(fields);
    const categories = await this.categoriesOf(caller, fieldSet, rows);
    return rows.map((row) =>
      toWireEvent(row, categories.get(row.id) ?? [], {
        fields: fieldSet,
        owner: caller.owner,
        publicUrl: this.deps.publicUrl,
        now,
      }),
    );
  }

  private async categoriesOf(caller: Caller, fields: ReadonlySet<RequestedField>, rows: { id: string }[]) {
    return fields.has('CATEGORIES')
      ? await categoriesOfEvents(
          this.scopeOf(caller),
          rows.map((r) => r.id),
        )
      : new Map<string, CategoryRow[]>();
  }
}
