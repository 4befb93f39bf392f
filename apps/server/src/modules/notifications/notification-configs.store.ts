import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { parseOverrides, type ConfigOverrides } from './config-defaults.ts';

export interface StoredConfig {
  id: string;
  overrides: ConfigOverrides;
  revision: number;
  createdDate: string;
  updatedDate: string;
}

export async function findConfig(
  scope: SiteScope,
  id: string,
  lock = false,
): Promise<StoredConfig | undefined> {
  const query = selectFromSite(scope, 'notification_configs').selectAll().where('id', '=', id);
  const row = await (lock ? (scope as SiteTx).forUpdate(query) : query).executeTakeFirst();
  return row
    ? {
        id: row.id,
        overrides: parseOverrides(row.doc),
        revision: row.revision,
        createdDate: row.created_date,
        updatedDate: row.updated_date,
      }
    : undefined;
}

/**
 * Writes a config. The first write inserts `ON CONFLICT DO NOTHING` and reports whether it won,
 * so two first upserts of one id do not both insert: the loser locks and updates.
 */
export async function insertConfig(
  unit: SiteTx,
  id: string,
  overrides: ConfigOverrides,
  now: string,
): Promise<boolean> {
  const inserted = await insertIntoSite(unit, 'notification_configs', [
    { id, doc: JSON.stringify(overrides), revision: 1, created_date: now, updated_date: now },
  ])
    .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateConfig(
  unit: SiteTx,
  id: string,
  overrides: ConfigOverrides,
  revision: number,
  now: string,
): Promise<void> {
  await updateSiteTable(unit, 'notification_configs')
    .set({ doc: JSON.stringify(overrides), revision, updated_date: now })
    .where('id', '=', id)
    .execute();
}
