import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from './db.ts';
import { nowIso } from './clock.ts';

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
  name: string;
  entityFqdn: string;
  entityId: string;
  payload: unknown;
}

/** Records a domain event; call it inside the transaction of the mutation it describes. */
export async function recordDomainEvent(tx: Executor, event: DomainEventInput): Promise<void> {
  await tx
    .insertInto('outbox')
    .values({
      site_id: event.siteId,
      name: event.name,
      entity_fqdn: event.entityFqdn,
      entity_id: event.entityId,
      payload: JSON.stringify(event.payload),
      created_date: nowIso(),
      claimed_until: null,
      dispatched_date: null,
    })
    .execute();
}

export type DomainEventHandler = (event: DomainEvent) => Promise<void> | void;

const CLAIM_SECONDS = 30;
const BATCH = 50;

export interface OutboxRetryOptions {
  /** First delay after a failed dispatch; doubled on each further failure. */
  retryBaseMs?: number;
  /** The delay never grows past this. */
  retryMaxMs?: number;
}

/**
 * Hands committed domain events to subscribers, at least once. Rows are claimed with a
 * conditional update, so several server processes on one PostgreSQL never dispatch the same
 * row at the same time; a crashed claim expires and the row is retried.
 *
 * Dispatch runs in the background (after commits, on a timer), so it never rejects: a failure
 * (database down, table locked) is logged and retried with capped exponential backoff.
 */
export class OutboxDispatcher {
  private readonly handlers: DomainEventHandler[] = [];
  private timer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private failures = 0;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    retry: OutboxRetryOptions = {},
  ) {
    this.retryBaseMs = retry.retryBaseMs ?? 500;
    this.retryMaxMs = retry.retryMaxMs ?? 60_000;
  }

  subscribe(handler: DomainEventHandler): void {
    this.handlers.push(handler);
  }

  /** Consecutive failed dispatches (0 once one succeeds). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  start(intervalMs = 1000): void {
    this.stopped = false;
    this.timer ??= setInterval(() => void this.dispatchPending(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.timer = this.retryTimer = undefined;
    await this.running;
  }

  /**
   * Dispatches what is pending now; returns how many events were handed over. While a retry
   * is scheduled after a failure, calls wait for it rather than hammer a failing database.
   */
  dispatchPending(): Promise<number> {
    if (this.retryTimer) return Promise.resolve(0);
    this.running ??= this.dispatchBatch()
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

  private scheduleRetry(err: unknown): void {
    this.failures++;
    const delayMs = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.min(this.failures - 1, 30));
    this.log?.error(
      { err, failures: this.failures, retryInMs: delayMs },
      'outbox dispatch failed; will retry',
    );
    if (this.stopped) return; // closing: the database may be gone, and the rows wait for the next start
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.dispatchPending();
    }, delayMs);
    this.retryTimer.unref();
  }

  private async dispatchBatch(): Promise<number> {
    const now = nowIso();
    const claimedUntil = new Date(Date.now() + CLAIM_SECONDS * 1000).toISOString();
    const claimable = (qb: any) =>
      qb
        .where('dispatched_date', 'is', null)
        .where((eb: any) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]));
    const candidates = this.db.selectFrom('outbox').select('id').orderBy('id').limit(BATCH);
    const rows = await claimable(
      this.db
        .updateTable('outbox')
        .set((eb) => ({ claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', claimable(candidates)),
    )
      .returningAll()
      .execute();
    let delivered = 0;
    for (const row of rows.sort((a: { id: number }, b: { id: number }) => a.id - b.id)) {
      const event: DomainEvent = {
        id: row.id,
        siteId: row.site_id,
        name: row.name,
        entityFqdn: row.entity_fqdn,
        entityId: row.entity_id,
        payload: JSON.parse(row.payload),
        createdDate: row.created_date,
      };
      try {
        for (const handler of this.handlers) await handler(event);
        await this.db
          .updateTable('outbox')
          .set({ dispatched_date: nowIso() })
          .where('id', '=', row.id)
          .execute();
        delivered++;
      } catch (err) {
        this.log?.warn({ err, outboxId: row.id }, 'domain event handler failed; will retry');
      }
    }
    return delivered;
  }
}
