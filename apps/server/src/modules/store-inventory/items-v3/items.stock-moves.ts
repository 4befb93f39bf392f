import type { InventoryChangeSource } from '@tessera/contracts/inventory';
import type { InventoryItemV3 } from '@tessera/contracts/inventory-items-v3';
import type { Caller } from '../../../platform/auth/caller.ts';
import { bulkAnswer } from '../../../platform/bulk-results.ts';
import { isoAt, type Clock } from '../../../platform/clock.ts';
import type { Db, Executor } from '../../../platform/db.ts';
import { validationError, violation } from '../../../platform/errors.ts';
import type { UnitOfWork } from '../../../platform/unit-of-work.ts';
import { INVENTORY_CHANGES, MAX_STOCK_QUANTITY, reserveStock, restock } from '../stock.ts';
import { DEFAULT_LOCATION_ID } from './item-ids.ts';
import { toItemV3, type ItemRow } from './item.wire.ts';
import { itemRowOf, rowsOfVariant } from './items.reads.ts';

/** An item named by id, or by variant id and location (the `…ByVariantAndLocation` forms). */
export type ItemRef = { itemId: string } | { variantId: string; locationId?: string | null };

export interface StockMove {
  ref: ItemRef;
  quantity: number;
  /** Decrements only: may take from the preorder allowance once the stock is out. */
  preorder?: boolean;
}

export interface MoveOptions {
  returnEntity?: boolean;
  reason?: InventoryChangeSource;
  restrictInventory?: boolean | null;
}

interface Failure {
  code: string;
  description: string;
  data?: Record<string, unknown>;
}

const STOCK_CHANGES = { changes: [INVENTORY_CHANGES] } as const;

/**
 * BulkDecrement/BulkIncrement (by id, or by variant and location) through the stock port: every
 * decrement is reserveStock's ONE conditional statement (never below zero, nor past the preorder
 * limit), every increment restock's. One unit for the call, items taken in (product, variant)
 * order so concurrent calls queue on the rows instead of deadlocking; each item succeeds or fails
 * alone (a refused conditional statement writes nothing).
 */
export class InventoryItemStockMoves {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  decrement(caller: Caller, moves: readonly StockMove[], options: MoveOptions, path: string) {
    if (options.restrictInventory === false) {
      throw validationError([
        violation(
          'restrictInventory',
          'unrestricted decrements are not served: stock never goes below what it allows',
          'FIELD_NOT_ALLOWED',
        ),
      ]);
    }
    return this.run(caller, moves, options, path, async (unit, row, move, now) => {
      const shortages = await reserveStock(
        unit,
        caller.siteId,
        [{ productId: row.product_id, variantId: row.variant_id, quantity: move.quantity }],
        { source: options.reason ?? 'MANUAL' },
        now,
        { preorder: move.preorder === true },
      );
      const short = shortages[0];
      return short
        ? {
            code: 'INSUFFICIENT_INVENTORY',
            description: `only ${short.available} in stock, ${short.requested} asked`,
            data: { available: short.available, requested: short.requested },
          }
        : undefined;
    });
  }

  increment(caller: Caller, moves: readonly StockMove[], options: MoveOptions, path: string) {
    return this.run(caller, moves, options, path, async (unit, row, move, now) => {
      if (row.track_quantity !== 1) {
        return {
          code: 'QUANTITY_NOT_TRACKED',
          description: 'The item does not track its quantity: set its in-stock flag instead',
        };
      }
      const overflows = await restock(
        unit,
        caller.siteId,
        [{ productId: row.product_id, variantId: row.variant_id, quantity: move.quantity }],
        { source: options.reason ?? 'MANUAL' },
        now,
      );
      return overflows.length > 0
        ? { code: 'QUANTITY_OVERFLOW', description: `stock would pass ${MAX_STOCK_QUANTITY}` }
        : undefined;
    });
  }

  private async run(
    caller: Caller,
    moves: readonly StockMove[],
    options: MoveOptions,
    path: string,
    apply: (
      unit: { db: Executor },
      row: ItemRow,
      move: StockMove,
      now: string,
    ) => Promise<Failure | undefined>,
  ) {
    const outcomes: { row?: ItemRow; failure?: Failure }[] = [];
    for (const move of moves) outcomes.push(await this.resolve(caller.siteId, move.ref));
    const order = outcomes
      .map((outcome, index) => ({ outcome, index }))
      .filter(({ outcome }) => outcome.row)
      .sort((a, b) => compareKeys(keyOf(a.outcome.row!), keyOf(b.outcome.row!)) || a.index - b.index);
    if (order.length > 0) {
      await this.deps.uow.run(
        caller.siteId,
        async (unit) => {
          const now = isoAt(this.deps.clock.now());
          for (const { outcome, index } of order) {
            outcome.failure = await apply(unit, outcome.row!, moves[index]!, now);
          }
        },
        STOCK_CHANGES,
      );
    }
    const entities = new Map<string, InventoryItemV3>();
    if (options.returnEntity) {
      for (const { outcome } of order) {
        const id = outcome.row!.item_id;
        if (outcome.failure || entities.has(id)) continue;
        const row = await itemRowOf(this.deps.db, caller.siteId, id);
        if (row) entities.set(id, toItemV3(row));
      }
    }
    const results = outcomes.map((outcome, originalIndex) => {
      const id = outcome.row?.item_id ?? null;
      const failure = outcome.failure;
      return {
        itemMetadata: {
          id,
          originalIndex,
          success: !failure,
          ...(failure
            ? { error: { ...failure, data: { ...(failure.data ?? {}), field: `${path}[${originalIndex}]` } } }
            : {}),
        },
        ...(!failure && id && entities.has(id) ? { item: entities.get(id)! } : {}),
      };
    });
    return bulkAnswer(results);
  }

  /** The row an item reference names, or why none. */
  private async resolve(siteId: string, ref: ItemRef): Promise<{ row?: ItemRow; failure?: Failure }> {
    if ('itemId' in ref) {
      const row = await itemRowOf(this.deps.db, siteId, ref.itemId);
      return row ? { row } : { failure: missing({ inventoryItemId: ref.itemId }) };
    }
    if (ref.locationId && ref.locationId !== DEFAULT_LOCATION_ID) {
      return {
        failure: {
          code: 'LOCATION_NOT_FOUND',
          description: `The store keeps stock at one location (${DEFAULT_LOCATION_ID})`,
          data: { locationId: ref.locationId },
        },
      };
    }
    const rows = await rowsOfVariant(this.deps.db, siteId, ref.variantId);
    if (rows.length === 0) return { failure: missing({ variantId: ref.variantId }) };
    if (rows.length > 1) {
      return {
        failure: {
          code: 'VARIANT_ID_AMBIGUOUS',
          description:
            'Several products have a variant of this id (the default variant): name the item by id',
          data: { variantId: ref.variantId },
        },
      };
    }
    return { row: rows[0] };
  }
}

const keyOf = (row: ItemRow) => `${row.product_id}\u0000${row.variant_id}`;
/** Code unit order, as reserveStock locks its lines (never a locale's order). */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const missing = (data: Record<string, unknown>): Failure => ({
  code: 'INVENTORY_ITEM_NOT_FOUND',
  description: 'No inventory item of this id (or variant and location)',
  data,
});
