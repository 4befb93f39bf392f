import { sql } from 'kysely';
import type { InventoryStatus } from '@tessera/contracts/inventory';
import { nowIso } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db.ts';
import { keptStatement } from '../../platform/kept-statement.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import { recordVariantChanges, type ChangeSource, type VariantChange } from './inventory-events.ts';
import { inventoryItemIdOf } from './items-v3/item-ids.ts';
import { availabilityOf, inventoryStatusOf } from './stock-status.ts';
import type { StoreStockTable } from './store-inventory.schema.ts';

/*
 * The stock port (other store modules use it through index.ts). Stock is one row per variant,
 * changed only by conditional statements inside the caller's unit of work — never read, then
 * written — so concurrent orders on several processes never oversell. A unit calling a writing
 * function here must name `INVENTORY_CHANGES` (`counter:inventory`) among its changes: a sale
 * raises no version row and keeps product listings and their cached pages.
 */

/** The data kind of stock: name it in the unit of work that calls reserveStock/restock/createStock. */
export const INVENTORY_CHANGES = 'counter:inventory' as const;

/**
 * The most a variant's stock holds (and, for unlimited preorders, how far below zero it goes): the
 * `quantity` column is a 32-bit integer on PostgreSQL. The routes' counts stay within it.
 */
export const MAX_STOCK_QUANTITY = 1_000_000_000;

export interface PreorderSettings {
  enabled: boolean;
  message: string | null;
  /** Units that may be preordered once the stock is 0 (null: no limit). */
  limit: number | null;
}

export interface StockSettings {
  /** Whether quantities are counted (for the whole product, as the hosted platform). */
  trackQuantity: boolean;
  preorderInfo?: Partial<PreorderSettings>;
}

export interface NewVariantStock {
  variantId: string;
  /** Counted when tracked (default 0). */
  quantity?: number;
  /** What an untracked variant says (default true). */
  inStock?: boolean;
}

export interface VariantStock {
  variantId: string;
  trackQuantity: boolean;
  /** Null while untracked. */
  quantity: number | null;
  inStock: boolean;
  availableForPreorder: boolean;
}

export interface ProductStock {
  productId: string;
  trackQuantity: boolean;
  preorder: PreorderSettings;
  variants: VariantStock[];
  /** The sum of the variants' quantities while tracked (never below 0), else null. */
  quantity: number | null;
  /** Some variant is in stock. */
  inStock: boolean;
  status: InventoryStatus;
  lastUpdated: string;
  createdDate: string;
}

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export interface Shortage {
  productId: string;
  variantId: string;
  requested: number;
  /** What could be taken now (0 for a variant without stock row or out of stock). */
  available: number;
}

export type { ChangeSource };
export type StockRow = Omit<StoreStockTable, 'site_id' | 'item_id' | 'revision'>;

/** The caller's unit (a `SiteTx`) or any `{ db }` inside a transaction, scoped to the site. */
const scopeOf = (trx: { db: Executor }, siteId: string): SiteScope => siteScope(trx.db, siteId);

/**
 * Creates the stock rows of a product's variants (a new product, or variants added by new
 * options). Existing rows are kept (`ON CONFLICT DO NOTHING`): calling it again is harmless.
 * The product's settings are written on every variant row.
 */
export async function createStock(
  trx: { db: Executor },
  siteId: string,
  productId: string,
  variants: readonly NewVariantStock[],
  settings: StockSettings,
  now: string = nowIso(),
): Promise<void> {
  if (variants.length === 0) return;
  const scope = scopeOf(trx, siteId);
  const preorder = preorderOf(settings.preorderInfo);
  for (let i = 0; i < variants.length; i += 200) {
    await insertIntoSite(
      scope,
      'store_stock',
      variants.slice(i, i + 200).map((v) => ({
        product_id: productId,
        variant_id: v.variantId,
        item_id: inventoryItemIdOf(productId, v.variantId),
        track_quantity: settings.trackQuantity ? 1 : 0,
        quantity: Math.max(0, Math.trunc(v.quantity ?? 0)),
        in_stock: v.inStock === false ? 0 : 1,
        preorder_enabled: preorder.enabled ? 1 : 0,
        preorder_message: preorder.message,
        preorder_limit: preorder.limit,
        created_date: now,
        updated_date: now,
      })),
    )
      .onConflict((oc) => oc.columns(['site_id', 'product_id', 'variant_id']).doNothing())
      .execute();
  }
}

/** Removes the stock of a deleted product, or only of the variants named (options removed). */
export async function deleteStock(
  trx: { db: Executor },
  siteId: string,
  productId: string,
  variantIds?: readonly string[],
): Promise<void> {
  let query = deleteFromSite(scopeOf(trx, siteId), 'store_stock').where('product_id', '=', productId);
  if (variantIds) {
    if (variantIds.length === 0) return;
    query = query.where('variant_id', 'in', [...variantIds]);
  }
  await query.execute();
}

/** Stock rows of products, by product (products without rows are absent). */
export async function stockRowsOf(
  db: Executor,
  siteId: string,
  productIds: readonly string[],
): Promise<Map<string, StockRow[]>> {
  const byProduct = new Map<string, StockRow[]>();
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (
      ids.length === 1
        ? (await stockOfOne(db, { siteId, productId: ids[0]! })).rows
        : await stockRowsQuery(db, siteId, ids.slice(i, i + 500)).execute()
    ) as StockRow[];
    for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  }
  return byProduct;
}

/** The columns of a product's stock rows, as `productStockOf` shapes them (kept statements read the same). */
export const stockRowColumns = [
  'product_id',
  'variant_id',
  'track_quantity',
  'quantity',
  'in_stock',
  'preorder_enabled',
  'preorder_message',
  'preorder_limit',
  'created_date',
  'updated_date',
] as const;

const stockRowsQuery = (db: Executor, siteId: string, productIds: readonly string[]) =>
  selectFromSite(siteScope(db, siteId), 'store_stock')
    .select(stockRowColumns)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('variant_id');

/** One product's rows (a cart's line, every step of a purchase): the same SQL, compiled once. */
const stockOfOne = keptStatement((db, a: { siteId: string; productId: string }) =>
  stockRowsQuery(db, a.siteId, [a.productId]),
);

/** The stock of products as the catalog, the cart and the routes show it. */
export async function stockOf(
  db: Executor,
  siteId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductStock>> {
  const rows = await stockRowsOf(db, siteId, productIds);
  return new Map([...rows].map(([productId, list]) => [productId, productStockOf(productId, list)]));
}

/** One product's stock from its rows (pure). */
export function productStockOf(productId: string, rows: readonly StockRow[]): ProductStock {
  const first = rows[0];
  const trackQuantity = first?.track_quantity === 1;
  const variants = rows.map((row) => ({
    variantId: row.variant_id,
    trackQuantity: row.track_quantity === 1,
    ...availabilityOf(row),
  }));
  return {
    productId,
    trackQuantity,
    preorder: {
      enabled: first?.preorder_enabled === 1,
      message: first?.preorder_message ?? null,
      limit: first?.preorder_limit ?? null,
    },
    variants,
    quantity: trackQuantity ? variants.reduce((sum, v) => sum + Math.max(0, v.quantity ?? 0), 0) : null,
    inStock: variants.some((v) => v.inStock),
    status: inventoryStatusOf(variants),
    lastUpdated: rows.reduce((at, row) => (row.updated_date > at ? row.updated_date : at), ''),
    createdDate: rows.reduce((at, row) => (at === '' || row.created_date < at ? row.created_date : at), ''),
  };
}

/** Lines merged per variant and sorted, so units lock rows in one order (they queue, never deadlock). */
function mergedLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`stock line quantity must be a positive integer, got ${line.quantity}`);
    }
    const key = `${line.productId}\u0000${line.variantId}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()].sort((a, b) =>
    a.productId === b.productId
      ? a.variantId < b.variantId
        ? -1
        : a.variantId > b.variantId
          ? 1
          : 0
      : a.productId < b.productId
        ? -1
        : 1,
  );
}

/**
 * Takes stock for lines, all or nothing, inside the caller's unit of work: per variant ONE
 * conditional UPDATE (tracked: `quantity >= n`, or within the preorder limit; untracked: in stock
 * or open for preorder). Answers the shortages; when any line is short nothing is written (the
 * lines taken before it are rolled back to a savepoint) and the caller refuses its order. An empty
 * answer: taken, with the ledger and `inventory_variants_changed` recorded.
 * Call it last in the unit where possible: on PostgreSQL a stock row stays locked until commit.
 * `options.preorder: false` takes only what is in stock (no preorder below zero).
 */
export async function reserveStock(
  trx: { db: Executor },
  siteId: string,
  lines: readonly StockLine[],
  source: ChangeSource,
  now: string = nowIso(),
  options: { preorder?: boolean } = {},
): Promise<Shortage[]> {
  const scope = scopeOf(trx, siteId);
  const merged = mergedLines(lines);
  if (merged.length === 0) return [];
  // One line needs no savepoint: a refused conditional UPDATE wrote nothing.
  const savepoint = merged.length > 1;
  if (savepoint) await sql`SAVEPOINT store_reserve_stock`.execute(scope.db);
  const changes: VariantChange[] = [];
  const shortages: Shortage[] = [];
  for (const line of merged) {
    const taken = await takeStock(scope, line, now, options.preorder !== false);
    if (taken) changes.push(taken);
    else shortages.push((await shortageOf(scope, line, options.preorder !== false))!);
    // All or nothing: the first shortage decides; the others are reported as far as known.
    if (shortages.length > 0) break;
  }
  if (shortages.length > 0) {
    // The remaining lines are reported too, read without taking anything.
    for (const line of merged.slice(changes.length + shortages.length)) {
      const short = await shortageOf(scope, line, options.preorder !== false, true);
      if (short) shortages.push(short);
    }
    if (savepoint) {
      await sql`ROLLBACK TO SAVEPOINT store_reserve_stock`.execute(scope.db);
      await sql`RELEASE SAVEPOINT store_reserve_stock`.execute(scope.db);
    }
    return shortages;
  }
  if (savepoint) await sql`RELEASE SAVEPOINT store_reserve_stock`.execute(scope.db);
  await recordVariantChanges(scope, changes, source, now);
  return [];
}

/** One variant's conditional take; undefined when refused (nothing changed). */
async function takeStock(
  scope: SiteScope,
  line: StockLine,
  now: string,
  preorder: boolean,
): Promise<VariantChange | undefined> {
  const { rows } = await takeStatement(scope.db, {
    siteId: scope.siteId,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    now,
    open: preorder ? 1 : 2, // preorder_enabled is 0 or 1: comparing with 2 never passes
  });
  const row = rows[0];
  if (!row) return undefined;
  const tracked = row.track_quantity === 1;
  const after = availabilityOf(row);
  const before = tracked ? availabilityOf({ ...row, quantity: Number(row.quantity) + line.quantity }) : after;
  return {
    productId: line.productId,
    variantId: line.variantId,
    delta: tracked ? -line.quantity : 0,
    oldValue: before,
    newValue: after,
  };
}

/** The conditional take, built and compiled once (platform/kept-statement.ts): one per order line. */
const takeStatement = keptStatement(
  (
    db,
    a: { siteId: string; productId: string; variantId: string; quantity: number; now: string; open: number },
  ) => {
    // Merged lines may ask more than an integer column holds: the amount is compared as a bigint, so
    // such a line is short (or, untracked, taken) instead of a PostgreSQL "out of range" error.
    const n = sql`CAST(${a.quantity} AS bigint)`;
    return updateSiteTable(siteScope(db, a.siteId), 'store_stock')
      .set({
        quantity: sql`CASE WHEN track_quantity = 1 THEN quantity - ${n} ELSE quantity END`,
        revision: sql`revision + 1`,
        updated_date: a.now,
      })
      .where('product_id', '=', a.productId)
      .where('variant_id', '=', a.variantId)
      .where(
        sql<boolean>`((track_quantity = 1 AND (quantity >= ${n} OR (preorder_enabled = ${a.open} AND quantity - ${n} >= -COALESCE(preorder_limit, ${MAX_STOCK_QUANTITY}))))
        OR (track_quantity = 0 AND (in_stock = 1 OR preorder_enabled = ${a.open})))`,
      )
      .returning(['track_quantity', 'quantity', 'in_stock', 'preorder_enabled']);
  },
);

/** What a refused line could have taken (`onlyIfShort`: undefined when it would pass). */
async function shortageOf(
  scope: SiteScope,
  line: StockLine,
  preorder: boolean,
  onlyIfShort = false,
): Promise<Shortage | undefined> {
  const row = await selectFromSite(scope, 'store_stock')
    .select(['track_quantity', 'quantity', 'in_stock', 'preorder_enabled', 'preorder_limit'])
    .where('product_id', '=', line.productId)
    .where('variant_id', '=', line.variantId)
    .executeTakeFirst();
  let available = 0;
  if (row && row.track_quantity === 1) {
    const quantity = Number(row.quantity);
    available =
      preorder && row.preorder_enabled === 1
        ? Math.max(0, quantity + (row.preorder_limit ?? MAX_STOCK_QUANTITY))
        : Math.max(0, quantity);
  } else if (row) {
    available = row.in_stock === 1 || (preorder && row.preorder_enabled === 1) ? Number.MAX_SAFE_INTEGER : 0;
  }
  if (onlyIfShort && available >= line.quantity) return undefined;
  return { productId: line.productId, variantId: line.variantId, requested: line.quantity, available };
}

/**
 * Gives stock back (a canceled order, a manual increment): `quantity = quantity + n` on tracked
 * variants, in the caller's unit; untracked variants and variants without a row are left as they
 * are. Records the ledger and `inventory_variants_changed` (a variant going from 0 to positive
 * is back in stock: back-in-stock notifications start from that event). Answers the tracked lines
 * left as they were because they would pass MAX_STOCK_QUANTITY (the others are given back).
 */
export async function restock(
  trx: { db: Executor },
  siteId: string,
  lines: readonly StockLine[],
  source: ChangeSource,
  now: string = nowIso(),
): Promise<StockLine[]> {
  const scope = scopeOf(trx, siteId);
  const changes: VariantChange[] = [];
  const overflows: StockLine[] = [];
  for (const line of mergedLines(lines)) {
    const n = sql`CAST(${line.quantity} AS bigint)`;
    const row = await updateSiteTable(scope, 'store_stock')
      .set({ quantity: sql`quantity + ${n}`, revision: sql`revision + 1`, updated_date: now })
      .where('product_id', '=', line.productId)
      .where('variant_id', '=', line.variantId)
      .where('track_quantity', '=', 1)
      // Never past what the column holds (PostgreSQL would fail the whole unit).
      .where(sql<boolean>`quantity + ${n} <= ${MAX_STOCK_QUANTITY}`)
      .returning(['track_quantity', 'quantity', 'in_stock', 'preorder_enabled'])
      .executeTakeFirst();
    if (!row) {
      const tracked = await selectFromSite(scope, 'store_stock')
        .select('product_id')
        .where('product_id', '=', line.productId)
        .where('variant_id', '=', line.variantId)
        .where('track_quantity', '=', 1)
        .executeTakeFirst();
      if (tracked) overflows.push(line);
      continue;
    }
    changes.push({
      productId: line.productId,
      variantId: line.variantId,
      delta: line.quantity,
      oldValue: availabilityOf({ ...row, quantity: Number(row.quantity) - line.quantity }),
      newValue: availabilityOf(row),
    });
  }
  await recordVariantChanges(scope, changes, source, now);
  return overflows;
}

function preorderOf(info: Partial<PreorderSettings> | undefined): PreorderSettings {
  return { enabled: info?.enabled === true, message: info?.message ?? null, limit: info?.limit ?? null };
}
