import type { Kysely } from 'kysely';

/** Notification configs and the sent-email ledger (modules/notifications). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_configs')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_configs_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createTable('notification_sends')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('send_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_sends_pk', ['site_id', 'send_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_sends').ifExists().execute();
  await db.schema.dropTable('notification_configs').ifExists().execute();
}
