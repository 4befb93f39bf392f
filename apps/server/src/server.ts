import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App, type AppOptions } from './app.ts';
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
import type { NewSite } from './modules/sites/index.ts';
import { seedDemoProducts } from './modules/store-catalog/index.ts';
import type { SiblingChannel } from './platform/workers/siblings.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function openConfiguredDatabase(config: Config): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'tessera.db'),
  });
}

/** What `tessera start` does to the database before serving (done once by the primary of `--workers`). */
export interface StartOptions {
  /**
   * Start as one worker of `tessera start --workers N`: the primary has migrated and bootstrapped
   * the database, the worker only serves, tells its siblings what changed and leaves the
   * "listening" line to the primary.
   */
  worker?: { id: number; siblings: SiblingChannel };
}

/**
 * `X-Tessera-Worker: <id>` on every answer of a worker: which process served a request, for
 * operators and tests (the id of the primary's "worker N listening" line, not a pid). Set on the
 * raw response before Fastify sees the request (its hooks are closed once the app is ready);
 * Fastify's own headers are merged in when it writes the head.
 */
function tagAnswersWithWorker(app: App, id: number): void {
  app.server.server.prependListener('request', (_request, response) => {
    response.setHeader('x-tessera-worker', String(id));
  });
}

/** `tessera start`: migrate, bootstrap an empty database, serve. */
export async function startServer(
  config: Config,
  log: (line: string) => void = (line) => console.log(line),
  options: StartOptions = {},
): Promise<App> {
  const database = openConfiguredDatabase(config);
  const site = options.worker ? null : await migrateAndBootstrap(database, config);
  const app = await buildApp({
    ...(await appOptions(config, database)),
    background: true,
    siblings: options.worker?.siblings,
  });
  if (options.worker) tagAnswersWithWorker(app, options.worker.id);
  else await announceStart(app, database, site, config, log);
  await app.server.listen({ port: config.port, host: config.host });
  if (!options.worker)
    log(
      `Tessera listening on ${config.publicUrl} (API docs at ${config.publicUrl}/docs, database: ${database.dialect})`,
    );
  return app;
}

/**
 * The primary's part of `tessera start --workers N`: everything `start` does before it listens —
 * migrations, the first site, demo data, the printed credentials — done once, then closed.
 */
export async function prepareDatabase(
  config: Config,
  log: (line: string) => void = (line) => console.log(line),
): Promise<string> {
  const database = openConfiguredDatabase(config);
  const site = await migrateAndBootstrap(database, config);
  // Demo data is written through the API, so an app is built (nothing runs in the background).
  const app = await buildApp(await appOptions(config, database));
  try {
    await announceStart(app, database, site, config, log);
  } finally {
    await app.server.close();
  }
  return database.dialect;
}

async function migrateAndBootstrap(database: DatabaseHandle, config: Config): Promise<NewSite | null> {
  await migrateToLatest(database.db);
  return bootstrapFirstSite(database.db, {
    ...config.bootstrap,
    publicUrl: config.publicUrl,
    loopbackOrigins: config.loopbackOrigins.allowed,
  });
}

async function appOptions(config: Config, database: DatabaseHandle): Promise<AppOptions> {
  return {
    database,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    webDist: config.webDist ?? defaultWebDist,
    // The web app's /login is the hosted login page of redirect sessions when the site is built.
    loginPagePath: fs.existsSync(path.join(config.webDist ?? defaultWebDist, 'index.html'))
      ? '/login'
      : undefined,
    siteConfig: await defaultSiteConfig(database.db),
    visitorCacheMs: config.visitorCacheMs,
    ownsDatabase: true,
    http: config.http,
    hygiene: { cors: { origins: config.corsOrigins } },
    identity: config.identity,
    media: config.media,
  };
}

/** Seeds a new first site and prints its credentials once; names loopback origins in production. */
async function announceStart(
  app: App,
  database: DatabaseHandle,
  site: NewSite | null,
  config: Config,
  log: (line: string) => void,
): Promise<void> {
  if (site) {
    const seeded = config.seedDemoData ? await seedDemoEvents(app, site) : 0;
    if (config.seedDemoData) await seedDemoSiteSettings(app, site);
    if (config.seedDemoData) await seedDemoProducts(app.server, site);
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
}
