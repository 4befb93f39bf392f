import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

/*
 * Inventory v2 of the store (official typings: `@wix/auto_sdk_stores_inventory`): one inventory
 * item per product (its id is the product's id), one entry per variant. Field names are the REST
 * wire's (`id`, dates as ISO strings). Answers are closed objects; inputs are closed and bounded.
 */

const closed = { additionalProperties: false } as const;

/** Ids of products and variants (UUIDs in Tessera; bounded as the hosted API bounds them). */
const ItemId = Type.String({ minLength: 1, maxLength: 36 });
const VariantId = Type.String({ minLength: 1, maxLength: 36 });
/** A stock count: the hosted API's preorder limit is at most 100,000; counts stay well inside int32. */
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Step = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });

export const InventoryChangeSources = ['UNKNOWN', 'ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'] as const;
export type InventoryChangeSource = (typeof InventoryChangeSources)[number];

export const InventoryStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK', 'PREORDER'] as const;
export type InventoryStatus = (typeof InventoryStatuses)[number];

export const PreorderInfo = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    message: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 250 }))),
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
  },
  closed,
);
export type PreorderInfo = Static<typeof PreorderInfo>;

export const InventoryVariant = Type.Object(
  {
    variantId: Type.String(),
    inStock: Type.Boolean(),
    /** Null while the product's quantity is not tracked. */
    quantity: Nullable(Type.Integer()),
    availableForPreorder: Type.Boolean(),
  },
  closed,
);

export const InventoryItem = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    trackQuantity: Type.Boolean(),
    variants: Type.Array(InventoryVariant),
    lastUpdated: Type.String({ format: 'date-time' }),
    numericId: Type.String(),
    preorderInfo: Type.Object(
      {
        enabled: Type.Boolean(),
        message: Type.Optional(Nullable(Type.String())),
        limit: Type.Optional(Nullable(Type.Integer())),
      },
      closed,
    ),
  },
  closed,
);
export type InventoryItem = Static<typeof InventoryItem>;

// ——— requests ———

export const UpdateInventoryVariantsParams = Type.Object({ productId: ItemId }, closed);
export const UpdateInventoryVariantsRequest = Type.Object(
  {
    inventoryItem: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 36 }))),
        productId: Type.Optional(Nullable(ItemId)),
        /** Sent on every call (the hosted API treats a missing one as false, for every variant). */
        trackQuantity: Type.Optional(Nullable(Type.Boolean())),
        variants: Type.Optional(
          Type.Array(
            Type.Object(
              {
                variantId: VariantId,
                inStock: Type.Optional(Nullable(Type.Boolean())),
                quantity: Type.Optional(Nullable(Count)),
                availableForPreorder: Type.Optional(Type.Boolean()),
              },
              closed,
            ),
            { maxItems: 1000 },
          ),
        ),
        lastUpdated: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
        numericId: Type.Optional(Type.String({ maxLength: 40 })),
        preorderInfo: Type.Optional(PreorderInfo),
      },
      closed,
    ),
  },
  closed,
);

const byItem = {
  inventoryId: Type.Optional(ItemId),
  productId: Type.Optional(ItemId),
  variantId: Type.Optional(VariantId),
};
export const DecrementInventoryRequest = Type.Object(
  {
    decrementData: Type.Array(
      Type.Object({ ...byItem, decrementBy: Step, preorderRequest: Type.Optional(Type.Boolean()) }, closed),
      { minItems: 1, maxItems: 300 },
    ),
  },
  closed,
);
export const IncrementInventoryRequest = Type.Object(
  {
    incrementData: Type.Array(Type.Object({ ...byItem, incrementBy: Step }, closed), {
      minItems: 1,
      maxItems: 300,
    }),
  },
  closed,
);

export const GetInventoryVariantsParams = Type.Object({ inventoryId: ItemId }, closed);
export const GetInventoryVariantsRequest = Type.Object(
  {
    inventoryId: Type.Optional(ItemId),
    productId: Type.Optional(ItemId),
    variantIds: Type.Optional(Type.Array(VariantId, { maxItems: 1000 })),
  },
  closed,
);
export const GetInventoryVariantsResponse = Type.Object({ inventoryItem: InventoryItem }, closed);

/** v2's query: `filter` and `sort` are JSON text (`'{"productId":{"$in":[…]}}'`, `'[{"lastUpdated":"desc"}]'`). */
export const QueryInventoryRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          paging: Type.Optional(
            Type.Object(
              {
                limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
                offset: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
              },
              closed,
            ),
          ),
          filter: Type.Optional(Nullable(Type.String({ maxLength: 8000 }))),
          sort: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryInventoryResponse = Type.Object(
  {
    inventoryItems: Type.Array(InventoryItem),
    metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }, closed),
    totalResults: Type.Integer(),
  },
  closed,
);

export const EmptyAnswer = Type.Object({}, closed);

// ——— domain events (spec §3 "Inventory": InventoryItemChanged, InventoryVariantsChanged) ———

const ChangedVariantData = Type.Object(
  { quantity: Nullable(Type.Integer()), inStock: Type.Boolean(), availableForPreorder: Type.Boolean() },
  closed,
);

export const inventoryDomainEvents = {
  /** Tracking or preorder settings of a product's inventory changed (`fieldMask`: which). */
  inventory_item_changed: Type.Object(
    {
      inventoryItemId: Type.String(),
      productId: Type.String(),
      trackInventory: Type.Boolean(),
      preorderInfo: Type.Object(
        {
          enabled: Type.Boolean(),
          message: Nullable(Type.String()),
          limit: Nullable(Type.Integer()),
        },
        closed,
      ),
      fieldMask: Type.Array(Type.String()),
      updatedDate: Type.String({ format: 'date-time' }),
    },
    closed,
  ),
  /**
   * Quantities or availability of a product's variants changed: before and after per variant,
   * the change's source and order. A variant whose `oldValue.inStock` is false and `newValue.inStock`
   * true went back in stock (back-in-stock notifications start from it).
   */
  inventory_variants_changed: Type.Object(
    {
      inventoryItemId: Type.String(),
      productId: Type.String(),
      variants: Type.Array(
        Type.Object(
          { id: Type.String(), oldValue: ChangedVariantData, newValue: ChangedVariantData },
          closed,
        ),
      ),
      source: StringEnum(InventoryChangeSources),
      orderId: Nullable(Type.String()),
      updatedDate: Type.String({ format: 'date-time' }),
    },
    closed,
  ),
};
export type InventoryVariantsChangedPayload = Static<typeof inventoryDomainEvents.inventory_variants_changed>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    inventory: typeof inventoryDomainEvents;
  }
}
