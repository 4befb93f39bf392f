import type { Selectable } from 'kysely';
import type { EventPoliciesTable } from './policies.schema.ts';
import './policies.schema.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';

export type PolicyRow = Selectable<EventPoliciesTable>;

// SQL only; every statement starts from the site's scope (platform/site-scope.ts).

export const policiesOfSite = (scope: SiteScope) => selectFromSite(scope, 'event_policies');

export function findPolicy(scope: SiteScope, id: string): Promise<PolicyRow | undefined> {
  return policiesOfSite(scope).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The event's policies in their order. */
export function policiesOfEvent(scope: SiteScope, eventId: string): Promise<PolicyRow[]> {
  return policiesOfSite(scope)
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort_index')
    .orderBy('created_date')
    .orderBy('id')
    .execute();
}

export async function insertPolicy(scope: SiteScope, row: Omit<PolicyRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'event_policies', [row]).execute();
}

/** Changes name and body when the revision is still `revision`; false when it moved on. */
export async function updatePolicyIfRevision(
  scope: SiteScope,
  id: string,
  revision: number,
  values: { name: string; body: string; updated_date: string },
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'event_policies')
    .set({ ...values, revision: revision + 1 })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePolicyRow(scope: SiteScope, id: string): Promise<void> {
  await deleteFromSite(scope, 'event_policies').where('id', '=', id).execute();
}

export async function writePolicyOrder(scope: SiteScope, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await updateSiteTable(scope, 'event_policies').set({ sort_index: index }).where('id', '=', id).execute();
  }
}
