import type { Kysely } from 'kysely';

/**
 * The visitor who asked for a login (`visitor_id`): an authorization code remembers whose visitor
 * token created its login session, so the member's first tokens can take over what that visitor
 * had (the store's current cart, oauth/member-logins.ts). Null for codes of logins asked for
 * without a visitor token and for codes made before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('authorization_codes').addColumn('visitor_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('authorization_codes').dropColumn('visitor_id').execute();
}
