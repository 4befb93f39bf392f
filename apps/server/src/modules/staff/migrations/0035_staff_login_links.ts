import type { Kysely } from 'kysely';

/**
 * Staff login links carry a one-time code, not a session token: its sha256 and expiry live on the
 * staff row (one live link per staff member; a newer link replaces it), spent by the first redeem.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('staff_members').addColumn('login_code_hash', 'varchar(64)').execute();
  await db.schema.alterTable('staff_members').addColumn('login_expires_date', 'varchar(32)').execute();
  await db.schema
    .createIndex('staff_members_login')
    .on('staff_members')
    .columns(['login_code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_members_login').ifExists().execute();
  await db.schema.alterTable('staff_members').dropColumn('login_expires_date').execute();
  await db.schema.alterTable('staff_members').dropColumn('login_code_hash').execute();
}
