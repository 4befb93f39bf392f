import type { Event, QueryV2, RequestedField } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { mutate, type Caller, type EventsDeps } from './events.context.ts';
import { columnsOf } from './events.documents.ts';
import { EventReads, requireEvent } from './events.reads.ts';
import { recordEventDomainEvent } from './events.service.ts';
import { statusAt } from './events.status.ts';
import { deleteEventRow, selectEventsWhere, transitionLifecycle, type EventRow } from './events.store.ts';
import { eventQueryFields } from './events.query-fields.ts';

/** Only an event that is still to come or under way can be canceled. */
const cancellable = (status: string) => status === 'UPCOMING' || status === 'STARTED';

const invalidTransition = (event: EventRow, action: string, status: string) =>
  new AppError(
    'PRECONDITION',
    'INVALID_EVENT_STATUS_TRANSITION',
    `Cannot ${action} an event whose status is ${status}`,
    { eventId: event.id, status },
  );

/** Publish, cancel and delete, one by one or by filter. */
export class EventLifecycle {
  constructor(
    private readonly deps: EventsDeps,
    private readonly reads: EventReads,
  ) {}

  async publish(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    await mutate(this.deps, caller.siteId, async (tx) => {
      const row = await requireEvent(tx, caller.siteId, eventId);
      const status = statusAt(row, nowIso());
      if (row.lifecycle === 'PUBLISHED') {
        throw new AppError(
          'PRECONDITION',
          'EVENT_ALREADY_PUBLISHED',
          `Event ${eventId} is already published`,
          {
            eventId,
            status,
          },
        );
      }
      if (row.lifecycle !== 'DRAFT') throw invalidTransition(row, 'publish', status);
      const now = nowIso();
      const doc = JSON.parse(row.doc) as Event;
      const moved = await transitionLifecycle(tx, caller.siteId, eventId, 'DRAFT', {
        ...columnsOf(doc, 'PUBLISHED', now),
        published_date: now,
        updated_date: now,
      });
      if (!moved) throw invalidTransition(row, 'publish', 'changed concurrently');
      await recordEventDomainEvent(tx, caller.siteId, 'published', eventId, { title: row.title });
    });
    return this.reads.getById(caller, eventId, fields);
  }

  async cancel(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    await mutate(this.deps, caller.siteId, async (tx) => {
      const row = await requireEvent(tx, caller.siteId, eventId);
      await this.cancelRow(tx, caller, row);
    });
    return this.reads.getById(caller, eventId, fields);
  }

  async delete(caller: Caller, eventId: string): Promise<{ eventId: string }> {
    await mutate(this.deps, caller.siteId, async (tx) => {
      await this.deleteRow(tx, caller, await requireEvent(tx, caller.siteId, eventId));
    });
    return { eventId };
  }

  /** Cancels every matching event that can still be canceled; others are left as they are. */
  async cancelByFilter(caller: Caller, query: QueryV2 | undefined): Promise<{ canceled: number }> {
    let canceled = 0;
    await mutate(this.deps, caller.siteId, async (tx) => {
      for (const row of await this.matching(tx, caller, query)) {
        if (cancellable(statusAt(row, nowIso()))) {
          await this.cancelRow(tx, caller, row);
          canceled++;
        }
      }
    });
    return { canceled };
  }

  async deleteByFilter(caller: Caller, query: QueryV2 | undefined): Promise<{ deleted: number }> {
    let deleted = 0;
    await mutate(this.deps, caller.siteId, async (tx) => {
      for (const row of await this.matching(tx, caller, query)) {
        await this.deleteRow(tx, caller, row);
        deleted++;
      }
    });
    return { deleted };
  }

  private async cancelRow(tx: Executor, caller: Caller, row: EventRow): Promise<void> {
    const now = nowIso();
    const status = statusAt(row, now);
    if (!cancellable(status)) throw invalidTransition(row, 'cancel', status);
    const doc = JSON.parse(row.doc) as Event;
    doc.summaries = {
      ...doc.summaries,
      cancellation: { canceledDate: now, actorType: caller.owner ? 'USER' : 'APP' },
    };
    const moved = await transitionLifecycle(tx, caller.siteId, row.id, 'PUBLISHED', {
      ...columnsOf(doc, 'CANCELED', now),
      doc: JSON.stringify(doc),
      updated_date: now,
    });
    if (!moved) throw invalidTransition(row, 'cancel', 'changed concurrently');
    await recordEventDomainEvent(tx, caller.siteId, 'canceled', row.id, { title: row.title });
  }

  private async deleteRow(tx: Executor, caller: Caller, row: EventRow): Promise<void> {
    await deleteEventRow(tx, caller.siteId, row.id);
    await recordEventDomainEvent(tx, caller.siteId, 'deleted', row.id, { title: row.title });
  }

  private matching(tx: Executor, caller: Caller, query: QueryV2 | undefined): Promise<EventRow[]> {
    const where = compileFilter(query?.filter, eventQueryFields(nowIso()), 'filter.filter');
    return selectEventsWhere(tx, caller.siteId, where);
  }
}
