import type { InputOf } from '@tessera/contracts/routes/index';
import type { reservationsRoutes as R } from '@tessera/contracts/routes/index';
import {
  DEFAULT_RESERVATION_MINUTES,
  type ReservationResponse,
  type ReservationStatus,
} from '@tessera/contracts/reservations';
import type { FieldViolation } from '@tessera/contracts';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db, Dialect } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { compare, toDecimal, tryParseMoney, type Money } from '../../platform/money/index.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import {
  capacityGuard,
  countsOf,
  definitionsByIds,
  findEventRef,
  priceOf,
  releaseHeld,
  saleStatusAt,
  toAvailableTicket,
  tryHold,
  unsoldOf,
  withoutLapsed,
  type Counts,
  type DefinitionRow,
} from '../ticket-definitions/index.ts';
import {
  expiredHoldsOf,
  findReservation,
  holdAtOnce,
  insertReservation,
  leavePending,
  linesOf,
  type ReservationLineRow,
} from './reservations.store.ts';
import { EXPIRE_JOB, HoldExpiry } from './reservations.expiry.ts';
import { reservationLifecycle } from './reservations.state-machine.ts';

export interface ReservationsDeps {
  db: Db;
  /** PostgreSQL holds one definition in one statement (`holdAtOnce`); SQLite in a unit of work. */
  dialect: Dialect;
  uow: UnitOfWork;
  clock: Clock;
  jobs: Jobs;
  /** The site's hold duration for events that set none (events settings; null: the default). */
  siteReservationMinutes?: (siteId: string) => Promise<number | null>;
}

export { EXPIRE_JOB };
/** Scope of staff who may sell past the limits and reserve hidden tickets (spec §6 SELL_TICKETS). */
export const SELL_TICKETS_SCOPE = 'events.sell-tickets';
/** Expired holds released per reclaim (a refused hold's second chance). */
const RECLAIM_BATCH = 200;
const CHANGES = { changes: ['counter:tickets'] } as const;

const reservationNotFound = () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found');

interface Line {
  definition: DefinitionRow;
  quantity: number;
  price: Money;
  priceOverride?: string;
}

/** Not enough free places for a line: thrown inside the unit so every hold of the call is undone. */
class Shortfall extends Error {
  constructor(readonly definitionId: string) {
    super('shortfall');
  }
}

/**
 * Holds of tickets (checkout's first step). A hold is the reservation row and its lines and a
 * conditional update of each definition's counter row (capacity.ts), in definition id order, all
 * or nothing: one statement for one definition on PostgreSQL (`holdAtOnce`), else one unit of
 * work. It names only `counter:tickets`: no version row, no listing's totals or cached pages
 * dropped, no queue behind the site's other writes. Expiry is swept (reservations.expiry.ts).
 */
export class ReservationsService {
  private readonly expiry: HoldExpiry;

  constructor(private readonly deps: ReservationsDeps) {
    this.expiry = new HoldExpiry({
      uow: deps.uow,
      clock: deps.clock,
      jobs: deps.jobs,
      release: (unit, id, expiredAt) => this.release(unit, id, 'RESERVATION_EXPIRED', expiredAt),
      lapsed: (siteId, id) => this.tellLapsed(siteId, id),
    });
  }

  /** Told after the expiry job's unit, in the job (a failure retries the job): see `onLapsed`. */
  private readonly lapsedListeners: ((siteId: string, reservationId: string) => Promise<void>)[] = [];

  /**
   * Checkout's port: called once a hold left PENDING other than by a confirm — after the unit of
   * the sweep or reclaim that expired it, or of the cancel — and again by its expiry job if a
   * listener failed. The listener works in a unit of its own and must be idempotent.
   */
  onLapsed(listener: (siteId: string, reservationId: string) => Promise<void>): void {
    this.lapsedListeners.push(listener);
  }

  private now = () => isoAt(this.deps.clock.now());

  async create(caller: Caller, input: InputOf<typeof R.createReservation>): Promise<ReservationResponse> {
    const privileged = input.ignoreLimits || input.allowHiddenTickets;
    if (privileged && !can(caller, SELL_TICKETS_SCOPE)) {
      throw new AppError(
        'PERMISSION_DENIED',
        'PERMISSION_DENIED',
        `ignoreLimits and allowHiddenTickets need the owner or the permission ${SELL_TICKETS_SCOPE}`,
      );
    }
    const scope = siteScope(this.deps.db, caller.siteId);
    const now = this.now();
    const event = await findEventRef(scope, input.eventId);
    if (!event || event.lifecycle === 'DRAFT') throw notFound('EVENT_NOT_FOUND', 'Event not found');
    if (event.lifecycle !== 'PUBLISHED' || (event.endDate !== null && event.endDate <= now)) {
      throw new AppError('PRECONDITION', 'REGISTRATION_CLOSED', 'The event takes no more reservations');
    }
    const lines = await this.linesOf(scope, input, now);
    if (!capacityGuard.enabled) await this.unguardedCheck(scope, lines, now);

    // The event's duration, else the site's (events settings), else the default.
    const minutes =
      event.reservationMinutes ??
      (await this.deps.siteReservationMinutes?.(caller.siteId)) ??
      DEFAULT_RESERVATION_MINUTES;
    const expiresAt = this.deps.clock.now() + minutes * 60_000;
    const expires = isoAt(expiresAt);
    await this.expiry.ensureSweep(caller.siteId, expiresAt);
    const id = newId();
    const hold = () => this.holdAll(caller, id, input.eventId, lines, expires);
    // The counter rows as the hold left them (its RETURNING): the answer's counts need no read.
    let counts: Awaited<ReturnType<typeof hold>>;
    try {
      counts = await hold();
    } catch (error) {
      if (!(error instanceof Shortfall)) throw error;
      // Expired holds still counted in `held` (no sweep has run yet) give their places back first;
      // looked for before any write, so a sold-out definition's refusals take no write lock.
      const definitionIds = lines.map((l) => l.definition.id);
      if ((await expiredHoldsOf(scope, definitionIds, now, 1)).length === 0) throw this.soldOut(error);
      if ((await this.reclaim(caller.siteId, definitionIds)) === 0) throw this.soldOut(error);
      try {
        counts = await hold();
      } catch (again) {
        throw again instanceof Shortfall ? this.soldOut(again) : again;
      }
    }
    return {
      id,
      expires,
      reservationStatus: 'RESERVATION_PENDING',
      reservations: this.ticketsOf(
        lines,
        counts.lapsedSubtracted ? counts.rows : await withoutLapsed(scope, counts.rows, now),
        now,
      ),
    };
  }

  /**
   * The places of every line, or a Shortfall with nothing held: the counter rows after the hold
   * (`lapsedSubtracted`: already less the places of lapsed holds).
   */
  private async holdAll(
    caller: Caller,
    id: string,
    eventId: string,
    lines: Line[],
    expires: string,
  ): Promise<{ rows: Map<string, Counts>; lapsedSubtracted: boolean }> {
    const now = this.now();
    const row = {
      id,
      event_id: eventId,
      status: 'RESERVATION_PENDING',
      expires_date: expires,
      subject_role: caller.role,
      subject_id: caller.subjectId ?? null,
      created_date: now,
      updated_date: now,
    };
    const rows = lines.map((line) => ({
      definition_id: line.definition.id,
      quantity: line.quantity,
      price_minor: line.price.minor,
      currency: line.price.currency,
    }));
    if (this.deps.dialect === 'postgres' && rows.length === 1) {
      const counter = await holdAtOnce(siteScope(this.deps.db, caller.siteId), row, rows[0], now);
      if (!counter) throw new Shortfall(rows[0].definition_id);
      // Outside a unit of work, so no after-commit signal: it would drop nothing, as no cached
      // answer can depend on a counter (a CachePolicy's dependsOn names data kinds only).
      return { rows: new Map([[rows[0].definition_id, counter]]), lapsedSubtracted: true };
    }
    const counts = await this.deps.uow.run(
      caller.siteId,
      (unit) => this.hold(unit, row, rows, lines),
      CHANGES,
    );
    return { rows: counts, lapsedSubtracted: false };
  }

  private async hold(
    unit: SiteTx,
    row: Parameters<typeof insertReservation>[1],
    rows: Parameters<typeof insertReservation>[2],
    lines: Line[],
  ) {
    // The rows first, the counters last: on PostgreSQL a counter row stays locked from its UPDATE
    // to the commit, so holds of one definition queue only behind that last statement, not behind
    // the inserts too (a shortfall rolls the inserts back with the rest of the unit).
    await insertReservation(unit, row, rows);
    // One order for every unit taking counter rows: concurrent holds queue, never deadlock.
    const counts = new Map<string, Counts>();
    for (const line of [...lines].sort((a, b) => (a.definition.id < b.definition.id ? -1 : 1))) {
      const counter = await tryHold(unit, line.definition.id, line.quantity);
      if (!counter) throw new Shortfall(line.definition.id);
      counts.set(line.definition.id, counter);
    }
    return counts;
  }

  /** The negative control's race (tests only): free places read outside the unit, then added. */
  private async unguardedCheck(scope: SiteScope, lines: Line[], now: string) {
    const counts = await countsOf(
      scope,
      lines.map((l) => l.definition.id),
      now,
    );
    for (const line of lines) {
      const unsold = unsoldOf(counts.get(line.definition.id)!);
      if (unsold !== null && unsold < line.quantity) throw this.soldOut(new Shortfall(line.definition.id));
    }
    // The gap between a read and its write (a network round trip on a real server), made visible.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private soldOut(shortfall: Shortfall) {
    return new AppError('CONFLICT', 'TICKETS_UNAVAILABLE', 'Not enough tickets are left', {
      ticketDefinitionId: shortfall.definitionId,
    });
  }

  /** Checks every line at once (field violations name `ticketQuantities[i]`); nothing is held yet. */
  private async linesOf(scope: SiteScope, input: InputOf<typeof R.createReservation>, now: string) {
    const definitions = new Map(
      (
        await definitionsByIds(
          scope,
          input.ticketQuantities.map((q) => q.ticketDefinitionId),
        )
      ).map((d) => [d.id, d]),
    );
    const violations: FieldViolation[] = [];
    const seen = new Set<string>();
    const lines: Line[] = [];
    let saleClosed: string | undefined;
    for (const [i, asked] of input.ticketQuantities.entries()) {
      const at = `ticketQuantities[${i}]`;
      const definition = definitions.get(asked.ticketDefinitionId);
      // Hidden tickets answer like missing ones unless the caller may sell them.
      if (
        !definition ||
        definition.event_id !== input.eventId ||
        (definition.hidden === 1 && !input.allowHiddenTickets)
      ) {
        violations.push(violation(`${at}.ticketDefinitionId`, 'is not a ticket of the event', 'VALIDATION'));
        continue;
      }
      if (seen.has(definition.id)) {
        violations.push(violation(`${at}.ticketDefinitionId`, 'is listed twice', 'VALIDATION'));
        continue;
      }
      seen.add(definition.id);
      if (!input.ignoreLimits) {
        if (asked.quantity > definition.limit_per_checkout) {
          violations.push(
            violation(`${at}.quantity`, `must be at most ${definition.limit_per_checkout}`, 'MAX', {
              max: definition.limit_per_checkout,
            }),
          );
        }
        if (saleStatusAt(now, definition.sale_start, definition.sale_end) !== 'SALE_STARTED')
          saleClosed = definition.id;
      }
      const price = this.priceOfLine(
        definition,
        asked.priceOverride ?? undefined,
        `${at}.priceOverride`,
        violations,
      );
      lines.push({
        definition,
        quantity: asked.quantity,
        price,
        priceOverride: asked.priceOverride || undefined,
      });
    }
    if (violations.length) throw validationError(violations);
    if (saleClosed) {
      throw new AppError('PRECONDITION', 'TICKET_SALE_CLOSED', 'The ticket is not on sale now', {
        ticketDefinitionId: saleClosed,
      });
    }
    return lines;
  }

  /** A donation's amount is the guest's (at least the minimum); a standard ticket's is its price. */
  private priceOfLine(
    definition: DefinitionRow,
    override: string | undefined,
    field: string,
    violations: FieldViolation[],
  ) {
    const base = priceOf(definition);
    if (override === undefined || override === '') return base;
    if (definition.pricing_type !== 'DONATION') {
      violations.push(violation(field, 'only a donation ticket takes an amount', 'FIELD_NOT_ALLOWED'));
      return base;
    }
    const parsed = tryParseMoney(override, definition.currency);
    if (!parsed.ok) {
      violations.push(violation(field, parsed.reason, 'FORMAT'));
      return base;
    }
    if (compare(parsed.money, base) < 0) {
      violations.push(
        violation(field, `must be at least ${toDecimal(base)}`, 'DECIMAL_GTE', { min: toDecimal(base) }),
      );
    }
    return parsed.money;
  }

  /** The answer's tickets, with counts as of `now` (lapsed holds already subtracted). */
  private ticketsOf(lines: Line[], counts: Map<string, Counts>, now: string) {
    return lines.map((line) => ({
      quantity: line.quantity,
      ticket: toAvailableTicket(
        line.definition,
        now,
        counts.get(line.definition.id) ?? { capacity: null, sold: 0, held: 0 },
      ),
      ...(line.priceOverride ? { priceOverride: toDecimal(line.price) } : {}),
    }));
  }

  /**
   * Cancels a pending hold and gives its places back. The visitor or member who made it cancels
   * (RESERVATION_CANCELED); the owner or staff cancel manually. Canceling a hold that is already
   * canceled or expired changes nothing; a confirmed one is refused.
   */
  async cancel(caller: Caller, id: string, input: InputOf<typeof R.cancelReservation>) {
    const byOwner = caller.role === 'OWNER' || caller.role === 'STAFF';
    const to: ReservationStatus = byOwner ? 'RESERVATION_CANCELED_MANUALLY' : 'RESERVATION_CANCELED';
    const released = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const row = await findReservation(unit, id);
        if (!row || (input.eventId && input.eventId !== row.event_id)) throw reservationNotFound();
        if (await this.release(unit, id, to)) return true;
        const current = (await findReservation(unit, id))!.status as ReservationStatus;
        if (current === 'RESERVATION_CONFIRMED') {
          reservationLifecycle.assertTransition(byOwner ? 'cancelManually' : 'cancel', current, id);
        }
        return false;
      },
      CHANGES,
    );
    if (released) await this.expiry.lapsed(caller.siteId, id);
    return {};
  }

  /** Leaves PENDING (conditionally) and releases the places: false when another writer came first. */
  private async release(unit: SiteTx, id: string, to: ReservationStatus, expiredAt?: string) {
    if (!(await leavePending(unit, id, to, this.now(), expiredAt))) return false;
    for (const line of await linesOf(unit, id)) await releaseHeld(unit, line.definition_id, line.quantity);
    return true;
  }

  /** Expires the pending holds of these definitions whose time has passed; how many it released. */
  async reclaim(siteId: string, definitionIds: readonly string[]): Promise<number> {
    const released = await this.deps.uow.run(
      siteId,
      async (unit) => {
        const now = this.now();
        const moved: string[] = [];
        for (const id of await expiredHoldsOf(unit, definitionIds, now, RECLAIM_BATCH)) {
          if (await this.release(unit, id, 'RESERVATION_EXPIRED', now)) moved.push(id);
        }
        return moved;
      },
      CHANGES,
    );
    for (const id of released) await this.expiry.lapsed(siteId, id);
    return released.length;
  }

  /** Every listener of `onLapsed`, in order. */
  private async tellLapsed(siteId: string, id: string) {
    for (const listener of this.lapsedListeners) await listener(siteId, id);
  }

  /** The expiry sweeps, and the one-hold expiry job (reservations.expiry.ts). */
  register(jobs: Jobs): void {
    this.expiry.register(jobs);
  }
}

export type { ReservationLineRow };
