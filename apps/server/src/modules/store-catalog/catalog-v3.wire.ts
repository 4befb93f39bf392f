import { createHash } from 'node:crypto';
import type { V3Product, V3ProductMedia, V3RequestedField, V3Variant } from '@tessera/contracts/catalog-v3';
import { money, toWireMoney } from '../../platform/money/index.ts';
import type { ProductStock } from '../store-inventory/index.ts';
import type { MediaRecord, ProductRecord } from './catalog.store.ts';
import { pricingOf, toProductOptions, variantMedia, variantStockOf } from './catalog.wire.ts';
import { nameKeyOf, type LabelIds } from './brands-ribbons.service.ts';

// Catalog v3 is a shape, not a store: the v1 product record (catalog.store.ts) shaped under the v3
// names. Option and choice ids, which v1 does not have, are derived from the names, so they are the
// same on every read and a variant's choices point at its product's options.

export interface V3WireOptions {
  fields: ReadonlySet<V3RequestedField>;
  /** The caller may read merchant data (cost range) and asked for it. */
  merchant: boolean;
  /** Get and get-by-slug answer the variants; list calls do not. */
  includeVariants: boolean;
  publicUrl: string;
  /** The ids of the Catalog v3 brands and ribbons the products name (by name key), when loaded. */
  labelIds?: LabelIds;
}

/** A stable UUID-shaped id from names (option and choice ids v1 does not store). */
export function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const optionIdOf = (productId: string, optionName: string) => derivedId(productId, 'option', optionName);
const choiceIdOf = (productId: string, optionName: string, choice: string) =>
  derivedId(productId, 'choice', optionName, choice);

const price = (minor: number, currency: string) => toWireMoney('ECOM_PRICE', money(minor, currency));

function v3Media(item: MediaRecord, thumbnail: boolean): V3ProductMedia {
  return {
    id: item.id,
    url: item.url,
    ...(item.media_type === 'image' ? { image: item.url } : {}),
    ...(item.title ? { altText: item.title, displayName: item.title } : {}),
    mediaType: item.media_type === 'video' ? 'VIDEO' : 'IMAGE',
    ...(thumbnail ? { thumbnail: { url: item.url, width: item.width, height: item.height } } : {}),
  };
}

/** IN_STOCK when every variant is, OUT_OF_STOCK when none is (preorder counts as available). */
function inventoryOf(stock: ProductStock | undefined): V3Product['inventory'] {
  const variants = stock?.variants ?? [];
  const available = variants.filter((v) => v.inStock || v.availableForPreorder).length;
  const preorder = variants.filter((v) => v.availableForPreorder).length;
  const some = (n: number) => (n === 0 ? 'NONE' : n === variants.length ? 'ALL' : 'SOME');
  const availability = variants.length === 0 ? 'ALL' : some(available);
  const preorders = variants.length === 0 || !stock?.preorder.enabled ? 'NONE' : some(preorder);
  return {
    availabilityStatus:
      availability === 'ALL'
        ? 'IN_STOCK'
        : availability === 'NONE'
          ? 'OUT_OF_STOCK'
          : 'PARTIALLY_OUT_OF_STOCK',
    preorderStatus: preorders === 'ALL' ? 'ENABLED' : preorders === 'NONE' ? 'DISABLED' : 'PARTIALLY_ENABLED',
    preorderAvailability:
      preorders === 'ALL' ? 'ALL_VARIANTS' : preorders === 'NONE' ? 'NO_VARIANTS' : 'SOME_VARIANTS',
  };
}

function range(values: number[], currency: string) {
  const list = values.length ? values : [0];
  return { minValue: price(Math.min(...list), currency), maxValue: price(Math.max(...list), currency) };
}

/** A product's brand or ribbon: its name, and the id of the v3 entity of that name when there is one. */
function labelOf(name: string, ids: ReadonlyMap<string, string> | undefined) {
  const id = ids?.get(nameKeyOf(name));
  return id ? { id, name } : { name };
}

/** A stored product as the Catalog v3 product. */
export function toV3Product(
  record: ProductRecord,
  stock: ProductStock | undefined,
  options: V3WireOptions,
): V3Product {
  const { row } = record;
  const { currency } = row;
  const productId = row.id;
  const fields = options.fields;
  const thumbnails = fields.has('THUMBNAIL');
  // Visitors are offered visible variants only; prices range over those.
  const offered = record.variants.filter((v) => v.visible);
  const pricings = (offered.length ? offered : record.variants).map((v) => pricingOf(record, v));
  const v1Options = toProductOptions(record, stock);
  const main = record.media[0];
  return {
    id: productId,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    name: row.name,
    slug: row.slug,
    ...(fields.has('URL') ? { url: `${options.publicUrl}/product-page/${row.slug}` } : {}),
    ...(fields.has('PLAIN_DESCRIPTION') ? { plainDescription: row.description ?? '' } : {}),
    visible: row.visible === 1,
    visibleInPos: row.visible === 1,
    media: {
      ...(main ? { main: v3Media(main, thumbnails) } : {}),
      ...(fields.has('MEDIA_ITEMS_INFO')
        ? { itemsInfo: { items: record.media.map((m) => v3Media(m, thumbnails)) } }
        : {}),
    },
    options: v1Options.map((option) => ({
      id: optionIdOf(productId, option.name),
      key: option.name,
      name: option.name,
      optionRenderType: option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      choicesSettings: {
        choices: option.choices.map((choice) => ({
          choiceId: choiceIdOf(productId, option.name, choice.description),
          key: choice.description,
          name: choice.description,
          choiceType: option.optionType === 'color' ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(option.optionType === 'color' ? { colorCode: choice.value } : {}),
          inStock: choice.inStock,
          visible: choice.visible,
        })),
      },
    })),
    modifiers: [],
    ...(row.brand ? { brand: labelOf(row.brand, options.labelIds?.brand) } : {}),
    ...(row.ribbon ? { ribbon: labelOf(row.ribbon, options.labelIds?.ribbon) } : {}),
    infoSections: [],
    additionalRibbons: [],
    ...(row.product_type === 'digital' ? {} : { physicalProperties: {} }),
    inventory: inventoryOf(stock),
    productType: row.product_type === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    ...(fields.has('CURRENCY') ? { currency } : {}),
    actualPriceRange: range(
      pricings.map((p) => p.discountedMinor),
      currency,
    ),
    compareAtPriceRange: range(
      pricings.map((p) => p.priceMinor),
      currency,
    ),
    ...(options.merchant && fields.has('MERCHANT_DATA')
      ? {
          costRange: range(
            pricings.map((p) => p.costMinor),
            currency,
          ),
        }
      : {}),
    ...(options.includeVariants
      ? { variantsInfo: { variants: record.variants.map((v) => v3Variant(record, v, stock, options)) } }
      : {}),
    variantSummary: { variantCount: record.variants.length },
  };
}

function v3Variant(
  record: ProductRecord,
  variant: ProductRecord['variants'][number],
  stock: ProductStock | undefined,
  options: V3WireOptions,
): V3Variant {
  const { row } = record;
  const pricing = pricingOf(record, variant);
  const names = options.fields.has('VARIANT_OPTION_CHOICE_NAMES');
  const renderOf = (optionName: string) =>
    record.options.find((o) => o.name === optionName)?.optionType === 'color'
      ? 'SWATCH_CHOICES'
      : 'TEXT_CHOICES';
  const image = variantMedia(record, variant)[0];
  const variantStock = variantStockOf(stock, variant.id);
  const preorder = stock?.variants.find((v) => v.variantId === variant.id)?.availableForPreorder ?? false;
  return {
    id: variant.id,
    visible: variant.visible,
    sku: pricing.sku || null,
    choices: Object.keys(variant.choices).map((optionName) => ({
      optionChoiceIds: {
        optionId: optionIdOf(row.id, optionName),
        choiceId: choiceIdOf(row.id, optionName, variant.choices[optionName]!),
      },
      ...(names
        ? {
            optionChoiceNames: {
              optionName,
              choiceName: variant.choices[optionName]!,
              renderType: renderOf(optionName),
            },
          }
        : {}),
    })),
    price: {
      actualPrice: price(pricing.discountedMinor, row.currency),
      ...(pricing.discountedMinor !== pricing.priceMinor
        ? { compareAtPrice: price(pricing.priceMinor, row.currency) }
        : {}),
    },
    ...(row.product_type === 'digital' ? {} : { physicalProperties: { weight: pricing.weight } }),
    ...(image ? { media: v3Media(image, options.fields.has('THUMBNAIL')) } : {}),
    inventoryStatus: { inStock: variantStock.inStock, preorderEnabled: preorder },
  };
}
