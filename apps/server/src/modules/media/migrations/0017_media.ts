import type { Kysely } from 'kysely';

/**
 * Uploaded images (modules/media). The bytes live in the media store (disk or S3) under
 * content-addressed keys; a row holds what the wire shows and the keys of its WebP variants.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_images')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    // The uploader's name for the file: metadata only, never part of a path or key.
    .addColumn('filename', 'varchar(255)')
    .addColumn('alt_text', 'varchar(1000)')
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_in_bytes', 'integer', (c) => c.notNull())
    // SHA-256 of the uploaded bytes (finding repeats, auditing).
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    // JSON: [{ key, width, height, sizeInBytes }], smallest first.
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_images_site').on('media_images').columns(['site_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_images').ifExists().execute();
}
