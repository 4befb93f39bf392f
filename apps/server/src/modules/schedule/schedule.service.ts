import { EntityFqdn } from '@tessera/contracts';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { scheduleRoutes } from '@tessera/contracts/routes/schedule.routes';
import type { ScheduleItem } from '@tessera/contracts/schedule';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { lockEventRef as lockEvent } from '../events/index.ts';
import { toWireItem } from './schedule.mapper.ts';
import {
  deleteDraftItems,
  discardDraft,
  draftItemsOf,
  ensureDraft,
  findItem,
  insertItem,
  publishDraft,
  updateDraftItem,
} from './schedule.store.ts';
import { durationMs, isTimeZone, itemValues, masked } from './schedule.validation.ts';

type R = typeof scheduleRoutes;

export const itemNotFound = (itemId: string): Error =>
  notFound('SCHEDULE_ITEM_NOT_FOUND', `Schedule item ${itemId} not found`, { itemId });

/**
 * Writes of an event's agenda. Owners edit a draft (opened on the first edit as a copy of the
 * published agenda) and publish it whole; every write locks the event's row first, so the
 * writes of one event take turns on every database.
 */
export class ScheduleService {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  private now(): string {
    return isoAt(this.deps.clock.now());
  }

  /** A unit of the agenda of one (locked) event: changes `schedule`. */
  private inEvent<T>(caller: Caller, eventId: string, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await lockEvent(unit, eventId);
        return work(unit);
      },
      { changes: ['schedule'] },
    );
  }

  add(caller: Caller, input: InputOf<R['addScheduleItem']>): Promise<{ item: ScheduleItem }> {
    const values = itemValues(input.item, null);
    return this.inEvent(caller, input.eventId, async (unit) => {
      const now = this.now();
      await ensureDraft(unit, input.eventId, now);
      const row = {
        id: newId(),
        state: 'DRAFT',
        event_id: input.eventId,
        ...values,
        created_date: now,
        updated_date: now,
      };
      await insertItem(unit, row);
      return { item: toWireItem({ ...row, site_id: unit.siteId }) };
    });
  }

  update(
    caller: Caller,
    itemId: string,
    input: InputOf<R['updateScheduleItem']>,
  ): Promise<{ item: ScheduleItem }> {
    if (input.itemId !== undefined && input.itemId !== itemId) {
      throw validationError([violation('itemId', 'must match the item id in the path', 'VALIDATION')]);
    }
    const fields =
      typeof input.fields === 'string' ? input.fields.split(',').map((f) => f.trim()) : input.fields;
    const change = masked(input.item, fields?.filter(Boolean));
    return this.inEvent(caller, input.eventId, async (unit) => {
      const now = this.now();
      await ensureDraft(unit, input.eventId, now);
      const current = await findItem(unit, 'DRAFT', itemId);
      if (!current || current.event_id !== input.eventId) throw itemNotFound(itemId);
      const values = itemValues(change, current);
      await updateDraftItem(unit, itemId, { ...values, updated_date: now });
      return { item: toWireItem({ ...current, ...values, updated_date: now }) };
    });
  }

  async delete(caller: Caller, input: InputOf<R['deleteScheduleItem']>): Promise<Record<string, never>> {
    await this.inEvent(caller, input.eventId, async (unit) => {
      await ensureDraft(unit, input.eventId, this.now());
      await deleteDraftItems(unit, input.eventId, input.itemIds ?? []);
    });
    return {};
  }

  async discard(caller: Caller, eventId: string): Promise<Record<string, never>> {
    await this.inEvent(caller, eventId, (unit) => discardDraft(unit, eventId));
    return {};
  }

  /** Publishing without a draft changes nothing (the published agenda is already the latest). */
  async publish(caller: Caller, eventId: string): Promise<Record<string, never>> {
    await this.inEvent(caller, eventId, async (unit) => {
      const items = await publishDraft(unit, eventId);
      if (items === null) return;
      await recordDomainEvent(unit.db, {
        siteId: unit.siteId,
        name: 'schedule_published',
        entityFqdn: EntityFqdn.scheduleItem,
        entityId: eventId,
        payload: { eventId, timestamp: this.now(), items },
      });
    });
    return {};
  }

  /** Moves every draft item by the offset and gives it the time zone (the event moved). */
  async reschedule(caller: Caller, input: InputOf<R['rescheduleDraft']>): Promise<Record<string, never>> {
    const offset = durationMs(input.timeSlotOffset);
    if (!isTimeZone(input.timeZoneId)) {
      throw validationError([violation('timeZoneId', 'must be a TZ database time zone', 'FORMAT')]);
    }
    await this.inEvent(caller, input.eventId, async (unit) => {
      const now = this.now();
      await ensureDraft(unit, input.eventId, now);
      for (const row of await draftItemsOf(unit, input.eventId)) {
        const start = Date.parse(row.start_date) + offset;
        const end = Date.parse(row.end_date) + offset;
        if (!(start >= MIN_TIME && end <= MAX_TIME)) {
          throw validationError([
            violation('timeSlotOffset', 'moves an item out of the calendar', 'VALIDATION'),
          ]);
        }
        await updateDraftItem(unit, row.id, {
          start_date: isoAt(start),
          end_date: isoAt(end),
          time_zone_id: input.timeZoneId,
          updated_date: now,
        });
      }
    });
    return {};
  }
}

/** Years 0001–9999: what a stored ISO date can spell. */
const MIN_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const MAX_TIME = Date.parse('9999-12-31T23:59:59.999Z');
