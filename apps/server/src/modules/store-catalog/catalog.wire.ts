import {
  ALL_PRODUCTS_COLLECTION_ID,
  type Collection,
  type Media,
  type MediaItem,
  type Product,
  type ProductOption,
  type SeoSchema,
  type StoreVariant,
  type Variant,
} from '@tessera/contracts/catalog';
import type { ProductStock, VariantStock } from '../store-inventory/index.ts';
import { costAndProfit, discounted, priceData, toNumber, type PerUnit } from './catalog-money.ts';
import {
  asNullableNumber,
  asNumber,
  type MediaRecord,
  type ProductRecord,
  type VariantRecord,
} from './catalog.store.ts';
import { collectionMedia } from './collections.media.ts';
import type { StoreCollectionsTable } from './store-catalog.schema.ts';

// A stored product becomes the wire product here and nowhere else: reads, the write routes'
// answers, the port's catalog items and H53's listings all shape through these functions.

export interface WireOptions {
  /** Owner asked for merchant data (`includeMerchantSpecificData`): cost, profit, cost range. */
  merchant: boolean;
  /** Include `variants` (GetProduct does; listings only when asked). */
  includeVariants: boolean;
  /** The server's public origin, the product page URL's base. */
  publicUrl: string;
}

/** The price numbers of one variant: own or the product's, and after the product's discount. */
export interface VariantPricing {
  priceMinor: number;
  discountedMinor: number;
  costMinor: number;
  weight: number;
  sku: string;
}

export const perUnitOf = (row: ProductRecord['row']): PerUnit | null =>
  row.ppu_total_quantity !== null && row.ppu_base_quantity !== null
    ? { totalQuantity: Number(row.ppu_total_quantity), baseQuantity: Number(row.ppu_base_quantity) }
    : null;

export function pricingOf(record: ProductRecord, variant: VariantRecord | undefined): VariantPricing {
  const { row } = record;
  const priceMinor = variant?.priceMinor ?? asNumber(row.price_minor);
  return {
    priceMinor,
    discountedMinor: discounted(
      priceMinor,
      discountTypeOf(row.discount_type),
      Number(row.discount_value),
      row.currency,
    ),
    costMinor: variant?.costMinor ?? asNullableNumber(row.cost_minor) ?? 0,
    weight: variant?.weight ?? (row.weight === null ? 0 : Number(row.weight)),
    sku: variant?.sku ?? row.sku ?? '',
  };
}

const discountTypeOf = (value: string): 'NONE' | 'AMOUNT' | 'PERCENT' =>
  value === 'AMOUNT' || value === 'PERCENT' ? value : 'NONE';

/** A variant's stock as v1 shows it; a variant without a stock row is untracked and in stock. */
export function variantStockOf(
  stock: ProductStock | undefined,
  variantId: string,
): {
  trackQuantity: boolean;
  quantity?: number | null;
  inStock: boolean;
} {
  const found: VariantStock | undefined = stock?.variants.find((v) => v.variantId === variantId);
  if (!found) return { trackQuantity: false, inStock: true };
  return found.trackQuantity
    ? { trackQuantity: true, quantity: found.quantity, inStock: found.inStock }
    : { trackQuantity: false, inStock: found.inStock };
}

export function toMediaItem(item: MediaRecord): MediaItem {
  const size = { url: item.url, width: item.width, height: item.height };
  return item.media_type === 'video'
    ? {
        id: item.id,
        mediaType: 'video',
        title: item.title ?? '',
        video: { files: [size], stillFrameMediaId: '' },
      }
    : { id: item.id, mediaType: 'image', title: item.title ?? '', image: size };
}

export function toMedia(items: readonly MediaRecord[]): Media {
  const wire = items.map(toMediaItem);
  return wire.length > 0 ? { mainMedia: wire[0], items: wire } : { items: [] };
}

/** The media of a choice: its media ids, in the product's media order. */
export const choiceMedia = (record: ProductRecord, mediaIds: readonly string[]): MediaRecord[] =>
  mediaIds.flatMap((id) => record.media.filter((m) => m.id === id));

/** Options with each choice's in-stock and visible flags (some variant with it is). */
export function toProductOptions(
  record: ProductRecord,
  stock: ProductStock | undefined,
  variants: readonly VariantRecord[] = record.variants,
): ProductOption[] {
  return record.options.map((option) => ({
    optionType: option.optionType,
    name: option.name,
    choices: option.choices.map((choice) => {
      const having = variants.filter(
        (v) => Object.hasOwn(v.choices, option.name) && v.choices[option.name] === choice.description,
      );
      return {
        value: choice.value,
        description: choice.description,
        media: toMedia(choiceMedia(record, choice.mediaIds)),
        inStock: having.some((v) => variantStockOf(stock, v.id).inStock),
        visible: having.some((v) => v.visible),
      };
    }),
  }));
}

export function toWireVariant(
  record: ProductRecord,
  variant: VariantRecord,
  stock: ProductStock | undefined,
  merchant: boolean,
): Variant {
  const { currency } = record.row;
  const p = pricingOf(record, variant);
  const price = priceData(p.priceMinor, p.discountedMinor, currency, perUnitOf(record.row));
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: price,
      convertedPriceData: price,
      ...(merchant ? { costAndProfitData: costAndProfit(p.costMinor, p.discountedMinor, currency) } : {}),
      weight: p.weight,
      sku: p.sku,
      visible: variant.visible,
      ...dimensionsOf(record.row.dimensions),
    },
    stock: variantStockOf(stock, variant.id),
  };
}

const range = (values: readonly number[]) =>
  values.length > 0
    ? { minValue: Math.min(...values), maxValue: Math.max(...values) }
    : { minValue: 0, maxValue: 0 };

function dimensionsOf(json: string | null): Pick<Product, 'productDimensions' | 'packageDimensions'> {
  if (!json) return {};
  const parsed = JSON.parse(json) as Pick<Product, 'productDimensions' | 'packageDimensions'>;
  return {
    ...(parsed.productDimensions ? { productDimensions: parsed.productDimensions } : {}),
    ...(parsed.packageDimensions ? { packageDimensions: parsed.packageDimensions } : {}),
  };
}

/** The product-level stock: H54's figures; none yet (a product made before its stock) is in stock. */
function productStock(stock: ProductStock | undefined): Product['stock'] {
  if (!stock || stock.variants.length === 0)
    return { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' };
  // Products v1 has no PREORDER status: a product only on preorder is out of stock there.
  const status = stock.status === 'PREORDER' ? 'OUT_OF_STOCK' : stock.status;
  return stock.trackQuantity
    ? { trackInventory: true, quantity: stock.quantity, inStock: stock.inStock, inventoryStatus: status }
    : { trackInventory: false, inStock: stock.inStock, inventoryStatus: status };
}

/** A stored product as the stores v1 wire product. */
export function toWireProduct(
  record: ProductRecord,
  stock: ProductStock | undefined,
  options: WireOptions,
): Product {
  const { row } = record;
  const { currency } = row;
  const perUnit = perUnitOf(row);
  const own = pricingOf(record, undefined);
  const price = priceData(own.priceMinor, own.discountedMinor, currency, perUnit);
  const pricings = record.variants.map((v) => pricingOf(record, v));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    visible: row.visible === 1,
    productType: row.product_type === 'digital' ? 'digital' : 'physical',
    description: row.description ?? '',
    sku: row.sku ?? '',
    weight: row.weight === null ? 0 : Number(row.weight),
    weightRange: range(pricings.map((p) => p.weight)),
    ...dimensionsOf(row.dimensions),
    stock: productStock(stock),
    price,
    priceData: price,
    convertedPriceData: price,
    priceRange: range(pricings.map((p) => toNumber(p.priceMinor, currency))),
    ...(options.merchant
      ? {
          costAndProfitData: costAndProfit(own.costMinor, own.discountedMinor, currency),
          costRange: range(pricings.map((p) => toNumber(p.costMinor, currency))),
        }
      : {}),
    ...(perUnit
      ? {
          pricePerUnitData: {
            totalQuantity: perUnit.totalQuantity,
            totalMeasurementUnit: (row.ppu_total_unit ?? 'UNSPECIFIED') as never,
            baseQuantity: perUnit.baseQuantity,
            baseMeasurementUnit: (row.ppu_base_unit ?? 'UNSPECIFIED') as never,
          },
        }
      : {}),
    additionalInfoSections: JSON.parse(row.info_sections) as Product['additionalInfoSections'],
    ribbons: row.ribbon ? [{ text: row.ribbon }] : [],
    media: toMedia(record.media),
    customTextFields: [],
    manageVariants: row.manage_variants === 1,
    productOptions: toProductOptions(record, stock),
    productPageUrl: { base: options.publicUrl, path: `/product-page/${row.slug}` },
    numericId: String(row.numeric_id),
    inventoryItemId: row.id,
    discount: { type: discountTypeOf(row.discount_type), value: Number(row.discount_value) },
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...record.collectionIds],
    ...(options.includeVariants
      ? { variants: record.variants.map((v) => toWireVariant(record, v, stock, options.merchant)) }
      : {}),
    lastUpdated: row.updated_date,
    createdDate: row.created_date,
    ...(row.seo_data ? { seoData: JSON.parse(row.seo_data) as SeoSchema } : {}),
    ...(row.ribbon ? { ribbon: row.ribbon } : {}),
    ...(row.brand ? { brand: row.brand } : {}),
  };
}

/** A variant's display name: its choices' descriptions (`Red / Large`), or the product's name. */
export const variantNameOf = (record: ProductRecord, variant: VariantRecord): string => {
  const parts = Object.keys(variant.choices).map((k) => variant.choices[k]!);
  return parts.length > 0 ? parts.join(' / ') : record.row.name;
};

export function toStoreVariant(
  record: ProductRecord,
  variant: VariantRecord,
  stock: ProductStock | undefined,
): StoreVariant {
  const p = pricingOf(record, variant);
  const image = variantMedia(record, variant)[0];
  const preorder = stock?.preorder;
  return {
    id: `${record.row.id}-${variant.id}`,
    variantId: variant.id,
    productId: record.row.id,
    variantName: variantNameOf(record, variant),
    productName: record.row.name,
    managedVariant: record.row.manage_variants === 1,
    sku: p.sku,
    stock: variantStockOf(stock, variant.id),
    choices: variant.choices,
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...record.collectionIds],
    ...(image ? { media: image.media_type === 'video' ? { video: image.url } : { image: image.url } } : {}),
    preorderInfo: preorder
      ? { enabled: preorder.enabled, message: preorder.message, limit: preorder.limit }
      : { enabled: false },
  };
}

/**
 * The media of a variant: the media of its chosen choices (the option that has choice media),
 * else the product's own media.
 */
export function variantMedia(record: ProductRecord, variant: VariantRecord | undefined): MediaRecord[] {
  if (variant) {
    for (const option of record.options) {
      if (!Object.hasOwn(variant.choices, option.name)) continue;
      const choice = option.choices.find((c) => c.description === variant.choices[option.name]);
      const media = choice ? choiceMedia(record, choice.mediaIds) : [];
      if (media.length > 0) return media;
    }
  }
  return record.media;
}

/** A stored collection (its image from `main_media`, collections.media.ts) on the wire. */
export function toWireCollection(row: StoreCollectionsTable, numberOfProducts: number): Collection {
  return {
    id: row.id,
    name: row.name,
    media: collectionMedia(row.main_media),
    numberOfProducts,
    description: row.description,
    slug: row.slug,
    visible: row.visible === 1,
  };
}
