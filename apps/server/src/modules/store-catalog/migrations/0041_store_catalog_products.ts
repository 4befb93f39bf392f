import type { Kysely } from 'kysely';

/**
 * The store catalog (stores v1 model): products, their options and choices, variants (one row per
 * combination of choices; a product without options has the one default variant), media, and
 * collections with their products. Stock is not here: store-inventory keeps a row per variant.
 *
 * Money is integer minor units of the product's currency (`*_minor`, bigint); a variant's
 * `price_minor` / `cost_minor` NULL means "the product's own", so a product price change moves
 * every variant that was not given its own price.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_products')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    // Ascending per site (the official `numericId`): max + 1, unique, retried like the slug.
    .addColumn('numeric_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sku', 'varchar(40)')
    .addColumn('weight', 'double precision')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('cost_minor', 'bigint')
    .addColumn('discount_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('discount_value', 'double precision', (c) => c.notNull())
    // Price per unit: NULL when not set.
    .addColumn('ppu_total_quantity', 'double precision')
    .addColumn('ppu_total_unit', 'varchar(16)')
    .addColumn('ppu_base_quantity', 'double precision')
    .addColumn('ppu_base_unit', 'varchar(16)')
    .addColumn('manage_variants', 'integer', (c) => c.notNull())
    .addColumn('brand', 'varchar(50)')
    .addColumn('ribbon', 'varchar(30)')
    // JSON: additional info sections, SEO data, dimensions (written and read whole).
    .addColumn('info_sections', 'text', (c) => c.notNull())
    .addColumn('seo_data', 'text')
    .addColumn('dimensions', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_products_slug')
    .on('store_products')
    .columns(['site_id', 'slug'])
    .unique()
    .execute();
  await db.schema
    .createIndex('store_products_numeric_id')
    .on('store_products')
    .columns(['site_id', 'numeric_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('store_products_name')
    .on('store_products')
    .columns(['site_id', 'name'])
    .execute();
  await db.schema
    .createIndex('store_products_price')
    .on('store_products')
    .columns(['site_id', 'price_minor'])
    .execute();

  await db.schema
    .createTable('store_product_options')
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('option_type', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_product_options_pk', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('store_product_choices')
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('option_position', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(50)', (c) => c.notNull())
    // JSON array of the product media ids shown for this choice.
    .addColumn('media_ids', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_product_choices_pk', ['product_id', 'option_position', 'position'])
    .execute();

  await db.schema
    .createTable('store_variants')
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // JSON object: option name → choice description (the official `choices`).
    .addColumn('choices', 'text', (c) => c.notNull())
    // NULL: the product's own price / cost / weight / sku.
    .addColumn('price_minor', 'bigint')
    .addColumn('cost_minor', 'bigint')
    .addColumn('weight', 'double precision')
    .addColumn('sku', 'varchar(40)')
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_variants_pk', ['product_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_variants_site')
    .on('store_variants')
    .columns(['site_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('store_product_media')
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(200)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addPrimaryKeyConstraint('store_product_media_pk', ['product_id', 'id'])
    .execute();

  await db.schema
    .createTable('store_collections')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_collections_slug')
    .on('store_collections')
    .columns(['site_id', 'slug'])
    .unique()
    .execute();

  await db.schema
    .createTable('store_product_collections')
    .addColumn('collection_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('added_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_product_collections_pk', ['collection_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('store_product_collections_product')
    .on('store_product_collections')
    .columns(['site_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'store_product_collections',
    'store_collections',
    'store_product_media',
    'store_variants',
    'store_product_choices',
    'store_product_options',
    'store_products',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
