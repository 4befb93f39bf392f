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
  await insertIntoSite(scope, 'reservations', [row]).execute();
  await insertIntoSite(
    scope,
    'reservation_lines',
    lines.map((line) => ({ ...line, reservation_id: row.id })),
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

/** Pending holds of these definitions whose expiry has passed (at most `limit`, in id order). */
export async function expiredHoldsOf(
  scope: SiteScope,
  definitionIds: readonly string[],
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await selectFromSite(scope, 'reservations')
    .select('id')
    .where('status', '=', 'RESERVATION_PENDING')
    .where('expires_date', '<=', now)
    .where(
      'id',
      'in',
      selectFromSite(scope, 'reservation_lines')
        .select('reservation_id')
        .where('definition_id', 'in', [...definitionIds]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Who may cancel a reservation besides the owner: the visitor or member who made it. */
export async function subjectOfReservation(scope: SiteScope, id: string) {
  return selectFromSite(scope, 'reservations')
    .select(['subject_role', 'subject_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
