import type { Db } from '../../platform/db.ts';

/**
 * Deletes expired authorization codes, redirect sessions, refresh tokens and families (every
 * site at once: a maintenance sweep). Returns how many rows went.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
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

/** Runs `purgeExpired` every `intervalMs` in the background (errors are retried next time). */
export class OAuthCleanup {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly intervalMs = 10 * 60_000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      purgeExpired(this.db).catch(() => {});
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
