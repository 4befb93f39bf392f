import { sql } from 'kysely';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import {
  countsOfRow,
  lapsedHeldQuery,
  releaseHeld,
  tryHold,
  type Counts,
} from '../ticket-definitions/index.ts';
import { insertReservation, insertReservations } from './reservations.store.ts';
import type { ReservationLinesTable, ReservationsTable } from './reservations.schema.ts';

/** A hold ready to be written: its reservation row and lines (one per definition). */
export interface PreparedHold {
  row: Omit<ReservationsTable, 'site_id'>;
  lines: Omit<ReservationLinesTable, 'site_id' | 'reservation_id'>[];
}

/**
 * What one hold of a batch got: the counter rows as its own hold left them (as if the batch's
 * holds had run one after another in their order), or the definition whose places were short
 * (nothing of that hold written).
 */
export type HoldResult = { counts: Map<string, Counts> } | { shortOf: string };

const isHeld = (result: HoldResult): result is { counts: Map<string, Counts> } => 'counts' in result;

/**
 * Holds of a batch in ONE unit of work, decided in their order: the counter rows of every
 * definition asked for are read under the unit's lock (SQLite: `BEGIN IMMEDIATE`, the database's
 * write lock; PostgreSQL: `FOR UPDATE`, rows in definition id order like every unit taking
 * counters), each hold takes its places only if all its lines fit after the holds before it (all
 * or nothing), then each definition's counter gets the batch's places in ONE conditional UPDATE
 * (which cannot fail under the lock; if it ever did, the unit throws and nothing is written) and
 * the reservations and lines of the held ones go in one INSERT each. A batch of n holds of one
 * definition is 5 statements instead of 5n.
 */
export async function holdTogether(unit: SiteTx, holds: PreparedHold[]): Promise<HoldResult[]> {
  if (holds.length === 1) return [await holdAlone(unit, holds[0])];
  const ids = [...new Set(holds.flatMap((h) => h.lines.map((l) => l.definition_id)))].sort();
  const rows = await unit
    .forUpdate(
      selectFromSite(unit, 'ticket_counters')
        .select(['definition_id', 'capacity', 'sold', 'held'])
        .where('definition_id', 'in', ids)
        .orderBy('definition_id'),
    )
    .execute();
  const current = new Map(rows.map((row) => [row.definition_id, countsOfRow(row)]));
  const taken = new Map<string, number>();
  const results = holds.map((hold): HoldResult => {
    const short = hold.lines.find((line) => {
      const counter = current.get(line.definition_id);
      return (
        !counter ||
        (counter.capacity !== null && counter.sold + counter.held + line.quantity > counter.capacity)
      );
    });
    if (short) return { shortOf: short.definition_id };
    const counts = new Map<string, Counts>();
    for (const line of hold.lines) {
      const before = current.get(line.definition_id)!;
      const after = { ...before, held: before.held + line.quantity };
      current.set(line.definition_id, after);
      counts.set(line.definition_id, after);
      taken.set(line.definition_id, (taken.get(line.definition_id) ?? 0) + line.quantity);
    }
    return { counts };
  });
  for (const id of ids) {
    const places = taken.get(id);
    if (places && !(await tryHold(unit, id, places)))
      throw new Error(`ticket counter ${id} moved under lock`);
  }
  const held = holds.filter((_, i) => isHeld(results[i]));
  if (held.length) await insertReservations(unit, held);
  return results;
}

/**
 * A batch of one (an idle server): its lines' conditional UPDATEs alone, in definition id order,
 * no read before them; a line that does not fit gives back the lines before it.
 */
async function holdAlone(unit: SiteTx, hold: PreparedHold): Promise<HoldResult> {
  const counts = new Map<string, Counts>();
  const lines = [...hold.lines].sort((a, b) => (a.definition_id < b.definition_id ? -1 : 1));
  for (const line of lines) {
    const after = await tryHold(unit, line.definition_id, line.quantity);
    if (!after) {
      for (const done of lines.filter((l) => counts.has(l.definition_id)))
        await releaseHeld(unit, done.definition_id, done.quantity);
      return { shortOf: line.definition_id };
    }
    counts.set(line.definition_id, after);
  }
  await insertReservation(unit, hold.row, hold.lines);
  return { counts };
}

/**
 * PostgreSQL: holds of ONE definition, one line each, as ONE statement committed on its own: the
 * counter row locked (`FOR UPDATE`: the latest row, waiting for a writer in flight), the holds
 * taken in their order while they fit (`cum`, the places asked up to and including each hold, so
 * the held ones are a prefix), the counter raised by their places, their reservations and lines
 * inserted, and the places of lapsed holds read for the answer's counts. The counter row stays
 * locked only while PostgreSQL runs the statement and commits, never across a round trip to this
 * server (a unit of work held it until the COMMIT came back through a loaded event loop: the
 * on-sale rush's convoy). A hold after the first that does not fit is refused even if a smaller
 * later one fits; the caller tries those again on their own (`heldAfter` tells how many are free).
 * The row's update uses the locked row's values (`cur`), which are the latest: another writer's
 * commit after this statement's snapshot is seen by the lock, and the UPDATE re-reads the same row.
 */
export async function holdManyAtOnce(
  scope: SiteScope,
  definitionId: string,
  holds: PreparedHold[],
  now: string,
): Promise<{ counter: Counts; taken: number; lapsed: number } | undefined> {
  let cum = 0;
  const values = holds.map(({ row, lines: [line] }) => {
    cum += line.quantity;
    return sql`(cast(${cum} as integer), cast(${row.id} as varchar), cast(${row.event_id} as varchar),
      cast(${row.status} as varchar), cast(${row.expires_date} as varchar),
      cast(${row.subject_role} as varchar), cast(${row.subject_id} as varchar),
      cast(${row.created_date} as varchar), cast(${line.quantity} as integer),
      cast(${line.price_minor} as bigint), cast(${line.currency} as varchar))`;
  });
  const site = scope.siteId;
  const { rows } = await sql<{
    capacity: number | null;
    sold: number | string;
    held: number | string;
    taken: number | string;
    lapsed: number | string;
  }>`with "req" ("cum", "id", "event_id", "status", "expires_date", "subject_role", "subject_id",
      "created_date", "quantity", "price_minor", "currency") as (values ${sql.join(values)}),
    "cur" as (select "capacity", "sold", "held" from "ticket_counters"
      where "site_id" = ${site} and "definition_id" = ${definitionId} for update),
    "acc" as (select "req".* from "req", "cur"
      where "cur"."capacity" is null or "cur"."sold" + "cur"."held" + "req"."cum" <= "cur"."capacity"),
    "taken" as (select coalesce(max("cum"), 0) as "n" from "acc"),
    "held" as (update "ticket_counters" set "held" = "cur"."held" + "taken"."n" from "cur", "taken"
      where "ticket_counters"."site_id" = ${site} and "ticket_counters"."definition_id" = ${definitionId}
        and "taken"."n" > 0),
    "reservation" as (insert into "reservations" ("id", "site_id", "event_id", "status",
        "expires_date", "subject_role", "subject_id", "created_date", "updated_date")
      select "id", ${site}, "event_id", "status", "expires_date", "subject_role", "subject_id",
        "created_date", "created_date" from "acc"),
    "line" as (insert into "reservation_lines" ("reservation_id", "definition_id", "site_id",
        "quantity", "price_minor", "currency")
      select "id", ${definitionId}, ${site}, "quantity", "price_minor", "currency" from "acc"),
    "lapsed" as (${lapsedHeldQuery(scope, definitionId, now)})
    select "cur"."capacity", "cur"."sold", "cur"."held", "taken"."n" as "taken", "lapsed"."n" as "lapsed"
    from "cur", "taken", "lapsed"`.execute(scope.db);
  const [answer] = rows;
  if (!answer) return undefined;
  return { counter: countsOfRow(answer), taken: Number(answer.taken), lapsed: Number(answer.lapsed) };
}
