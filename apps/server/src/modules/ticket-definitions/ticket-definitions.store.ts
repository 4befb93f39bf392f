import { sql } from 'kysely';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { DefinitionFields } from './ticket-definitions.validation.ts';
import type { DefinitionRow } from './ticket-definitions.wire.ts';

export const findDefinition = (scope: SiteScope, id: string): Promise<DefinitionRow | undefined> =>
  selectFromSite(scope, 'ticket_definitions').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    DefinitionRow | undefined
  >;

/** The row, locked until the unit commits (a read-modify-write). */
export const lockDefinition = (unit: SiteTx, id: string): Promise<DefinitionRow | undefined> =>
  unit
    .forUpdate(selectFromSite(unit, 'ticket_definitions').selectAll().where('id', '=', id))
    .executeTakeFirst() as Promise<DefinitionRow | undefined>;

export const definitionsByIds = (scope: SiteScope, ids: readonly string[]): Promise<DefinitionRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : (selectFromSite(scope, 'ticket_definitions')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute() as Promise<DefinitionRow[]>);

/** An event's definitions in their order. */
export const eventDefinitions = (scope: SiteScope, eventId: string): Promise<DefinitionRow[]> =>
  selectFromSite(scope, 'ticket_definitions')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort_index')
    .orderBy('id')
    .execute() as Promise<DefinitionRow[]>;

/** The currency every definition of the event has (null: none yet), other than `exceptId`. */
export async function lockedCurrency(
  scope: SiteScope,
  eventId: string,
  exceptId?: string,
): Promise<string | null> {
  let query = selectFromSite(scope, 'ticket_definitions').select('currency').where('event_id', '=', eventId);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const row = await query.limit(1).executeTakeFirst();
  return row?.currency ?? null;
}

export async function nextSortIndex(scope: SiteScope, eventId: string): Promise<number> {
  const row = await selectFromSite(scope, 'ticket_definitions')
    .select(sql<number | null>`MAX(sort_index)`.as('top'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertDefinition(scope: SiteScope, row: Omit<DefinitionRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'ticket_definitions', [row]).execute();
}

/** Writes fields of a definition and raises its revision (every write of the row does). */
export async function updateDefinition(
  scope: SiteScope,
  id: string,
  fields: Partial<DefinitionFields> & { sort_index?: number },
  updatedDate: string,
): Promise<void> {
  await updateSiteTable(scope, 'ticket_definitions')
    .set({ ...fields, updated_date: updatedDate, revision: sql`revision + 1` })
    .where('id', '=', id)
    .execute();
}

export async function deleteDefinitions(scope: SiteScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await deleteFromSite(scope, 'ticket_counters')
    .where('definition_id', 'in', [...ids])
    .execute();
  await deleteFromSite(scope, 'ticket_definitions')
    .where('id', 'in', [...ids])
    .execute();
}

/** The sale status last announced (no revision: it is not part of the wire). */
export async function markAnnounced(scope: SiteScope, id: string, status: string): Promise<void> {
  await updateSiteTable(scope, 'ticket_definitions')
    .set({ announced_sale_status: status })
    .where('id', '=', id)
    .execute();
}
