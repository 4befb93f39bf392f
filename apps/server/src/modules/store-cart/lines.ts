import {
  DEFAULT_VARIANT_ID,
  STORES_APP_ID,
  type CatalogReference,
  type CustomLineItemInput,
  type DescriptionLine,
  type EcomLineItem,
  type ItemAvailabilityStatus,
  type ItemTypePreset,
  type LineItemInput,
  type PaymentOptionType,
  type Violation,
} from '@tessera/contracts/ecom-common';
import type { TotalsLine } from '../store-settings/index.ts';
import { money, parseMoney, toWireMoney } from '../../platform/money/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { CatalogItem, FindCatalogItems } from './catalog-port.ts';
import type { LineRow } from './cart.store.ts';

/*
 * Lines of a cart or checkout: stored as catalog references (or a custom line's own data),
 * resolved from the catalog at every read — name, today's price, image, chosen options, stock —
 * so a cart never shows a stale price and an item gone or sold out is told as a problem.
 */

/** What a custom line keeps (its price and name are the caller's). */
export interface CustomData {
  name: string;
  priceMinor: number;
  fullPriceMinor: number;
  descriptionLines: DescriptionLine[];
  media: string | null;
  url: string | null;
  itemType: { preset?: ItemTypePreset; custom?: string };
  quantityAvailable: number | null;
  weight: number | null;
  sku: string | null;
  shippable: boolean;
  paymentOption: PaymentOptionType;
  priceDescription: { original: string; translated?: string | null } | null;
  taxGroupId: string | null;
}

export interface ResolvedLine {
  readonly row: LineRow;
  readonly item: CatalogItem | null;
  readonly custom: CustomData | null;
  readonly status: ItemAvailabilityStatus;
  readonly quantityAvailable: number | null;
  readonly unitPriceMinor: number;
  readonly fullPriceMinor: number;
  /** Counted in the totals: known and not sold out. */
  readonly priced: boolean;
}

/** The options map in one canonical key order (own keys only), so the same item again matches. */
export function canonicalOptions(
  options: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  if (!options || Object.keys(options).length === 0) return null;
  return JSON.stringify(sortedDeep(options));
}

function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, sortedDeep((value as Record<string, unknown>)[key])] as const);
    // fromEntries defines own properties: a "__proto__" key stays a key, never a prototype.
    return Object.fromEntries(entries);
  }
  return value;
}

export const refOf = (row: LineRow): CatalogReference | null =>
  row.catalog_item_id && row.app_id
    ? {
        catalogItemId: row.catalog_item_id,
        appId: row.app_id,
        ...(row.options ? { options: JSON.parse(row.options) as Record<string, unknown> } : {}),
      }
    : null;

/** Same item, same options: a new line of it adds to the existing line's quantity. */
export const sameItem = (row: LineRow, ref: CatalogReference): boolean =>
  row.custom === null &&
  row.catalog_item_id === ref.catalogItemId &&
  row.app_id === ref.appId &&
  row.options === canonicalOptions(ref.options);

/**
 * The Wix Stores references a change of lines will look up: those of the stored lines and of the
 * catalog lines added (other apps' are refused before the catalog is asked).
 */
export function catalogRefsOf(
  rows: readonly LineRow[],
  input: { lineItems?: readonly LineItemInput[] } = {},
): CatalogReference[] {
  const stored = rows
    .filter((row) => row.custom === null && row.app_id === STORES_APP_ID)
    .map((row) => refOf(row)!);
  const added = (input.lineItems ?? [])
    .map((line) => line.catalogReference)
    .filter((ref) => ref.appId === STORES_APP_ID);
  return [...stored, ...added];
}

/** Resolves every line through the catalog in one call (only Wix Stores references are looked up). */
export async function resolveLines(
  db: Executor,
  siteId: string,
  rows: readonly LineRow[],
  findCatalogItems: FindCatalogItems,
): Promise<ResolvedLine[]> {
  const catalogRows = rows.filter((row) => row.custom === null && row.app_id === STORES_APP_ID);
  const refs = catalogRows.map((row) => refOf(row)!);
  const items = refs.length ? await findCatalogItems(db, siteId, refs) : [];
  const byLine = new Map(catalogRows.map((row, i) => [row.id, items[i] ?? null]));
  return rows.map((row) => {
    if (row.custom !== null) return resolvedCustom(row, JSON.parse(row.custom) as CustomData);
    return resolvedCatalog(row, byLine.get(row.id) ?? null);
  });
}

function resolvedCustom(row: LineRow, custom: CustomData): ResolvedLine {
  const available = custom.quantityAvailable;
  const status: ItemAvailabilityStatus =
    available === null
      ? 'AVAILABLE'
      : available <= 0
        ? 'NOT_AVAILABLE'
        : available < row.quantity
          ? 'PARTIALLY_AVAILABLE'
          : 'AVAILABLE';
  return {
    row,
    item: null,
    custom,
    status,
    quantityAvailable: available,
    unitPriceMinor: custom.priceMinor,
    fullPriceMinor: custom.fullPriceMinor,
    priced: status !== 'NOT_AVAILABLE',
  };
}

function resolvedCatalog(row: LineRow, item: CatalogItem | null): ResolvedLine {
  if (!item || !item.visible) {
    return {
      row,
      item: null,
      custom: null,
      status: 'NOT_FOUND',
      quantityAvailable: 0,
      unitPriceMinor: 0,
      fullPriceMinor: 0,
      priced: false,
    };
  }
  const { stock } = item;
  let status: ItemAvailabilityStatus = 'AVAILABLE';
  let quantityAvailable: number | null = null;
  if (!stock.inStock && !stock.preorder) {
    status = 'NOT_AVAILABLE';
    quantityAvailable = 0;
  } else if (stock.trackQuantity && stock.quantity !== null && !stock.preorder) {
    quantityAvailable = Math.max(0, stock.quantity);
    if (quantityAvailable === 0) status = 'NOT_AVAILABLE';
    else if (quantityAvailable < row.quantity) status = 'PARTIALLY_AVAILABLE';
  }
  return {
    row,
    item,
    custom: null,
    status,
    quantityAvailable,
    unitPriceMinor: item.discountedPriceMinor,
    fullPriceMinor: item.priceMinor,
    priced: status !== 'NOT_AVAILABLE',
  };
}

/** The lines the totals calculator prices (items gone or sold out are not charged). */
export const totalsLinesOf = (lines: readonly ResolvedLine[]): TotalsLine[] =>
  lines
    .filter((line) => line.priced)
    .map((line) => ({
      id: line.row.id,
      productId: line.item?.productId ?? null,
      variantId: line.item?.variantId ?? null,
      quantity: line.row.quantity,
      unitPriceMinor: line.unitPriceMinor,
      weight: line.item?.weight ?? line.custom?.weight ?? null,
      itemType: itemTypeOf(line).preset ?? 'UNRECOGNISED',
      collectionIds: line.item?.collectionIds ?? [],
      name: line.item?.name ?? line.custom?.name ?? null,
    }));

function itemTypeOf(line: ResolvedLine): { preset?: ItemTypePreset; custom?: string } {
  if (line.custom) return line.custom.itemType;
  return { preset: line.item?.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL' };
}

/** An item problem per line that has one (ERROR blocks checkout and order; WARNING does not). */
export function violationsOf(lines: readonly ResolvedLine[]): Violation[] {
  const violations: Violation[] = [];
  for (const line of lines) {
    const target = { lineItem: { name: 'LINE_ITEM_DEFAULT' as const, id: line.row.id } };
    if (line.status === 'NOT_FOUND') {
      violations.push({
        severity: 'ERROR',
        target,
        description: 'This item is no longer sold.',
        suggestedFix: 'REMOVE_LINE_ITEM',
      });
    } else if (line.status === 'NOT_AVAILABLE') {
      violations.push({
        severity: 'ERROR',
        target,
        description: 'This item is out of stock.',
        suggestedFix: 'REMOVE_LINE_ITEM',
      });
    } else if (line.status === 'PARTIALLY_AVAILABLE') {
      violations.push({
        severity: 'ERROR',
        target,
        description: `Only ${line.quantityAvailable} left in stock.`,
        suggestedFix: 'UNKNOWN_SUGGESTED_FIX',
      });
    }
  }
  return violations;
}

export const blocking = (violations: readonly Violation[]): boolean =>
  violations.some((v) => v.severity === 'ERROR');

/** A line on the wire (cart and checkout), its money in the store's currency. */
export function lineWire(line: ResolvedLine, currency: string, publicUrl: string): EcomLineItem {
  const price = (minor: number) => toWireMoney('ECOM_MULTI_CURRENCY', money(minor, currency));
  const { row, item, custom } = line;
  const name = item?.name ?? custom?.name ?? row.name ?? row.catalog_item_id ?? 'Item';
  const ref = refOf(row);
  const wire: EcomLineItem = {
    id: row.id,
    quantity: row.quantity,
    ...(ref ? { catalogReference: ref } : {}),
    productName: { original: name, translated: name },
    price: price(line.unitPriceMinor),
    fullPrice: price(line.fullPriceMinor),
    priceBeforeDiscounts: price(line.unitPriceMinor),
    lineItemPrice: price(line.unitPriceMinor * row.quantity),
    descriptionLines: item ? item.descriptionLines.map(descriptionLineOf) : (custom?.descriptionLines ?? []),
    availability: {
      status: line.status,
      ...(line.quantityAvailable !== null ? { quantityAvailable: line.quantityAvailable } : {}),
    },
    itemType: itemTypeOf(line),
    paymentOption: custom?.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    customLineItem: custom !== null,
    priceUndetermined: false,
    fixedQuantity: false,
    membersOnly: false,
    savePaymentMethod: false,
  };
  if (item) {
    wire.url = `${publicUrl}/store/products/${encodeURIComponent(item.slug)}`;
    if (item.image) wire.image = { ...item.image };
    wire.physicalProperties = {
      weight: item.weight,
      sku: item.sku,
      shippable: item.productType === 'physical',
    };
    wire.rootCatalogItemId = item.productId;
  } else if (custom) {
    if (custom.url) wire.url = custom.url;
    wire.physicalProperties = { weight: custom.weight, sku: custom.sku, shippable: custom.shippable };
    if (custom.priceDescription) wire.priceDescription = custom.priceDescription;
    if (custom.taxGroupId) wire.taxGroupId = custom.taxGroupId;
    if (custom.media) wire.image = { id: custom.media, url: custom.media };
  }
  return wire;
}

function descriptionLineOf(line: {
  name: string;
  value: string;
  colorCode?: string | null;
}): DescriptionLine {
  const name = { original: line.name, translated: line.name };
  if (line.colorCode) {
    return {
      name,
      colorInfo: { original: line.value, translated: line.value, code: line.colorCode },
      lineType: 'COLOR',
    };
  }
  return { name, plainText: { original: line.value, translated: line.value }, lineType: 'PLAIN_TEXT' };
}

// ——— input ———

/** A new catalog line from the input, before it is known to the catalog. */
export const catalogLineRow = (
  id: string,
  position: number,
  input: LineItemInput,
  name: string | null,
): Omit<LineRow, 'site_id'> => ({
  id,
  parent_id: '',
  position,
  catalog_item_id: input.catalogReference.catalogItemId,
  app_id: input.catalogReference.appId,
  options: canonicalOptions(input.catalogReference.options),
  quantity: input.quantity ?? 1,
  name,
  custom: null,
});

/** A custom line's data from its input (the price checked by the caller: `parseMoney`). */
export function customDataOf(input: CustomLineItemInput, currency: string, field: string): CustomData {
  const priceMinor = parseMoney(input.price, currency, `${field}.price`).minor;
  return {
    name: input.productName.original,
    priceMinor,
    fullPriceMinor: input.fullPrice
      ? parseMoney(input.fullPrice, currency, `${field}.fullPrice`).minor
      : priceMinor,
    descriptionLines: input.descriptionLines ?? [],
    media: input.media ?? null,
    url: input.url ?? null,
    itemType: input.itemType ?? { preset: 'PHYSICAL' },
    quantityAvailable: input.quantityAvailable ?? null,
    weight: input.physicalProperties?.weight ?? null,
    sku: input.physicalProperties?.sku ?? null,
    shippable: input.physicalProperties?.shippable ?? (input.itemType?.preset ?? 'PHYSICAL') === 'PHYSICAL',
    paymentOption: input.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    priceDescription: input.priceDescription ?? null,
    taxGroupId: input.taxGroupId ?? null,
  };
}

export { DEFAULT_VARIANT_ID };
