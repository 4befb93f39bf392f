import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The index of a name prefix search (`name $startsWith`, product-name-prefix.ts): a site's
 * products by lower-cased name in code point order (PostgreSQL: the "C" collation, whatever the
 * database's), carrying `visible`, `name` and `id`, so a visitor's search page is read from the
 * index alone and sorted by name without touching the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const lowered = postgres ? sql`(LOWER(name) COLLATE "C")` : sql`LOWER(name)`;
  await sql`CREATE INDEX store_products_name_prefix
    ON store_products (site_id, ${lowered}, visible, name, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('store_products_name_prefix').execute();
}
