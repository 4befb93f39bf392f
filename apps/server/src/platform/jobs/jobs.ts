import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { SiteTx } from '../unit-of-work.ts';
import { defaultRetryPolicy, describeFailure, retryDelayMs, type RetryPolicy } from './backoff.ts';
import { claimDueJobs, type JobRow } from './claim.ts';
import { insertJob } from './enqueue.ts';
import {
  JobStatus,
  type ClaimedJob,
  type JobHandler,
  type JobInput,
  type JobKindOptions,
} from './job-types.ts';

const RECURRING_KEY = 'recurring';
const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH = 20;

interface Registration {
  handler: JobHandler;
  retry: RetryPolicy;
  everyMs?: number;
}

export interface JobsOptions {
  /** How often `start()` looks for due jobs. */
  pollMs?: number;
  /** Retry policy of kinds that set none. */
  retry?: Partial<RetryPolicy>;
  /**
   * How long a claim holds: a job whose process died runs again after this. Handlers keep their
   * work well under it (bounded batches).
   */
  leaseMs?: number;
}

/**
 * Durable jobs: modules register handlers by kind and enqueue jobs inside their unit of work;
 * every process runs a poller that claims due jobs exactly once across processes (lease + claim
 * token), retries failures with exponential backoff and marks a job DEAD after its last attempt
 * (`tessera jobs dead`, `tessera jobs requeue`). Recurring jobs (sweeps) are one row per kind,
 * scheduled idempotently at start and moved forward after each run.
 */
export class Jobs {
  private readonly kinds = new Map<string, Registration>();
  private readonly retry: RetryPolicy;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private timer?: NodeJS.Timeout;
  private current?: Promise<number>;
  private queued?: Promise<number>;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
    options: JobsOptions = {},
  ) {
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Registers the handler of a kind (once per kind and process). */
  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.kinds.set(kind, { handler, retry: { ...this.retry, ...stripUndefined(options) } });
  }

  /** Registers a kind that runs every `everyMs` (scheduled by `scheduleRecurring`, at start). */
  recurring(kind: string, everyMs: number, handler: JobHandler, options: JobKindOptions = {}): void {
    this.register(kind, handler, options);
    this.kinds.get(kind)!.everyMs = everyMs;
  }

  /**
   * Adds a job to the unit's transaction (it exists exactly when the unit commits); a job due
   * now runs right after the commit. With a `key`, an existing job of that kind and key is kept
   * (or moved, with `replace`).
   */
  async enqueue(unit: SiteTx, input: JobInput): Promise<void> {
    const runAt = await insertJob(unit.db, this.clock, unit.siteId, input);
    if (runAt <= isoAt(this.clock.now())) unit.afterCommit(() => this.wake());
  }

  /**
   * Makes sure every recurring kind has its row (many processes may do this at once: the dedupe
   * key keeps one row), takes a changed interval, and revives one that died.
   */
  async scheduleRecurring(): Promise<void> {
    const now = isoAt(this.clock.now());
    for (const [kind, registration] of this.kinds) {
      if (registration.everyMs === undefined) continue;
      await this.db
        .insertInto('jobs')
        .values({
          kind,
          dedupe_key: RECURRING_KEY,
          site_id: null,
          payload: 'null',
          status: JobStatus.pending,
          run_at: now,
          every_ms: registration.everyMs,
          lease_until: null,
          lease_token: null,
          last_error: null,
          created_date: now,
          finished_date: null,
        })
        .onConflict((oc) =>
          oc.columns(['kind', 'dedupe_key']).doUpdateSet({ every_ms: registration.everyMs }),
        )
        .execute();
      await this.db
        .updateTable('jobs')
        .set({ status: JobStatus.pending, attempts: 0, run_at: now, finished_date: null })
        .where('kind', '=', kind)
        .where('dedupe_key', '=', RECURRING_KEY)
        .where('status', '=', JobStatus.dead)
        .execute();
    }
  }

  /** Schedules the recurring kinds, then polls for due jobs until `stop`. */
  async start(): Promise<void> {
    await this.scheduleRecurring();
    this.timer ??= setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.queued?.catch(() => undefined);
    await this.current?.catch(() => undefined);
  }

  /** Runs due jobs in the background; failures are logged, never thrown. */
  wake(): void {
    this.runDue().catch((err) => this.log?.error({ err }, 'job runner failed; polling again'));
  }

  /**
   * Runs every job due by the clock's now, batch after batch; returns how many succeeded. A call
   * during a pass gets the next pass (which sees jobs committed meanwhile); calls during that
   * wait share it, so wake-ups never pile up.
   */
  runDue(): Promise<number> {
    if (this.queued) return this.queued;
    if (!this.current) return (this.current = this.drain());
    const next = this.current
      .catch(() => 0)
      .then(() => {
        this.queued = undefined;
        return (this.current = this.drain());
      });
    this.queued = next;
    return next;
  }

  /** Passes run one after another, so the pass that ends is always `current`. */
  private async drain(): Promise<number> {
    try {
      let succeeded = 0;
      for (;;) {
        const claimed = await this.claim();
        for (const row of claimed) if (await this.runOne(row)) succeeded++;
        if (claimed.length < BATCH) return succeeded;
      }
    } finally {
      this.current = undefined;
    }
  }

  private claim(): Promise<JobRow[]> {
    const now = this.clock.now();
    return claimDueJobs(this.db, this.dialect, {
      kinds: [...this.kinds.keys()],
      now: isoAt(now),
      leaseUntil: isoAt(now + this.leaseMs),
      token: randomUUID(),
      limit: BATCH,
    });
  }

  private async runOne(row: JobRow): Promise<boolean> {
    const registration = this.kinds.get(row.kind)!;
    const job: ClaimedJob = {
      id: row.id,
      kind: row.kind,
      siteId: row.site_id,
      payload: JSON.parse(row.payload),
      attempts: row.attempts,
      runAt: row.run_at,
    };
    try {
      await registration.handler(job);
    } catch (error) {
      await this.failed(row, registration.retry, error);
      return false;
    }
    await this.succeeded(row);
    return true;
  }

  /** Only the claim that ran the job may finish it (a moved or re-claimed job is left alone). */
  private finish(row: JobRow) {
    return this.db.updateTable('jobs').where('id', '=', row.id).where('lease_token', '=', row.lease_token!);
  }

  private async succeeded(row: JobRow): Promise<void> {
    const now = this.clock.now();
    const cleared = { lease_until: null, lease_token: null, last_error: null };
    await (
      row.every_ms === null
        ? this.finish(row).set({ ...cleared, status: JobStatus.done, finished_date: isoAt(now) })
        : this.finish(row).set({
            ...cleared,
            status: JobStatus.pending,
            attempts: 0,
            run_at: isoAt(now + row.every_ms),
          })
    ).execute();
  }

  private async failed(row: JobRow, retry: RetryPolicy, error: unknown): Promise<void> {
    const now = this.clock.now();
    const dead = row.attempts >= retry.maxAttempts;
    const last_error = describeFailure(error);
    this.log?.[dead ? 'error' : 'warn'](
      { err: error, jobId: row.id, kind: row.kind, attempts: row.attempts },
      dead ? 'job failed for the last time: dead' : 'job failed; will retry',
    );
    await this.finish(row)
      .set(
        dead
          ? {
              status: JobStatus.dead,
              last_error,
              lease_until: null,
              lease_token: null,
              finished_date: isoAt(now),
            }
          : {
              status: JobStatus.pending,
              last_error,
              lease_until: null,
              lease_token: null,
              run_at: isoAt(now + retryDelayMs(retry, row.attempts)),
            },
      )
      .execute();
  }
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
