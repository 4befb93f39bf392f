import type { InventoryChangeSource } from '@tessera/contracts/inventory';
import type { Insertable } from 'kysely';
import type { Database } from '../../platform/database-schema.ts';
import { newId } from '../../platform/ids.ts';
import { keptStatement } from '../../platform/kept-statement.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { insertIntoSite, type SiteScope } from '../../platform/site-scope.ts';

/** What a change did to one variant: before and after (quantity null while untracked). */
export interface VariantChange {
  productId: string;
  variantId: string;
  /** Signed change of the counted quantity (0 for an untracked variant or a flag change). */
  delta: number;
  oldValue: { quantity: number | null; inStock: boolean; availableForPreorder: boolean };
  newValue: { quantity: number | null; inStock: boolean; availableForPreorder: boolean };
}

export interface ChangeSource {
  source: InventoryChangeSource;
  orderId?: string | null;
}

const ITEM_FQDN = 'wix.stores.v2.inventory_item';

/** One ledger row, built and compiled once (platform/kept-statement.ts). */
const insertLedgerRow = keptStatement((db, row: Insertable<Database['store_inventory_changes']>) =>
  db.insertInto('store_inventory_changes').values(row),
);

/**
 * Records changes in the caller's unit: the ledger (every counted change with its source and
 * order) and one `inventory_variants_changed` per product whose variants changed at all.
 */
export async function recordVariantChanges(
  scope: SiteScope,
  changes: readonly VariantChange[],
  source: ChangeSource,
  now: string,
): Promise<void> {
  const counted = changes
    .filter((c) => c.delta !== 0)
    .map((c) => ({
      id: newId(),
      product_id: c.productId,
      variant_id: c.variantId,
      delta: c.delta,
      source: source.source,
      order_id: source.orderId ?? null,
      created_date: now,
    }));
  // An order of one variant (the usual purchase) writes one row: a kept statement.
  if (counted.length === 1) await insertLedgerRow(scope.db, { ...counted[0]!, site_id: scope.siteId });
  else if (counted.length > 1) await insertIntoSite(scope, 'store_inventory_changes', counted).execute();
  const byProduct = new Map<string, VariantChange[]>();
  for (const change of changes) {
    const same =
      change.oldValue.quantity === change.newValue.quantity &&
      change.oldValue.inStock === change.newValue.inStock &&
      change.oldValue.availableForPreorder === change.newValue.availableForPreorder;
    if (same) continue;
    byProduct.set(change.productId, [...(byProduct.get(change.productId) ?? []), change]);
  }
  for (const [productId, variants] of byProduct) {
    await recordDomainEvent(scope.db, {
      siteId: scope.siteId,
      name: 'inventory_variants_changed',
      entityFqdn: ITEM_FQDN,
      entityId: productId,
      payload: {
        inventoryItemId: productId,
        productId,
        variants: variants.map((v) => ({ id: v.variantId, oldValue: v.oldValue, newValue: v.newValue })),
        source: source.source,
        orderId: source.orderId ?? null,
        updatedDate: now,
      },
    });
  }
}

/** Records `inventory_item_changed` (tracking or preorder settings) in the caller's unit. */
export async function recordItemChanged(
  scope: SiteScope,
  item: {
    productId: string;
    trackInventory: boolean;
    preorderInfo: { enabled: boolean; message: string | null; limit: number | null };
    fieldMask: string[];
  },
  now: string,
): Promise<void> {
  await recordDomainEvent(scope.db, {
    siteId: scope.siteId,
    name: 'inventory_item_changed',
    entityFqdn: ITEM_FQDN,
    entityId: item.productId,
    payload: { inventoryItemId: item.productId, ...item, updatedDate: now },
  });
}
