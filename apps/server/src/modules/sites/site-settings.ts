import type { Caller } from '../../platform/auth/caller.ts';
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

const LOGO_RULE = 'must be an https URL or a path on this site, such as /logo.png';
const NAME_RULE = 'must be a name of at most 80 characters on one line';

/** No spaces, control characters or backslashes anywhere: URL parsing would drop or rewrite them. */
// eslint-disable-next-line no-control-regex -- control characters are what these look for
const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\]/;
// eslint-disable-next-line no-control-regex -- likewise
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A logo the browser reads as https on some host, or as a path of the site itself; a path never
 * starts `//` or `/\` (both name another host).
 */
function logoUrlFine(logoUrl: string): boolean {
  if (logoUrl === '') return true;
  if (UNSAFE_IN_URL.test(logoUrl)) return false;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(logoUrl, base);
  } catch {
    return false;
  }
  if (logoUrl.startsWith('/')) return !logoUrl.startsWith('//') && url.origin === base;
  // `https:///x` would parse as the host `x`: the host must follow the two slashes at once.
  return /^https:\/\/[^/?#]/.test(logoUrl) && url.protocol === 'https:' && url.hostname !== '';
}

/** Every broken rule of a change, in words, before anything is written. */
function checkChanges(changes: Partial<SiteSettings>): void {
  const violations = [];
  if (changes.name !== undefined && (changes.name.trim() === '' || CONTROL.test(changes.name)))
    violations.push(violation('settings.name', NAME_RULE, 'FORMAT'));
  if (changes.logoUrl !== undefined && !logoUrlFine(changes.logoUrl))
    violations.push(violation('settings.logoUrl', LOGO_RULE, 'FORMAT'));
  if (violations.length > 0) throw validationError(violations);
}

/** Writes the given settings over the current ones; the site's pages show them from their next load. */
export async function updateSiteSettings(
  uow: UnitOfWork,
  { siteId }: Caller,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  // Checked before the transaction: a refused change writes nothing.
  checkChanges(changes);
  const name = changes.name?.trim();
  return uow.run(
    siteId,
    async (tx) => {
      const values = {
        ...(name !== undefined ? { name } : {}),
        ...(changes.logoUrl !== undefined ? { logo_url: changes.logoUrl } : {}),
      };
      if (Object.keys(values).length > 0)
        await tx.db.updateTable('sites').set(values).where('id', '=', siteId).execute();
      return readSiteSettings(tx.db, siteId);
    },
    { changes: ['siteSettings'] },
  );
}
