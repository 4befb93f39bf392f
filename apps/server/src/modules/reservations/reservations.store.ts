import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../platform/db.ts';
import {
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import { countsOfRow, holdUpdate, lapsedHeldQuery, type Counts } from '../ticket-definitions/index.ts';
import type { ReservationLinesTable, ReservationsTable } from './reservations.schema.ts';

export type ReservationRow = ReservationsTable;
export type ReservationLineRow = ReservationLinesTable;

export async function insertReservation(
  scope: SiteScope,
  row: Omit<ReservationRow, 'site_id'>,
  lines: Omit<ReservationLineRow, 'site_id' | 'reservation_id'>[],
): Promise<void> {
  await insertIntoSite(scope, 'reservations', [row]).execute();
  await insertIntoSite(
    scope,
    'reservation_lines',
    lines.map((line) => ({ ...line, reservation_id: row.id })),
  ).execute();
}

/** A value of `INSERT … SELECT` (PostgreSQL types parameters of a select list as text unless cast). */
const typed = (value: string | number | null, type?: 'integer' | 'bigint'): RawBuilder<unknown> =>
  type ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;

/**
 * PostgreSQL: a hold of ONE definition as ONE statement, committed on its own — the counter's
 * conditional UPDATE (`holdUpdate`), and the reservation and its line inserted from its answer,
 * so they exist exactly when the places were taken (no row updated: nothing inserted, undefined).
 * The counts answered are as of `now`: less the places of lapsed holds (`lapsedHeldQuery`), read
 * in the same statement instead of a round trip after it.
 * The counter row stays locked only while PostgreSQL runs the statement and commits, never across
 * a round trip to this server: in a unit of work it was held from the UPDATE until the COMMIT
 * reached the database, and under load every buyer of the definition waited on the server's event
 * loop in between (the on-sale rush's convoy).
 */
export async function holdAtOnce(
  scope: SiteScope,
  row: Omit<ReservationRow, 'site_id'>,
  line: Omit<ReservationLineRow, 'site_id' | 'reservation_id'>,
  now: string,
): Promise<Counts | undefined> {
  // The CTE's queries are built on its own query creator; each keeps the site's condition.
  const within = (creator: unknown) => siteScope(creator as Executor, scope.siteId);
  const answer = await scope.db
    .with('held', (creator) => holdUpdate(within(creator), line.definition_id, line.quantity))
    .with('reservation', (creator) =>
      (creator as unknown as Executor)
        .insertInto('reservations')
        .columns([
          'id',
          'site_id',
          'event_id',
          'status',
          'expires_date',
          'subject_role',
          'subject_id',
          'created_date',
          'updated_date',
        ])
        .expression(
          (creator as unknown as Executor)
            .selectFrom('held' as never)
            .select([
              typed(row.id).as('id'),
              typed(scope.siteId).as('site_id'),
              typed(row.event_id).as('event_id'),
              typed(row.status).as('status'),
              typed(row.expires_date).as('expires_date'),
              typed(row.subject_role).as('subject_role'),
              typed(row.subject_id).as('subject_id'),
              typed(row.created_date).as('created_date'),
              typed(row.updated_date).as('updated_date'),
            ]),
        ),
    )
    .with('line', (creator) =>
      (creator as unknown as Executor)
        .insertInto('reservation_lines')
        .columns(['reservation_id', 'definition_id', 'site_id', 'quantity', 'price_minor', 'currency'])
        .expression(
          (creator as unknown as Executor)
            .selectFrom('held' as never)
            .select([
              typed(row.id).as('reservation_id'),
              typed(line.definition_id).as('definition_id'),
              typed(scope.siteId).as('site_id'),
              typed(line.quantity, 'integer').as('quantity'),
              typed(line.price_minor, 'bigint').as('price_minor'),
              typed(line.currency).as('currency'),
            ]),
        ),
    )
    .with('lapsed', (creator) => lapsedHeldQuery(within(creator), line.definition_id, now))
    .selectFrom(['held', 'lapsed'])
    .selectAll()
    .executeTakeFirst();
  if (!answer) return undefined;
  const { n, ...counter } = answer as Parameters<typeof countsOfRow>[0] & { n: number | string };
  const counts = countsOfRow(counter);
  return { ...counts, held: Math.max(0, counts.held - Number(n)) };
}

export const findReservation = (scope: SiteScope, id: string): Promise<ReservationRow | undefined> =>
  selectFromSite(scope, 'reservations').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    ReservationRow | undefined
  >;

export const linesOf = (scope: SiteScope, id: string): Promise<ReservationLineRow[]> =>
  selectFromSite(scope, 'reservation_lines')
    .selectAll()
    .where('reservation_id', '=', id)
    .orderBy('definition_id')
    .execute() as Promise<ReservationLineRow[]>;

/**
 * Moves a reservation out of PENDING, conditionally (`onlyExpiredAt`: and only when its expiry
 * has passed then). True when this call moved it — the one that must release its places.
 */
export async function leavePending(
  scope: SiteScope,
  id: string,
  to: string,
  now: string,
  onlyExpiredAt?: string,
): Promise<boolean> {
  let update = updateSiteTable(scope, 'reservations')
    .set({ status: to, updated_date: now })
    .where('id', '=', id)
    .where('status', '=', 'RESERVATION_PENDING');
  if (onlyExpiredAt) update = update.where('expires_date', '<=', onlyExpiredAt);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Pending holds whose expiry has passed — of these definitions, or of any (null) — at most
 * `limit`, oldest expiry first, then by id: every unit releasing several holds takes their rows in
 * that one order, so two never deadlock. Walked from the (site, status, expiry) index, normally
 * empty; each checked against its own lines by primary key. (Listing a definition's lines first
 * read every hold it ever had: ~15 ms per refused hold of a sold-out definition of 100,000.)
 */
export async function expiredHoldsOf(
  scope: SiteScope,
  definitionIds: readonly string[] | null,
  now: string,
  limit: number,
): Promise<string[]> {
  let query = selectFromSite(scope, 'reservations')
    .select('id')
    .where('status', '=', 'RESERVATION_PENDING')
    .where('expires_date', '<=', now);
  if (definitionIds) {
    query = query.where(({ exists, selectFrom, ref }) =>
      exists(
        selectFrom('reservation_lines')
          .select('reservation_lines.reservation_id')
          .where('reservation_lines.site_id', '=', scope.siteId)
          .whereRef('reservation_lines.reservation_id', '=', ref('reservations.id'))
          .where('reservation_lines.definition_id', 'in', [...definitionIds]),
      ),
    );
  }
  const rows = await query.orderBy('expires_date').orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Who may cancel a reservation besides the owner: the visitor or member who made it. */
export async function subjectOfReservation(scope: SiteScope, id: string) {
  return selectFromSite(scope, 'reservations')
    .select(['subject_role', 'subject_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
