import { sql } from 'kysely';
import type { FieldViolation } from '@tessera/contracts';
import {
  MAX_TAGGED_BY_FILTER,
  TicketReservationStatuses,
  type BulkUpdateTicketReservationTagsResponse,
  type CreateTicketReservationRequest,
  type ReservationTags,
  type TicketReservation,
} from '@tessera/contracts/ticket-reservations';
import type { Caller } from '../../platform/auth/caller.ts';
import { bulkAnswer } from '../../platform/bulk-results.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { compileFilter, type QueryFields } from '../../platform/query/filter.ts';
import { deleteFromSite, selectFromSite, siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { definitionsByIds } from '../ticket-definitions/index.ts';
import { changeTags, deleteTags, readTags } from './owner-holds.tags.ts';
import { toWireTicketReservation } from './owner-holds.wire.ts';
import type { ReservationsService } from './reservations.service.ts';
import { findReservation, linesOf } from './reservations.store.ts';

export interface OwnerHoldsDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  reservations: ReservationsService;
}

const CHANGES = { changes: ['counter:tickets'] } as const;
const reservationNotFound = () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found');

const column = (name: string) => sql.ref(`reservations.${name}`);
/** What a by-filter tag update may select on; `status` in the v1 names (PENDING, …). */
const FILTER_FIELDS: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  status: {
    kind: 'enum',
    values: TicketReservationStatuses,
    sql: sql`SUBSTR(reservations.status, 13)`,
    nullable: false,
  },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
};

/**
 * Owner-made holds (events_ticket-reservations): the checkout's reservations, made, read,
 * canceled and deleted in the v1 shape, with tags. A hold is made by ReservationsService.create
 * itself, so it takes the same counter rows and never exceeds a capacity; cancel and delete give
 * the places back through its cancel.
 */
export class OwnerHoldsService {
  constructor(private readonly deps: OwnerHoldsDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  async create(caller: Caller, input: CreateTicketReservationRequest) {
    const given = input.ticketReservation;
    const scope = siteScope(this.deps.db, caller.siteId);
    const definitions = await definitionsByIds(
      scope,
      given.tickets.map((t) => t.ticketDefinitionId),
    );
    const eventOf = new Map(definitions.map((d) => [d.id, d.event_id]));
    const eventId = eventOf.get(given.tickets[0].ticketDefinitionId);
    const violations: FieldViolation[] = [];
    given.tickets.forEach((ticket, i) => {
      const of = eventOf.get(ticket.ticketDefinitionId);
      if (!of || of !== eventId)
        violations.push(
          violation(
            `ticketReservation.tickets[${i}].ticketDefinitionId`,
            of ? 'must be a ticket of the same event as the first line' : 'is not a ticket of the site',
            'VALIDATION',
          ),
        );
    });
    if (violations.length || !eventId) throw validationError(violations);
    const settings = given.additionalReservationSettings;
    let id: string;
    try {
      ({ id } = await this.deps.reservations.create(caller, {
        eventId,
        ticketQuantities: given.tickets.map((ticket) => ({
          ticketDefinitionId: ticket.ticketDefinitionId,
          quantity: ticket.quantity,
          priceOverride: ticket.ticketInfo?.guestPrice ?? ticket.ticketInfo?.priceOverride ?? undefined,
        })),
        ignoreLimits: settings?.disableTicketLimitValidation ?? undefined,
        allowHiddenTickets: settings?.enableHiddenTicketReservation ?? undefined,
      }));
    } catch (error) {
      throw renamed(error);
    }
    if (given.tags)
      await this.deps.uow.run(caller.siteId, (unit) => changeTags(unit, id, given.tags), CHANGES);
    return { ticketReservation: await this.read(scope, id) };
  }

  async get(caller: Caller, id: string) {
    return { ticketReservation: await this.read(siteScope(this.deps.db, caller.siteId), id) };
  }

  /** CANCELED_MANUALLY, places freed at once; an ended hold answers as it is, a sold one 428. */
  async cancel(caller: Caller, id: string) {
    await this.deps.reservations.cancel(caller, id, {});
    return this.get(caller, id);
  }

  /** Frees a pending hold (cancel), then removes it; a sold (CONFIRMED) one is refused. */
  async delete(caller: Caller, id: string) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const before = await findReservation(scope, id);
    if (!before) throw reservationNotFound();
    if (before.status === 'RESERVATION_CONFIRMED')
      throw new AppError(
        'PRECONDITION',
        'RESERVATION_CONFIRMED',
        'The reservation was sold: cancel its order instead',
        { reservationId: id },
      );
    await this.deps.reservations.cancel(caller, id, {});
    const ticketReservation = await this.read(scope, id);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        // Removed only when no checkout confirmed it meanwhile (cancel moved it out of PENDING first).
        const row = await unit
          .forUpdate(selectFromSite(unit, 'reservations').select('status').where('id', '=', id))
          .executeTakeFirst();
        if (!row || row.status === 'RESERVATION_CONFIRMED') return;
        await deleteFromSite(unit, 'reservation_lines').where('reservation_id', '=', id).execute();
        await deleteFromSite(unit, 'reservations').where('id', '=', id).execute();
        await deleteTags(unit, id);
      },
      CHANGES,
    );
    return { ticketReservation };
  }

  /** Tags of up to 100 reservations, one unit each: a missing one fails alone. */
  async bulkTags(
    caller: Caller,
    input: { ids: string[]; assignTags: ReservationTags; unassignTags?: ReservationTags },
  ): Promise<BulkUpdateTicketReservationTagsResponse> {
    const results: BulkUpdateTicketReservationTagsResponse['results'] = [];
    for (const [originalIndex, id] of input.ids.entries()) {
      const found = await this.deps.uow.run(
        caller.siteId,
        async (unit) => {
          if (!(await findReservation(unit, id))) return false;
          await changeTags(unit, id, input.assignTags, input.unassignTags);
          return true;
        },
        CHANGES,
      );
      results.push({
        itemMetadata: found
          ? { id, originalIndex, success: true }
          : {
              id,
              originalIndex,
              success: false,
              error: { code: 'RESERVATION_NOT_FOUND', description: 'Reservation not found' },
            },
      });
    }
    return bulkAnswer(results);
  }

  /** The same for a filter's reservations (≤ 1,000, else 400 and nothing changes), in one unit. */
  async bulkTagsByFilter(
    caller: Caller,
    input: { filter: Record<string, unknown>; assignTags: ReservationTags; unassignTags?: ReservationTags },
  ) {
    const where = compileFilter(input.filter, FILTER_FIELDS, 'filter');
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const rows = await selectFromSite(unit, 'reservations')
          .select('id')
          .where(where)
          .orderBy('id')
          .limit(MAX_TAGGED_BY_FILTER + 1)
          .execute();
        if (rows.length > MAX_TAGGED_BY_FILTER)
          throw validationError([
            violation('filter', `selects more than ${MAX_TAGGED_BY_FILTER} reservations`, 'MAX_SIZE', {
              max: MAX_TAGGED_BY_FILTER,
            }),
          ]);
        for (const row of rows) await changeTags(unit, row.id, input.assignTags, input.unassignTags);
      },
      CHANGES,
    );
    return { jobId: newId() };
  }

  private async read(scope: SiteScope, id: string): Promise<TicketReservation> {
    const row = await findReservation(scope, id);
    if (!row) throw reservationNotFound();
    const lines = await linesOf(scope, id);
    const definitions = new Map(
      (
        await definitionsByIds(
          scope,
          lines.map((l) => l.definition_id),
        )
      ).map((d) => [d.id, d]),
    );
    return toWireTicketReservation(row, lines, definitions, await readTags(scope, id), this.now());
  }
}

/** Checkout's field names (`ticketQuantities[i]`) in this shape's (`ticketReservation.tickets[i]`). */
function renamed(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.violations) return error;
  return validationError(
    error.violations.map((v) => ({
      ...v,
      field: v.field
        .replace(
          /^ticketQuantities\[(\d+)\]\.priceOverride/,
          'ticketReservation.tickets[$1].ticketInfo.guestPrice',
        )
        .replace(/^ticketQuantities/, 'ticketReservation.tickets'),
    })),
  );
}
