import { Type, type Static } from '@sinclair/typebox';
import {
  BulkActionTally,
  BulkItemMetadata,
  CursorPagingMetadata,
  Filter,
  Nullable,
  Sorting,
  StringEnum,
} from './common.ts';

/*
 * Catalog v3 inventory items (routes.md "Catalog v3", `stores_inventory-items-v-3`): the store's
 * stock seen per (product, variant) at one location — the same rows as inventory v2 (inventory.ts),
 * never a second store of quantities. Field names are the REST wire's (`id`, dates as ISO strings).
 * Answers are closed objects; inputs are closed and bounded as the official typings bound them:
 * quantities within ±99,999, a preorder limit up to 100,000, bulk calls of 1–1,000 items,
 * query pages of up to 1,000 (cursor paging only).
 */

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A field the client may echo back from a read; never written. */
const ReadOnly = Type.Optional(Type.Unknown());

export const AvailabilityStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PREORDER'] as const;
export type AvailabilityStatus = (typeof AvailabilityStatuses)[number];
/** Why stock changed (the v2 change source of the ledger and events). */
export const ReasonTypes = ['ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'] as const;

export const InventoryItemV3 = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    productId: Type.String(),
    variantId: Type.String(),
    locationId: Type.String(),
    trackQuantity: Type.Boolean(),
    /** Present while the quantity is tracked. */
    quantity: Type.Optional(Type.Integer()),
    inStock: Type.Boolean(),
    availabilityStatus: StringEnum(AvailabilityStatuses),
    preorderInfo: Type.Object(
      {
        enabled: Type.Boolean(),
        message: Nullable(Type.String()),
        limit: Nullable(Type.Integer()),
        /** Units preordered (how far a tracked quantity is below zero). */
        counter: Type.Integer(),
        /** Units still open for preorder (null: no limit). */
        quantity: Nullable(Type.Integer()),
      },
      closed,
    ),
  },
  closed,
);
export type InventoryItemV3 = Static<typeof InventoryItemV3>;

const Quantity = Type.Integer({ minimum: -99_999, maximum: 99_999 });
const PreorderInput = Type.Object(
  {
    enabled: Type.Optional(Nullable(Type.Boolean())),
    message: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 250 }))),
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
    counter: ReadOnly,
    quantity: ReadOnly,
  },
  closed,
);
const readOnlyFields = {
  createdDate: ReadOnly,
  updatedDate: ReadOnly,
  productId: ReadOnly,
  variantId: ReadOnly,
  locationId: ReadOnly,
  trackQuantity: ReadOnly,
  availabilityStatus: ReadOnly,
  product: ReadOnly,
  extendedFields: ReadOnly,
};
const writable = {
  revision: Type.String({ minLength: 1, maxLength: 20 }),
  /** Sets a tracked quantity (the tracking method "quantity"); not with `inStock`. */
  quantity: Type.Optional(Quantity),
  /** Sets an untracked item's in-stock flag (the tracking method "in stock"); not with `quantity`. */
  inStock: Type.Optional(Type.Boolean()),
  preorderInfo: Type.Optional(PreorderInput),
};
const UpdateInput = Type.Object(
  { id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))), ...writable, ...readOnlyFields },
  closed,
);
const BulkUpdateInput = Type.Object({ id: Id, ...writable, ...readOnlyFields }, closed);
const Reason = Type.Optional(StringEnum(ReasonTypes));
const Bulk = { minItems: 1, maxItems: 1000 } as const;
const Step = Type.Integer({ minimum: 1, maximum: 99_999 });
const BulkOptions = { returnEntity: Type.Optional(Type.Boolean()), reason: Reason };

const CursorPaging = Type.Object(
  {
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
    cursor: Type.Optional(Nullable(Type.String({ maxLength: 16000 }))),
  },
  closed,
);
const CursorQuery = Type.Object(
  {
    filter: Type.Optional(Filter),
    sort: Type.Optional(Type.Array(Sorting, { maxItems: 10 })),
    cursorPaging: Type.Optional(CursorPaging),
  },
  closed,
);

export const InventoryItemsV3Schemas = {
  Params: Type.Object({ inventoryItemId: Id }, closed),
  GetRequest: Type.Object({}, closed),
  Response: Type.Object({ inventoryItem: InventoryItemV3 }, closed),
  UpdateRequest: Type.Object({ inventoryItem: UpdateInput, reason: Reason }, closed),
  QueryRequest: Type.Object({ query: Type.Optional(CursorQuery) }, closed),
  SearchRequest: Type.Object({ search: Type.Optional(CursorQuery) }, closed),
  ListResponse: Type.Object(
    {
      inventoryItems: Type.Array(InventoryItemV3),
      pagingMetadata: CursorPagingMetadata,
    },
    closed,
  ),
  CountRequest: Type.Object({ filter: Type.Optional(Filter) }, closed),
  CountResponse: Type.Object({ count: Type.Integer() }, closed),
  BulkUpdateRequest: Type.Object(
    {
      inventoryItems: Type.Array(Type.Object({ inventoryItem: BulkUpdateInput }, closed), Bulk),
      ...BulkOptions,
    },
    closed,
  ),
  BulkDecrementRequest: Type.Object(
    {
      decrementData: Type.Array(
        Type.Object(
          { inventoryItemId: Id, decrementBy: Step, preorderRequest: Type.Optional(Type.Boolean()) },
          closed,
        ),
        Bulk,
      ),
      restrictInventory: Type.Optional(Nullable(Type.Boolean())),
      ...BulkOptions,
    },
    closed,
  ),
  BulkIncrementRequest: Type.Object(
    {
      incrementData: Type.Array(Type.Object({ inventoryItemId: Id, incrementBy: Step }, closed), Bulk),
      ...BulkOptions,
    },
    closed,
  ),
  BulkDecrementByVariantRequest: Type.Object(
    {
      decrementData: Type.Array(
        Type.Object(
          {
            variantId: Id,
            locationId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
            decrementBy: Step,
            preorderRequest: Type.Optional(Type.Boolean()),
          },
          closed,
        ),
        Bulk,
      ),
      restrictInventory: Type.Optional(Nullable(Type.Boolean())),
      ...BulkOptions,
    },
    closed,
  ),
  BulkIncrementByVariantRequest: Type.Object(
    {
      incrementData: Type.Array(
        Type.Object(
          {
            variantId: Id,
            locationId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
            incrementBy: Step,
          },
          closed,
        ),
        Bulk,
      ),
      ...BulkOptions,
    },
    closed,
  ),
  BulkResponse: Type.Object(
    {
      results: Type.Array(
        Type.Object({ itemMetadata: BulkItemMetadata, item: Type.Optional(InventoryItemV3) }, closed),
      ),
      bulkActionMetadata: BulkActionTally,
    },
    closed,
  ),
};
