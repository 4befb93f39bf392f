import type { Db } from '../db.ts';
import { isoAt, type Clock } from '../clock.ts';
import { JobStatus } from './job-types.ts';

export interface DeadJob {
  id: number;
  kind: string;
  key: string | null;
  siteId: string | null;
  attempts: number;
  lastError: string | null;
  diedDate: string | null;
  payload: unknown;
}

/** Jobs that failed their last attempt, newest first (what `tessera jobs dead` prints). */
export async function listDeadJobs(db: Db, limit = 100): Promise<DeadJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', JobStatus.dead)
    .orderBy('finished_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.dedupe_key,
    siteId: row.site_id,
    attempts: row.attempts,
    lastError: row.last_error,
    diedDate: row.finished_date,
    payload: JSON.parse(row.payload),
  }));
}

/**
 * Gives dead jobs a fresh set of attempts, due now: one by id, or every dead job (of a kind).
 * Returns how many were requeued; a job that is not dead is left alone.
 */
export async function requeueDeadJobs(
  db: Db,
  clock: Clock,
  which: { id: number } | { kind?: string },
): Promise<number> {
  let update = db
    .updateTable('jobs')
    .set({ status: JobStatus.pending, attempts: 0, run_at: isoAt(clock.now()), finished_date: null })
    .where('status', '=', JobStatus.dead);
  if ('id' in which) update = update.where('id', '=', which.id);
  else if (which.kind !== undefined) update = update.where('kind', '=', which.kind);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes jobs that finished before `before` (a recurring job of the platform). */
export async function purgeDoneJobs(db: Db, before: string, limit = 5000): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where(
      'id',
      'in',
      db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', JobStatus.done)
        .where('finished_date', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
