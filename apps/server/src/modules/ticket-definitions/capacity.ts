import { sql } from 'kysely';
import {
  selectFromSite,
  updateSiteTable,
  insertIntoSite,
  type SiteScope,
} from '../../platform/site-scope.ts';

/**
 * Capacity of ticket definitions: one counter row per definition (`ticket_counters`: capacity,
 * sold, held). Every hold is ONE conditional statement on that row,
 *   UPDATE ticket_counters SET held = held + n WHERE … AND (capacity IS NULL OR sold + held + n <= capacity)
 * so the database decides, under its row lock, whether the places exist: no read-then-write, and
 * no number of processes on one PostgreSQL (or SQLite writers taking turns) can exceed a capacity.
 * A batch of holds (reservations' group commit) reads the counters under the lock its statement or
 * unit holds (`FOR UPDATE`, SQLite's write lock), decides in order, and raises each counter once,
 * still by this conditional UPDATE.
 *
 * `held` counts every pending hold until it is released (cancel, expiry job, or the reclaim a
 * refused hold runs), so it may include holds whose time has passed. Readers subtract those
 * (`lapsedPlacesOf`): a hold stops counting at its expiry even before any job runs, and a hold that
 * is refused for want of places first reclaims expired holds and tries once more.
 */

export interface Counts {
  capacity: number | null;
  sold: number;
  /** Unexpired holds. */
  held: number;
}

/** Places still free (null: unlimited). */
export const unsoldOf = (counts: Counts): number | null =>
  counts.capacity === null ? null : Math.max(0, counts.capacity - counts.sold - counts.held);

/**
 * Test-only switch for the negative control of the concurrency tests: off, a hold reads the
 * free places and then adds unconditionally (the race every read-then-write has). Never off in
 * production code paths.
 */
export const capacityGuard = { enabled: true };

export async function createCounter(scope: SiteScope, definitionId: string, capacity: number | null) {
  await insertIntoSite(scope, 'ticket_counters', [
    { definition_id: definitionId, capacity, sold: 0, held: 0 },
  ]).execute();
}

export async function setCounterCapacity(scope: SiteScope, definitionId: string, capacity: number | null) {
  await updateSiteTable(scope, 'ticket_counters')
    .set({ capacity })
    .where('definition_id', '=', definitionId)
    .execute();
}

/**
 * The hold's one conditional statement, unexecuted: adds `quantity` to `held` only where the
 * places are free, answering the counter row after it (no row: not free, nothing changed).
 */
function holdUpdate(scope: SiteScope, definitionId: string, quantity: number) {
  const held = updateSiteTable(scope, 'ticket_counters')
    .set({ held: sql`held + ${quantity}` })
    .where('definition_id', '=', definitionId);
  // Unguarded (tests only): the caller checked the free places beforehand, outside the unit.
  return (
    capacityGuard.enabled
      ? held.where((eb) =>
          eb.or([eb('capacity', 'is', null), eb(sql`sold + held + ${quantity}`, '<=', eb.ref('capacity'))]),
        )
      : held
  ).returning(['capacity', 'sold', 'held']);
}

/** A counter row as read (PostgreSQL answers bigint sums as strings). */
export const countsOfRow = (row: {
  capacity: number | null;
  sold: number | string;
  held: number | string;
}) => ({
  capacity: row.capacity === null ? null : Number(row.capacity),
  sold: Number(row.sold),
  held: Number(row.held),
});

/**
 * Holds `quantity` places of a definition: the counter row after the hold (RETURNING, so the
 * answer's counts need no second read), or undefined when they are not free (nothing changed).
 */
export async function tryHold(
  scope: SiteScope,
  definitionId: string,
  quantity: number,
): Promise<Counts | undefined> {
  const row = await holdUpdate(scope, definitionId, quantity).executeTakeFirst();
  return row && countsOfRow(row);
}

/** Gives back held places (a canceled or expired hold). */
export async function releaseHeld(scope: SiteScope, definitionId: string, quantity: number): Promise<void> {
  await updateSiteTable(scope, 'ticket_counters')
    .set({ held: sql`CASE WHEN held >= ${quantity} THEN held - ${quantity} ELSE 0 END` })
    .where('definition_id', '=', definitionId)
    .execute();
}

/** Turns held places into sold ones (a confirmed reservation; used by checkout). */
export async function sellHeld(scope: SiteScope, definitionId: string, quantity: number): Promise<void> {
  await updateSiteTable(scope, 'ticket_counters')
    .set({
      held: sql`CASE WHEN held >= ${quantity} THEN held - ${quantity} ELSE 0 END`,
      sold: sql`sold + ${quantity}`,
    })
    .where('definition_id', '=', definitionId)
    .execute();
}

/**
 * Gives back sold places (an order that ended after its tickets were sold: a voided payment). The
 * caller's conditional status move makes it happen once.
 */
export async function releaseSold(scope: SiteScope, definitionId: string, quantity: number): Promise<void> {
  await updateSiteTable(scope, 'ticket_counters')
    .set({ sold: sql`CASE WHEN sold >= ${quantity} THEN sold - ${quantity} ELSE 0 END` })
    .where('definition_id', '=', definitionId)
    .execute();
}

/**
 * Counts of definitions as of `now`: the counter rows, less the pending holds whose expiry has
 * passed (usually none: the expiry job releases them; the index on status and expiry finds them).
 */
export async function countsOf(scope: SiteScope, definitionIds: readonly string[], now: string) {
  const counts = new Map<string, Counts>();
  if (definitionIds.length === 0) return counts;
  const ids = [...new Set(definitionIds)];
  const rows = await selectFromSite(scope, 'ticket_counters')
    .select(['definition_id', 'capacity', 'sold', 'held'])
    .where('definition_id', 'in', ids)
    .execute();
  for (const row of rows) {
    counts.set(row.definition_id, countsOfRow(row));
  }
  return withoutLapsed(scope, counts, now);
}

/**
 * Counter rows as of `now` (`tryHold`'s answers, or `countsOf`'s read): less the pending holds
 * whose expiry has passed, which `held` still counts until they are released.
 */
export async function withoutLapsed(scope: SiteScope, counts: Map<string, Counts>, now: string) {
  if (counts.size === 0) return counts;
  const expired = await lapsedPlacesOf(scope, [...counts.keys()], now);
  for (const [id, stale] of expired) {
    const row = counts.get(id);
    if (row) counts.set(id, { ...row, held: Math.max(0, row.held - stale) });
  }
  return counts;
}

/** At most this many lapsed holds are subtracted per read (the expiry job releases them in seconds). */
const LAPSED_READ_LIMIT = 1000;

/**
 * The places of one definition still counted in `held` by lapsed pending holds, as one query
 * answering `n` (the same bounded walk as `lapsedPlacesOf`), for a statement that holds and answers
 * at once (reservations' one-statement hold on PostgreSQL).
 */
export function lapsedHeldQuery(scope: SiteScope, definitionId: string, now: string) {
  const lapsed = selectFromSite(scope, 'reservations')
    .select('id')
    .where('status', '=', 'RESERVATION_PENDING')
    .where('expires_date', '<=', now)
    .limit(LAPSED_READ_LIMIT)
    .as('lapsed');
  return scope.db
    .selectFrom(lapsed)
    .innerJoin('reservation_lines', (join) =>
      join
        .onRef('reservation_lines.reservation_id', '=', 'lapsed.id')
        .on('reservation_lines.site_id', '=', scope.siteId)
        .on('reservation_lines.definition_id', '=', definitionId),
    )
    .select(sql<number | string>`coalesce(sum(reservation_lines.quantity), 0)`.as('n'));
}

/**
 * Places still counted in `held` by pending holds whose expiry has passed, per definition. Read
 * from the reservations' (site, status, expiry) index first — normally empty, one index probe —
 * never by scanning a definition's lines, which grow with every hold.
 */
export async function lapsedPlacesOf(scope: SiteScope, ids: readonly string[], now: string) {
  const lapsed = await selectFromSite(scope, 'reservations')
    .select('id')
    .where('status', '=', 'RESERVATION_PENDING')
    .where('expires_date', '<=', now)
    .limit(LAPSED_READ_LIMIT)
    .execute();
  if (lapsed.length === 0) return new Map<string, number>();
  const rows = await selectFromSite(scope, 'reservation_lines')
    .where(
      'reservation_id',
      'in',
      lapsed.map((r) => r.id),
    )
    .where('definition_id', 'in', [...ids])
    .select(['definition_id as definitionId', sql<number | string>`SUM(quantity)`.as('n')])
    .groupBy('definition_id')
    .execute();
  return new Map(rows.map((row) => [row.definitionId, Number(row.n)]));
}
