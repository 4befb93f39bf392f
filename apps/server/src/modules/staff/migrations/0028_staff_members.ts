import type { Kysely } from 'kysely';

/** Staff members of the events area (modules/staff): invited by email, joined by a site member. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('access', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)')
    .addColumn('join_token_hash', 'varchar(64)')
    .addColumn('join_expires_date', 'varchar(32)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_members_pk', ['site_id', 'id'])
    .execute();
  // One invitation per email of a site: creators racing on one email make one row.
  await db.schema
    .createIndex('staff_members_email')
    .on('staff_members')
    .columns(['site_id', 'email'])
    .unique()
    .execute();
  // The per-request lookup of a member's permissions.
  await db.schema
    .createIndex('staff_members_member')
    .on('staff_members')
    .columns(['site_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('staff_members_join')
    .on('staff_members')
    .columns(['join_token_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_members').ifExists().execute();
}
