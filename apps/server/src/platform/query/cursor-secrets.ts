import type { Executor } from '../db.ts';

/**
 * A site's cursor secret (`sites.cursor_secret`, set when the site is made, never changed),
 * cached for the process lifetime: what a listing signs its cursors with.
 */
export function siteCursorSecrets(db: Executor): (siteId: string) => Promise<string> {
  const known = new Map<string, string>();
  return async (siteId) => {
    const cached = known.get(siteId);
    if (cached) return cached;
    const row = await db
      .selectFrom('sites')
      .select('cursor_secret')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    // Bounded: a process serving very many sites forgets them all and reads again.
    if (known.size >= 10_000) known.clear();
    known.set(siteId, row.cursor_secret);
    return row.cursor_secret;
  };
}
