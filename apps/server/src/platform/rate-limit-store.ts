import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { nowMs } from './clock.ts';

/** What `@fastify/rate-limit` expects back from a store. */
interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** The store contract of `@fastify/rate-limit` (`store` option: a class it constructs). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}
export type RateLimitStoreClass = new (globalParams: unknown) => RateLimitStore;

const digest = (namespace: string, key: string) =>
  createHash('sha256').update(namespace).update('\0').update(key).digest('hex');

/**
 * Fixed-window counters in the database, so every server process on one database shares one
 * allowance: with the plugin's in-memory store, N processes behind a load balancer would grant N
 * times the limit. One atomic upsert per counted request (no read-then-write race): it starts a
 * new window when the stored one has ended, otherwise adds one. `namespace` keeps the counters of
 * different limiters apart. The plugin's `continueExceeding` / `exponentialBackoff` options are
 * not supported (Tessera does not use them).
 */
export function databaseRateLimitStore(db: Db, namespace: string): RateLimitStoreClass {
  const table = sql.table('rate_limit_counters');
  const column = (name: string) => sql.ref(`rate_limit_counters.${name}`);

  async function increment(key: string, timeWindow: number): Promise<Counter> {
    const now = nowMs();
    const newEnd = sql`CAST(${now + timeWindow} AS BIGINT)`;
    const ended = sql`${column('window_end')} <= CAST(${now} AS BIGINT)`;
    const { rows } = await sql<{ count: number | string; window_end: number | string }>`
      INSERT INTO ${table} (key, count, window_end) VALUES (${digest(namespace, key)}, 1, ${newEnd})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${ended} THEN 1 ELSE ${column('count')} + 1 END,
        window_end = CASE WHEN ${ended} THEN ${newEnd} ELSE ${column('window_end')} END
      RETURNING count, window_end`.execute(db);
    const row = rows[0]!;
    return { current: Number(row.count), ttl: Math.max(0, Number(row.window_end) - now) };
  }

  async function peek(key: string): Promise<Counter> {
    const now = nowMs();
    const row = await db
      .selectFrom('rate_limit_counters')
      .select(['count', 'window_end'])
      .where('key', '=', digest(namespace, key))
      .executeTakeFirst();
    if (!row || Number(row.window_end) <= now) return { current: 0, ttl: 0 };
    return { current: Number(row.count), ttl: Number(row.window_end) - now };
  }

  const settle = (work: Promise<Counter>, callback: Callback) =>
    work.then(
      (counter) => callback(null, counter),
      (error: Error) => callback(error),
    );

  return class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      settle(increment(key, timeWindow), callback);
    }
    read(key: string, callback: Callback): void {
      settle(peek(key), callback);
    }
    child(): RateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/** Deletes counters whose window has ended (they would restart at 1 anyway). */
export async function sweepRateLimitCounters(db: Db, now = nowMs()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_end', '<=', sql<number>`CAST(${now} AS BIGINT)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
