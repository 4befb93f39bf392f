import { AppError, validationError, violation } from '../../platform/errors.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';

// A member's slug names their profile page, so it is unique per site and normalised to one
// spelling: `Ada Lovelace` and `ada-lovelace` are the same slug.

export const MAX_SLUG_LENGTH = 100;
/**
 * Letters and digits (with the combining marks scripts such as Devanagari need, never first) in
 * runs joined by single `-`, `_` or `.`: no slashes, dots at the ends, `..`, `%` or invisible
 * format characters.
 */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:[-_.][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*$/u;

/**
 * The stored spelling of a requested slug, or null when it cannot be one: compatibility forms
 * folded (NFKC, so full-width and ligature look-alikes become plain letters), lower case,
 * surrounding blanks dropped and inner blank runs turned into `-`.
 */
export function normalizeSlug(raw: string): string | null {
  const slug = raw.normalize('NFKC').trim().toLowerCase().replace(/\s+/gu, '-');
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug) ? slug : null;
}

/** The normalised slug, or a 400 naming `field`. */
export function requireSlug(raw: string, field: string): string {
  const slug = normalizeSlug(raw);
  if (slug) return slug;
  throw validationError([
    violation(
      field,
      `must be 1 to ${MAX_SLUG_LENGTH} letters or digits, optionally joined by single "-", "_" or "."`,
      'FORMAT',
      { type: 'SLUG' },
    ),
  ]);
}

/** The spec's error for a slug held by another member (official code SLUG_ALREADY_EXISTS). */
export const slugTaken = (slug: string) =>
  new AppError('CONFLICT', 'SLUG_ALREADY_EXISTS', 'Another member already has this slug', { slug });

/** The member holding `slug` on the site, if any. */
export const slugHolder = async (scope: SiteScope, slug: string): Promise<string | undefined> =>
  (await selectFromSite(scope, 'members').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
