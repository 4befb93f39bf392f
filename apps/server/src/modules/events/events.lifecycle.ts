import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Event, EventStatus, RequestedField } from '@tessera/contracts';
import { compileFilter } from '../../platform/query/filter.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { managesEvents, recordEventDomainEvent, type Caller, type EventsDeps } from './events.context.ts';
import { columnsOf } from './events.documents.ts';
import { eventQueryFields } from './events.query-fields.ts';
import { requireEvent, type EventReads } from './events.reads.ts';
import { eventLifecycle, lifecycleOf } from './events.state-machine.ts';
import { statusAt, statusCondition, statusSql } from './events.status.ts';
import { deleteEventRow, selectEventsWhere, transitionLifecycle, type EventRow } from './events.store.ts';
import { EventWritePipeline, type EventWrite, type WriteContext } from './events.write-pipeline.ts';

/** Events per transaction of a bulk call (bounds how long one request holds the database). */
const BULK_CHUNK = 100;

/** Publish, cancel and delete, one by one or by filter: each one write of the pipeline. */
export class EventLifecycle {
  private readonly pipeline: EventWritePipeline;

  constructor(deps: EventsDeps, reads: EventReads) {
    this.pipeline = new EventWritePipeline(deps, reads);
  }

  publish(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    return this.pipeline.run(caller, publishEvent, { eventId, fields });
  }

  cancel(caller: Caller, eventId: string, fields?: RequestedField[]): Promise<Event> {
    return this.pipeline.run(caller, cancelEvent, { eventId, fields });
  }

  delete(caller: Caller, eventId: string): Promise<{ eventId: string }> {
    return this.pipeline.run(caller, deleteEvent, { eventId });
  }

  /** Cancels every matching event that can still be canceled; others are left as they are. */
  cancelByFilter(caller: Caller, filter: Record<string, unknown>): Promise<{ canceled: number }> {
    return this.pipeline.run(caller, cancelMatching, filter);
  }

  deleteByFilter(caller: Caller, filter: Record<string, unknown>): Promise<{ deleted: number }> {
    return this.pipeline.run(caller, deleteMatching, filter);
  }
}

interface OneEvent {
  eventId: string;
  fields?: RequestedField[];
}

/** The stored event a lifecycle write moves, and its status at the write's clock. */
interface Move {
  row: EventRow;
  from: EventStatus;
}

const lockOne = async (unit: SiteTx, input: OneEvent, now: string): Promise<Move[]> => {
  const row = await requireEvent(unit, input.eventId);
  return [{ row, from: statusAt(row, now) }];
};

const readMoved = (
  _written: string[],
  reads: EventReads,
  { eventId, fields }: OneEvent,
  { caller }: WriteContext,
) => reads.getById(caller, eventId, fields);

// ---------------------------------------------------------------------------------------------
// Publish

const publishEvent: EventWrite<OneEvent, OneEvent, Move, Event> = {
  normalise: (input) => input,
  patch: (unit, input, { now }) => lockOne(unit, input, now),
  validate: ({ row, from }) => void eventLifecycle.assertTransition('publish', from, row.id),
  async persist(unit, { row }, { now }) {
    const doc = JSON.parse(row.doc) as Event;
    const moved = await transitionLifecycle(
      unit,
      row.id,
      eventLifecycle.transitionWhere('publish', statusSql(now)),
      {
        ...columnsOf(doc, 'PUBLISHED'),
        published_date: now,
        updated_date: now,
      },
    );
    if (!moved) throw eventLifecycle.lostRace('publish', row.id);
    await recordEventDomainEvent(unit, 'published', row.id, { title: row.title });
    return [row.id];
  },
  read: readMoved,
};

// ---------------------------------------------------------------------------------------------
// Cancel, one or by filter

const cancelValidate = ({ row, from }: Move) => void eventLifecycle.assertTransition('cancel', from, row.id);

async function cancelPersist(unit: SiteTx, { row, from }: Move, { caller, now }: WriteContext) {
  const to = eventLifecycle.assertTransition('cancel', from, row.id).to;
  const doc = JSON.parse(row.doc) as Event;
  doc.summaries = {
    ...doc.summaries,
    cancellation: { canceledDate: now, actorType: managesEvents(caller) ? 'USER' : 'APP' },
  };
  const moved = await transitionLifecycle(
    unit,
    row.id,
    eventLifecycle.transitionWhere('cancel', statusSql(now)),
    {
      ...columnsOf(doc, lifecycleOf(to as EventStatus)),
      doc: JSON.stringify(doc),
      updated_date: now,
    },
  );
  if (!moved) throw eventLifecycle.lostRace('cancel', row.id);
  await recordEventDomainEvent(unit, 'canceled', row.id, { title: row.title });
  return [row.id];
}

const cancelEvent: EventWrite<OneEvent, OneEvent, Move, Event> = {
  normalise: (input) => input,
  patch: (unit, input, { now }) => lockOne(unit, input, now),
  validate: cancelValidate,
  persist: cancelPersist,
  read: readMoved,
};

/** A filter of the events query language, compiled (and so validated) before anything is written. */
const matchingCondition = (
  filter: Record<string, unknown>,
  { caller, now }: WriteContext,
): RawBuilder<SqlBool> =>
  compileFilter(filter, eventQueryFields(now, caller.siteId, managesEvents(caller)), 'filter.filter');

const cancelMatching: EventWrite<Record<string, unknown>, RawBuilder<SqlBool>, Move, { canceled: number }> = {
  chunk: BULK_CHUNK,
  normalise: matchingCondition,
  async patch(unit, matching, { now }) {
    const cancellable = eventLifecycle.fromStates('cancel').map((status) => statusCondition(now, status));
    const rows = await selectEventsWhere(
      unit,
      sql<SqlBool>`(${matching} AND (${sql.join(cancellable, sql` OR `)}))`,
      BULK_CHUNK,
    );
    return rows.map((row) => ({ row, from: statusAt(row, now) }));
  },
  validate: cancelValidate,
  persist: cancelPersist,
  read: async (written) => ({ canceled: written.length }),
};

// ---------------------------------------------------------------------------------------------
// Delete, one or by filter: an event in any state.

async function deletePersist(unit: SiteTx, row: EventRow) {
  await deleteEventRow(unit, row.id);
  await recordEventDomainEvent(unit, 'deleted', row.id, { title: row.title });
  return [row.id];
}

const deleteEvent: EventWrite<{ eventId: string }, { eventId: string }, EventRow, { eventId: string }> = {
  normalise: (input) => input,
  patch: async (unit, { eventId }) => [await requireEvent(unit, eventId)],
  validate: () => {},
  persist: deletePersist,
  read: async (_written, _reads, { eventId }) => ({ eventId }),
};

const deleteMatching: EventWrite<
  Record<string, unknown>,
  RawBuilder<SqlBool>,
  EventRow,
  { deleted: number }
> = {
  chunk: BULK_CHUNK,
  normalise: matchingCondition,
  patch: (unit, matching) => selectEventsWhere(unit, matching, BULK_CHUNK),
  validate: () => {},
  persist: deletePersist,
  read: async (written) => ({ deleted: written.length }),
};
