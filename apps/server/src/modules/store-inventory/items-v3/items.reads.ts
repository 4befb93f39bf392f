import type { QueryV2 } from '@tessera/contracts';
import type { InventoryItemV3 } from '@tessera/contracts/inventory-items-v3';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Executor } from '../../../platform/db.ts';
import { notFound, withViolationsMoved } from '../../../platform/errors.ts';
import {
  cursorPagingMetadata,
  openListing,
  type Listing,
  type ListingDeps,
} from '../../../platform/query/listing.ts';
import type { QueryPage } from '../../../platform/query/run-query.ts';
import { selectFromSite, siteScope } from '../../../platform/site-scope.ts';
import { ITEM_COLUMNS, toItemV3, type ItemRow } from './item.wire.ts';
import { inventoryItemsV3Listing } from './items.listing.ts';

export const itemNotFound = (data: Record<string, unknown>) =>
  notFound('INVENTORY_ITEM_NOT_FOUND', 'No inventory item of this id (or variant and location)', data);

/** The row of an item id, or undefined. */
export async function itemRowOf(db: Executor, siteId: string, itemId: string): Promise<ItemRow | undefined> {
  return (await selectFromSite(siteScope(db, siteId), 'store_stock')
    .select(ITEM_COLUMNS)
    .where('store_stock.item_id', '=', itemId)
    .executeTakeFirst()) as ItemRow | undefined;
}

/** The rows of a variant id (several when products share it: the default variant). */
export async function rowsOfVariant(db: Executor, siteId: string, variantId: string): Promise<ItemRow[]> {
  return (await selectFromSite(siteScope(db, siteId), 'store_stock')
    .select(ITEM_COLUMNS)
    .where('store_stock.variant_id', '=', variantId)
    .limit(2)
    .execute()) as ItemRow[];
}

/** GetInventoryItem, QueryInventoryItems, SearchInventoryItems, CountInventoryItems (owner reads). */
export class InventoryItemReads {
  private readonly listing: Listing<undefined, ItemRow, QueryPage<ItemRow>>;

  constructor(private readonly deps: ListingDeps & { db: Executor }) {
    this.listing = openListing(inventoryItemsV3Listing, deps);
  }

  async get(caller: Caller, itemId: string): Promise<InventoryItemV3> {
    const row = await itemRowOf(this.deps.db, caller.siteId, itemId);
    if (!row) throw itemNotFound({ inventoryItemId: itemId });
    return toItemV3(row);
  }

  /** Query and Search alike: filter, sort, cursor paging (`path`: where the request's query sits). */
  async list(caller: Caller, query: QueryV2 | undefined, path: 'query' | 'search') {
    let page: QueryPage<ItemRow>;
    try {
      page = await this.listing.query(caller.siteId, undefined, {
        ...(query ?? {}),
        cursorPaging: query?.cursorPaging ?? {},
      });
    } catch (error) {
      throw withViolationsMoved(error, /^query\./, `${path}.`);
    }
    const items = page.rows.map(toItemV3);
    const meta = page.pagingMetadata;
    return { inventoryItems: items, pagingMetadata: cursorPagingMetadata(meta, meta.count ?? items.length) };
  }

  async count(caller: Caller, filter: unknown): Promise<{ count: number }> {
    return { count: await this.listing.count(caller.siteId, undefined, filter, 'filter') };
  }
}
