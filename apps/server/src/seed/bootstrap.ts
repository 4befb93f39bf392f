import type { Db } from '../platform/db.ts';
import type { App } from '../app.ts';
import { countSites, provisionSite, type NewSite } from '../modules/sites/index.ts';
import { demoEvents } from './demo-events.ts';
import { ensureOwnerUser } from '../modules/identity/index.ts';
import { loopbackEntries, parseOrigins } from '../modules/oauth/index.ts';

/**
 * On an empty database: the first site with an owner API key and a public OAuth client
 * (ids taken from TESSERA_SITE_ID / TESSERA_API_KEY / TESSERA_CLIENT_ID when set); the client
 * allows PUBLIC_URL and, with `loopbackOrigins` (development), any loopback port as redirect
 * and CORS origins.
 */
export async function bootstrapFirstSite(
  db: Db,
  ids: { siteId?: string; apiKey?: string; clientId?: string; publicUrl?: string; loopbackOrigins?: boolean },
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

/**
 * What the start-up prints about loopback origins: whether a new site's first client allows
 * them, and, when they are not allowed by default (production), every client that still lists
 * one (a database first started in development, say), so an owner sees it before an attacker does.
 */
export async function loopbackOriginNotice(
  db: Db,
  setting: { allowed: boolean; reason: string },
): Promise<string[]> {
  if (setting.allowed) {
    return [
      `Loopback origins (http://localhost, 127.0.0.1, [::1], any port) are allowed for a new site's first OAuth client (${setting.reason}).`,
    ];
  }
  const lines = [
    `Loopback origins are not allowed by default (${setting.reason}); allow one in Dashboard → OAuth clients, or set ALLOW_LOOPBACK_ORIGINS=true.`,
  ];
  const clients = await db
    .selectFrom('oauth_clients')
    .select(['id', 'name', 'site_id', 'allowed_origins'])
    .orderBy('created_date')
    .orderBy('id')
    .limit(1000)
    .execute();
  for (const client of clients) {
    const loopback = loopbackEntries(parseOrigins(client.allowed_origins));
    if (loopback.length === 0) continue;
    lines.push(
      `Warning: OAuth client "${client.name}" (${client.id}, site ${client.site_id}) allows ${loopback.join(', ')}; ` +
        'remove it in Dashboard → OAuth clients unless this server is for development.',
    );
  }
  return lines;
}
