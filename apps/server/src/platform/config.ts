import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded SQLite database is used when absent. */
  databaseUrl?: string;
  logLevel: string;
  /** Public origin of this server, used in event page URLs and hosted pages. */
  publicUrl: string;
  bootstrap: { siteId?: string; apiKey?: string; clientId?: string };
  seedDemoData: boolean;
  /** Milliseconds a visitor read may be served from a process's cache (READ_CACHE_MS, 0 = off). */
  visitorCacheMs: number;
  /** Directory with the built web app, served at `/` when it exists. */
  webDist?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    bootstrap: {
      siteId: env.TESSERA_SITE_ID || undefined,
      apiKey: env.TESSERA_API_KEY || undefined,
      clientId: env.TESSERA_CLIENT_ID || undefined,
    },
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    visitorCacheMs: Number(env.READ_CACHE_MS ?? 1000),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
  };
}
