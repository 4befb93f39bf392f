import type { Kysely } from 'kysely';

/**
 * Who created a redirect session: the visitor or member (`subject_role`, `subject_id`) whose token
 * asked for it; `client_id` already names its OAuth client. A page of the site opened from another
 * origin (a hosted checkout) continues as that same visitor (redirects/visitor-transfer.ts). Null for
 * an API key's session and for sessions made before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('redirect_sessions').addColumn('subject_role', 'varchar(16)').execute();
  await db.schema.alterTable('redirect_sessions').addColumn('subject_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('redirect_sessions').dropColumn('subject_id').execute();
  await db.schema.alterTable('redirect_sessions').dropColumn('subject_role').execute();
}
