import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../db.ts';
import * as initial from './0001_initial.ts';
import * as registrationWindow from './0002_registration_window.ts';
import * as permissions from './0003_permissions.ts';
import * as identity from './0004_identity.ts';
import * as oauth from './0005_oauth.ts';
import * as rateLimits from './0006_rate_limits.ts';
import * as eventRevision from './0007_event_revision.ts';
import * as dataVersions from './0008_data_versions.ts';
import * as secondFactorLock from './0009_second_factor_lock.ts';
import * as memberSlugAndActivity from './0012_member_slug_and_activity.ts';
import * as siteLogo from './0013_site_logo.ts';
import * as payments from './0014_payments.ts';
import * as idempotency from './0015_idempotency.ts';
import * as jobs from './0016_jobs.ts';
import * as media from './0017_media.ts';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_registration_window': registrationWindow,
  '0003_permissions': permissions,
  '0004_identity': identity,
  '0005_oauth': oauth,
  '0006_rate_limits': rateLimits,
  '0007_event_revision': eventRevision,
  '0008_data_versions': dataVersions,
  '0009_second_factor_lock': secondFactorLock,
  '0012_member_slug_and_activity': memberSlugAndActivity,
  '0013_site_logo': siteLogo,
  '0014_payments': payments,
  '0015_idempotency': idempotency,
  '0016_jobs': jobs,
  '0017_media': media,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const ATTEMPTS = 3;

/**
 * Brings the schema up to date; safe to run from many processes at once. On PostgreSQL Kysely
 * takes an advisory lock; SQLite has none, so a process that loses the race (its transaction
 * rolls back) tries again and finds the other's migrations committed.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt >= ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
