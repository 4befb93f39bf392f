import { Type, type Static } from '@sinclair/typebox';

// Tessera's own site settings: what the site's pages show as its name and logo.

const closed = { additionalProperties: false } as const;

/** Printable text with something to read in it (no control characters, not only spaces). */
const SITE_NAME_PATTERN = '^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$';

/**
 * A logo the site's pages may load: an https URL, or a path on the site itself (`/logo.png`),
 * or '' for none. No spaces, controls or backslashes anywhere, and a path never starts `//` or
 * `/\` (browsers read both as another host).
 */
const LOGO_URL_PATTERN = '^(?:|https://[^\\s\\\\/?#][^\\s\\\\]*|/(?![/\\\\])[^\\s\\\\]*)$';

export const SiteSettings = Type.Object(
  {
    /** Shown in the site's header and its pages' titles. */
    name: Type.String({ minLength: 1, maxLength: 80, pattern: SITE_NAME_PATTERN }),
    /** The site's logo in its header and as its pages' icon; '' for none. */
    logoUrl: Type.String({ maxLength: 2000, pattern: LOGO_URL_PATTERN }),
  },
  closed,
);
export type SiteSettings = Static<typeof SiteSettings>;
export const SiteSettingsResponse = Type.Object({ settings: SiteSettings }, closed);
export const UpdateSiteSettingsRequest = Type.Object(
  { settings: Type.Partial(SiteSettings, closed) },
  closed,
);
