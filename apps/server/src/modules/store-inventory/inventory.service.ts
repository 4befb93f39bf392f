import { sql } from 'kysely';
import type { QueryV2, Sorting } from '@tessera/contracts';
import type { InputOf, inventoryRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { recordItemChanged, recordVariantChanges, type VariantChange } from './inventory-events.ts';
import { inventoryListing } from './inventory.listing.ts';
import { toInventoryItem } from './inventory.wire.ts';
import { availabilityOf } from './stock-status.ts';
import {
  INVENTORY_CHANGES,
  MAX_STOCK_QUANTITY,
  reserveStock,
  restock,
  stockRowsOf,
  type StockLine,
  type StockRow,
} from './stock.ts';

const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** Owner changes of tracking or preorder also change what product pages show. */
const OWNER_CHANGES = { changes: [INVENTORY_CHANGES, 'products'] } as const;
const STOCK_CHANGES = { changes: [INVENTORY_CHANGES] } as const;

const itemNotFound = (productId: string, variantId?: string) =>
  notFound('INVENTORY_ITEM_NOT_FOUND', 'No inventory item of this product and variant', {
    productId,
    ...(variantId ? { variantId } : {}),
  });

type ByItem = { inventoryId?: string; productId?: string; variantId?: string };

/** Inventory v2 of the store: owner reads and writes over the stock rows (stock.ts). */
export class InventoryService {
  private readonly listing: Listing<undefined, { product_id: string }, unknown>;

  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      clock: Clock;
      cursorSecret: (siteId: string) => Promise<string>;
    },
  ) {
    this.listing = openListing(inventoryListing as never, { db: deps.db, cursorSecret: deps.cursorSecret });
  }

  private now() {
    return isoAt(this.deps.clock.now());
  }

  async getVariants(caller: Caller, inventoryId: string, input: InputOf<typeof R.getInventoryVariants>) {
    const productId = input.productId ?? inventoryId;
    if (input.productId && input.inventoryId && input.inventoryId !== input.productId) {
      throw validationError([
        violation('inventoryId', 'names another item than productId', 'ONE_OF_ALIGNMENT'),
      ]);
    }
    const rows = (await stockRowsOf(this.deps.db, caller.siteId, [productId])).get(productId);
    if (!rows) throw itemNotFound(productId);
    return { inventoryItem: toInventoryItem(productId, rows, input.variantIds) };
  }

  async query(caller: Caller, input: InputOf<typeof R.queryInventory>) {
    const query = input.query ?? {};
    const request: QueryV2 = {
      filter: parseFilter(query.filter),
      sort: parseSort(query.sort),
      paging: { limit: query.paging?.limit ?? 100, offset: query.paging?.offset ?? 0 },
    };
    const page = await this.listing.page(caller.siteId, undefined, request, this.now());
    const ids = page.rows.map((row) => row.product_id);
    const rows = await stockRowsOf(this.deps.db, caller.siteId, ids);
    const inventoryItems = ids.filter((id) => rows.has(id)).map((id) => toInventoryItem(id, rows.get(id)!));
    return {
      inventoryItems,
      metadata: { items: inventoryItems.length, offset: page.pagingMetadata.offset ?? 0 },
      totalResults: page.pagingMetadata.total ?? inventoryItems.length,
    };
  }

  /**
   * Tracking (product-wide; missing = false, as the hosted API), quantities or in-stock flags of
   * the variants named, preorder settings — under the rows' lock, then the ledger and events.
   */
  async update(caller: Caller, productId: string, input: InputOf<typeof R.updateInventoryVariants>) {
    const item = input.inventoryItem;
    const named = item.productId ?? item.id;
    if (named && named !== productId) {
      throw validationError([
        violation('inventoryItem.productId', 'must be the product of the path', 'ONE_OF_ALIGNMENT'),
      ]);
    }
    const variants = item.variants ?? [];
    const seen = new Set<string>();
    const repeated = variants.flatMap((v, i) =>
      seen.has(v.variantId) || !seen.add(v.variantId)
        ? [violation(`inventoryItem.variants[${i}].variantId`, 'is named twice', 'VALIDATION')]
        : [],
    );
    if (repeated.length) throw validationError(repeated);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = this.now();
        const rows = (await unit
          .forUpdate(
            selectFromSite(siteScope(unit.db, caller.siteId), 'store_stock')
              .selectAll()
              .where('product_id', '=', productId)
              .orderBy('variant_id'),
          )
          .execute()) as StockRow[];
        if (rows.length === 0) throw itemNotFound(productId);
        const byVariant = new Map(rows.map((row) => [row.variant_id, row]));
        const unknown = variants.flatMap((v, i) =>
          byVariant.has(v.variantId)
            ? []
            : [
                violation(
                  `inventoryItem.variants[${i}].variantId`,
                  'is not a variant of this product',
                  'VALIDATION',
                ),
              ],
        );
        if (unknown.length) throw validationError(unknown);

        const first = rows[0];
        const track = item.trackQuantity === true ? 1 : 0;
        const preorder = {
          enabled: item.preorderInfo?.enabled ?? first.preorder_enabled === 1,
          message:
            item.preorderInfo?.message !== undefined ? item.preorderInfo.message : first.preorder_message,
          limit: item.preorderInfo?.limit !== undefined ? item.preorderInfo.limit : first.preorder_limit,
        };
        const fieldMask = [
          ...(track !== first.track_quantity ? ['trackInventory'] : []),
          ...(preorder.enabled !== (first.preorder_enabled === 1) ? ['preorderInfo.enabled'] : []),
          ...(preorder.message !== first.preorder_message ? ['preorderInfo.message'] : []),
          ...(preorder.limit !== first.preorder_limit ? ['preorderInfo.limit'] : []),
        ];
        const scope = siteScope(unit.db, caller.siteId);
        if (fieldMask.length > 0) {
          await updateSiteTable(scope, 'store_stock')
            .set({
              track_quantity: track,
              preorder_enabled: preorder.enabled ? 1 : 0,
              preorder_message: preorder.message ?? null,
              preorder_limit: preorder.limit ?? null,
              revision: sql`revision + 1`,
              updated_date: now,
            })
            .where('product_id', '=', productId)
            .execute();
        }
        const asked = new Map(variants.map((v) => [v.variantId, v]));
        const changes: VariantChange[] = [];
        for (const row of rows) {
          const change = asked.get(row.variant_id);
          const next = {
            ...row,
            track_quantity: track,
            preorder_enabled: preorder.enabled ? 1 : 0,
            quantity:
              change?.quantity !== undefined && change.quantity !== null
                ? change.quantity
                : Number(row.quantity),
            in_stock:
              change?.inStock !== undefined && change.inStock !== null
                ? change.inStock
                  ? 1
                  : 0
                : row.in_stock,
          };
          if (change && (next.quantity !== Number(row.quantity) || next.in_stock !== row.in_stock)) {
            await updateSiteTable(scope, 'store_stock')
              .set({
                quantity: next.quantity,
                in_stock: next.in_stock,
                revision: sql`revision + 1`,
                updated_date: now,
              })
              .where('product_id', '=', productId)
              .where('variant_id', '=', row.variant_id)
              .execute();
          }
          const { quantity: _q, ...oldValue } = availabilityOf(row);
          const { quantity: _n, ...newValue } = availabilityOf(next);
          changes.push({
            productId,
            variantId: row.variant_id,
            delta: track === 1 && row.track_quantity === 1 ? next.quantity - Number(row.quantity) : 0,
            oldValue: { ...oldValue, quantity: row.track_quantity === 1 ? Number(row.quantity) : null },
            newValue: { ...newValue, quantity: track === 1 ? next.quantity : null },
          });
        }
        if (fieldMask.length > 0) {
          await recordItemChanged(
            scope,
            {
              productId,
              trackInventory: track === 1,
              preorderInfo: {
                enabled: preorder.enabled,
                message: preorder.message ?? null,
                limit: preorder.limit ?? null,
              },
              fieldMask,
            },
            now,
          );
        }
        await recordVariantChanges(scope, changes, { source: 'MANUAL' }, now);
      },
      OWNER_CHANGES,
    );
    return {};
  }

  /** Subtracts from tracked variants, all or nothing; a line below zero is a 400 and nothing is written. */
  async decrement(caller: Caller, input: InputOf<typeof R.decrementInventory>) {
    const lines = input.decrementData.map((d, i) => ({
      ...lineOf(d, `decrementData[${i}]`),
      quantity: d.decrementBy,
    }));
    const preorder = input.decrementData.every((d) => d.preorderRequest === true);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await this.assertItems(unit.db, caller.siteId, lines);
        const shortages = await reserveStock(unit, caller.siteId, lines, { source: 'MANUAL' }, this.now(), {
          preorder,
        });
        if (shortages.length > 0) {
          throw validationError(
            shortages.map((s) => {
              const i = lines.findIndex((l) => l.productId === s.productId && l.variantId === s.variantId);
              return violation(
                `decrementData[${i}].decrementBy`,
                `only ${s.available} in stock, ${s.requested} asked`,
                'MAX',
                { available: s.available, requested: s.requested },
                'INSUFFICIENT_INVENTORY',
              );
            }),
          );
        }
      },
      STOCK_CHANGES,
    );
    return {};
  }

  async increment(caller: Caller, input: InputOf<typeof R.incrementInventory>) {
    const lines = input.incrementData.map((d, i) => ({
      ...lineOf(d, `incrementData[${i}]`),
      quantity: d.incrementBy,
    }));
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await this.assertItems(unit.db, caller.siteId, lines);
        const overflows = await restock(unit, caller.siteId, lines, { source: 'MANUAL' }, this.now());
        if (overflows.length > 0) {
          // The unit rolls back: the lines that fitted are not given either.
          throw validationError(
            overflows.map((o) => {
              const i = lines.findIndex((l) => l.productId === o.productId && l.variantId === o.variantId);
              return violation(
                `incrementData[${i}].incrementBy`,
                `stock would pass ${MAX_STOCK_QUANTITY}`,
                'MAX',
                { maximum: MAX_STOCK_QUANTITY },
              );
            }),
          );
        }
      },
      STOCK_CHANGES,
    );
    return {};
  }

  /** Every line names a variant that has a stock row (else the item's 404). */
  private async assertItems(db: Executor, siteId: string, lines: readonly StockLine[]) {
    const rows = await stockRowsOf(
      db,
      siteId,
      lines.map((l) => l.productId),
    );
    for (const line of lines) {
      if (!rows.get(line.productId)?.some((row) => row.variant_id === line.variantId)) {
        throw itemNotFound(line.productId, line.variantId);
      }
    }
  }
}

/** The product of a line: by inventory id or product id (they are the same id), the default variant unless named. */
function lineOf(data: ByItem, path: string): Omit<StockLine, 'quantity'> {
  if (data.inventoryId && data.productId && data.inventoryId !== data.productId) {
    throw validationError([
      violation(`${path}.inventoryId`, 'names another item than productId', 'ONE_OF_ALIGNMENT'),
    ]);
  }
  const productId = data.productId ?? data.inventoryId;
  if (!productId) {
    throw validationError([
      violation(`${path}.productId`, 'inventoryId or productId is required', 'REQUIRED_ONE_OF_FIELD'),
    ]);
  }
  return { productId, variantId: data.variantId ?? DEFAULT_VARIANT_ID };
}

/** v2's filter is JSON text of the platform's filter language. */
function parseFilter(text: string | null | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text === null || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError([violation('query.filter', 'must be JSON text of a filter object', 'FORMAT')]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationError([violation('query.filter', 'must be JSON text of a filter object', 'FORMAT')]);
  }
  return parsed as Record<string, unknown>;
}

/** v2's sort: `[{"lastUpdated":"desc"}]` or the platform's `[{"fieldName":…,"order":…}]`, as JSON text. */
function parseSort(text: string | null | undefined): Sorting[] | undefined {
  if (text === undefined || text === null || text.trim() === '') return undefined;
  const refuse = () =>
    validationError([violation('query.sort', 'must be JSON text of a list of sorts', 'FORMAT')]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse();
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length > 5) throw refuse();
  return list.map((entry): Sorting => {
    if (typeof entry !== 'object' || entry === null) throw refuse();
    const record = entry as Record<string, unknown>;
    if (typeof record.fieldName === 'string') {
      const order = String(record.order ?? 'ASC').toUpperCase();
      if (order !== 'ASC' && order !== 'DESC') throw refuse();
      return { fieldName: record.fieldName.slice(0, 512), order };
    }
    const keys = Object.keys(record);
    if (keys.length !== 1 || typeof record[keys[0]] !== 'string') throw refuse();
    const order = (record[keys[0]] as string).toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw refuse();
    return { fieldName: keys[0].slice(0, 512), order };
  });
}
