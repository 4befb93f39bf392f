import type { Db } from '../../platform/db.ts';
import { isoAt, nowMs } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Deletes expired authorization codes, redirect sessions, refresh tokens and families (every
 * site at once: a maintenance sweep). Returns how many rows went.
 */
export async function purgeExpired(db: Db, now: number | Date = nowMs()): Promise<number> {
  const at = isoAt(typeof now === 'number' ? now : now.getTime());
  let removed = 0;
  for (const table of [
    'authorization_codes',
    'redirect_sessions',
    'refresh_tokens',
    'refresh_token_families',
  ] as const) {
    const result = await db.deleteFrom(table).where('expires_date', '<', at).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** `purgeExpired` as a recurring job (`oauth.purge-expired`). */
export function registerOAuthCleanup(jobs: Jobs, db: Db): void {
  jobs.recurring('oauth.purge-expired', PURGE_EVERY_MS, () => purgeExpired(db, jobs.clock.now()));
}
