import { DEFAULT_VARIANT_ID, STORES_APP_ID } from '@tessera/contracts/catalog';
import type { Executor } from '../../platform/db.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { stockOf, type ProductStock } from '../store-inventory/index.ts';
import { loadProducts, type ProductRecord, type VariantRecord } from './catalog.store.ts';
import { ProductRecords, catalogVersionIn } from './catalog-queries.records.ts';
import { pricingOf, variantMedia, variantStockOf } from './catalog.wire.ts';
import { ownEntries } from './own-record.ts';

/**
 * The catalog port (store-cart, store-orders, back-in-stock use it through index.ts): catalog
 * references resolved to what a cart line needs — name, price, weight, image, the chosen options,
 * visibility and stock — read in a few statements for any number of lines.
 */

/** A line's reference to the catalog (ecom `catalogReference`, v1 integration). */
export interface CatalogRef {
  catalogItemId: string;
  /** The stores app id; another app's item is not the catalog's (answered undefined). */
  appId?: string;
  options?: {
    variantId?: string;
    /** Option name → choice description (or value), when no variant id is given. */
    options?: Record<string, string>;
    [other: string]: unknown;
  } | null;
}

export interface CatalogItemImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export interface CatalogItemStock {
  trackQuantity: boolean;
  /** Null while untracked. */
  quantity: number | null;
  inStock: boolean;
  /** Buyable beyond the stock (preorder enabled and the variant out of stock). */
  preorder: boolean;
}

export interface CatalogItem {
  productId: string;
  variantId: string;
  name: string;
  productType: 'physical' | 'digital';
  sku: string;
  currency: string;
  /** Unit price before the product's discount, minor units. */
  priceMinor: number;
  /** Unit price after the product's discount, minor units: what a cart charges. */
  discountedPriceMinor: number;
  weight: number;
  image?: CatalogItemImage;
  /** The chosen options in option order (a color's hex code in `color`). */
  descriptionLines: Array<{ name: string; value: string; color?: string }>;
  /** Product and variant both visible. */
  visible: boolean;
  slug: string;
  /** Explicit collections (not "All Products"). */
  collectionIds: string[];
  stock: CatalogItemStock;
}

/** How the port reads product records: afresh (by default) or kept across requests (`keptCatalogItems`). */
type LoadRecords = (db: Executor, siteId: string, ids: readonly string[]) => Promise<ProductRecord[]>;
const freshRecords: LoadRecords = (db, siteId, ids) => loadProducts(siteScope(db, siteId), ids);

/** Per reference, the resolved item, or undefined (no such product or variant, another app, no variant chosen). */
export async function findCatalogItems(
  db: Executor,
  siteId: string,
  refs: readonly CatalogRef[],
  load: LoadRecords = freshRecords,
): Promise<Array<CatalogItem | undefined>> {
  const ours = refs.map((ref) => (!ref.appId || ref.appId === STORES_APP_ID ? ref : undefined));
  const ids = ours.flatMap((ref) =>
    ref && typeof ref.catalogItemId === 'string' ? [ref.catalogItemId] : [],
  );
  const records = new Map((await load(db, siteId, ids)).map((r) => [r.row.id, r]));
  const stocks =
    records.size > 0 ? await stockOf(db, siteId, [...records.keys()]) : new Map<string, ProductStock>();
  return ours.map((ref) => {
    const record = ref && records.get(ref.catalogItemId);
    if (!ref || !record) return undefined;
    const variant = chosenVariant(record, ref.options ?? undefined);
    return variant ? toCatalogItem(record, variant, stocks.get(record.row.id)) : undefined;
  });
}

/**
 * `findCatalogItems` whose product records are kept across requests (one keeper per app), under
 * the catalog's version read on the caller's executor — inside a unit of work, in its transaction
 * — so the same catalog state is answered as by a fresh read: one version lookup instead of six
 * statements (product, options, choices, variants, media, collections). Stock is read every time.
 */
export function keptCatalogItems(): typeof findCatalogItems {
  const records = new ProductRecords(catalogVersionIn);
  return (db, siteId, refs) =>
    findCatalogItems(db, siteId, refs, async (on, site, ids) => records.load(on, site, ids));
}

/** The variant a reference names: by id, by its choices, or the only one. */
export function chosenVariant(
  record: ProductRecord,
  options: CatalogRef['options'] | undefined,
): VariantRecord | undefined {
  if (options?.variantId) return record.variants.find((v) => v.id === options.variantId);
  const chosen = ownEntries(options?.options);
  if (chosen.length > 0) return variantByChoices(record, chosen);
  if (record.options.length === 0)
    return record.variants.find((v) => v.id === DEFAULT_VARIANT_ID) ?? record.variants[0];
  return undefined;
}

/** The one variant whose every option is chosen (by choice description or value). */
export function variantByChoices(
  record: ProductRecord,
  chosen: ReadonlyArray<readonly [string, string]>,
): VariantRecord | undefined {
  if (chosen.length !== record.options.length) return undefined;
  const wanted = new Map<string, string>();
  for (const [name, picked] of chosen) {
    const option = record.options.find((o) => o.name === name);
    const choice = option?.choices.find((c) => c.description === picked || c.value === picked);
    if (!choice) return undefined;
    wanted.set(name, choice.description);
  }
  return record.variants.find((v) =>
    [...wanted].every(
      ([name, description]) => Object.hasOwn(v.choices, name) && v.choices[name] === description,
    ),
  );
}

function toCatalogItem(
  record: ProductRecord,
  variant: VariantRecord,
  stock: ProductStock | undefined,
): CatalogItem {
  const p = pricingOf(record, variant);
  const image = variantMedia(record, variant).find((m) => m.media_type === 'image');
  const variantStock = variantStockOf(stock, variant.id);
  const found = stock?.variants.find((v) => v.variantId === variant.id);
  return {
    productId: record.row.id,
    variantId: variant.id,
    name: record.row.name,
    productType: record.row.product_type === 'digital' ? 'digital' : 'physical',
    sku: p.sku,
    currency: record.row.currency,
    priceMinor: p.priceMinor,
    discountedPriceMinor: p.discountedMinor,
    weight: p.weight,
    ...(image ? { image: { id: image.id, url: image.url, width: image.width, height: image.height } } : {}),
    descriptionLines: record.options.flatMap((option) => {
      if (!Object.hasOwn(variant.choices, option.name)) return [];
      const description = variant.choices[option.name]!;
      const choice = option.choices.find((c) => c.description === description);
      return [
        option.optionType === 'color' && choice
          ? { name: option.name, value: description, color: choice.value }
          : { name: option.name, value: description },
      ];
    }),
    visible: record.row.visible === 1 && variant.visible,
    slug: record.row.slug,
    collectionIds: [...record.collectionIds],
    stock: {
      trackQuantity: variantStock.trackQuantity,
      quantity: variantStock.trackQuantity ? (variantStock.quantity ?? 0) : null,
      inStock: variantStock.inStock,
      preorder: found?.availableForPreorder ?? false,
    },
  };
}
