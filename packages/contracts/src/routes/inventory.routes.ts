import {
  DecrementInventoryRequest,
  EmptyAnswer,
  GetInventoryVariantsParams,
  GetInventoryVariantsRequest,
  GetInventoryVariantsResponse,
  IncrementInventoryRequest,
  QueryInventoryRequest,
  QueryInventoryResponse,
  UpdateInventoryVariantsParams,
  UpdateInventoryVariantsRequest,
} from '../inventory.ts';
import * as endpoints from './inventory.endpoints.ts';
import { route } from './route.ts';

const tags = ['Store inventory'] as const;

// The store's routes of this group (H54: inventory v2); module `store-inventory` serves them.
// Owner calls, as the hosted API's (apps holding the store's inventory permissions).
export const inventoryRoutes = {
  updateInventoryVariants: route(endpoints.updateInventoryVariants, {
    tags,
    access: 'owner',
    description:
      "Sets a product's tracking (for every variant: a missing `trackQuantity` is false, as the hosted API), " +
      'the quantity or in-stock flag of the variants named, and preorder settings. A variant that goes from ' +
      'out of stock to in stock starts its back-in-stock notifications.',
    params: UpdateInventoryVariantsParams,
    input: UpdateInventoryVariantsRequest,
    response: EmptyAnswer,
  }),
  decrementInventory: route(endpoints.decrementInventory, {
    tags,
    access: 'owner',
    description:
      'Subtracts from tracked variants (by inventory id or product id, and variant id; the default variant ' +
      'when none). All or nothing: a decrement below zero (beyond the preorder limit for a preorder request) ' +
      'is a 400 naming the line, and nothing is written.',
    input: DecrementInventoryRequest,
    response: EmptyAnswer,
  }),
  incrementInventory: route(endpoints.incrementInventory, {
    tags,
    access: 'owner',
    description: 'Adds to tracked variants (by inventory id or product id, and variant id).',
    input: IncrementInventoryRequest,
    response: EmptyAnswer,
  }),
  getInventoryVariants: route(endpoints.getInventoryVariants, {
    tags,
    access: 'owner',
    description: "A product's inventory item (its id is the product's id), all variants or those named.",
    params: GetInventoryVariantsParams,
    input: GetInventoryVariantsRequest,
    response: GetInventoryVariantsResponse,
    idempotency: false,
  }),
  queryInventory: route(endpoints.queryInventory, {
    tags,
    access: 'owner',
    description:
      'Inventory items, offset paging (at most 100). `filter` and `sort` are JSON text as in the hosted v2 API ' +
      '(fields productId, trackQuantity, lastUpdated, numericId); sort as `[{"lastUpdated":"desc"}]` or ' +
      '`[{"fieldName":"lastUpdated","order":"DESC"}]`.',
    input: QueryInventoryRequest,
    response: QueryInventoryResponse,
    idempotency: false,
  }),
};
