import type { Db } from '../../platform/db.ts';
import { originAllowed, parseOrigins } from './origins.ts';
import { nowMs } from '../../platform/clock.ts';

const TTL_MS = 5_000;
const MAX_SITES = 10_000;

/**
 * The origins a site's OAuth clients allow, for CORS answers (asked on every cross-origin
 * request, so kept for a few seconds; this process forgets a site at once when its clients
 * change, other processes within `TTL_MS`).
 */
export class ClientOrigins {
  private readonly bySite = new Map<string, { origins: string[]; until: number }>();

  constructor(private readonly db: Db) {}

  async siteAllows(siteId: string, origin: string): Promise<boolean> {
    let entry = this.bySite.get(siteId);
    if (!entry || entry.until <= nowMs()) {
      const rows = await this.db
        .selectFrom('oauth_clients')
        .select('allowed_origins')
        .where('site_id', '=', siteId)
        .limit(100)
        .execute();
      entry = { origins: rows.flatMap((r) => parseOrigins(r.allowed_origins)), until: nowMs() + TTL_MS };
      if (this.bySite.size >= MAX_SITES) this.bySite.clear();
      this.bySite.set(siteId, entry);
    }
    // A site whose clients list no origin yet (created before origins existed, or by the CLI) is
    // not narrowed: its headless sites keep working until the owner lists their origins.
    return entry.origins.length === 0 || originAllowed(origin, entry.origins);
  }

  forget(siteId: string): void {
    this.bySite.delete(siteId);
  }
}
