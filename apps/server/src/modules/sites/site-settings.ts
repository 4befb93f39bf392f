import type { SiteSettings } from '@tessera/contracts';
import type { Executor } from '../../platform/db.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';

/** The site's name and logo (the `sites` row; the logo column since migration 0013). */
export async function readSiteSettings(db: Executor, siteId: string): Promise<SiteSettings> {
  const row = await db
    .selectFrom('sites')
    .select(['name', 'logo_url'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw notFound('SITE_NOT_FOUND', 'Site not found');
  return { name: row.name, logoUrl: row.logo_url };
}

/**
 * A logo the schema's pattern let through must also be a URL the browser reads as https on some
 * host, or as a path of the site itself (the pattern cannot tell `https://[` from a host).
 */
function checkLogoUrl(logoUrl: string): void {
  if (logoUrl === '') return;
  const base = 'https://site.invalid';
  let url: URL | undefined;
  try {
    url = new URL(logoUrl, base);
  } catch {
    url = undefined;
  }
  const relative = logoUrl.startsWith('/');
  const fine = url && (relative ? url.origin === base : url.protocol === 'https:' && url.host !== '');
  if (!fine)
    throw validationError([
      violation(
        'settings.logoUrl',
        'must be an https URL or a path on this site, such as /logo.png',
        'FORMAT',
      ),
    ]);
}

/** Writes the given settings over the current ones; the site's pages show them from their next load. */
export async function updateSiteSettings(
  uow: UnitOfWork,
  siteId: string,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  // Checked before the transaction: a refused change writes nothing.
  if (changes.logoUrl !== undefined) checkLogoUrl(changes.logoUrl);
  const name = changes.name?.trim();
  return uow.run(siteId, async (tx) => {
    const values = {
      ...(name !== undefined ? { name } : {}),
      ...(changes.logoUrl !== undefined ? { logo_url: changes.logoUrl } : {}),
    };
    if (Object.keys(values).length > 0)
      await tx.db.updateTable('sites').set(values).where('id', '=', siteId).execute();
    return readSiteSettings(tx.db, siteId);
  });
}
