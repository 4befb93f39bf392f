import type { IdentitySettings } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { insertIntoSite, selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

/** A new site starts as the hosted platform does: open sign-up, nothing extra required. */
export const defaultIdentitySettings: IdentitySettings = {
  registrationOpen: true,
  requireOwnerApproval: false,
  requireEmailVerification: false,
  requireCaptcha: false,
  mfaPolicy: 'OFF',
};

export async function readIdentitySettings(scope: SiteScope): Promise<IdentitySettings> {
  const row = await selectFromSite(scope, 'identity_settings').select('doc').executeTakeFirst();
  if (!row) return { ...defaultIdentitySettings };
  const stored = JSON.parse(row.doc) as Partial<IdentitySettings>;
  return { ...defaultIdentitySettings, ...stored };
}

/** Writes the given settings over the current ones (row locked for the read-modify-write). */
export async function updateIdentitySettings(
  tx: SiteTx,
  changes: Partial<IdentitySettings>,
): Promise<IdentitySettings> {
  const current = await tx
    .forUpdate(selectFromSite(tx, 'identity_settings').select('doc'))
    .executeTakeFirst();
  const next: IdentitySettings = {
    ...defaultIdentitySettings,
    ...(current ? (JSON.parse(current.doc) as Partial<IdentitySettings>) : {}),
  };
  // Only known keys are copied: the request schema already closed the object.
  for (const key of Object.keys(defaultIdentitySettings) as (keyof IdentitySettings)[]) {
    if (Object.hasOwn(changes, key) && changes[key] !== undefined) (next as any)[key] = changes[key];
  }
  const doc = JSON.stringify(next);
  // An upsert: two first writes of a site's settings cannot both insert.
  await insertIntoSite(tx, 'identity_settings', [{ doc, updated_date: nowIso() }])
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ doc, updated_date: nowIso() }))
    .execute();
  return next;
}
