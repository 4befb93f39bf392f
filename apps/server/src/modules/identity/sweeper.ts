import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { sweepRateLimitCounters } from '../../platform/rate-limit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Development mailbox messages are kept this long. */
const MAILBOX_KEEP_MS = 7 * DAY_MS;

/**
 * Deletes what can no longer be used: expired or used challenges, ended or expired sessions,
 * remembered devices and owner sessions past their expiry, old development mail, ended
 * rate-limit windows. Runs on a
 * timer like the outbox's ticker; every statement is idempotent, so many processes may sweep.
 */
export class IdentitySweeper {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(intervalMs = 60_000): void {
    this.timer ??= setInterval(() => {
      this.sweep().catch((err) => this.log?.warn({ err }, 'identity sweep failed; retried on the next tick'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass; returns how many rows went. */
  async sweep(now = Date.now()): Promise<number> {
    const nowIso = new Date(now).toISOString();
    const dayAgo = new Date(now - DAY_MS).toISOString();
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
        .where('created_date', '<=', new Date(now - MAILBOX_KEEP_MS).toISOString())
        .executeTakeFirst(),
    ]);
    const counters = await sweepRateLimitCounters(this.db, now);
    return results.reduce((sum, r) => sum + Number(r.numDeletedRows), counters);
  }
}
