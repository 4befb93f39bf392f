import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/platform/db.ts';

/**
 * The planner statistics a server running a few minutes on this data would have, taken right after
 * a bench seeds it: on SQLite the platform's own `PRAGMA optimize` (db.ts: at open, after every
 * 20,000 writes and in a 5-minute job), on PostgreSQL what autovacuum's analyze takes within its
 * one-minute nap. Without them the first minute's plans are guesses: PostgreSQL read a collection
 * page through the site's 8,000 visible products one by one (11 ms instead of well under one).
 */
export async function takePlannerStatistics(database: DatabaseHandle): Promise<void> {
  if (database.dialect === 'postgres') await sql`ANALYZE`.execute(database.db);
  else database.optimize?.();
}
