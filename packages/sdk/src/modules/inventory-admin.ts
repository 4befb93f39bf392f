import {
  decrementInventory as decrementEndpoint,
  getInventoryVariants as getInventoryVariantsEndpoint,
  incrementInventory as incrementEndpoint,
  queryInventory as queryInventoryEndpoint,
  updateInventoryVariants as updateInventoryVariantsEndpoint,
} from '@tessera/contracts/routes/inventory.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { DEFAULT_VARIANT_ID } from './store-references.ts';

export type { InventoryItem } from '@tessera/contracts/inventory';

/** One variant's stock as the owner sets it: a count when tracked, else in stock or not. */
export interface VariantStockChange {
  /** The product's default variant when left out. */
  variantId?: string;
  quantity?: number | null;
  inStock?: boolean | null;
  availableForPreorder?: boolean;
}

/** A variant's stock step (decrement or increment). */
export interface StockStep {
  productId: string;
  variantId?: string;
  by: number;
}

/**
 * `@tessera/sdk/inventory-admin`: the owner's stock of the store (inventory v2) — a product's
 * variants' quantities or in-stock flags, decrement and increment (conditional: never below
 * zero), one product's inventory and the inventory query. Owner credentials.
 */
export function inventoryAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /**
     * Sets a product's stock: `trackQuantity` product-wide (the hosted API treats a missing one
     * as false), and per variant a quantity (tracked) or in-stock flag (not tracked).
     */
    async setStock(
      productId: string,
      trackQuantity: boolean,
      variants: VariantStockChange[],
      options?: CallOptions,
    ): Promise<void> {
      await call(
        updateInventoryVariantsEndpoint,
        { productId },
        {
          inventoryItem: {
            trackQuantity,
            variants: variants.map(({ variantId, ...rest }) => ({
              variantId: variantId ?? DEFAULT_VARIANT_ID,
              ...rest,
            })),
          },
        },
        options,
      );
    },
    async decrement(steps: StockStep[], options?: CallOptions): Promise<void> {
      await call(
        decrementEndpoint,
        {},
        {
          decrementData: steps.map(({ productId, variantId, by }) => ({
            productId,
            variantId: variantId ?? DEFAULT_VARIANT_ID,
            decrementBy: by,
          })),
        },
        options,
      );
    },
    async increment(steps: StockStep[], options?: CallOptions): Promise<void> {
      await call(
        incrementEndpoint,
        {},
        {
          incrementData: steps.map(({ productId, variantId, by }) => ({
            productId,
            variantId: variantId ?? DEFAULT_VARIANT_ID,
            incrementBy: by,
          })),
        },
        options,
      );
    },
    /** One product's inventory (its variants' stock). */
    async productInventory(productId: string, options?: CallOptions) {
      return (
        await call(
          getInventoryVariantsEndpoint,
          { inventoryId: productId },
          { productId },
          { ...options, check: hasObject('inventoryItem'), idempotent: true },
        )
      ).inventoryItem;
    },
    /** Inventory items by filter (`{ productId: { $in: [...] } }`), offset paging. */
    queryInventory(
      request: { filter?: Record<string, unknown>; limit?: number; offset?: number } = {},
      options?: CallOptions,
    ) {
      return call(
        queryInventoryEndpoint,
        {},
        {
          query: {
            ...(request.filter ? { filter: JSON.stringify(request.filter) } : {}),
            paging: { limit: request.limit ?? 100, ...(request.offset ? { offset: request.offset } : {}) },
          },
        },
        { ...options, check: hasArray('inventoryItems'), idempotent: true },
      );
    },
  };
}

export type InventoryAdminModule = ReturnType<typeof inventoryAdmin>;
