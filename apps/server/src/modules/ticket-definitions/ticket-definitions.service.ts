import { sql } from 'kysely';
import type { QueryV2 } from '@tessera/contracts';
import type { InputOf, ResponseOf } from '@tessera/contracts/routes/index';
import type { ticketDefinitionsRoutes as R } from '@tessera/contracts/routes/index';
import type { TicketDefinitionInput } from '@tessera/contracts/ticket-definitions';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { currencyExponent, isKnownCurrency } from '../../platform/money/index.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite, siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { countsOf, createCounter, setCounterCapacity } from './capacity.ts';
import { findEventRef, type EventRef } from './event-ref.ts';
import { scheduleSaleStatus } from './sale-status.job.ts';
import {
  definitionsByIds,
  deleteDefinitions,
  eventDefinitions,
  findDefinition,
  insertDefinition,
  lockDefinition,
  lockedCurrency,
  nextSortIndex,
  updateDefinition,
} from './ticket-definitions.store.ts';
import { definitionFields } from './ticket-definitions.validation.ts';
import {
  OWNER_LISTING,
  VISITOR_LISTING,
  ticketDefinitionsListing,
  type DefinitionsCtx,
} from './ticket-definitions.listing.ts';
import { toAvailableTicket, toTicketDefinition, type DefinitionRow } from './ticket-definitions.wire.ts';

export interface TicketDefinitionsDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  jobs: Jobs;
  secrets: { cursorSecret(siteId: string): Promise<string> };
}

/** Definitions changed per bulk call: one transaction, bounded (like events' bulk calls). */
const BULK_LIMIT = 100;
const FQDN = 'wix.events.ticketing.v3.ticket_definition';
const DEFAULT_CURRENCY = 'USD';
const definitionNotFound = () => notFound('TICKET_DEFINITION_NOT_FOUND', 'Ticket definition not found');
const eventNotFound = () => notFound('EVENT_NOT_FOUND', 'Event not found');

type Fields = readonly string[] | undefined;
type V3Answer = ResponseOf<typeof R.getTicketDefinition>;
type ListAnswer = ResponseOf<typeof R.queryTicketDefinitions>;
type AvailableAnswer = ResponseOf<typeof R.listAvailableTickets>;

/**
 * Ticket definitions of the site's events: writes in units of work that name `tickets` (their
 * sold and held numbers are `counter:tickets`, changed by reservations and sales only), reads
 * shaped with live counts and the clock-derived sale status.
 */
export class TicketDefinitionsService {
  private readonly listing: Listing<DefinitionsCtx, DefinitionRow, QueryPage<DefinitionRow>>;

  constructor(private readonly deps: TicketDefinitionsDeps) {
    this.listing = openListing(ticketDefinitionsListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    });
  }

  private now = () => isoAt(this.deps.clock.now());
  private scope = (caller: Caller) => siteScope(this.deps.db, caller.siteId);
  private write<T>(caller: Caller, work: (unit: SiteTx) => Promise<T>) {
    return this.deps.uow.run(caller.siteId, work, { changes: ['tickets'] });
  }

  async create(caller: Caller, input: InputOf<typeof R.createTicketDefinition>): Promise<V3Answer> {
    return this.getOne(caller, await this.insert(caller, input.ticketDefinition), input.fields);
  }

  /** Creates a definition from the v3 input (v1 maps its input onto it); answers its id. */
  async insert(caller: Caller, body: TicketDefinitionInput, placeAt?: number): Promise<string> {
    if (!body.eventId) {
      throw validationError([violation('ticketDefinition.eventId', 'must not be empty', 'REQUIRED_FIELD')]);
    }
    const eventId = body.eventId;
    const id = await this.write(caller, async (unit) => {
      const event = await findEventRef(unit, eventId);
      if (!event) throw eventNotFound();
      const locked = await lockedCurrency(unit, eventId);
      const fields = definitionFields(body, undefined, {
        locked,
        fallback: event.currency ?? DEFAULT_CURRENCY,
      });
      const now = this.now();
      const id = newId();
      await insertDefinition(unit, {
        id,
        event_id: eventId,
        ...fields,
        sort_index: placeAt ?? (await nextSortIndex(unit, eventId)),
        announced_sale_status: null,
        revision: 1,
        created_date: now,
        updated_date: now,
      });
      await createCounter(unit, id, fields.capacity);
      await scheduleSaleStatus(this.deps.jobs, unit, id, fields, now);
      await this.record(unit, 'ticket_definition_created', id, eventId, { name: fields.name });
      return id;
    });
    return id;
  }

  async update(
    caller: Caller,
    id: string,
    input: InputOf<typeof R.updateTicketDefinition>,
  ): Promise<V3Answer> {
    await this.change(caller, id, input.ticketDefinition);
    return this.getOne(caller, id, input.fields);
  }

  /**
   * Changes what the v3 input sends. `expected.eventId`: the event the caller names (v1), a
   * definition of another event is not found; `expected.sortIndex`: a v1 `orderIndex`.
   */
  async change(
    caller: Caller,
    id: string,
    body: TicketDefinitionInput,
    expected: { eventId?: string; sortIndex?: number } = {},
  ): Promise<void> {
    if (body.id && body.id !== id) {
      throw validationError([violation('ticketDefinition.id', 'must be the id of the path', 'VALIDATION')]);
    }
    await this.write(caller, async (unit) => {
      const current = await lockDefinition(unit, id);
      if (!current || (expected.eventId && expected.eventId !== current.event_id)) throw definitionNotFound();
      if (body.eventId && body.eventId !== current.event_id) {
        throw validationError([violation('ticketDefinition.eventId', 'cannot change', 'FIELD_NOT_ALLOWED')]);
      }
      if (body.revision && body.revision !== String(current.revision)) {
        throw new AppError(
          'CONFLICT',
          'REVISION_MISMATCH',
          'The ticket definition changed since it was read',
          {
            currentRevision: String(current.revision),
          },
        );
      }
      const event = await findEventRef(unit, current.event_id);
      const locked = await lockedCurrency(unit, current.event_id, id);
      const fields = definitionFields(body, current, {
        locked,
        fallback: event?.currency ?? current.currency,
      });
      if (fields.capacity !== current.capacity) await this.changeCapacity(unit, id, fields.capacity);
      const now = this.now();
      const order = expected.sortIndex !== undefined ? { sort_index: expected.sortIndex } : {};
      await updateDefinition(unit, id, { ...fields, ...order }, now);
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
        (k) => fields[k] !== current[k],
      );
      await this.record(unit, 'ticket_definition_updated', id, current.event_id, { fields: changed });
      if (fields.sale_start !== current.sale_start || fields.sale_end !== current.sale_end) {
        await scheduleSaleStatus(this.deps.jobs, unit, id, fields, now);
        await this.record(unit, 'ticket_definition_sale_period_updated', id, current.event_id, {
          startDate: fields.sale_start,
          endDate: fields.sale_end,
        });
      }
    });
  }

  /** A capacity below what is sold is refused; holds beyond it simply leave nothing free. */
  private async changeCapacity(unit: SiteTx, id: string, capacity: number | null) {
    const counts = (await countsOf(unit, [id], this.now())).get(id);
    if (capacity !== null && counts && counts.sold > capacity) {
      throw validationError([
        violation(
          'ticketDefinition.initialLimit',
          `must be at least ${counts.sold}, the tickets sold`,
          'MIN',
          {
            sold: counts.sold,
          },
        ),
      ]);
    }
    await setCounterCapacity(unit, id, capacity);
  }

  /** The stored row (v1 shapes it its way). */
  row(caller: Caller, id: string): Promise<DefinitionRow | undefined> {
    return findDefinition(this.scope(caller), id);
  }

  async get(caller: Caller, id: string, fields: Fields): Promise<V3Answer> {
    return this.getOne(caller, id, fields);
  }

  private async getOne(caller: Caller, id: string, fields: Fields): Promise<V3Answer> {
    const scope = this.scope(caller);
    const row = await findDefinition(scope, id);
    if (!row) throw definitionNotFound();
    const [ticketDefinition] = await this.shape(scope, [row], fields);
    return { ticketDefinition };
  }

  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    await this.write(caller, async (unit) => {
      const row = await lockDefinition(unit, id);
      if (!row) throw definitionNotFound();
      await this.deleteRows(unit, [row]);
    });
    return {};
  }

  /** v1 delete: the named definitions of an event, or all of them; none deleted when one has sales. */
  async deleteOfEvent(caller: Caller, eventId: string, ids: readonly string[] | 'all'): Promise<void> {
    await this.write(caller, async (unit) => {
      if (!(await findEventRef(unit, eventId))) throw eventNotFound();
      const rows = await eventDefinitions(unit, eventId);
      const wanted = new Set(ids === 'all' ? rows.map((r) => r.id) : ids);
      const found = rows.filter((r) => wanted.has(r.id));
      // Locked in id order, as a single delete locks its row: a sale cannot land in between.
      for (const row of [...found].sort((a, b) => (a.id < b.id ? -1 : 1))) await lockDefinition(unit, row.id);
      const missing = [...wanted].filter((id) => !found.some((r) => r.id === id));
      if (missing.length) throw definitionNotFound();
      await this.deleteRows(unit, found);
    });
  }

  /** Definitions with tickets sold are kept (their orders refer to them); pending holds simply lapse. */
  private async deleteRows(unit: SiteTx, rows: DefinitionRow[]) {
    const counts = await countsOf(
      unit,
      rows.map((r) => r.id),
      this.now(),
    );
    const sold = rows.filter((r) => (counts.get(r.id)?.sold ?? 0) > 0);
    if (sold.length) {
      throw new AppError(
        'PRECONDITION',
        'TICKET_DEFINITION_HAS_SALES',
        'Tickets of this definition were sold',
        {
          ticketDefinitionIds: sold.map((r) => r.id),
        },
      );
    }
    await deleteDefinitions(
      unit,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      await this.record(unit, 'ticket_definition_deleted', row.id, row.event_id, { name: row.name });
    }
  }

  async reorder(caller: Caller, input: InputOf<typeof R.reorderTicketDefinitions>) {
    const reference = input.beforeDefinitionId ?? input.afterDefinitionId;
    if (!reference || (input.beforeDefinitionId && input.afterDefinitionId)) {
      throw validationError([
        violation(
          'beforeDefinitionId',
          'give either beforeDefinitionId or afterDefinitionId',
          'REQUIRED_ONE_OF_FIELD',
        ),
      ]);
    }
    await this.write(caller, async (unit) => {
      const rows = await eventDefinitions(unit, input.eventId);
      const moving = rows.find((r) => r.id === input.ticketDefinitionId);
      if (!moving) throw definitionNotFound();
      const rest = rows.filter((r) => r.id !== moving.id);
      const at = rest.findIndex((r) => r.id === reference);
      if (at < 0) {
        const field = input.beforeDefinitionId ? 'beforeDefinitionId' : 'afterDefinitionId';
        throw validationError([violation(field, 'is not a ticket definition of the event', 'VALIDATION')]);
      }
      rest.splice(input.beforeDefinitionId ? at : at + 1, 0, moving);
      const now = this.now();
      for (const [index, row] of rest.entries()) {
        if (row.sort_index !== index) await updateDefinition(unit, row.id, { sort_index: index }, now);
      }
    });
    return {};
  }

  /** Owners' query: every definition of the site. */
  async query(caller: Caller, input: InputOf<typeof R.queryTicketDefinitions>): Promise<ListAnswer> {
    return this.runListing(caller, input.query ?? {}, input.fields, false);
  }

  /** Visitors' query: what an event page shows. */
  async queryAvailable(caller: Caller, input: InputOf<typeof R.queryAvailableTicketDefinitions>) {
    return this.runListing(caller, input.query ?? {}, input.fields, true);
  }

  async count(caller: Caller, input: InputOf<typeof R.countTicketDefinitions>) {
    const total = await this.countWhere(caller, OWNER_LISTING, input.filter ?? {});
    const facetNames = input.facet ?? [];
    if (!facetNames.length) return { metadata: { count: total, total } };
    const facets = await this.listing.countBy(caller.siteId, OWNER_LISTING, input.filter ?? {}, facetNames);
    return { metadata: { count: total, total }, facets };
  }

  async countAvailable(caller: Caller, input: InputOf<typeof R.countAvailableTicketDefinitions>) {
    const total = await this.countWhere(caller, VISITOR_LISTING, input.filter ?? {});
    return { metadata: { count: total, total } };
  }

  async bulkDelete(caller: Caller, input: InputOf<typeof R.bulkDeleteTicketDefinitionsByFilter>) {
    const spec = await this.listing.spec(caller.siteId, OWNER_LISTING, this.now());
    await this.write(caller, async (unit) => {
      const where = compileFilter(input.filter ?? {}, spec.fields, 'filter');
      const rows = (await selectFromSite(unit, 'ticket_definitions')
        .selectAll()
        .where(where)
        .orderBy('id')
        .limit(BULK_LIMIT + 1)
        .execute()) as DefinitionRow[];
      if (rows.length > BULK_LIMIT) {
        throw validationError([
          violation('filter', `selects more than ${BULK_LIMIT} ticket definitions; narrow it`, 'MAX', {
            limit: BULK_LIMIT,
          }),
        ]);
      }
      await this.deleteRows(unit, rows);
    });
    return {};
  }

  /**
   * Moves an event's definitions to another currency, keeping each amount's decimal value
   * ("12.50" EUR → "12.50" USD); refused when tickets were sold or an amount cannot be held.
   */
  async changeCurrency(caller: Caller, input: InputOf<typeof R.changeTicketDefinitionsCurrency>) {
    if (!isKnownCurrency(input.currency)) {
      throw validationError([violation('currency', 'is not an ISO 4217 currency code', 'FORMAT')]);
    }
    await this.write(caller, async (unit) => {
      if (!(await findEventRef(unit, input.eventId))) throw eventNotFound();
      const rows = await eventDefinitions(unit, input.eventId);
      const counts = await countsOf(
        unit,
        rows.map((r) => r.id),
        this.now(),
      );
      if (rows.some((r) => (counts.get(r.id)?.sold ?? 0) > 0)) {
        throw new AppError(
          'PRECONDITION',
          'CURRENCY_LOCKED',
          'Tickets of this event were sold in its currency',
        );
      }
      const now = this.now();
      for (const row of rows) {
        if (row.currency === input.currency) continue;
        const shift = currencyExponent(input.currency) - currencyExponent(row.currency);
        const minor = BigInt(row.price_minor);
        const scale = 10n ** BigInt(Math.abs(shift));
        if (shift < 0 && minor % scale !== 0n) {
          throw validationError([
            violation(
              'currency',
              `${row.name}: its price has more decimals than ${input.currency} holds`,
              'VALIDATION',
            ),
          ]);
        }
        const price = shift >= 0 ? minor * scale : minor / scale;
        await updateDefinition(unit, row.id, { currency: input.currency, price_minor: Number(price) }, now);
      }
    });
    return {};
  }

  /** v1 ListAvailableTickets: an event's (or the site's) tickets; only `metaData` without `limit`. */
  async listAvailableTickets(caller: Caller, input: InputOf<typeof R.listAvailableTickets>) {
    const filter = input.eventId ? { eventId: input.eventId } : {};
    const includeNotOnSale = input.state?.includes('INCLUDE_HIDDEN_NOT_ON_SALE') ?? false;
    return this.availableV1(caller, filter, input.offset ?? 0, input.limit ?? 0, input.sort, {
      includeNotOnSale,
    });
  }

  /** v1 QueryAvailableTickets. `DASHBOARD` figures only for those who manage events. */
  async queryAvailableTickets(caller: Caller, input: InputOf<typeof R.queryAvailableTickets>) {
    const fieldsets = input.fieldset ?? [];
    return this.availableV1(caller, input.filter ?? {}, input.offset ?? 0, input.limit ?? 0, input.sort, {
      policy: fieldsets.includes('POLICY'),
      dashboard: fieldsets.includes('DASHBOARD') && can(caller, 'events.manage'),
    });
  }

  private async availableV1(
    caller: Caller,
    filter: Record<string, unknown>,
    offset: number,
    limit: number,
    sort: string | undefined,
    options: { includeNotOnSale?: boolean; policy?: boolean; dashboard?: boolean },
  ): Promise<AvailableAnswer> {
    const ctx = { available: true, includeNotOnSale: options.includeNotOnSale ?? false };
    const { rows, total } = await this.offsetPage(caller, ctx, filter, offset, limit, sort);
    const definitions = await this.shapeV1(caller, rows, options);
    return { metaData: { count: definitions.length, offset, total }, definitions };
  }

  /**
   * A v1 page: offset and limit, a `created:asc`-style sort. Limit 0 (or an offset past the
   * end) answers the total alone, as the v1 calls do.
   */
  async offsetPage(
    caller: Caller,
    ctx: DefinitionsCtx,
    filter: unknown,
    offset: number,
    limit: number,
    sort: string | undefined,
  ): Promise<{ rows: DefinitionRow[]; total: number }> {
    const total = await this.countWhere(caller, ctx, filter);
    if (limit === 0 || offset >= total) return { rows: [], total };
    const page = await this.listing.page(
      caller.siteId,
      ctx,
      { filter: filter as QueryV2['filter'], sort: [v1Sort(sort)], paging: { offset, limit } },
      this.now(),
    );
    return { rows: page.rows, total };
  }

  /** The v1 shape of rows, with their live counts. */
  async shapeV1(caller: Caller, rows: DefinitionRow[], fieldsets: { policy?: boolean; dashboard?: boolean }) {
    const now = this.now();
    const counts = await countsOf(
      this.scope(caller),
      rows.map((r) => r.id),
      now,
    );
    return rows.map((row) =>
      toAvailableTicket(
        row,
        now,
        counts.get(row.id) ?? { capacity: row.capacity, sold: 0, held: 0 },
        fieldsets,
      ),
    );
  }

  /** A page of the listing for a platform query (v3 and the v2 query). */
  async pageOf(caller: Caller, ctx: DefinitionsCtx, query: QueryV2) {
    return this.listing.page(caller.siteId, ctx, query, this.now());
  }

  /** Facet counts of the listing (v3 count, v1 list and query). */
  facetsOf(caller: Caller, ctx: DefinitionsCtx, filter: unknown, names: readonly string[]) {
    return this.listing.countBy(caller.siteId, ctx, filter, names);
  }

  private async runListing(caller: Caller, query: QueryV2, fields: Fields, available: boolean) {
    const page = await this.pageOf(caller, available ? VISITOR_LISTING : OWNER_LISTING, query);
    const ticketDefinitions = await this.shape(this.scope(caller), page.rows, fields);
    return { ticketDefinitions, metadata: page.pagingMetadata };
  }

  async countWhere(caller: Caller, ctx: DefinitionsCtx, filter: unknown, path = 'filter'): Promise<number> {
    const spec = await this.listing.spec(caller.siteId, ctx, this.now());
    const where = compileFilter(filter, spec.fields, path);
    const row = (await spec
      .base()
      .where(where)
      .select(sql<number | string>`COUNT(*)`.as('n'))
      .executeTakeFirst()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  }

  private async shape(scope: SiteScope, rows: DefinitionRow[], fields: Fields) {
    const now = this.now();
    const sales = fields?.includes('SALES_DETAILS') ?? false;
    // Counts are always read: limitPerCheckout says how many are left.
    const counts = await countsOf(
      scope,
      rows.map((r) => r.id),
      now,
    );
    const events = new Map<string, EventRef | undefined>();
    if (fields?.includes('EVENT_DETAILS')) {
      for (const eventId of new Set(rows.map((r) => r.event_id)))
        events.set(eventId, await findEventRef(scope, eventId));
    }
    return rows.map((row) =>
      toTicketDefinition(row, now, counts.get(row.id), { sales, event: events.get(row.event_id) }),
    );
  }

  private record(
    unit: SiteTx,
    name:
      | 'ticket_definition_created'
      | 'ticket_definition_updated'
      | 'ticket_definition_deleted'
      | 'ticket_definition_sale_period_updated',
    id: string,
    eventId: string,
    payload: Record<string, unknown>,
  ) {
    return recordDomainEvent(unit.db, {
      siteId: unit.siteId,
      name,
      entityFqdn: FQDN,
      entityId: id,
      payload: { eventId, ticketDefinitionId: id, timestamp: this.now(), ...payload },
    });
  }
}

/** v1 sort strings: `created:asc` (the default), `created:desc`, `orderIndex:asc|desc`. */
export function v1Sort(sort: string | undefined) {
  const [name = 'created', direction = 'asc'] = (sort ?? '').split(':');
  const fieldName = name === 'orderIndex' ? 'sortIndex' : 'createdDate';
  return { fieldName, order: direction.toLowerCase() === 'desc' ? ('DESC' as const) : ('ASC' as const) };
}

export { definitionsByIds };
export type { TicketDefinitionInput };
