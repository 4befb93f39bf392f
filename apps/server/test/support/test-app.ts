import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import { openDatabase, type Db } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { cheapPasswordHashingForTests } from '../../src/modules/identity/secrets.ts';
import { createTestDatabaseUrl } from './database.ts';
import { sqliteTemplateImage } from './template-database.ts';

export interface TestApp extends App {
  /** The first site, with its owner API key and public OAuth client. */
  site: NewSite;
  dialect: 'sqlite' | 'postgres';
  /** The database, for tests that must set up more rows than the API makes practical. */
  db: Db;
  /** Owner headers of a site (the first one by default). */
  ownerHeaders(site?: NewSite): Record<string, string>;
  /** Headers of a fresh anonymous visitor of a site (the first one by default). */
  visitorHeaders(site?: NewSite): Promise<Record<string, string>>;
  /** Another site on the same server, for isolation tests. */
  createSite(name?: string): Promise<NewSite>;
  request(options: {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: in-memory SQLite, or a new PostgreSQL database of the
 * throwaway test cluster when DB=postgres, each a copy of the run's migrated template. Tests talk
 * to it with `inject`, no ports.
 */
export async function createTestApp(
  options: {
    publicUrl?: string;
    visitorCacheMs?: number;
    /** More server options (web dist, timeouts, CORS, outbox retry) for tests of those parts. */
    app?: Partial<Omit<AppOptions, 'database'>>;
  } = {},
): Promise<TestApp> {
  cheapPasswordHashingForTests();
  // A copy of the run's migrated template (template-database.ts); migrating it again is a no-op.
  const databaseUrl = await createTestDatabaseUrl({ migrated: true });
  const sqliteImage = databaseUrl ? undefined : await sqliteTemplateImage();
  const database = openDatabase({ databaseUrl, sqliteImage, poolSize: 5 });
  await migrateToLatest(database.db);
  const site = await provisionSite(database.db, { name: 'Test site' });
  const app = await buildApp({
    database,
    publicUrl: options.publicUrl ?? 'http://tessera.test',
    logLevel: 'silent',
    siteConfig: { siteId: site.siteId, clientId: site.clientId },
    ownsDatabase: true,
    visitorCacheMs: options.visitorCacheMs,
    ...options.app,
    // Every answer of the suite is checked against its route's response schema.
    validateResponses: true,
  });
  const ownerHeaders = (s: NewSite = site) => ({ authorization: s.apiKey, 'wix-site-id': s.siteId });
  return {
    ...app,
    site,
    dialect: database.dialect,
    db: database.db,
    ownerHeaders,
    async visitorHeaders(s: NewSite = site) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: s.clientId, grantType: 'anonymous' },
      });
      if (response.statusCode !== 200) throw new Error(`visitor token failed: ${response.body}`);
      return { authorization: response.json().access_token };
    },
    createSite: (name = 'Other site') => provisionSite(database.db, { name }),
    request: (o) =>
      app.server.inject({ method: o.method, url: o.url, headers: o.headers, payload: o.payload as any }),
    close: () => app.server.close(),
  };
}
