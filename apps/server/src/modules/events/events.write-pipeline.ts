import { nowIso } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { runEventsUnit, type Caller, type EventsDeps } from './events.context.ts';
import type { EventReads } from './events.reads.ts';

/** What every step of one write sees. */
export interface WriteContext {
  caller: Caller;
  /** The write's one reading of the clock: every step compares and stamps with it. */
  now: string;
  deps: EventsDeps;
}

/**
 * One kind of events write, as its five steps. `In` is the call's input, `Clean` what the
 * normalise step makes of it, `Next` the next state of one event (a new document, a changed
 * one, a lifecycle move, a removal), `Out` the answer.
 */
export interface EventWrite<In, Clean, Next, Out> {
  /**
   * No database: the client's input made into what the write stores (read-only fields dropped,
   * dates in UTC, defaults filled, a filter compiled). A refusal here opens no transaction.
   */
  normalise(input: In, context: WriteContext): Clean;
  /**
   * In the unit of work: reads and locks the events the write changes (none for a new one) and
   * applies the input to each: their next states. Writes nothing.
   */
  patch(unit: SiteTx, input: Clean, context: WriteContext): Promise<Next[]>;
  /**
   * The rules every next state must meet (field violations, a state machine's transition).
   * Throws; a refusal of any state refuses the whole write before anything is written.
   */
  validate(next: Next, context: WriteContext): void;
  /** Writes one next state (rows, categories, outbox) and answers the ids of the events written. */
  persist(unit: SiteTx, next: Next, context: WriteContext): Promise<string[]>;
  /** After the commit: the answer, from the ids written (the event as the caller now reads it). */
  read(written: string[], reads: EventReads, input: Clean, context: WriteContext): Promise<Out>;
  /**
   * For a bulk write: `patch` answers at most this many events per unit, and the pipeline runs
   * units until one comes back short, so a large site's bulk call never holds the database long
   * (a failure leaves earlier chunks done).
   */
  chunk?: number;
}

// Each round of racing creates lets at least one through, so this bounds the racers, not the odds.
const SLUG_ATTEMPTS = 25;

/**
 * The one way an event is written: normalise → patch → validate → persist in one unit of work
 * (retried when a concurrent write took the same slug), then read. Every events write (create,
 * update, clone, publish, cancel, delete, one by one or by filter) is an `EventWrite` run here.
 */
export class EventWritePipeline {
  constructor(
    private readonly deps: EventsDeps,
    private readonly reads: EventReads,
  ) {}

  async run<In, Clean, Next, Out>(
    caller: Caller,
    write: EventWrite<In, Clean, Next, Out>,
    input: In,
  ): Promise<Out> {
    const context: WriteContext = { caller, now: nowIso(), deps: this.deps };
    const clean = write.normalise(input, context);
    const written: string[] = [];
    for (;;) {
      const unitDone = await withSlugRetry(() =>
        runEventsUnit(this.deps, caller.siteId, async (unit) => {
          const nexts = await write.patch(unit, clean, context);
          for (const next of nexts) write.validate(next, context);
          const ids: string[] = [];
          for (const next of nexts) ids.push(...(await write.persist(unit, next, context)));
          return { ids, patched: nexts.length };
        }),
      );
      written.push(...unitDone.ids);
      if (write.chunk === undefined || unitDone.patched < write.chunk) break;
      context.now = nowIso();
    }
    return write.read(written, this.reads, clean, context);
  }
}

/** Two concurrent writes may pick the same free slug; the unique index decides, the loser retries. */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= SLUG_ATTEMPTS) throw slugTaken('');
    }
  }
}

export const invalidSlug = (slug: string) =>
  new AppError(
    'INVALID',
    'INVALID_SLUG_FORMAT',
    `Slug "${slug}" must be lowercase letters, digits and single dashes`,
    { slug },
  );

export const slugTaken = (slug: string) =>
  new AppError('CONFLICT', 'SLUG_ALREADY_IN_USE', `Slug "${slug}" is already used by another event`, {
    slug,
  });
