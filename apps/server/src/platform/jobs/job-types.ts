import type { RetryPolicy } from './backoff.ts';

export const JobStatus = {
  pending: 'PENDING',
  running: 'RUNNING',
  done: 'DONE',
  dead: 'DEAD',
} as const;

export interface JobInput {
  /** The handler that runs it, registered by a module (`jobs.register(kind, …)`). */
  kind: string;
  /** Not before this instant. */
  runAt: Date | string | number;
  /** JSON handed to the handler. */
  payload?: unknown;
  /**
   * Dedupe key: at most one job per (kind, key), in any state, until done jobs are purged. Name
   * the entity (`sale-start:<ticket definition id>`); ids are unique across sites.
   */
  key?: string;
  /**
   * With a key: move the existing job to this `runAt` and payload (and run it again even if it
   * already ran) instead of keeping it. For a schedule that follows an editable time.
   */
  replace?: boolean;
}

/** A job as its handler sees it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  siteId: string | null;
  payload: unknown;
  /** This run included. */
  attempts: number;
  runAt: string;
}

/**
 * Runs a job. Jobs run at least once: a process that dies mid-run leaves its lease to expire and
 * the job runs again, so handlers are idempotent (conditional updates, like every write).
 */
export type JobHandler = (job: ClaimedJob) => Promise<unknown> | void;

/** A kind's retry policy (the runner's default for what it leaves out). */
export type JobKindOptions = Partial<RetryPolicy>;
