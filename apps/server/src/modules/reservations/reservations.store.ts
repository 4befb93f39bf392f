import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { ReservationLinesTable, ReservationsTable } from './reservations.schema.ts';

export type ReservationRow = ReservationsTable;
export type ReservationLineRow = ReservationLinesTable;

export async function insertReservation(
  scope: SiteScope,
  row: Omit<ReservationRow, 'site_id'>,
  lines: Omit<ReservationLineRow, 'site_id' | 'reservation_id'>[],
): Promise<void> {
  await insertReservations(scope, [{ row, lines }]);
}

/** Reservations and their lines, one INSERT for all the rows of each table. */
export async function insertReservations(
  scope: SiteScope,
  holds: {
    row: Omit<ReservationRow, 'site_id'>;
    lines: Omit<ReservationLineRow, 'site_id' | 'reservation_id'>[];
  }[],
): Promise<void> {
  await insertIntoSite(
    scope,
    'reservations',
    holds.map((h) => h.row),
  ).execute();
  await insertIntoSite(
    scope,
    'reservation_lines',
    holds.flatMap((h) => h.lines.map((line) => ({ ...line, reservation_id: h.row.id }))),
  ).execute();
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
