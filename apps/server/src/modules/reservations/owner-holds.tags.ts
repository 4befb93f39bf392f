import type { ReservationTags } from '@tessera/contracts/ticket-reservations';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { ReservationTagsTable } from './owner-holds.schema.ts';

export interface TagSets {
  public: string[];
  private: string[];
  revision: number;
}

const none = (): TagSets => ({ public: [], private: [], revision: 1 });

export const readTags = async (scope: SiteScope, reservationId: string): Promise<TagSets> => {
  const row = await selectFromSite(scope, 'reservation_tags')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
  return row ? setsOf(row) : none();
};

const setsOf = (row: ReservationTagsTable): TagSets => ({
  public: JSON.parse(row.public_tags) as string[],
  private: JSON.parse(row.private_tags) as string[],
  revision: Number(row.revision),
});

/** Assigned ones added (in order, once), then unassigned ones removed. */
export function nextTags(current: TagSets, assign?: ReservationTags, unassign?: ReservationTags): TagSets {
  const apply = (list: string[], add: string[] = [], remove: string[] = []) =>
    [...new Set([...list, ...add])].filter((tag) => !remove.includes(tag));
  return {
    public: apply(current.public, assign?.tags?.tagIds, unassign?.tags?.tagIds),
    private: apply(current.private, assign?.privateTags?.tagIds, unassign?.privateTags?.tagIds),
    revision: current.revision + 1,
  };
}

/** Changes a reservation's tags in the unit, its row locked (first write inserts it). */
export async function changeTags(
  unit: SiteTx,
  reservationId: string,
  assign?: ReservationTags,
  unassign?: ReservationTags,
): Promise<void> {
  const row = await unit
    .forUpdate(
      selectFromSite(unit, 'reservation_tags').selectAll().where('reservation_id', '=', reservationId),
    )
    .executeTakeFirst();
  const next = nextTags(row ? setsOf(row) : none(), assign, unassign);
  const columns = {
    public_tags: JSON.stringify(next.public),
    private_tags: JSON.stringify(next.private),
    revision: next.revision,
  };
  if (row)
    await updateSiteTable(unit, 'reservation_tags')
      .set(columns)
      .where('reservation_id', '=', reservationId)
      .execute();
  else
    await insertIntoSite(unit, 'reservation_tags', [{ reservation_id: reservationId, ...columns }])
      .onConflict((oc) => oc.columns(['site_id', 'reservation_id']).doUpdateSet(columns))
      .execute();
}

export const deleteTags = (scope: SiteScope, reservationId: string) =>
  deleteFromSite(scope, 'reservation_tags').where('reservation_id', '=', reservationId).execute();
