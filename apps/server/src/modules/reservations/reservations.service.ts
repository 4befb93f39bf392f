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
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import {
  capacityGuard,
  countsOf,
  definitionsByIds,
  findEventRef,
  lapsedPlacesOf,
  priceOf,
  releaseHeld,
  saleStatusAt,
  toAvailableTicket,
  tryHold,
  unsoldOf,
  type Counts,
  type DefinitionRow,
} from '../ticket-definitions/index.ts';
import { holdManyAtOnce, holdTogether, type HoldResult, type PreparedHold } from './hold-many.ts';
import {
  expiredHoldsOf,
  findReservation,
  insertReservation,
  leavePending,
  linesOf,
  type ReservationLineRow,
} from './reservations.store.ts';
import { TurnBatch, outcomeOf, type Outcome } from './turn-batch.ts';
import { EXPIRE_JOB, HoldExpiry } from './reservations.expiry.ts';
import { reservationLifecycle } from './reservations.state-machine.ts';

export interface ReservationsDeps {
  db: Db;
  /** PostgreSQL holds a definition's one-line holds in one statement (`holdManyAtOnce`). */
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
/** Holds taken together at most (group commit), and batches under way at once per process. */
const BATCH_SIZE = 100;
const BATCHES_IN_FLIGHT = 2;
const CHANGES = { changes: ['counter:tickets'] } as const;

const reservationNotFound = () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found');

interface Line {
  definition: DefinitionRow;
  quantity: number;
  price: Money;
  priceOverride?: string;
}

interface HoldRequest {
  caller: Caller;
  input: InputOf<typeof R.createReservation>;
}

/** A request of a batch that passed its checks: its place in the batch, lines and rows to write. */
interface Prepared {
  index: number;
  lines: Line[];
  hold: PreparedHold;
}

/** What a prepared hold got (`lapsedSubtracted`: its counts are already as of now). */
type Result =
  { counts: Map<string, Counts>; lapsedSubtracted: boolean } | { shortOf: string } | { failed: unknown };
const fromUnit = (result: HoldResult): Result =>
  'counts' in result ? { counts: result.counts, lapsedSubtracted: false } : result;
interface Held extends Prepared {
  result: Result;
}

/**
 * Holds of tickets (checkout's first step). A hold is the reservation row and its lines and a
 * conditional update of each definition's counter row (capacity.ts), all or nothing. Holds asked
 * in the same turn of the event loop are taken together (group commit, `TurnBatch`): their reads
 * shared, their places decided in their order under the counter's lock, one statement per
 * definition on PostgreSQL (`holdManyAtOnce`), else one unit of work (`holdTogether`); each
 * request still gets its own answer or 4xx. It names only `counter:tickets`: no version row, no
 * listing's totals or cached pages dropped. Expiry is swept (reservations.expiry.ts).
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
    return this.batch.submit({ caller, input });
  }

  /** Holds asked in one turn of the event loop (`TurnBatch`), site by site; an outcome each. */
  private readonly batch = new TurnBatch<HoldRequest, ReservationResponse>(
    async (requests) => {
      const outcomes: Outcome<ReservationResponse>[] = new Array(requests.length);
      const bySite = new Map<string, number[]>();
      requests.forEach((r, i) => bySite.set(r.caller.siteId, [...(bySite.get(r.caller.siteId) ?? []), i]));
      await Promise.all(
        [...bySite].map(async ([siteId, indexes]) => {
          const answers = await outcomeOf(() =>
            this.createForSite(
              siteId,
              indexes.map((i) => requests[i]),
            ),
          );
          indexes.forEach((index, k) => (outcomes[index] = answers.ok ? answers.value[k] : answers));
        }),
      );
      return outcomes;
    },
    { size: BATCH_SIZE, inFlight: BATCHES_IN_FLIGHT },
  );

  /**
   * A site's holds of one turn: the events, their tickets and the site's hold duration read once
   * for all, each request checked on its own (its own 4xx), then the places of all taken together
   * (`holdMany`), in their order, so a refused hold never takes what an earlier one was given.
   */
  private async createForSite(siteId: string, requests: HoldRequest[]) {
    const scope = siteScope(this.deps.db, siteId);
    const nowMs = this.deps.clock.now();
    const now = isoAt(nowMs);
    const eventIds = [...new Set(requests.map((r) => r.input.eventId))];
    // Side by side: on PostgreSQL two connections, one round trip's wait instead of two.
    const [eventRefs, definitionRows] = await Promise.all([
      Promise.all(eventIds.map((id) => findEventRef(scope, id))),
      definitionsByIds(
        scope,
        requests.flatMap((r) => r.input.ticketQuantities.map((q) => q.ticketDefinitionId)),
      ),
    ]);
    const events = new Map(eventIds.map((id, i) => [id, eventRefs[i]]));
    const definitions = new Map(definitionRows.map((d) => [d.id, d]));
    // The event's duration, else the site's (events settings), else the default.
    const siteMinutes = [...events.values()].some((e) => e && e.reservationMinutes === null)
      ? await this.deps.siteReservationMinutes?.(siteId)
      : null;
    const outcomes: Outcome<ReservationResponse>[] = new Array(requests.length);
    const prepared: Prepared[] = [];
    for (const [index, { caller, input }] of requests.entries()) {
      try {
        const event = events.get(input.eventId);
        if (!event || event.lifecycle === 'DRAFT') throw notFound('EVENT_NOT_FOUND', 'Event not found');
        if (event.lifecycle !== 'PUBLISHED' || (event.endDate !== null && event.endDate <= now)) {
          throw new AppError('PRECONDITION', 'REGISTRATION_CLOSED', 'The event takes no more reservations');
        }
        const lines = this.checkLines(definitions, input, now);
        const minutes = event.reservationMinutes ?? siteMinutes ?? DEFAULT_RESERVATION_MINUTES;
        const expiresAt = nowMs + minutes * 60_000;
        const hold = this.prepare(caller, input.eventId, lines, isoAt(expiresAt), now);
        // The window's sweep exists before the hold that needs it (once per second and process).
        await this.expiry.ensureSweep(siteId, expiresAt);
        prepared.push({ index, lines, hold });
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
    const held = await this.holdOrReclaim(siteId, prepared, now);
    // The answers' counts as of now: less the places of lapsed holds, read once for the batch.
    const stale = held.some((h) => 'counts' in h.result && !h.result.lapsedSubtracted)
      ? await lapsedPlacesOf(scope, [...definitions.keys()], now)
      : new Map<string, number>();
    for (const { index, lines, hold, result } of held) {
      if ('failed' in result) {
        outcomes[index] = { ok: false, error: result.failed };
        continue;
      }
      if ('shortOf' in result) {
        outcomes[index] = { ok: false, error: this.soldOut(result.shortOf) };
        continue;
      }
      const counts = new Map(
        [...result.counts].map(([id, c]) => [
          id,
          result.lapsedSubtracted ? c : { ...c, held: Math.max(0, c.held - (stale.get(id) ?? 0)) },
        ]),
      );
      outcomes[index] = {
        ok: true,
        value: {
          id: hold.row.id,
          expires: hold.row.expires_date,
          reservationStatus: 'RESERVATION_PENDING',
          reservations: this.ticketsOf(lines, counts, now),
        },
      };
    }
    return outcomes;
  }

  /**
   * Takes the places of every prepared hold; for those refused, expired holds still counted in
   * `held` (no sweep has run yet) give their places back first and they are tried once more —
   * looked for before any write, so a sold-out definition's refusals take no write lock.
   */
  private async holdOrReclaim(siteId: string, prepared: Prepared[], now: string) {
    if (prepared.length === 0) return [];
    const first = await this.holdMany(siteId, prepared, now);
    const refused = first.filter((h) => 'shortOf' in h.result);
    if (refused.length === 0) return first;
    const scope = siteScope(this.deps.db, siteId);
    const definitionIds = [...new Set(refused.flatMap((h) => h.lines.map((l) => l.definition.id)))];
    if ((await expiredHoldsOf(scope, definitionIds, now, 1)).length === 0) return first;
    if ((await this.reclaim(siteId, definitionIds)) === 0) return first;
    const again = new Map((await this.holdMany(siteId, refused, now)).map((h) => [h.index, h]));
    return first.map((h) => again.get(h.index) ?? h);
  }

  /**
   * The places of prepared holds, in their order: on PostgreSQL the one-line holds of a definition
   * in ONE statement (`holdManyAtOnce`, its counts already less the lapsed holds' places), the rest
   * in one unit of work (`holdTogether`; each hold in a unit of its own if that unit fails, so one
   * hold's error is not the others'). The negative control (guard off) checks and holds one by one.
   */
  private async holdMany(siteId: string, prepared: Prepared[], now: string): Promise<Held[]> {
    if (!capacityGuard.enabled) return Promise.all(prepared.map((p) => this.holdUnguarded(siteId, p, now)));
    const byStatement = new Map<string, Prepared[]>();
    const inUnit: Prepared[] = [];
    for (const p of prepared) {
      if (this.deps.dialect === 'postgres' && p.hold.lines.length === 1) {
        const id = p.hold.lines[0].definition_id;
        byStatement.set(id, [...(byStatement.get(id) ?? []), p]);
      } else inUnit.push(p);
    }
    const held = await Promise.all([
      ...[...byStatement].map(([id, holds]) => this.holdAtOnce(siteId, id, holds, now)),
      this.holdInUnit(siteId, inUnit),
    ]);
    return held.flat();
  }

  private async holdInUnit(siteId: string, prepared: Prepared[]): Promise<Held[]> {
    if (prepared.length === 0) return [];
    const inOne = (holds: Prepared[]) =>
      this.deps.uow.run(
        siteId,
        (unit) =>
          holdTogether(
            unit,
            holds.map((p) => p.hold),
          ),
        CHANGES,
      );
    const results = await outcomeOf(() => inOne(prepared));
    if (results.ok) return prepared.map((p, i) => ({ ...p, result: fromUnit(results.value[i]) }));
    if (prepared.length === 1) throw results.error;
    // One hold's failure must not be the batch's: each again in a unit of its own.
    return (await Promise.all(prepared.map((p) => outcomeOf(() => this.holdInUnit(siteId, [p]))))).flatMap(
      (outcome, i) => (outcome.ok ? outcome.value : [{ ...prepared[i], result: { failed: outcome.error } }]),
    );
  }

  /**
   * PostgreSQL: one definition's one-line holds in one statement. The held ones are a prefix of
   * the batch; a later, smaller hold refused while places remained is tried once more with the
   * others that fit.
   */
  private async holdAtOnce(
    siteId: string,
    definitionId: string,
    prepared: Prepared[],
    now: string,
  ): Promise<Held[]> {
    const scope = siteScope(this.deps.db, siteId);
    const answer = await holdManyAtOnce(
      scope,
      definitionId,
      prepared.map((p) => p.hold),
      now,
    );
    if (!answer) return prepared.map((p) => ({ ...p, result: { shortOf: definitionId } }));
    const { counter, taken, lapsed } = answer;
    let cum = 0;
    const held: Held[] = [];
    const refused: Prepared[] = [];
    for (const p of prepared) {
      cum += p.hold.lines[0].quantity;
      if (cum > taken) {
        refused.push(p);
        continue;
      }
      const counts = { ...counter, held: Math.max(0, counter.held + cum - lapsed) };
      held.push({ ...p, result: { counts: new Map([[definitionId, counts]]), lapsedSubtracted: true } });
    }
    const free = unsoldOf({ ...counter, held: counter.held + taken });
    const fit = refused.filter((p) => free === null || p.hold.lines[0].quantity <= free);
    const retried =
      fit.length && fit.length < prepared.length ? await this.holdAtOnce(siteId, definitionId, fit, now) : [];
    const again = new Map(retried.map((h) => [h.index, h]));
    return [
      ...held,
      ...refused.map((p) => again.get(p.index) ?? { ...p, result: { shortOf: definitionId } }),
    ];
  }

  /** The reservation row and line rows of a hold, not yet written. */
  private prepare(
    caller: Caller,
    eventId: string,
    lines: Line[],
    expires: string,
    now: string,
  ): PreparedHold {
    return {
      row: {
        id: newId(),
        event_id: eventId,
        status: 'RESERVATION_PENDING',
        expires_date: expires,
        subject_role: caller.role,
        subject_id: caller.subjectId ?? null,
        created_date: now,
        updated_date: now,
      },
      lines: lines.map((line) => ({
        definition_id: line.definition.id,
        quantity: line.quantity,
        price_minor: line.price.minor,
        currency: line.price.currency,
      })),
    };
  }

  /**
   * The negative control's race (tests only, guard off): free places read outside any unit, a
   * pause (the gap between a read and its write, a network round trip on a real server, made
   * visible), then the hold written with the counters raised unconditionally.
   */
  private async holdUnguarded(siteId: string, p: Prepared, now: string): Promise<Held> {
    const scope = siteScope(this.deps.db, siteId);
    const counts = await countsOf(
      scope,
      p.lines.map((l) => l.definition.id),
      now,
    );
    const short = p.lines.find((line) => {
      const unsold = unsoldOf(counts.get(line.definition.id)!);
      return unsold !== null && unsold < line.quantity;
    });
    if (short) return { ...p, result: { shortOf: short.definition.id } };
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await this.deps.uow.run(
      siteId,
      async (unit) => {
        await insertReservation(unit, p.hold.row, p.hold.lines);
        const rows = new Map<string, Counts>();
        for (const line of p.hold.lines)
          rows.set(line.definition_id, (await tryHold(unit, line.definition_id, line.quantity))!);
        return rows;
      },
      CHANGES,
    );
    return { ...p, result: { counts: after, lapsedSubtracted: false } };
  }

  private soldOut(definitionId: string) {
    return new AppError('CONFLICT', 'TICKETS_UNAVAILABLE', 'Not enough tickets are left', {
      ticketDefinitionId: definitionId,
    });
  }

  /** Checks every line at once (field violations name `ticketQuantities[i]`); nothing is held yet. */
  private checkLines(
    definitions: ReadonlyMap<string, DefinitionRow>,
    input: InputOf<typeof R.createReservation>,
    now: string,
  ) {
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
