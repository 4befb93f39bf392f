import type { Db, Executor } from '../db.ts';
import { nowIso, nowMs } from '../clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';

const keyOf = (siteId: string, subjectId: string) => `${siteId}\u0000${subjectId}`;

/**
 * Revoked subjects: "tokens of this member issued before T are void". Verified access tokens
 * are cached until they expire, so logging out or blocking a member must reach every process:
 * each one polls the table for new rows every `pollMs` (the delay before another process
 * refuses the token), and the process that revokes applies it at once. Rows and entries older
 * than an access token's life are dropped: every token they could void has expired.
 */
export class RevocationList {
  private readonly revokedBefore = new Map<string, number>();
  private watermark = '';
  private timer?: NodeJS.Timeout;
  private applied = 0;
  /** Told of each revocation this process makes: the workers of one machine pass it on at once. */
  onRevoked?: (siteId: string, subjectId: string, revokedBefore: string) => void;

  constructor(
    private readonly db: Db,
    private readonly pollMs = 2000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.refresh().catch(() => {
        // A failed poll is retried on the next tick; tokens stay checked against what is known.
      });
    }, this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Moves whenever a revocation is applied: a token found not revoked stays so while it stands
   * still (authenticate.ts asks again only then). Dropping old entries does not move it: that
   * never revokes anything.
   */
  get generation(): number {
    return this.applied;
  }

  /** True when the subject's tokens issued at `issuedAtMs` were revoked since. */
  isRevoked(siteId: string, subjectId: string, issuedAtMs: number): boolean {
    const before = this.revokedBefore.get(keyOf(siteId, subjectId));
    return before !== undefined && issuedAtMs <= before;
  }

  /** Voids every token of the subject issued until now, in this process at once. */
  async revoke(db: Executor, siteId: string, subjectId: string): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('subject_revocations')
      .values({ site_id: siteId, subject_id: subjectId, revoked_before: now, created_date: now })
      .onConflict((oc) =>
        oc.columns(['site_id', 'subject_id']).doUpdateSet({ revoked_before: now, created_date: now }),
      )
      .execute();
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_date: now })
      .where('site_id', '=', siteId)
      .where('subject_id', '=', subjectId)
      .where('revoked_date', 'is', null)
      .execute();
    this.apply(siteId, subjectId, now);
    this.onRevoked?.(siteId, subjectId, now);
  }

  /** A revocation made by a sibling worker (platform/workers), applied before the next poll. */
  applyRevocation(siteId: string, subjectId: string, revokedBefore: string): void {
    this.apply(siteId, subjectId, revokedBefore);
  }

  /** Reads revocations written since the last poll (by any process). */
  async refresh(): Promise<void> {
    const oldest = new Date(nowMs() - ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString();
    const since = this.watermark > oldest ? this.watermark : oldest;
    // `>=`: rows written in the same millisecond as the last one seen are read again, harmlessly.
    const rows = await this.db
      .selectFrom('subject_revocations')
      .selectAll()
      .where('created_date', '>=', since)
      .orderBy('created_date')
      .limit(10_000)
      .execute();
    for (const row of rows) this.apply(row.site_id, row.subject_id, row.revoked_before);
    if (rows.length) this.watermark = rows[rows.length - 1].created_date;
    const cutoff = Date.parse(oldest);
    for (const [key, before] of this.revokedBefore) if (before < cutoff) this.revokedBefore.delete(key);
  }

  private apply(siteId: string, subjectId: string, revokedBefore: string): void {
    const key = keyOf(siteId, subjectId);
    const at = Date.parse(revokedBefore);
    if ((this.revokedBefore.get(key) ?? 0) < at) {
      this.revokedBefore.set(key, at);
      this.applied++;
    }
  }
}
