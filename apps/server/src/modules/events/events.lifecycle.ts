import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Event, EventStatus, RequestedField } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { runEventsUnit, type Caller, type EventsDeps } from './events.context.ts';
import { columnsOf } from './events.documents.ts';
import { EventReads, requireEvent } from './events.reads.ts';
import { recordEventDomainEvent } from './events.service.ts';
import { eventLifecycle, lifecycleOf } from './events.state-machine.ts';
import { statusAt, statusCondition, statusSql } from './events.status.ts';
import { deleteEventRow, selectEventsWhere, transitionLifecycle, type EventRow } from './events.store.ts';
import { eventQueryFields } from './events.query-fields.ts';

/** Events per transaction of a bulk call (bounds how long one request holds the database). */
const BULK_CHUNK = 100;

/** Publish, cancel and delete, one by one or by filter. */
export class EventLifecycle {
  constructor(
    private readonly deps: EventsDeps,
    private readonly reads: EventReads,
  ) {}

  async publish(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    await runEventsUnit(this.deps, caller.siteId, async (unit) => {
      const row = await requireEvent(unit, eventId);
      const now = nowIso();
      eventLifecycle.assertTransition('publish', statusAt(row, now), eventId);
      const doc = JSON.parse(row.doc) as Event;
      const moved = await transitionLifecycle(
        unit,
        eventId,
        eventLifecycle.transitionWhere('publish', statusSql(now)),
        { ...columnsOf(doc, 'PUBLISHED'), published_date: now, updated_date: now },
      );
      if (!moved) throw eventLifecycle.lostRace('publish', eventId);
      await recordEventDomainEvent(unit, 'published', eventId, { title: row.title });
    });
    return this.reads.getById(caller, eventId, fields);
  }

  async cancel(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    await runEventsUnit(this.deps, caller.siteId, async (unit) => {
      const row = await requireEvent(unit, eventId);
      await this.cancelRow(unit, caller, row);
    });
    return this.reads.getById(caller, eventId, fields);
  }

  async delete(caller: Caller, eventId: string): Promise<{ eventId: string }> {
    await runEventsUnit(this.deps, caller.siteId, async (unit) => {
      await this.deleteRow(unit, caller, await requireEvent(unit, eventId));
    });
    return { eventId };
  }

  /**
   * Cancels every matching event that can still be canceled; others are left as they are.
   * Done in chunks of BULK_CHUNK events, one short transaction each, so a large site's bulk
   * call never holds the database for long; a failure leaves earlier chunks done.
   */
  async cancelByFilter(caller: Caller, filter: Record<string, unknown>): Promise<{ canceled: number }> {
    const matching = this.matchingCondition(caller, filter);
    const canceled = await this.inChunks(caller, async (unit) => {
      const now = nowIso();
      const cancellable = eventLifecycle.fromStates('cancel').map((status) => statusCondition(now, status));
      const rows = await selectEventsWhere(
        unit,
        sql<SqlBool>`(${matching} AND (${sql.join(cancellable, sql` OR `)}))`,
        BULK_CHUNK,
      );
      for (const row of rows) await this.cancelRow(unit, caller, row);
      return rows.length;
    });
    return { canceled };
  }

  async deleteByFilter(caller: Caller, filter: Record<string, unknown>): Promise<{ deleted: number }> {
    const matching = this.matchingCondition(caller, filter);
    const deleted = await this.inChunks(caller, async (unit) => {
      const rows = await selectEventsWhere(unit, matching, BULK_CHUNK);
      for (const row of rows) await this.deleteRow(unit, caller, row);
      return rows.length;
    });
    return { deleted };
  }

  /** Repeats one chunk's transaction until a chunk comes back short. */
  private async inChunks(caller: Caller, chunk: (unit: SiteTx) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await runEventsUnit(this.deps, caller.siteId, chunk);
      total += done;
      if (done < BULK_CHUNK) return total;
    }
  }

  private async cancelRow(unit: SiteTx, caller: Caller, row: EventRow): Promise<void> {
    const now = nowIso();
    const to = eventLifecycle.assertTransition('cancel', statusAt(row, now), row.id).to;
    const doc = JSON.parse(row.doc) as Event;
    doc.summaries = {
      ...doc.summaries,
      cancellation: { canceledDate: now, actorType: caller.owner ? 'USER' : 'APP' },
    };
    const moved = await transitionLifecycle(
      unit,
      row.id,
      eventLifecycle.transitionWhere('cancel', statusSql(now)),
      { ...columnsOf(doc, lifecycleOf(to as EventStatus)), doc: JSON.stringify(doc), updated_date: now },
    );
    if (!moved) throw eventLifecycle.lostRace('cancel', row.id);
    await recordEventDomainEvent(unit, 'canceled', row.id, { title: row.title });
  }

  private async deleteRow(unit: SiteTx, caller: Caller, row: EventRow): Promise<void> {
    await deleteEventRow(unit, row.id);
    await recordEventDomainEvent(unit, 'deleted', row.id, { title: row.title });
  }

  /** Compiled (and so validated) before anything is written. */
  private matchingCondition(caller: Caller, filter: Record<string, unknown>): RawBuilder<SqlBool> {
    return compileFilter(filter, eventQueryFields(nowIso(), caller.siteId, caller.owner), 'filter.filter');
  }
}
