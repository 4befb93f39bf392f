import type { QueryV2 } from '@tessera/contracts';
import type { inventoryItemsV3Routes } from '@tessera/contracts/routes/index';
import type { Caller } from '../../../platform/auth/caller.ts';
import { bulkResults } from '../../../platform/bulk-results.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import type { RouteHandlers } from '../../../platform/routing.ts';
import type { UnitOfWork } from '../../../platform/unit-of-work.ts';
import { InventoryItemReads } from './items.reads.ts';
import { InventoryItemStockMoves } from './items.stock-moves.ts';
import { InventoryItemUpdates } from './items.update.ts';

interface Deps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  cursorSecret: (siteId: string) => Promise<string>;
}

/** Catalog v3 inventory items (store-inventory.module.ts registers them): each handler is one call. */
export function inventoryItemsV3Handlers(deps: Deps): RouteHandlers<typeof inventoryItemsV3Routes> {
  const reads = new InventoryItemReads(deps);
  const updates = new InventoryItemUpdates(deps);
  const moves = new InventoryItemStockMoves(deps);
  const bulkUpdate = (
    caller: Caller,
    items: readonly { inventoryItem: Parameters<typeof updates.update>[2] & { id: string } }[],
    options: { returnEntity?: boolean; reason?: Parameters<typeof updates.update>[3] },
  ) =>
    bulkResults(
      items.map((entry, index) => ({ item: entry.inventoryItem, index })),
      ({ item }) => item.id,
      async ({ item, index }) => {
        const done = await updates.update(
          caller,
          item.id,
          item,
          options.reason,
          `inventoryItems[${index}].inventoryItem`,
        );
        return options.returnEntity ? done : undefined;
      },
    );
  return {
    getInventoryItem: async ({ caller, params }) => ({
      inventoryItem: await reads.get(caller, params.inventoryItemId),
    }),
    updateInventoryItem: async ({ caller, params, input }) => ({
      inventoryItem: await updates.update(caller, params.inventoryItemId, input.inventoryItem, input.reason),
    }),
    queryInventoryItems: ({ caller, input }) => reads.list(caller, input.query as QueryV2, 'query'),
    searchInventoryItems: ({ caller, input }) => reads.list(caller, input.search as QueryV2, 'search'),
    countInventoryItems: ({ caller, input }) => reads.count(caller, input.filter),
    bulkUpdateInventoryItems: ({ caller, input }) => bulkUpdate(caller, input.inventoryItems, input),
    bulkDecrementInventoryItems: ({ caller, input }) =>
      moves.decrement(
        caller,
        input.decrementData.map((d) => ({
          ref: { itemId: d.inventoryItemId },
          quantity: d.decrementBy,
          preorder: d.preorderRequest,
        })),
        input,
        'decrementData',
      ),
    bulkIncrementInventoryItems: ({ caller, input }) =>
      moves.increment(
        caller,
        input.incrementData.map((d) => ({ ref: { itemId: d.inventoryItemId }, quantity: d.incrementBy })),
        input,
        'incrementData',
      ),
    bulkDecrementInventoryItemsByVariantAndLocation: ({ caller, input }) =>
      moves.decrement(
        caller,
        input.decrementData.map((d) => ({
          ref: { variantId: d.variantId, locationId: d.locationId },
          quantity: d.decrementBy,
          preorder: d.preorderRequest,
        })),
        input,
        'decrementData',
      ),
    bulkIncrementInventoryItemsByVariantAndLocation: ({ caller, input }) =>
      moves.increment(
        caller,
        input.incrementData.map((d) => ({
          ref: { variantId: d.variantId, locationId: d.locationId },
          quantity: d.incrementBy,
        })),
        input,
        'incrementData',
      ),
  };
}
