import { sql } from 'kysely';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { defaultForm, parseStoredForm, type StoredForm } from './form-document.ts';
import './event-forms.schema.ts';

/** An event's form row: the published form and the draft (the published one when none is pending). */
export interface FormRow {
  published: StoredForm;
  draft: StoredForm | null;
  revision: number;
}

function parsedRow(row: { published: string; draft: string | null; revision: number }): FormRow {
  return {
    published: parseStoredForm(row.published),
    draft: row.draft === null ? null : parseStoredForm(row.draft),
    revision: Number(row.revision),
  };
}

/** The event's form; undefined when it has none of its own (it has the default form). */
export async function findForm(scope: SiteScope, eventId: string): Promise<FormRow | undefined> {
  const row = await selectFromSite(scope, 'event_forms')
    .select(['published', 'draft', 'revision'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row ? parsedRow(row) : undefined;
}

/**
 * The event's form row, locked until the unit commits. An event without one gets the default
 * form written first (`ON CONFLICT DO NOTHING`: two first edits at once both end up locking the
 * one row, and the second sees the first's change).
 */
export async function lockForm(unit: SiteTx, eventId: string, now: string): Promise<FormRow> {
  const initial = JSON.stringify(defaultForm());
  await insertIntoSite(unit, 'event_forms', [
    { event_id: eventId, published: initial, draft: null, revision: 0, updated_date: now },
  ])
    .onConflict((oc) => oc.columns(['site_id', 'event_id']).doNothing())
    .execute();
  const row = await unit
    .forUpdate(
      selectFromSite(unit, 'event_forms')
        .select(['published', 'draft', 'revision'])
        .where('event_id', '=', eventId),
    )
    .executeTakeFirstOrThrow();
  return parsedRow(row);
}

export async function writeForm(
  unit: SiteTx,
  eventId: string,
  form: { published?: StoredForm; draft: StoredForm | null },
  now: string,
): Promise<void> {
  await updateSiteTable(unit, 'event_forms')
    .set({
      ...(form.published ? { published: JSON.stringify(form.published) } : {}),
      draft: form.draft === null ? null : JSON.stringify(form.draft),
      revision: sql`revision + 1`,
      updated_date: now,
    })
    .where('event_id', '=', eventId)
    .execute();
}
