/**
 * Per-test-file databases.
 *
 * In postgres mode (DB=postgres) every call creates a brand-new database on the throwaway cluster
 * started by ./global-setup.ts — empty, or a copy of the migrated template — and returns its URL
 * (pass it to the server as DATABASE_URL).
 * In sqlite mode it returns undefined and the caller uses an in-memory SQLite database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
// Brings in the ProvidedContext augmentation (pgAdminUrl); type-only, erased at runtime.
import type {} from './global-setup.ts';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.DB === 'postgres' ? 'postgres' : 'sqlite';

const PG_ADMIN_URL_ENV = 'TESSERA_TEST_PG_ADMIN_URL';

function adminUrl(): string {
  let url: string | undefined;
  try {
    url = inject('pgAdminUrl');
  } catch {
    // not running inside a vitest worker
  }
  url ??= process.env[PG_ADMIN_URL_ENV];
  if (!url) {
    throw new Error(
      `DB=postgres but no test cluster is available: neither inject('pgAdminUrl') nor ${PG_ADMIN_URL_ENV} is set. ` +
        'Run the tests through vitest so apps/server/test/support/global-setup.ts can start the cluster.',
    );
  }
  return url;
}

/** The migrated template database global-setup.ts made, if any. */
function templateDatabase(): string | undefined {
  try {
    return inject('pgTemplateDatabase');
  } catch {
    return undefined; // not running inside a vitest worker
  }
}

/**
 * `migrated: true` gives a copy of the run's migrated template database (template-database.ts)
 * instead of an empty one, when global-setup.ts made it: a copy costs a few milliseconds where
 * running every migration costs hundreds. Callers still run `migrateToLatest` (a no-op then).
 */
export async function createTestDatabaseUrl(
  options: { migrated?: boolean } = {},
): Promise<string | undefined> {
  if (testDialect !== 'postgres') return undefined;
  const template = options.migrated ? templateDatabase() : undefined;
  if (!template) return createDatabase(undefined);
  // The copy made ahead for this call, if any, and the next one started now: a copy takes ~0.1 s
  // of the cluster's time (copying the template's ~10 MB), which then passes while this worker
  // runs its tests instead of in front of its next app. Nothing is shared: each copy is taken once.
  const ready = nextCopy?.template === template ? nextCopy.url : createDatabase(template);
  const next = createDatabase(template);
  next.catch(() => undefined); // an error surfaces when (and if) the copy is taken
  nextCopy = { template, url: next };
  return ready;
}

/** The next copy of the template, created ahead for this worker's next call. */
let nextCopy: { template: string; url: Promise<string> } | undefined;

async function createDatabase(template: string | undefined): Promise<string> {
  const admin = adminUrl();
  const name = `t_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
