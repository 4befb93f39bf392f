import type { FieldViolation } from '@tessera/contracts';
import {
  MAX_DISCOUNT_CODES_PER_EVENT,
  type CreateDiscountCodeRequest,
  type DiscountCode,
  type UpdateDiscountCodeRequest,
} from '@tessera/contracts/event-discounts';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { findEventRef, lockEventRef } from '../events/index.ts';
import { definitionsByIds } from '../ticket-definitions/index.ts';
import { discountColumns, periodDate } from './discount-input.ts';
import {
  codeKeyOf,
  countDiscountCodes,
  deleteDiscountCodeRow,
  discountCodesOfEvent,
  findDiscountCode,
  insertDiscountCode,
  updateDiscountCodeIfRevision,
  type DiscountCodeRow,
} from './event-discounts.store.ts';
import { toWireDiscountCode } from './event-discounts.wire.ts';

export interface EventDiscountsDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
}

const codeNotFound = (id: string) =>
  notFound('DISCOUNT_CODE_NOT_FOUND', 'Discount code not found', { discountCodeId: id });
const codeTaken = (code: string) =>
  new AppError('CONFLICT', 'DISCOUNT_CODE_ALREADY_EXISTS', `The event has the code ${code} already`, {
    code,
  });
// Nothing a reader keeps depends on codes (the invoice reads them fresh).
const NO_KINDS = { changes: [] } as const;

/**
 * Discount codes of events, owner-made. Writes of one event take turns on its row (the count
 * limit holds); uniqueness is the index's (`code_key`), so racing creators get one row and 409.
 */
export class EventDiscountsService {
  constructor(private readonly deps: EventDiscountsDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  async create(
    caller: Caller,
    eventId: string,
    input: CreateDiscountCodeRequest,
  ): Promise<{ discountCode: DiscountCode }> {
    const given = input.discountCode;
    const violations: FieldViolation[] = [];
    const discount = discountColumns(given.discount, violations);
    const period = this.period(given.validFrom, given.validUntil, violations);
    const scope = siteScope(this.deps.db, caller.siteId);
    if (!(await findEventRef(scope, eventId))) throw eventMissing(eventId);
    const ticketIds = await this.ticketIds(scope, eventId, given.ticketDefinitionIds ?? [], violations);
    if (violations.length) throw validationError(violations);
    const now = this.now();
    const row: Omit<DiscountCodeRow, 'site_id'> = {
      id: newId(),
      event_id: eventId,
      code: given.code,
      code_key: codeKeyOf(given.code),
      name: given.name ?? given.code,
      ...discount!,
      ticket_definition_ids: JSON.stringify(ticketIds),
      valid_from: period.from ?? null,
      valid_until: period.until ?? null,
      usage_limit: given.usageLimit ?? null,
      times_used: 0,
      active: given.active === false ? 0 : 1,
      revision: 1,
      created_date: now,
      updated_date: now,
    };
    await this.unit(caller, async (unit) => {
      await lockEventRef(unit, eventId);
      if ((await countDiscountCodes(unit, eventId)) >= MAX_DISCOUNT_CODES_PER_EVENT)
        throw new AppError(
          'PRECONDITION',
          'DISCOUNT_CODES_LIMIT_REACHED',
          `An event has at most ${MAX_DISCOUNT_CODES_PER_EVENT} discount codes`,
        );
      if (!(await insertDiscountCode(unit, row))) throw codeTaken(given.code);
    });
    return { discountCode: toWireDiscountCode({ ...row, site_id: caller.siteId }) };
  }

  async list(caller: Caller, eventId: string): Promise<{ discountCodes: DiscountCode[] }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    if (!(await findEventRef(scope, eventId))) throw eventMissing(eventId);
    const rows = await discountCodesOfEvent(scope, eventId, MAX_DISCOUNT_CODES_PER_EVENT);
    return { discountCodes: rows.map(toWireDiscountCode) };
  }

  async get(caller: Caller, eventId: string, id: string): Promise<{ discountCode: DiscountCode }> {
    const row = await findDiscountCode(siteScope(this.deps.db, caller.siteId), id);
    if (!row || row.event_id !== eventId) throw codeNotFound(id);
    return { discountCode: toWireDiscountCode(row) };
  }

  async update(
    caller: Caller,
    eventId: string,
    id: string,
    input: UpdateDiscountCodeRequest,
  ): Promise<{ discountCode: DiscountCode }> {
    const given = input.discountCode;
    const revision = Number(given.revision);
    const scope = siteScope(this.deps.db, caller.siteId);
    const current = await findDiscountCode(scope, id);
    if (!current || current.event_id !== eventId) throw codeNotFound(id);
    const violations: FieldViolation[] = [];
    const discount = given.discount ? discountColumns(given.discount, violations) : undefined;
    const period = this.period(
      given.validFrom === undefined ? current.valid_from : given.validFrom,
      given.validUntil === undefined ? current.valid_until : given.validUntil,
      violations,
    );
    const ticketIds =
      given.ticketDefinitionIds === undefined
        ? undefined
        : await this.ticketIds(scope, eventId, given.ticketDefinitionIds, violations);
    if (violations.length) throw validationError(violations);
    const next = {
      ...(given.code !== undefined ? { code: given.code, code_key: codeKeyOf(given.code) } : {}),
      ...(given.name !== undefined ? { name: given.name } : {}),
      ...(discount ?? {}),
      ...(ticketIds ? { ticket_definition_ids: JSON.stringify(ticketIds) } : {}),
      valid_from: period.from ?? null,
      valid_until: period.until ?? null,
      ...(given.usageLimit !== undefined ? { usage_limit: given.usageLimit } : {}),
      ...(given.active !== undefined ? { active: given.active ? 1 : 0 } : {}),
      updated_date: this.now(),
    };
    try {
      await this.unit(caller, async (unit) => {
        await lockEventRef(unit, eventId);
        if (!(await updateDiscountCodeIfRevision(unit, id, revision, next))) {
          if (!(await findDiscountCode(unit, id))) throw codeNotFound(id);
          throw new AppError(
            'CONFLICT',
            'DISCOUNT_CODE_REVISION_MISMATCH',
            'The discount code was changed since that revision',
            { discountCodeId: id, revision: String(revision) },
          );
        }
      });
    } catch (error) {
      // Renamed to a code the event has: the unique index refused it (the unit rolled back).
      if (isUniqueViolation(error)) throw codeTaken(given.code ?? current.code);
      throw error;
    }
    return { discountCode: toWireDiscountCode((await findDiscountCode(scope, id))!) };
  }

  async delete(caller: Caller, eventId: string, id: string): Promise<Record<string, never>> {
    await this.unit(caller, async (unit) => {
      const row = await findDiscountCode(unit, id);
      if (!row || row.event_id !== eventId) throw codeNotFound(id);
      await deleteDiscountCodeRow(unit, id);
    });
    return {};
  }

  private unit<T>(caller: Caller, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(caller.siteId, work, NO_KINDS);
  }

  /** Valid from/until in UTC; the end after the start. */
  private period(
    from: string | null | undefined,
    until: string | null | undefined,
    violations: FieldViolation[],
  ) {
    const start = periodDate(from, 'discountCode.validFrom', violations);
    const end = periodDate(until, 'discountCode.validUntil', violations);
    if (start && end && end <= start)
      violations.push(violation('discountCode.validUntil', 'must be after validFrom', 'VALIDATION'));
    return { from: start, until: end };
  }

  /** The ticket definitions named, each one of the event's (deduplicated, in the order given). */
  private async ticketIds(
    scope: SiteScope,
    eventId: string,
    ids: readonly string[],
    violations: FieldViolation[],
  ): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = new Set(
      (await definitionsByIds(scope, unique)).filter((d) => d.event_id === eventId).map((d) => d.id),
    );
    ids.forEach((id, i) => {
      if (!found.has(id))
        violations.push(
          violation(`discountCode.ticketDefinitionIds[${i}]`, 'is not a ticket of the event', 'VALIDATION'),
        );
    });
    return unique;
  }
}

const eventMissing = (eventId: string) =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });
