import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../db.ts';
import { migrationsOf, type AnyModule } from '../module.ts';
import { appModules } from '../../modules.ts';
import * as initial from './0001_initial.ts';
import * as permissions from './0003_permissions.ts';
import * as rateLimits from './0006_rate_limits.ts';
import * as dataVersions from './0008_data_versions.ts';
import * as payments from './0014_payments.ts';
import * as idempotency from './0015_idempotency.ts';
import * as jobs from './0016_jobs.ts';
import * as outboxOpenDeliveries from './0055_outbox_open_deliveries.ts';

/**
 * The platform's own migrations. Each module declares its own next to its code
 * (`modules/<name>/migrations/`, its definition's `migrations`); all of them run in one order,
 * by name, exactly as when they lived here (names never change: databases remember them).
 */
export const platformMigrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0003_permissions': permissions,
  '0006_rate_limits': rateLimits,
  '0008_data_versions': dataVersions,
  '0014_payments': payments,
  '0015_idempotency': idempotency,
  '0016_jobs': jobs,
  '0055_outbox_open_deliveries': outboxOpenDeliveries,
};

const ATTEMPTS = 3;

/**
 * Brings the schema up to date; safe to run from many processes at once. On PostgreSQL Kysely
 * takes an advisory lock; SQLite has none, so a process that loses the race (its transaction
 * rolls back) tries again and finds the other's migrations committed.
 *
 * Unordered migrations are allowed: modules are written side by side, so a database may have run
 * `0018_tickets_…` before `0018_schedule_…` arrives; the pending ones then run in name order.
 */
export async function migrateToLatest(db: Db, modules: readonly AnyModule[] = appModules): Promise<string[]> {
  const migrations = migrationsOf(platformMigrations, modules);
  if (await allApplied(db, Object.keys(migrations))) return [];
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt >= ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/**
 * Whether the database has recorded every migration as applied: one read. Kysely's migrator first
 * makes sure its tables exist by introspecting every table of the database (a statement per table
 * on SQLite), ~35 ms on this schema, paid by every process start and every test app; an up-to-date
 * database needs none of it. Anything else (no migration table yet, one pending) goes through the
 * migrator and its lock as before.
 */
async function allApplied(db: Db, names: readonly string[]): Promise<boolean> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return names.every((name) => applied.has(name));
  } catch {
    return false; // no migration table yet: a new database
  }
}
