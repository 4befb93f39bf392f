import { Type, type Static } from '@sinclair/typebox';

// Tessera's own site settings: what the site's pages show as its name and logo.

const closed = { additionalProperties: false } as const;

// The name's and the logo's rules are checked by the server (modules/sites/site-settings.ts), which
// says them in words: a schema pattern would answer with the pattern itself.

export const SiteSettings = Type.Object(
  {
    /** Shown in the site's header and its pages' titles. */
    name: Type.String({ minLength: 1, maxLength: 80 }),
    /**
     * The site's logo in its header and as its pages' icon: an https URL, or a path on the site
     * itself (`/logo.png`), or '' for none.
     */
    logoUrl: Type.String({ maxLength: 2000 }),
  },
  closed,
);
export type SiteSettings = Static<typeof SiteSettings>;
export const SiteSettingsResponse = Type.Object({ settings: SiteSettings }, closed);
export const UpdateSiteSettingsRequest = Type.Object(
  { settings: Type.Partial(SiteSettings, closed) },
  closed,
);
