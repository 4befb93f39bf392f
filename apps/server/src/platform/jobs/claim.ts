import type { Db, Dialect } from '../db.ts';
import type { JobsTable } from '../database-schema.ts';
import { JobStatus } from './job-types.ts';

export type JobRow = JobsTable & { id: number; attempts: number };

/**
 * Claims up to `limit` due jobs of the given kinds for one runner, exactly once across
 * processes: due means PENDING and `run_at` passed, or RUNNING with an expired lease (its
 * process died). On PostgreSQL the candidates are locked `FOR UPDATE SKIP LOCKED`, so
 * concurrent runners take different jobs instead of queueing on the same rows; SQLite runs one
 * write statement at a time, and the conditional UPDATE re-checks that each row is still due.
 */
export async function claimDueJobs(
  db: Db,
  dialect: Dialect,
  claim: { kinds: string[]; now: string; leaseUntil: string; token: string; limit: number },
): Promise<JobRow[]> {
  if (claim.kinds.length === 0) return [];
  const due = <QB extends { where: any }>(qb: QB): QB =>
    qb
      .where('kind', 'in', claim.kinds)
      .where((eb: any) =>
        eb.or([
          eb.and([eb('status', '=', JobStatus.pending), eb('run_at', '<=', claim.now)]),
          eb.and([eb('status', '=', JobStatus.running), eb('lease_until', '<=', claim.now)]),
        ]),
      );
  let candidates = due(db.selectFrom('jobs').select('id')).orderBy('run_at').orderBy('id').limit(claim.limit);
  if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
  const rows = await due(
    db
      .updateTable('jobs')
      .set((eb) => ({
        status: JobStatus.running,
        lease_until: claim.leaseUntil,
        lease_token: claim.token,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', candidates),
  )
    .returningAll()
    .execute();
  return (rows as JobRow[]).sort((a, b) =>
    a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : a.id - b.id,
  );
}
