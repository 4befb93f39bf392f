import type { Kysely } from 'kysely';

/**
 * A collection's image (collections.media.ts): the stored main media as JSON — `{ id, url,
 * width, height, altText }` — or NULL for none. One column: a collection has one image, read
 * whole with its row by every collection read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_collections').addColumn('main_media', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_collections').dropColumn('main_media').execute();
}
