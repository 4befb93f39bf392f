import { randomUUID } from 'node:crypto';
import { DEFAULT_VARIANT_ID } from '@tessera/contracts/catalog';
import type { Db } from '../../src/platform/db.ts';

// Catalog rows written straight into the tables (store-catalog's migration 0041), so listing tests
// and the bench set up thousands of products without going through the write routes.

export interface SeedOption {
  name: string;
  type?: 'drop_down' | 'color';
  choices: { value?: string; description: string }[];
}

export interface SeedProduct {
  name: string;
  slug?: string;
  /** Minor units of USD. */
  priceMinor: number;
  visible?: boolean;
  productType?: 'physical' | 'digital';
  description?: string;
  brand?: string;
  ribbon?: string;
  sku?: string;
  collectionIds?: string[];
  /** One option at most here: a variant per choice. */
  option?: SeedOption;
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: number };
  createdDate?: string;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes products (numeric ids after the site's highest) and answers their ids in order. */
export async function seedProducts(db: Db, siteId: string, products: SeedProduct[]): Promise<string[]> {
  const highest = await db
    .selectFrom('store_products')
    .select((eb) => eb.fn.max('numeric_id').as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  let numeric = Number(highest?.n ?? 0);
  const now = new Date('2026-01-01T00:00:00.000Z').getTime();
  const rows = products.map((p) => {
    numeric += 1;
    const date = p.createdDate ?? new Date(now + numeric * 1000).toISOString();
    return {
      id: randomUUID(),
      site_id: siteId,
      numeric_id: numeric,
      name: p.name,
      slug: p.slug ?? `${slugOf(p.name)}-${numeric}`,
      visible: p.visible === false ? 0 : 1,
      product_type: p.productType ?? 'physical',
      description: p.description ?? null,
      sku: p.sku ?? null,
      weight: 1,
      currency: 'USD',
      price_minor: p.priceMinor,
      cost_minor: null,
      discount_type: p.discount?.type ?? 'NONE',
      discount_value: p.discount?.value ?? 0,
      ppu_total_quantity: null,
      ppu_total_unit: null,
      ppu_base_quantity: null,
      ppu_base_unit: null,
      manage_variants: p.option ? 1 : 0,
      brand: p.brand ?? null,
      ribbon: p.ribbon ?? null,
      info_sections: '[]',
      seo_data: null,
      dimensions: null,
      revision: 1,
      created_date: date,
      updated_date: date,
    };
  });
  for (const part of chunk(rows, 200)) await db.insertInto('store_products').values(part).execute();

  const variants = products.flatMap((p, i) => {
    const productId = rows[i].id;
    if (!p.option) {
      return [
        {
          product_id: productId,
          id: DEFAULT_VARIANT_ID,
          site_id: siteId,
          position: 0,
          choices: '{}',
          price_minor: null,
          cost_minor: null,
          weight: null,
          sku: null,
          visible: 1,
        },
      ];
    }
    return p.option.choices.map((choice, position) => ({
      product_id: productId,
      id: randomUUID(),
      site_id: siteId,
      position,
      choices: JSON.stringify({ [p.option!.name]: choice.description }),
      price_minor: null,
      cost_minor: null,
      weight: null,
      sku: null,
      visible: 1,
    }));
  });
  for (const part of chunk(variants, 200)) await db.insertInto('store_variants').values(part).execute();

  const options = products.flatMap((p, i) =>
    p.option
      ? [
          {
            product_id: rows[i].id,
            position: 0,
            site_id: siteId,
            name: p.option.name,
            option_type: p.option.type ?? 'drop_down',
          },
        ]
      : [],
  );
  if (options.length)
    for (const part of chunk(options, 200))
      await db.insertInto('store_product_options').values(part).execute();
  const choices = products.flatMap((p, i) =>
    (p.option?.choices ?? []).map((c, position) => ({
      product_id: rows[i].id,
      option_position: 0,
      position,
      site_id: siteId,
      value: c.value ?? c.description,
      description: c.description,
      media_ids: '[]',
    })),
  );
  if (choices.length)
    for (const part of chunk(choices, 200))
      await db.insertInto('store_product_choices').values(part).execute();

  const memberships = products.flatMap((p, i) =>
    (p.collectionIds ?? []).map((collectionId) => ({
      collection_id: collectionId,
      product_id: rows[i].id,
      site_id: siteId,
      added_date: rows[i].created_date,
    })),
  );
  if (memberships.length) {
    for (const part of chunk(memberships, 200))
      await db.insertInto('store_product_collections').values(part).execute();
  }
  return rows.map((r) => r.id);
}

export async function seedCollection(
  db: Db,
  siteId: string,
  c: { name: string; slug?: string; visible?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('store_collections')
    .values({
      id,
      site_id: siteId,
      name: c.name,
      slug: c.slug ?? slugOf(c.name),
      description: null,
      visible: c.visible === false ? 0 : 1,
      revision: 1,
      created_date: '2026-01-01T00:00:00.000Z',
      updated_date: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  return id;
}
