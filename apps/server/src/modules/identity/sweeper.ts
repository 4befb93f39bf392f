import type { Db } from '../../platform/db.ts';
import { isoAt, nowMs } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sweepRateLimitCounters } from '../../platform/rate-limit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Development mailbox messages are kept this long. */
const MAILBOX_KEEP_MS = 7 * DAY_MS;
const SWEEP_EVERY_MS = 60_000;

/**
 * Deletes what can no longer be used: expired or used challenges, ended or expired sessions,
 * remembered devices and owner sessions past their expiry, old development mail, ended
 * rate-limit windows. A
 * recurring job (`identity.sweep`); every statement is idempotent, so a repeated run is harmless.
 */
export class IdentitySweeper {
  constructor(private readonly db: Db) {}

  register(jobs: Jobs): void {
    jobs.recurring('identity.sweep', SWEEP_EVERY_MS, () => this.sweep(jobs.clock.now()));
  }

  /** One pass; returns how many rows went. */
  async sweep(now = nowMs()): Promise<number> {
    const nowIso = isoAt(now);
    const dayAgo = isoAt(now - DAY_MS);
    const results = await Promise.all([
      this.db
        .deleteFrom('identity_challenges')
        .where((eb) => eb.or([eb('expires_date', '<=', nowIso), eb('consumed_date', '<=', dayAgo)]))
        .executeTakeFirst(),
      this.db
        .deleteFrom('member_sessions')
        .where((eb) => eb.or([eb('expires_date', '<=', nowIso), eb('ended_date', '<=', dayAgo)]))
        .executeTakeFirst(),
      this.db.deleteFrom('remembered_devices').where('expires_date', '<=', nowIso).executeTakeFirst(),
      this.db.deleteFrom('owner_sessions').where('expires_date', '<=', nowIso).executeTakeFirst(),
      this.db
        .deleteFrom('dev_mailbox')
        .where('created_date', '<=', isoAt(now - MAILBOX_KEEP_MS))
        .executeTakeFirst(),
    ]);
    const counters = await sweepRateLimitCounters(this.db, now);
    return results.reduce((sum, r) => sum + Number(r.numDeletedRows), counters);
  }
}
