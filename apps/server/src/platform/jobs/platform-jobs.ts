import type { Db } from '../db.ts';
import { isoAt } from '../clock.ts';
import type { OutboxDispatcher } from '../outbox.ts';
import { purgeDoneJobs } from './dead-jobs.ts';
import type { Jobs } from './jobs.ts';

/** How often pending outbox deliveries are looked for besides right after each commit. */
const OUTBOX_DELIVER_EVERY_MS = 5_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** How often SQLite's planner statistics are refreshed where the data changed a lot (db.ts). */
const OPTIMIZE_EVERY_MS = 5 * 60_000;

/**
 * The platform's own recurring jobs: outbox delivery (events whose process died before its
 * after-commit dispatch, deliveries whose backoff passed), and retention of delivered outbox rows
 * and done jobs (as long as the outbox keeps delivered rows).
 */
export function registerPlatformJobs(
  jobs: Jobs,
  platform: { db: Db; outbox: OutboxDispatcher; optimize?: () => void },
): void {
  const optimize = platform.optimize;
  if (optimize) jobs.recurring('database.optimize', OPTIMIZE_EVERY_MS, async () => optimize());
  jobs.recurring('outbox.deliver', OUTBOX_DELIVER_EVERY_MS, () => platform.outbox.dispatchPending());
  jobs.recurring('outbox.purge', PURGE_EVERY_MS, () => platform.outbox.purge());
  jobs.recurring('jobs.purge', PURGE_EVERY_MS, () =>
    purgeDoneJobs(platform.db, isoAt(jobs.clock.now() - platform.outbox.retentionMs)),
  );
}
