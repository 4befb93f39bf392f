import type { Kysely } from 'kysely';

/**
 * A manual category's name is unique per site (issue 14): `name_key` holds the name in one
 * spelling (NFKC, trimmed, inner blanks collapsed, lower case) for MANUAL categories and NULL
 * for the others (NULLs never collide), and a unique index on (site, name_key) decides a race
 * between two creators. Duplicates made before are merged first: the oldest keeps its id, the
 * others' events move to it. `event_categories.sort_index` orders the events of a category
 * (ReorderCategoryEvents); NULL sorts after the ordered ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('name_key', 'varchar(100)').execute();
  await db.schema.alterTable('event_categories').addColumn('sort_index', 'integer').execute();

  const rows: { site_id: string; id: string; name: string; created_date: string }[] = await db
    .selectFrom('categories')
    .select(['site_id', 'id', 'name', 'created_date'])
    .where('type', '=', 'MANUAL')
    .orderBy('created_date')
    .orderBy('id')
    .execute();
  const kept = new Map<string, string>();
  for (const row of rows) {
    const key = nameKeyAtMigration(row.name);
    const group = `${row.site_id}\u0000${key}`;
    const survivor = kept.get(group);
    if (!survivor) {
      kept.set(group, row.id);
      await db
        .updateTable('categories')
        .set({ name_key: key })
        .where('site_id', '=', row.site_id)
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    const members: { event_id: string }[] = await db
      .selectFrom('event_categories')
      .select('event_id')
      .where('site_id', '=', row.site_id)
      .where('category_id', '=', row.id)
      .execute();
    for (const { event_id } of members) {
      await db
        .insertInto('event_categories')
        .values({ site_id: row.site_id, event_id, category_id: survivor })
        .onConflict((oc) => oc.columns(['site_id', 'event_id', 'category_id']).doNothing())
        .execute();
    }
    await db
      .deleteFrom('event_categories')
      .where('site_id', '=', row.site_id)
      .where('category_id', '=', row.id)
      .execute();
    await db.deleteFrom('categories').where('site_id', '=', row.site_id).where('id', '=', row.id).execute();
  }
  await db.schema
    .createIndex('categories_site_name_key')
    .on('categories')
    .columns(['site_id', 'name_key'])
    .unique()
    .execute();
}

/** The normalization of modules/categories/category-name.ts as of this migration (kept frozen here). */
function nameKeyAtMigration(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('categories_site_name_key').execute();
  await db.schema.alterTable('event_categories').dropColumn('sort_index').execute();
  await db.schema.alterTable('categories').dropColumn('name_key').execute();
}
