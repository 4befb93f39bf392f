import { sql, type Kysely } from 'kysely';

/**
 * The official staff member's shape: a `revision` raised by every change, and staff created
 * without an email (the official create has none; stored as ''), so the one-invitation-per-email
 * index holds only where there is an email.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_members')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropIndex('staff_members_email').execute();
  await sql`CREATE UNIQUE INDEX staff_members_email ON staff_members (site_id, email) WHERE email <> ''`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_members_email').execute();
  await db.schema
    .createIndex('staff_members_email')
    .on('staff_members')
    .columns(['site_id', 'email'])
    .unique()
    .execute();
  await db.schema.alterTable('staff_members').dropColumn('revision').execute();
}
