import type { Db } from '../platform/db.ts';
import type { App } from '../app.ts';
import { countSites, provisionSite, type NewSite } from '../modules/sites/sites.service.ts';
import { demoEvents } from './demo-events.ts';
import { ensureOwnerUser } from '../modules/identity/owner.service.ts';

/**
 * On an empty database: the first site with an owner API key and a public OAuth client
 * (ids taken from TESSERA_SITE_ID / TESSERA_API_KEY / TESSERA_CLIENT_ID when set); the client
 * allows PUBLIC_URL and any http://localhost port as redirect and CORS origins.
 */
export async function bootstrapFirstSite(
  db: Db,
  ids: { siteId?: string; apiKey?: string; clientId?: string; publicUrl?: string },
): Promise<NewSite | null> {
  if ((await countSites(db)) > 0) return null;
  return provisionSite(db, { name: 'Demo site', ...ids });
}

/**
 * The first site's owner user for the dashboard login (TESSERA_OWNER_EMAIL / TESSERA_OWNER_PASSWORD);
 * without a password one is generated and returned so it can be printed once.
 */
export const bootstrapOwnerUser = (db: Db, siteId: string, owner: { email?: string; password?: string }) =>
  ensureOwnerUser(db, siteId, {
    email: owner.email ?? 'owner@localhost.localdomain',
    password: owner.password,
  });

export async function seedDemoEvents(app: App, site: NewSite): Promise<number> {
  let created = 0;
  for (const demo of demoEvents()) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: { authorization: site.apiKey, 'wix-site-id': site.siteId },
      payload: demo.request,
    });
    if (response.statusCode !== 200)
      throw new Error(`Seeding "${demo.request.event.title}" failed: ${response.body}`);
    const { event } = response.json();
    if (demo.then === 'cancel') {
      await app.server.inject({
        method: 'POST',
        url: `/events/v3/events/${event.id}/cancel`,
        headers: { authorization: site.apiKey, 'wix-site-id': site.siteId },
        payload: {},
      });
    }
    created++;
  }
  return created;
}

/** The site and client the bundled web app shows: the oldest site and its oldest client. */
export async function defaultSiteConfig(db: Db): Promise<{ siteId: string; clientId: string } | undefined> {
  const client = await db
    .selectFrom('oauth_clients')
    .innerJoin('sites', 'sites.id', 'oauth_clients.site_id')
    .select(['oauth_clients.id as clientId', 'sites.id as siteId'])
    .orderBy('sites.created_date')
    .orderBy('oauth_clients.created_date')
    .executeTakeFirst();
  return client ?? undefined;
}
