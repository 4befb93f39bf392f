import type { App } from '../app.ts';
import type { NewSite } from '../modules/sites/index.ts';

/** What the demo site is called and shows as its logo (Tessera's mark, served by every server). */
export const DEMO_SITE_SETTINGS = { name: 'Tessera Demo Events', logoUrl: '/favicon.svg' } as const;

/** The demo's name and logo, set through the owner's site-settings route as an owner would. */
export async function seedDemoSiteSettings(app: App, site: NewSite): Promise<void> {
  const response = await app.server.inject({
    method: 'PATCH',
    url: '/_api/tessera/v1/site-settings',
    headers: { authorization: site.apiKey, 'wix-site-id': site.siteId },
    payload: { settings: DEMO_SITE_SETTINGS },
  });
  if (response.statusCode !== 200) throw new Error(`Seeding the site settings failed: ${response.body}`);
}
