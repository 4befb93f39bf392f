import { sql } from 'kysely';
import type { InventoryChangeSource } from '@tessera/contracts/inventory';
import type { InventoryItemV3 } from '@tessera/contracts/inventory-items-v3';
import type { Caller } from '../../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, validationError, violation } from '../../../platform/errors.ts';
import { selectFromSite, siteScope, updateSiteTable } from '../../../platform/site-scope.ts';
import type { UnitOfWork } from '../../../platform/unit-of-work.ts';
import { recordItemChanged, recordVariantChanges } from '../inventory-events.ts';
import { availabilityOf } from '../stock-status.ts';
import { INVENTORY_CHANGES } from '../stock.ts';
import { ITEM_COLUMNS, toItemV3, type ItemRow } from './item.wire.ts';
import { itemNotFound } from './items.reads.ts';

/** What UpdateInventoryItem may set (the rest of the item is read-only and ignored). */
export interface ItemPatch {
  revision: string;
  quantity?: number;
  inStock?: boolean;
  preorderInfo?: { enabled?: boolean | null; message?: string | null; limit?: number | null };
}

/** Tracking and preorder changes also change what product pages show (as inventory v2's update). */
const OWNER_CHANGES = { changes: [INVENTORY_CHANGES, 'products'] } as const;

/**
 * UpdateInventoryItem over one stock row: the quantity (tracked) or in-stock flag (untracked) and
 * the preorder settings, written by ONE conditional statement on the row's revision (a stale
 * revision is a 409 and nothing is written). Tracking and preorder are product-wide settings of
 * the stock rows (inventory v2): they may change here only on a product with a single variant.
 */
export class InventoryItemUpdates {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  async update(
    caller: Caller,
    itemId: string,
    patch: ItemPatch,
    reason: InventoryChangeSource = 'MANUAL',
    path = 'inventoryItem',
  ): Promise<InventoryItemV3> {
    if (patch.quantity !== undefined && patch.inStock !== undefined) {
      throw validationError([
        violation(`${path}.inStock`, 'quantity and inStock are one of a kind: name one', 'ONE_OF_ALIGNMENT'),
      ]);
    }
    const row = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        const scope = siteScope(unit.db, caller.siteId);
        const current = (await unit
          .forUpdate(selectFromSite(scope, 'store_stock').select(ITEM_COLUMNS).where('item_id', '=', itemId))
          .executeTakeFirst()) as ItemRow | undefined;
        if (!current) throw itemNotFound({ inventoryItemId: itemId });
        if (patch.revision !== String(current.revision)) throw stale(current);

        const track =
          patch.quantity !== undefined ? 1 : patch.inStock !== undefined ? 0 : current.track_quantity;
        const asked = patch.preorderInfo ?? {};
        const preorder = {
          enabled:
            asked.enabled === undefined || asked.enabled === null
              ? current.preorder_enabled
              : asked.enabled
                ? 1
                : 0,
          message: asked.message === undefined ? current.preorder_message : asked.message,
          limit: asked.limit === undefined ? current.preorder_limit : asked.limit,
        };
        const fieldMask = [
          ...(track !== current.track_quantity ? ['trackInventory'] : []),
          ...(preorder.enabled !== current.preorder_enabled ? ['preorderInfo.enabled'] : []),
          ...(preorder.message !== current.preorder_message ? ['preorderInfo.message'] : []),
          ...(preorder.limit !== current.preorder_limit ? ['preorderInfo.limit'] : []),
        ];
        if (fieldMask.length > 0) await this.assertSingleVariant(scope, current, fieldMask);

        const next = {
          track_quantity: track,
          quantity: patch.quantity ?? Number(current.quantity),
          in_stock: patch.inStock === undefined ? current.in_stock : patch.inStock ? 1 : 0,
          preorder_enabled: preorder.enabled,
          preorder_message: preorder.message,
          preorder_limit: preorder.limit,
        };
        const written = await updateSiteTable(scope, 'store_stock')
          .set({ ...next, revision: sql`revision + 1`, updated_date: now })
          .where('item_id', '=', itemId)
          .where('revision', '=', current.revision)
          .executeTakeFirst();
        // Without a row lock (SQLite), the revision condition alone refuses a write that raced this one.
        if (Number(written.numUpdatedRows) !== 1) throw stale(current);

        const before = availabilityOf(current);
        const after = availabilityOf(next);
        await recordVariantChanges(
          scope,
          [
            {
              productId: current.product_id,
              variantId: current.variant_id,
              delta:
                track === 1 && current.track_quantity === 1 ? next.quantity - Number(current.quantity) : 0,
              oldValue: before,
              newValue: after,
            },
          ],
          { source: reason },
          now,
        );
        if (fieldMask.length > 0) {
          await recordItemChanged(
            scope,
            {
              productId: current.product_id,
              trackInventory: track === 1,
              preorderInfo: {
                enabled: preorder.enabled === 1,
                message: preorder.message,
                limit: preorder.limit,
              },
              fieldMask,
            },
            now,
          );
        }
        return (await selectFromSite(scope, 'store_stock')
          .select(ITEM_COLUMNS)
          .where('item_id', '=', itemId)
          .executeTakeFirstOrThrow()) as ItemRow;
      },
      OWNER_CHANGES,
    );
    return toItemV3(row);
  }

  /** Product-wide settings change here only when the product has this one variant. */
  private async assertSingleVariant(
    scope: ReturnType<typeof siteScope>,
    current: ItemRow,
    fieldMask: readonly string[],
  ): Promise<void> {
    const { variants } = await selectFromSite(scope, 'store_stock')
      .select((eb) => eb.fn.countAll<number>().as('variants'))
      .where('product_id', '=', current.product_id)
      .executeTakeFirstOrThrow();
    if (Number(variants) > 1) {
      throw new AppError(
        'INVALID',
        'PRODUCT_WIDE_SETTING',
        'Tracking and preorder settings apply to every variant of this product: change them with ' +
          'UpdateInventoryVariants (inventory v2)',
        { productId: current.product_id, variants: Number(variants), fields: [...fieldMask] },
      );
    }
  }
}

function stale(current: ItemRow): AppError {
  return new AppError('CONFLICT', 'REVISION_MISMATCH', 'The inventory item changed since it was read', {
    currentRevision: String(current.revision),
  });
}
