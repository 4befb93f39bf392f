import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type DatabaseHandle } from './platform/db.ts';
import { migrateToLatest } from './platform/migrations/index.ts';
import {
  bootstrapFirstSite,
  bootstrapOwnerUser,
  defaultSiteConfig,
  loopbackOriginNotice,
  seedDemoEvents,
} from './seed/bootstrap.ts';
import { seedDemoSiteSettings } from './seed/demo-site.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function openConfiguredDatabase(config: Config): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'tessera.db'),
  });
}

/** `tessera start`: migrate, bootstrap an empty database, serve. */
export async function startServer(
  config: Config,
  log: (line: string) => void = (line) => console.log(line),
): Promise<App> {
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database.db);
  const site = await bootstrapFirstSite(database.db, {
    ...config.bootstrap,
    publicUrl: config.publicUrl,
    loopbackOrigins: config.loopbackOrigins.allowed,
  });
  const app = await buildApp({
    database,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    webDist: config.webDist ?? defaultWebDist,
    // The web app's /login is the hosted login page of redirect sessions when the site is built.
    loginPagePath: fs.existsSync(path.join(config.webDist ?? defaultWebDist, 'index.html'))
      ? '/login'
      : undefined,
    siteConfig: await defaultSiteConfig(database.db),
    background: true,
    visitorCacheMs: config.visitorCacheMs,
    ownsDatabase: true,
    http: config.http,
    hygiene: { cors: { origins: config.corsOrigins } },
    identity: config.identity,
    media: config.media,
  });
  if (site) {
    const seeded = config.seedDemoData ? await seedDemoEvents(app, site) : 0;
    if (config.seedDemoData) await seedDemoSiteSettings(app, site);
    const owner = await bootstrapOwnerUser(database.db, site.siteId, config.identity.owner);
    log(
      [
        'Created the first site on an empty database:',
        `  site id:          ${site.siteId}`,
        `  owner API key:    ${site.apiKey}   (shown once; send as Authorization with wix-site-id)`,
        `  OAuth client id:  ${site.clientId}`,
        `  demo events:      ${seeded}`,
        `  owner login:      ${owner.email} / ${owner.generatedPassword ?? '(TESSERA_OWNER_PASSWORD)'}   (dashboard sign-in)`,
      ].join('\n'),
    );
  }
  for (const line of await loopbackOriginNotice(database.db, config.loopbackOrigins)) log(line);
  await app.server.listen({ port: config.port, host: config.host });
  log(
    `Tessera listening on ${config.publicUrl} (API docs at ${config.publicUrl}/docs, database: ${database.dialect})`,
  );
  return app;
}
