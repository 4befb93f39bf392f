import { deleteFromSite, insertIntoSite, selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { ownRecord } from './own-record.ts';
import type {
  StoreCollectionsTable,
  StoreProductMediaTable,
  StoreProductsTable,
} from './store-catalog.schema.ts';

// The catalog's statements: a product is read whole (row, options with choices, variants, media,
// collection ids) in five indexed statements for any number of products.

export interface ChoiceRecord {
  value: string;
  description: string;
  mediaIds: string[];
}
export interface OptionRecord {
  name: string;
  optionType: 'drop_down' | 'color';
  choices: ChoiceRecord[];
}
export interface VariantRecord {
  id: string;
  /** Option name → choice description (null prototype: names are data). */
  choices: Record<string, string>;
  /** null: the product's own. */
  priceMinor: number | null;
  costMinor: number | null;
  weight: number | null;
  sku: string | null;
  visible: boolean;
}
export type MediaRecord = Omit<StoreProductMediaTable, 'site_id' | 'product_id'>;

export interface ProductRecord {
  row: StoreProductsTable;
  options: OptionRecord[];
  variants: VariantRecord[];
  media: MediaRecord[];
  collectionIds: string[];
}

export const asNumber = (value: number | string): number => Number(value);
export const asNullableNumber = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

const chunks = <T>(items: readonly T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Products by id, whole, in the order asked (missing ids are left out). */
export async function loadProducts(scope: SiteScope, ids: readonly string[]): Promise<ProductRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const records = new Map<string, ProductRecord>();
  for (const part of chunks(unique)) {
    const rows = await selectFromSite(scope, 'store_products').selectAll().where('id', 'in', part).execute();
    for (const row of rows)
      records.set(row.id, { row, options: [], variants: [], media: [], collectionIds: [] });
    const found = rows.map((r) => r.id);
    if (found.length === 0) continue;
    const options = await selectFromSite(scope, 'store_product_options')
      .selectAll()
      .where('product_id', 'in', found)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    const choices = await selectFromSite(scope, 'store_product_choices')
      .selectAll()
      .where('product_id', 'in', found)
      .orderBy('product_id')
      .orderBy('option_position')
      .orderBy('position')
      .execute();
    const byOption = new Map<string, OptionRecord>();
    for (const option of options) {
      const record: OptionRecord = {
        name: option.name,
        optionType: option.option_type === 'color' ? 'color' : 'drop_down',
        choices: [],
      };
      byOption.set(`${option.product_id}:${option.position}`, record);
      records.get(option.product_id)!.options.push(record);
    }
    for (const choice of choices) {
      byOption.get(`${choice.product_id}:${choice.option_position}`)?.choices.push({
        value: choice.value,
        description: choice.description,
        mediaIds: JSON.parse(choice.media_ids) as string[],
      });
    }
    const variants = await selectFromSite(scope, 'store_variants')
      .selectAll()
      .where('product_id', 'in', found)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    for (const v of variants) {
      records.get(v.product_id)!.variants.push({
        id: v.id,
        choices: ownRecord(Object.entries(JSON.parse(v.choices) as Record<string, string>)),
        priceMinor: asNullableNumber(v.price_minor),
        costMinor: asNullableNumber(v.cost_minor),
        weight: v.weight === null ? null : Number(v.weight),
        sku: v.sku,
        visible: v.visible === 1,
      });
    }
    const media = await selectFromSite(scope, 'store_product_media')
      .selectAll()
      .where('product_id', 'in', found)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    for (const { site_id: _s, product_id, ...item } of media) records.get(product_id)!.media.push(item);
    const memberships = await selectFromSite(scope, 'store_product_collections')
      .select(['product_id', 'collection_id'])
      .where('product_id', 'in', found)
      .orderBy('added_date')
      .orderBy('collection_id')
      .execute();
    for (const m of memberships) records.get(m.product_id)!.collectionIds.push(m.collection_id);
  }
  return ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [record] : [];
  });
}

export async function loadProduct(scope: SiteScope, id: string): Promise<ProductRecord | undefined> {
  return (await loadProducts(scope, [id]))[0];
}

/** Locks a product's row for a read-modify-write (the unit's `forUpdate`); answers it whole. */
export async function lockProduct(unit: SiteTx, id: string): Promise<ProductRecord | undefined> {
  const locked = await unit
    .forUpdate(selectFromSite(unit, 'store_products').select('id').where('id', '=', id))
    .executeTakeFirst();
  if (!locked) return undefined;
  return loadProduct(unit, id);
}

/** Writes a product's options, choices and variants anew (they are replaced as a whole). */
export async function replaceStructure(
  scope: SiteScope,
  productId: string,
  options: readonly OptionRecord[],
  variants: readonly VariantRecord[],
): Promise<void> {
  await deleteFromSite(scope, 'store_product_options').where('product_id', '=', productId).execute();
  await deleteFromSite(scope, 'store_product_choices').where('product_id', '=', productId).execute();
  await deleteFromSite(scope, 'store_variants').where('product_id', '=', productId).execute();
  if (options.length > 0) {
    await insertIntoSite(
      scope,
      'store_product_options',
      options.map((o, position) => ({
        product_id: productId,
        position,
        name: o.name,
        option_type: o.optionType,
      })),
    ).execute();
    const choices = options.flatMap((o, optionPosition) =>
      o.choices.map((c, position) => ({
        product_id: productId,
        option_position: optionPosition,
        position,
        value: c.value,
        description: c.description,
        media_ids: JSON.stringify(c.mediaIds),
      })),
    );
    for (const part of chunks(choices, 200))
      await insertIntoSite(scope, 'store_product_choices', part).execute();
  }
  await insertVariants(scope, productId, variants);
}

export async function insertVariants(
  scope: SiteScope,
  productId: string,
  variants: readonly VariantRecord[],
) {
  const rows = variants.map((v, position) => ({
    product_id: productId,
    id: v.id,
    position,
    choices: JSON.stringify(v.choices),
    price_minor: v.priceMinor,
    cost_minor: v.costMinor,
    weight: v.weight,
    sku: v.sku,
    visible: v.visible ? 1 : 0,
  }));
  for (const part of chunks(rows, 100)) await insertIntoSite(scope, 'store_variants', part).execute();
}

/** Saves a variant's own values (price, cost, weight, sku, visible). */
export async function updateVariantRow(scope: SiteScope, productId: string, v: VariantRecord): Promise<void> {
  await scope.db
    .updateTable('store_variants')
    .set({
      price_minor: v.priceMinor,
      cost_minor: v.costMinor,
      weight: v.weight,
      sku: v.sku,
      visible: v.visible ? 1 : 0,
    })
    .where('site_id', '=', scope.siteId)
    .where('product_id', '=', productId)
    .where('id', '=', v.id)
    .execute();
}

/** Choices' media ids, saved after a media change. */
export async function saveChoiceMedia(scope: SiteScope, productId: string, options: readonly OptionRecord[]) {
  for (const [optionPosition, option] of options.entries()) {
    for (const [position, choice] of option.choices.entries()) {
      await scope.db
        .updateTable('store_product_choices')
        .set({ media_ids: JSON.stringify(choice.mediaIds) })
        .where('site_id', '=', scope.siteId)
        .where('product_id', '=', productId)
        .where('option_position', '=', optionPosition)
        .where('position', '=', position)
        .execute();
    }
  }
}

/** Deletes a product and everything that hangs off it. */
export async function deleteProductRows(scope: SiteScope, id: string): Promise<boolean> {
  const result = await deleteFromSite(scope, 'store_products').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  for (const table of [
    'store_product_options',
    'store_product_choices',
    'store_variants',
    'store_product_media',
    'store_product_collections',
  ] as const) {
    await deleteFromSite(scope, table).where('product_id', '=', id).execute();
  }
  return true;
}

export const findCollection = (scope: SiteScope, id: string): Promise<StoreCollectionsTable | undefined> =>
  selectFromSite(scope, 'store_collections').selectAll().where('id', '=', id).executeTakeFirst();

export const findCollectionBySlug = (scope: SiteScope, slug: string) =>
  selectFromSite(scope, 'store_collections').selectAll().where('slug', '=', slug).executeTakeFirst();

/** Products in each collection (the "All Products" collection counts every product). */
export async function productCounts(
  scope: SiteScope,
  collectionIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (collectionIds.length === 0) return counts;
  const rows = await selectFromSite(scope, 'store_product_collections')
    .select(['collection_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('collection_id', 'in', [...collectionIds])
    .groupBy('collection_id')
    .execute();
  for (const row of rows) counts.set(row.collection_id, Number(row.n));
  return counts;
}

export async function countProducts(scope: SiteScope, visibleOnly: boolean): Promise<number> {
  let query = selectFromSite(scope, 'store_products').select((eb) =>
    eb.fn.countAll<number | string>().as('n'),
  );
  if (visibleOnly) query = query.where('visible', '=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Answers the ids of `ids` that are products of the site. */
export async function existingProductIds(scope: SiteScope, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await selectFromSite(scope, 'store_products').select('id').where('id', 'in', part).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
