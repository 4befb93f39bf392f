import type { Kysely } from 'kysely';

/**
 * Wrong second-factor codes of a member counted across logins (a new login's state token must
 * not bring new tries), and when the count reached the limit: the second factor then stays
 * locked until the member recovers the password or an owner unlocks it
 * (modules/identity/second-factor-lock.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('mfa_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('members').addColumn('mfa_locked_date', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('mfa_locked_date').execute();
  await db.schema.alterTable('members').dropColumn('mfa_failures').execute();
}
