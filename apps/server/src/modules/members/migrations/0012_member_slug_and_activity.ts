import type { Kysely } from 'kysely';
import { normalizeSlug } from '../../identity/index.ts';

/**
 * Members get a `slug` column, unique per site (NULLs are distinct on both databases, so members
 * without one never collide), and an `activity_status` (ACTIVE, or MUTED by the owner). Slugs
 * stored until now inside the profile document move to the column; one that does not normalise,
 * or that another member of the site already holds, is left out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('slug', 'varchar(255)').execute();
  await db.schema
    .alterTable('members')
    .addColumn('activity_status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
    .execute();
  await db.schema.createIndex('members_slug').on('members').columns(['site_id', 'slug']).unique().execute();

  const rows: { site_id: string; id: string; profile: string }[] = await db
    .selectFrom('members')
    .select(['site_id', 'id', 'profile'])
    .where('profile', 'like', '%"slug"%')
    .orderBy('created_date')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    let wanted: unknown;
    try {
      wanted = (JSON.parse(row.profile) as { slug?: unknown }).slug;
    } catch {
      continue;
    }
    const slug = typeof wanted === 'string' ? normalizeSlug(wanted) : null;
    const key = `${row.site_id}\u0000${slug}`;
    if (!slug || taken.has(key)) continue;
    taken.add(key);
    await db
      .updateTable('members')
      .set({ slug })
      .where('site_id', '=', row.site_id)
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_slug').execute();
  await db.schema.alterTable('members').dropColumn('activity_status').execute();
  await db.schema.alterTable('members').dropColumn('slug').execute();
}
