import { InventoryItemsV3Schemas as S } from '../inventory-items-v3.ts';
import * as endpoints from './inventory-items-v3.endpoints.ts';
import { route } from './route.ts';

const tags = ['Stores inventory items v3'] as const;

// Catalog v3 inventory items; module `store-inventory` serves them over the inventory v2 stock rows
// (one item per product variant at the store's one location). Owner calls, as inventory v2's.
export const inventoryItemsV3Routes = {
  getInventoryItem: route(endpoints.getInventoryItem, {
    tags,
    access: 'owner',
    description: "One variant's stock as a v3 inventory item (404 INVENTORY_ITEM_NOT_FOUND).",
    params: S.Params,
    input: S.GetRequest,
    response: S.Response,
  }),
  updateInventoryItem: route(endpoints.updateInventoryItem, {
    tags,
    access: 'owner',
    description:
      "Sets a variant's quantity (tracked) or in-stock flag (untracked) and preorder settings; `revision` " +
      'must be the current one (409 REVISION_MISMATCH). Tracking and preorder settings are product-wide ' +
      'here (as inventory v2): changing them on one variant of a product with several is a 400 ' +
      'PRODUCT_WIDE_SETTING.',
    params: S.Params,
    input: S.UpdateRequest,
    response: S.Response,
  }),
  queryInventoryItems: route(endpoints.queryInventoryItems, {
    tags,
    access: 'owner',
    description:
      'Inventory items, cursor paging (default 100, at most 1,000); filter id, productId, variantId, ' +
      'locationId, quantity, inStock, trackQuantity, availabilityStatus, preorderInfo.enabled, dates.',
    input: S.QueryRequest,
    response: S.ListResponse,
  }),
  searchInventoryItems: route(endpoints.searchInventoryItems, {
    tags,
    access: 'owner',
    description: 'As QueryInventoryItems (filter, sort, cursor paging); no free-text search or aggregations.',
    input: S.SearchRequest,
    response: S.ListResponse,
  }),
  countInventoryItems: route(endpoints.countInventoryItems, {
    tags,
    access: 'owner',
    input: S.CountRequest,
    response: S.CountResponse,
  }),
  bulkUpdateInventoryItems: route(endpoints.bulkUpdateInventoryItems, {
    tags,
    access: 'owner',
    description: 'UpdateInventoryItem per item; each item succeeds or fails alone.',
    input: S.BulkUpdateRequest,
    response: S.BulkResponse,
  }),
  bulkDecrementInventoryItems: route(endpoints.bulkDecrementInventoryItems, {
    tags,
    access: 'owner',
    description:
      'Takes stock per item with one conditional statement (never below zero, nor past the preorder ' +
      'limit for a preorder request): a short item fails alone (INSUFFICIENT_INVENTORY). ' +
      '`restrictInventory: false` is refused: stock here never goes below what it allows.',
    input: S.BulkDecrementRequest,
    response: S.BulkResponse,
  }),
  bulkIncrementInventoryItems: route(endpoints.bulkIncrementInventoryItems, {
    tags,
    access: 'owner',
    description: 'Adds to tracked items; an untracked item fails alone (QUANTITY_NOT_TRACKED).',
    input: S.BulkIncrementRequest,
    response: S.BulkResponse,
  }),
  bulkDecrementInventoryItemsByVariantAndLocation: route(
    endpoints.bulkDecrementInventoryItemsByVariantAndLocation,
    {
      tags,
      access: 'owner',
      description:
        'BulkDecrementInventoryItems naming items by variant id (and the default location). A variant id ' +
        'several products share (the default variant of products without options) fails alone ' +
        '(VARIANT_ID_AMBIGUOUS): name such items by id.',
      input: S.BulkDecrementByVariantRequest,
      response: S.BulkResponse,
    },
  ),
  bulkIncrementInventoryItemsByVariantAndLocation: route(
    endpoints.bulkIncrementInventoryItemsByVariantAndLocation,
    {
      tags,
      access: 'owner',
      description: 'BulkIncrementInventoryItems naming items by variant id (and the default location).',
      input: S.BulkIncrementByVariantRequest,
      response: S.BulkResponse,
    },
  ),
};
