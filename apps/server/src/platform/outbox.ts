import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventName } from '@tessera/contracts';
import type { Insertable } from 'kysely';
import type { OutboxTable } from './database-schema.ts';
import type { Db, Dialect, Executor } from './db.ts';
import { keptStatement } from './kept-statement.ts';
import { isoAt, nowIso, systemClock, type Clock } from './clock.ts';
import { assertDomainEventPayload } from './domain-event-check.ts';
import { defaultRetryPolicy, type RetryPolicy } from './jobs/backoff.ts';
import {
  claimDeliveries,
  fanOutEvents,
  listDeadLetters,
  markDelivered,
  markFailed,
  purgeDelivered,
  replayDeliveries,
  type ClaimedDelivery,
  type DeadLetter,
  type OutboxRow,
} from './outbox-deliveries.ts';

export interface DomainEvent {
  id: number;
  siteId: string;
  name: string;
  entityFqdn: string;
  entityId: string;
  payload: unknown;
  createdDate: string;
}

export interface DomainEventInput {
  siteId: string;
  /** A name of `domainEvents` (packages/contracts), whose schema the payload matches. */
  name: DomainEventName;
  entityFqdn: string;
  entityId: string;
  payload: unknown;
}

let checkPayloads = false;

/** Check every recorded payload against its schema in the contracts (the test suite turns it on). */
export function checkDomainEventPayloads(on: boolean): void {
  checkPayloads = on;
}

/** The names of the events each transaction recorded: only their commit may need a dispatch pass. */
const recordedIn = new WeakMap<Executor, Set<string>>();

/**
 * What the subscribers of every dispatcher of this process take: how many take each event name,
 * and how many take every event. Tells a commit whether its events concern anyone (no pass
 * otherwise; the recurring pass marks them dispatched). Several apps in one process (tests) only
 * add to it, which can cost a pass, never skip a needed one.
 */
const takers = { byName: new Map<string, number>(), ofEvery: 0 };

function countTaker(events: ReadonlySet<string> | null, by: 1 | -1): void {
  if (!events) takers.ofEvery += by;
  else for (const name of events) takers.byName.set(name, (takers.byName.get(name) ?? 0) + by);
}

const concernsAnySubscriber = (name: string): boolean =>
  takers.ofEvery > 0 || (takers.byName.get(name) ?? 0) > 0;

/**
 * Whether this transaction recorded a domain event some subscriber takes (the unit of work asks
 * after its commit, and starts a dispatch pass only then).
 */
export function recordedDomainEvents(tx: Executor): boolean {
  const names = recordedIn.get(tx);
  if (!names) return false;
  for (const name of names) if (concernsAnySubscriber(name)) return true;
  return false;
}

/** Records a domain event; call it inside the transaction of the mutation it describes. */
export async function recordDomainEvent(tx: Executor, event: DomainEventInput): Promise<void> {
  if (checkPayloads) assertDomainEventPayload(event.name, event.payload);
  let names = recordedIn.get(tx);
  if (!names) recordedIn.set(tx, (names = new Set()));
  names.add(event.name);
  await insertEvent(tx, {
    site_id: event.siteId,
    name: event.name,
    entity_fqdn: event.entityFqdn,
    entity_id: event.entityId,
    payload: JSON.stringify(event.payload),
    created_date: nowIso(),
    claimed_until: null,
    dispatched_date: null,
  });
}

/** Every order records two: built and compiled once (platform/kept-statement.ts). */
const insertEvent = keptStatement((db, row: Insertable<OutboxTable>) => db.insertInto('outbox').values(row));

export type DomainEventHandler = (event: DomainEvent) => Promise<void> | void;

export interface SubscribeOptions {
  /**
   * The event names this subscriber handles: deliveries are written (and replayed) only for
   * these. Without it, the subscriber gets every event.
   */
  events?: readonly DomainEventName[];
}

interface Subscriber {
  handler: DomainEventHandler;
  /** null: every event. */
  events: ReadonlySet<string> | null;
}

const CLAIM_MS = 30_000;
const BATCH = 50;
const DAY_MS = 24 * 60 * 60_000;

export interface OutboxRetryOptions {
  /** First delay after a failed dispatch pass (database down); doubled on each further failure. */
  retryBaseMs?: number;
  /** The delay never grows past this. */
  retryMaxMs?: number;
  /** Retries of one subscriber's delivery before it is a dead letter. */
  delivery?: Partial<RetryPolicy>;
  /** Delivered rows (and their events) are kept this long, for replay. */
  retentionMs?: number;
}

const toDomainEvent = (row: OutboxRow): DomainEvent => ({
  id: row.id,
  siteId: row.site_id,
  name: row.name,
  entityFqdn: row.entity_fqdn,
  entityId: row.entity_id,
  payload: JSON.parse(row.payload),
  createdDate: row.created_date,
});

/**
 * Hands committed domain events to named subscribers, at least once, tracked per subscriber:
 * each event gets one delivery row per subscriber, claimed, retried with backoff and finally a
 * dead letter on its own, so one failing subscriber never makes the others see an event twice.
 * Delivered rows are kept `retentionMs` for replay, then purged (a recurring job).
 *
 * Dispatch runs after commits and from a recurring job, so it never rejects: a failure of the
 * pass itself (database down, table locked) is logged and retried with capped backoff.
 */
export class OutboxDispatcher {
  private readonly subscribers = new Map<string, Subscriber>();
  /** Subscriber names by event name, and those taking every event (the fan-out asks per event). */
  private readonly byEvent = new Map<string, string[]>();
  private retryTimer?: NodeJS.Timeout;
  private running?: Promise<number>;
  /** A pass asked for that has not begun: calls until it begins join it. */
  private starting?: Promise<number>;
  /** One pass after the running one, for commits made while it ran (it may have fanned out before them). */
  private following?: Promise<number>;
  private failures = 0;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly deliveryRetry: RetryPolicy;
  readonly retentionMs: number;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly clock: Clock = systemClock,
    private readonly log?: FastifyBaseLogger,
    retry: OutboxRetryOptions = {},
  ) {
    this.retryBaseMs = retry.retryBaseMs ?? 500;
    this.retryMaxMs = retry.retryMaxMs ?? 60_000;
    this.deliveryRetry = { ...defaultRetryPolicy, ...retry.delivery };
    this.retentionMs = retry.retentionMs ?? 7 * DAY_MS;
  }

  /**
   * Adds a subscriber. The name identifies its deliveries across processes and restarts: every
   * process registers the same names, and a renamed subscriber starts afresh. An unnamed handler
   * (tests) is named by its order among this process's unnamed ones. `options.events` lists the
   * event names it handles (deliveries only for those); without it, it gets every event.
   */
  subscribe(name: string, handler: DomainEventHandler): void;
  subscribe(name: string, options: SubscribeOptions, handler: DomainEventHandler): void;
  subscribe(handler: DomainEventHandler): void;
  subscribe(
    nameOrHandler: string | DomainEventHandler,
    optionsOrHandler?: SubscribeOptions | DomainEventHandler,
    handler?: DomainEventHandler,
  ): void {
    const name =
      typeof nameOrHandler === 'string'
        ? nameOrHandler
        : `unnamed-${[...this.subscribers.keys()].filter((n) => n.startsWith('unnamed-')).length + 1}`;
    if (this.subscribers.has(name)) throw new Error(`outbox subscriber ${name} is registered twice`);
    const options = typeof optionsOrHandler === 'object' ? optionsOrHandler : {};
    const subscriber: Subscriber = {
      handler:
        typeof nameOrHandler === 'function'
          ? nameOrHandler
          : typeof optionsOrHandler === 'function'
            ? optionsOrHandler
            : handler!,
      events: options.events ? new Set(options.events) : null,
    };
    this.subscribers.set(name, subscriber);
    this.byEvent.clear();
    if (!this.stopped) countTaker(subscriber.events, 1);
  }

  /** The subscribers that take events of this name. */
  private subscribersOf(eventName: string): string[] {
    let names = this.byEvent.get(eventName);
    if (!names) {
      names = [...this.subscribers]
        .filter(([, s]) => !s.events || s.events.has(eventName))
        .map(([subscriberName]) => subscriberName);
      this.byEvent.set(eventName, names);
    }
    return names;
  }

  /** Consecutive failed dispatch passes (0 once one succeeds). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  async stop(): Promise<void> {
    if (!this.stopped) for (const { events } of this.subscribers.values()) countTaker(events, -1);
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.starting;
    await this.running;
    await this.following;
  }

  /**
   * Fans out what was committed and delivers what is due now; returns how many deliveries
   * succeeded. Calls while a pass runs share one pass after it (however many commits ask). While
   * a retry is scheduled after a failed pass, calls wait for it rather than hammer a failing
   * database.
   */
  dispatchPending(): Promise<number> {
    if (this.retryTimer) return Promise.resolve(0);
    if (this.starting) return this.starting;
    if (this.running) {
      this.following ??= this.running.then(() => {
        this.following = undefined;
        return this.stopped ? 0 : this.dispatchPending();
      });
      return this.following;
    }
    // The pass starts on the event loop's next turn: the commits of the requests served in this
    // turn join it, so under load one pass (its fan-out transaction, its claim of what is due)
    // serves many orders instead of one each.
    this.starting = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.starting = undefined;
      return this.stopped ? 0 : this.pass();
    });
    return this.starting;
  }

  private pass(): Promise<number> {
    this.running = this.dispatchBatches()
      .then(
        (delivered) => {
          this.failures = 0;
          return delivered;
        },
        (err: unknown) => {
          this.scheduleRetry(err);
          return 0;
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * A pass now, even while a retry after a failed pass is waiting for its timer (the timer is
   * dropped): for tests that must know nothing is left to deliver — `dispatchPending` answers 0
   * then, and the retry would deliver later, in the middle of whatever the test does next.
   */
  drain(): Promise<number> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    return this.dispatchPending();
  }

  /** Deletes delivered rows older than the retention period; returns how many rows went. */
  async purge(): Promise<number> {
    const { deliveries, events } = await purgeDelivered(this.db, isoAt(this.clock.now() - this.retentionMs));
    return deliveries + events;
  }

  /** Dead letters, newest first. */
  deadLetters(limit?: number): Promise<DeadLetter[]> {
    return listDeadLetters(this.db, limit);
  }

  /** Delivers again to one subscriber: its dead letters, or everything kept from an event id on. */
  replay(subscriber: string, fromOutboxId?: number): Promise<number> {
    const events = this.subscribers.get(subscriber)?.events;
    return replayDeliveries(this.db, {
      subscriber,
      now: isoAt(this.clock.now()),
      fromOutboxId,
      events: events ? [...events] : undefined,
    });
  }

  private scheduleRetry(err: unknown): void {
    this.failures++;
    const delayMs = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.min(this.failures - 1, 30));
    this.log?.error(
      { err, failures: this.failures, retryInMs: delayMs },
      'outbox dispatch failed; will retry',
    );
    if (this.stopped) return; // closing: the database may be gone, and the rows wait for the next start
    // A delay between passes, not a reading of the time: the real timer is right even under a test clock.
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.dispatchPending();
    }, delayMs);
    this.retryTimer.unref();
  }

  private async dispatchBatches(): Promise<number> {
    let delivered = 0;
    // What was committed: fanned out and delivered at once (the fan-out claims its deliveries).
    for (;;) {
      const now = this.clock.now();
      const { events, claimed } = await fanOutEvents(this.db, this.dialect, {
        subscribersOf: (eventName) => this.subscribersOf(eventName),
        now: isoAt(now),
        leaseUntil: isoAt(now + CLAIM_MS),
        limit: BATCH,
      });
      delivered += await this.deliver(claimed);
      if (events < BATCH) break;
    }
    // What is due: retries after their backoff, replays, leases of a process that stopped.
    const subscribers = [...this.subscribers.keys()];
    for (;;) {
      const claimed = await claimDeliveries(this.db, this.dialect, {
        subscribers,
        now: isoAt(this.clock.now()),
        leaseUntil: isoAt(this.clock.now() + CLAIM_MS),
        limit: BATCH,
      });
      delivered += await this.deliver(claimed);
      if (claimed.length < BATCH) return delivered;
    }
  }

  /** Hands claimed deliveries to their subscribers; returns how many were delivered. */
  private async deliver(claimed: readonly ClaimedDelivery[]): Promise<number> {
    const done: number[] = [];
    for (const { delivery, event } of claimed) {
      const subscriber = this.subscribers.get(delivery.subscriber)!;
      // A delivery of a name it does not take (written by `tessera outbox replay`, or before its
      // list changed) is done without calling it: handlers rely on their list.
      if (subscriber.events && !subscriber.events.has(event.name)) {
        done.push(delivery.id);
        continue;
      }
      try {
        await subscriber.handler(toDomainEvent(event));
      } catch (error) {
        const outcome = await markFailed(this.db, delivery, {
          retry: this.deliveryRetry,
          nowMs: this.clock.now(),
          error,
        });
        this.log?.[outcome === 'dead' ? 'error' : 'warn'](
          { err: error, outboxId: event.id, subscriber: delivery.subscriber, attempts: delivery.attempts },
          outcome === 'dead'
            ? 'domain event delivery failed for the last time: dead letter'
            : 'domain event delivery failed; will retry',
        );
        continue;
      }
      done.push(delivery.id);
    }
    // The batch's successes in one statement: a crash before it redelivers them (at least once).
    await markDelivered(this.db, done, isoAt(this.clock.now()));
    return done.length;
  }
}
