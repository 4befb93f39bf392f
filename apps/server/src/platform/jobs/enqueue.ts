import type { Executor } from '../db.ts';
import { isoAt, type Clock } from '../clock.ts';
import { JobStatus, type JobInput } from './job-types.ts';

const millisOf = (at: Date | string | number): number =>
  typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();

/**
 * Writes a job in the caller's transaction: it exists exactly when that transaction commits.
 * Returns the stored run time.
 */
export async function insertJob(
  executor: Executor,
  clock: Clock,
  siteId: string | null,
  input: JobInput,
): Promise<string> {
  const ms = millisOf(input.runAt);
  if (!Number.isFinite(ms)) throw new Error(`job ${input.kind}: runAt is not an instant`);
  const runAt = isoAt(ms);
  const row = {
    kind: input.kind,
    dedupe_key: input.key ?? null,
    site_id: siteId,
    payload: JSON.stringify(input.payload ?? null),
    status: JobStatus.pending,
    run_at: runAt,
    every_ms: null,
    lease_until: null,
    lease_token: null,
    last_error: null,
    created_date: isoAt(clock.now()),
    finished_date: null,
  };
  await executor
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => {
      const target = oc.columns(['kind', 'dedupe_key']);
      if (!input.replace) return target.doNothing();
      // Clearing the lease token makes a run in progress unable to mark the moved job done.
      return target.doUpdateSet({
        payload: row.payload,
        run_at: runAt,
        status: JobStatus.pending,
        attempts: 0,
        lease_until: null,
        lease_token: null,
        last_error: null,
        finished_date: null,
      });
    })
    .execute();
  return runAt;
}
