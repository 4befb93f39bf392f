import type { Kysely } from 'kysely';

/** The site's logo (an https URL or a path on the site; '' for none), beside its name (site settings). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('logo_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('logo_url').execute();
}
