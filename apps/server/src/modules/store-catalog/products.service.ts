import { DEFAULT_VARIANT_ID, type VariantOverride } from '@tessera/contracts/catalog';
import type { InputOf, ResponseOf, catalogRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { selectFromSite, updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { createStock, deleteStock, stockOf } from '../store-inventory/index.ts';
import { storeCurrencyOf } from '../store-settings/index.ts';
import { toMinor } from './catalog-money.ts';
import { catalogUnit, freeSlug, invalid, productNotFound } from './catalog-unit.ts';
import { recordCatalogEvent } from './catalog-events.ts';
import {
  deleteProductRows,
  insertVariants,
  loadProduct,
  lockProduct,
  replaceStructure,
  updateVariantRow,
  type OptionRecord,
  type ProductRecord,
  type VariantRecord,
} from './catalog.store.ts';
import { toWireProduct } from './catalog.wire.ts';
import { ownEntries } from './own-record.ts';
import { productFields, variantsFor, type ProductFields } from './product-input.ts';
import type { StoreProductsTable } from './store-catalog.schema.ts';

export interface CatalogDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  publicUrl: string;
}

type ProductAnswer = ResponseOf<typeof R.getProduct>;

/**
 * Product writes (stores v1): create, update (the fields sent), delete, variants, options, brand
 * and ribbon. Each is one unit of work: the product row locked, the next state computed and
 * checked, then written with its stock rows and domain events; the answer is read after commit.
 */
export class ProductsService {
  constructor(private readonly deps: CatalogDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  /** The product as its manager reads it (the write routes' answer). */
  async ownerView(caller: Caller, id: string): Promise<ProductAnswer> {
    const record = await loadProduct({ db: this.deps.db, siteId: caller.siteId }, id);
    if (!record) throw productNotFound(id);
    const stock = (await stockOf(this.deps.db, caller.siteId, [id])).get(id);
    return {
      product: toWireProduct(record, stock, {
        merchant: true,
        includeVariants: true,
        publicUrl: this.deps.publicUrl,
      }),
    };
  }

  async create(caller: Caller, input: InputOf<typeof R.createProduct>): Promise<ProductAnswer> {
    const currency = await storeCurrencyOf(this.deps.db, caller.siteId);
    const fields = productFields(input.product, currency, true);
    const options = fields.options ?? [];
    const id = newId();
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const now = this.now();
      const variants = variantsFor(options);
      const slug = await freeSlug(
        unit,
        'store_products',
        { wanted: fields.slug, name: fields.name!, fallback: 'product' },
        'product.slug',
      );
      const last = await selectFromSite(unit, 'store_products')
        .select((eb) => eb.fn.max('numeric_id').as('n'))
        .executeTakeFirst();
      await unit.db
        .insertInto('store_products')
        .values({
          ...rowOf(fields, { currency, now }),
          id,
          site_id: caller.siteId,
          numeric_id: Number(last?.n ?? 0) + 1,
          slug,
          revision: 1,
          created_date: now,
          updated_date: now,
        })
        .execute();
      await replaceStructure(unit, id, options, variants);
      await createStock(
        unit,
        caller.siteId,
        id,
        variants.map((v) => ({ variantId: v.id })),
        { trackQuantity: false },
        now,
      );
      await recordCatalogEvent(
        unit,
        'product_created',
        id,
        { productId: id, name: fields.name!, slug, visible: fields.visible ?? true },
        now,
      );
    });
    return this.ownerView(caller, id);
  }

  async update(caller: Caller, id: string, input: InputOf<typeof R.updateProduct>): Promise<ProductAnswer> {
    if (input.product.id && input.product.id !== id) {
      throw validationError([violation('product.id', 'must be the id of the path', 'VALIDATION')]);
    }
    const existing = await selectFromSite({ db: this.deps.db, siteId: caller.siteId }, 'store_products')
      .select('currency')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw productNotFound(id);
    const fields = productFields(input.product, existing.currency, false);
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      const now = this.now();
      const slug =
        fields.slug !== undefined && fields.slug !== record.row.slug
          ? await freeSlug(
              unit,
              'store_products',
              { wanted: fields.slug, name: '', fallback: 'product' },
              'product.slug',
              id,
            )
          : undefined;
      const {
        id: _id,
        site_id: _site,
        numeric_id: _n,
        created_date: _c,
        slug: _s,
        revision: _r,
        ...columns
      } = rowOf(fields, { currency: record.row.currency, now }, record.row) as StoreProductsTable;
      await updateSiteTable(unit, 'store_products')
        .set({ ...columns, ...(slug ? { slug } : {}), revision: record.row.revision + 1, updated_date: now })
        .where('id', '=', id)
        .execute();
      if (fields.options) await this.replaceOptions(unit, record, fields.options, now);
      if (fields.manageVariants === false && record.row.manage_variants === 1)
        await this.resetVariants(unit, record);
      await recordCatalogEvent(
        unit,
        'product_changed',
        id,
        { productId: id, changedFields: changedFieldsOf(input.product) },
        now,
      );
    });
    return this.ownerView(caller, id);
  }

  /** New options: variants regenerated (a combination that existed keeps its id and values), stock rows follow. */
  private async replaceOptions(unit: SiteTx, record: ProductRecord, options: OptionRecord[], now: string) {
    const id = record.row.id;
    // A choice that stays keeps its media.
    const kept = options.map((o) => {
      const before = record.options.find((b) => b.name === o.name);
      return {
        ...o,
        choices: o.choices.map((c) => ({
          ...c,
          mediaIds: before?.choices.find((b) => b.description === c.description)?.mediaIds ?? [],
        })),
      };
    });
    const variants = variantsFor(kept, record.variants);
    await replaceStructure(unit, id, kept, variants);
    const ids = new Set(variants.map((v) => v.id));
    const gone = record.variants.filter((v) => !ids.has(v.id)).map((v) => v.id);
    const before = new Set(record.variants.map((v) => v.id));
    const added = variants.filter((v) => !before.has(v.id));
    await deleteStock(unit, unit.siteId, id, gone);
    if (added.length > 0) {
      const tracked = (await stockOf(unit.db, unit.siteId, [id])).get(id)?.trackQuantity ?? false;
      await createStock(
        unit,
        unit.siteId,
        id,
        added.map((v) => ({ variantId: v.id })),
        { trackQuantity: tracked },
        now,
      );
    }
    await recordCatalogEvent(
      unit,
      'product_variants_changed',
      id,
      {
        productId: id,
        variants: variants.map((v) => ({
          variantId: v.id,
          choices: { ...v.choices },
          changedFields: ['choices'],
        })),
      },
      now,
    );
  }

  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      if (!(await deleteProductRows(unit, id))) throw productNotFound(id);
      await deleteStock(unit, caller.siteId, id);
      await recordCatalogEvent(unit, 'product_deleted', id, { productId: id }, this.now());
    });
    return {};
  }

  async updateVariants(
    caller: Caller,
    id: string,
    input: InputOf<typeof R.updateVariants>,
  ): Promise<ResponseOf<typeof R.updateVariants>> {
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      if (record.row.manage_variants !== 1 && record.options.length > 0) {
        throw invalid('VARIANTS_NOT_MANAGED', 'Set manageVariants to true before changing variants');
      }
      const changed = new Map<string, { variant: VariantRecord; fields: Set<string> }>();
      for (const [i, override] of input.variants.entries()) {
        for (const variant of selectVariants(record, override, `variants[${i}]`)) {
          const entry = changed.get(variant.id) ?? { variant: { ...variant }, fields: new Set<string>() };
          applyOverride(entry, override, record.row.currency, `variants[${i}]`);
          changed.set(variant.id, entry);
        }
      }
      for (const { variant } of changed.values()) await updateVariantRow(unit, id, variant);
      const now = this.now();
      await this.touch(unit, record, now);
      await recordCatalogEvent(
        unit,
        'product_variants_changed',
        id,
        {
          productId: id,
          variants: [...changed.values()].map(({ variant, fields }) => ({
            variantId: variant.id,
            choices: { ...variant.choices },
            changedFields: [...fields],
          })),
        },
        now,
      );
    });
    const { product } = await this.ownerView(caller, id);
    return { variants: product.variants ?? [] };
  }

  async resetAllVariantData(caller: Caller, id: string): Promise<Record<string, never>> {
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      const now = this.now();
      await this.resetVariants(unit, record);
      await this.touch(unit, record, now);
      await recordCatalogEvent(
        unit,
        'product_variants_changed',
        id,
        {
          productId: id,
          variants: record.variants.map((v) => ({
            variantId: v.id,
            choices: { ...v.choices },
            changedFields: ['variant'],
          })),
        },
        now,
      );
    });
    return {};
  }

  private async resetVariants(unit: SiteTx, record: ProductRecord) {
    for (const v of record.variants) {
      await updateVariantRow(unit, record.row.id, {
        ...v,
        priceMinor: null,
        costMinor: null,
        weight: null,
        sku: null,
        visible: true,
      });
    }
  }

  /** Options removed: the product is left with its default variant (and its stock row). */
  async deleteOptions(caller: Caller, id: string): Promise<Record<string, never>> {
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      const now = this.now();
      if (record.options.length > 0) {
        const variants = variantsFor([]);
        await replaceStructure(unit, id, [], []);
        await insertVariants(unit, id, variants);
        await deleteStock(unit, caller.siteId, id);
        await createStock(
          unit,
          caller.siteId,
          id,
          [{ variantId: DEFAULT_VARIANT_ID }],
          { trackQuantity: false },
          now,
        );
      }
      await updateSiteTable(unit, 'store_products')
        .set({ manage_variants: 0, revision: record.row.revision + 1, updated_date: now })
        .where('id', '=', id)
        .execute();
      await recordCatalogEvent(
        unit,
        'product_changed',
        id,
        { productId: id, changedFields: ['productOptions', 'variants'] },
        now,
      );
    });
    return {};
  }

  /** RemoveBrand / RemoveRibbon. */
  async clearField(caller: Caller, id: string, field: 'brand' | 'ribbon'): Promise<Record<string, never>> {
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      const now = this.now();
      await updateSiteTable(unit, 'store_products')
        .set({ [field]: null, revision: record.row.revision + 1, updated_date: now })
        .where('id', '=', id)
        .execute();
      await recordCatalogEvent(unit, 'product_changed', id, { productId: id, changedFields: [field] }, now);
    });
    return {};
  }

  private async touch(unit: SiteTx, record: ProductRecord, now: string) {
    await updateSiteTable(unit, 'store_products')
      .set({ revision: record.row.revision + 1, updated_date: now })
      .where('id', '=', record.row.id)
      .execute();
  }
}

/** The row columns the fields set, over `base` (an update) or the defaults (a create). */
function rowOf(
  f: ProductFields,
  context: { currency: string; now: string },
  base?: StoreProductsTable,
): Omit<
  StoreProductsTable,
  'id' | 'site_id' | 'numeric_id' | 'slug' | 'revision' | 'created_date' | 'updated_date'
> {
  const pick = <K extends keyof StoreProductsTable>(
    key: K,
    value: StoreProductsTable[K] | undefined,
    fallback: StoreProductsTable[K],
  ) => (value !== undefined ? value : base ? base[key] : fallback);
  return {
    name: pick('name', f.name, ''),
    visible: pick('visible', f.visible === undefined ? undefined : f.visible ? 1 : 0, 1),
    product_type: pick('product_type', f.productType, 'physical'),
    description: pick('description', f.description, null),
    sku: pick('sku', f.sku, null),
    weight: pick('weight', f.weight, null),
    currency: base?.currency ?? context.currency,
    price_minor: pick('price_minor', f.priceMinor, 0),
    cost_minor: pick('cost_minor', f.costMinor, null),
    discount_type: pick('discount_type', f.discount?.type, 'NONE'),
    discount_value: pick('discount_value', f.discount?.value, 0),
    ppu_total_quantity: pick(
      'ppu_total_quantity',
      f.perUnit === undefined ? undefined : (f.perUnit?.totalQuantity ?? null),
      null,
    ),
    ppu_total_unit: pick(
      'ppu_total_unit',
      f.perUnit === undefined ? undefined : (f.perUnit?.totalUnit ?? null),
      null,
    ),
    ppu_base_quantity: pick(
      'ppu_base_quantity',
      f.perUnit === undefined ? undefined : (f.perUnit?.baseQuantity ?? null),
      null,
    ),
    ppu_base_unit: pick(
      'ppu_base_unit',
      f.perUnit === undefined ? undefined : (f.perUnit?.baseUnit ?? null),
      null,
    ),
    manage_variants: pick(
      'manage_variants',
      f.manageVariants === undefined ? undefined : f.manageVariants ? 1 : 0,
      0,
    ),
    brand: pick('brand', f.brand, null),
    ribbon: pick('ribbon', f.ribbon, null),
    info_sections: pick('info_sections', f.infoSections, '[]'),
    seo_data: pick('seo_data', f.seoData, null),
    dimensions: pick('dimensions', f.dimensions, null),
  };
}

const READ_ONLY = new Set([
  'id',
  'weightRange',
  'stock',
  'convertedPriceData',
  'priceRange',
  'costRange',
  'ribbons',
  'media',
  'customTextFields',
  'productPageUrl',
  'numericId',
  'inventoryItemId',
  'collectionIds',
  'variants',
  'lastUpdated',
  'createdDate',
]);
const changedFieldsOf = (product: object): string[] => Object.keys(product).filter((k) => !READ_ONLY.has(k));

/** The variants an override names: by ids (each must exist) or by choices (every variant that matches them). */
function selectVariants(record: ProductRecord, override: VariantOverride, field: string): VariantRecord[] {
  if (override.variantIds && override.variantIds.length > 0) {
    return override.variantIds.map((variantId, j) => {
      const found = record.variants.find((v) => v.id === variantId);
      if (!found)
        throw validationError([
          violation(`${field}.variantIds[${j}]`, 'is not a variant of the product', 'VALIDATION'),
        ]);
      return found;
    });
  }
  const chosen = ownEntries(override.choices);
  if (chosen.length === 0) {
    throw validationError([
      violation(`${field}.choices`, 'name the variants by choices or variantIds', 'REQUIRED_ONE_OF_FIELD'),
    ]);
  }
  for (const [name, choice] of chosen) {
    const option = record.options.find((o) => o.name === name);
    if (!option || !option.choices.some((c) => c.description === choice || c.value === choice)) {
      throw validationError([
        violation(`${field}.choices`, `the product has no choice ${choice} of option ${name}`, 'VALIDATION'),
      ]);
    }
  }
  return record.variants.filter((v) =>
    chosen.every(([name, choice]) => {
      const option = record.options.find((o) => o.name === name)!;
      const description = option.choices.find(
        (c) => c.description === choice || c.value === choice,
      )!.description;
      return Object.hasOwn(v.choices, name) && v.choices[name] === description;
    }),
  );
}

function applyOverride(
  entry: { variant: VariantRecord; fields: Set<string> },
  o: VariantOverride,
  currency: string,
  field: string,
) {
  const v = entry.variant;
  if (o.price !== undefined) {
    v.priceMinor = o.price === null ? null : toMinor(o.price, currency, `${field}.price`);
    entry.fields.add('price');
  }
  if (o.cost !== undefined) {
    v.costMinor = o.cost === null ? null : toMinor(o.cost, currency, `${field}.cost`);
    entry.fields.add('cost');
  }
  if (o.weight !== undefined) {
    v.weight = o.weight;
    entry.fields.add('weight');
  }
  if (o.sku !== undefined) {
    v.sku = o.sku || null;
    entry.fields.add('sku');
  }
  if (o.visible !== undefined && o.visible !== null) {
    v.visible = o.visible;
    entry.fields.add('visible');
  }
}
