import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, PagingMetadata, Sorting } from './common.ts';
import {
  EditableStoreOrderActivityTypes,
  OrderChannelInfo,
  OrderLineItem,
  OrderTags,
  StoreOrder,
  StoreOrderChannelType,
  StoreOrderStatus,
} from './store-orders.ts';

/**
 * Requests and answers of the store orders routes beyond create/get/cancel (ecom orders v1:
 * searchOrders, addActivity, deleteActivity, updateOrderStatus, bulkUpdateOrderTags), as the
 * official typings name them; every list and string bounded.
 */

const closed = { additionalProperties: false } as const;
const Guid = Type.String({ minLength: 1, maxLength: 64 });

/** `CursorSearch` with Tessera's search phrase (`search.expression`: order number or buyer email). */
export const SearchStoreOrdersRequest = Type.Object(
  {
    search: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
          sort: Type.Optional(Type.Array(Sorting, { maxItems: 4 })),
          cursorPaging: Type.Optional(CursorPaging),
          search: Type.Optional(
            Type.Object({ expression: Type.Optional(Type.String({ maxLength: 200 })) }, closed),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type SearchStoreOrdersRequest = Static<typeof SearchStoreOrdersRequest>;

export const SearchStoreOrdersResponse = Type.Object(
  { orders: Type.Array(StoreOrder), metadata: PagingMetadata },
  closed,
);

/** A merchant comment or a custom activity (the others are written by the system only). */
export const PublicOrderActivity = Type.Object(
  {
    merchantComment: Type.Optional(
      Type.Object({ message: Type.String({ minLength: 1, maxLength: 5000 }) }, closed),
    ),
    customActivity: Type.Optional(
      Type.Object(
        {
          appId: Type.String({ minLength: 1, maxLength: 64 }),
          type: Type.String({ minLength: 1, maxLength: 100 }),
          additionalData: Type.Optional(
            Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), {
              maxProperties: 20,
            }),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type PublicOrderActivity = Static<typeof PublicOrderActivity>;

export const AddStoreOrderActivityRequest = Type.Object({ activity: PublicOrderActivity }, closed);
export const AddStoreOrderActivityResponse = Type.Object(
  { order: StoreOrder, activityId: Type.String() },
  closed,
);
const EditableActivityType = Type.Union([Type.Literal('MERCHANT_COMMENT'), Type.Literal('CUSTOM_ACTIVITY')]);

/** Several activities at once (`orderId` in the body is the path's, as the official SDK may send it). */
export const AddStoreOrderActivitiesRequest = Type.Object(
  {
    orderId: Type.Optional(Guid),
    orderActivities: Type.Array(
      Type.Object(
        {
          type: Type.Optional(EditableActivityType),
          // The official SDK names the kind `activityType` (`type` is deprecated); either, or both alike.
          activityType: Type.Optional(EditableActivityType),
          merchantComment: PublicOrderActivity.properties.merchantComment,
          customActivity: PublicOrderActivity.properties.customActivity,
        },
        closed,
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  closed,
);
export const AddStoreOrderActivitiesResponse = Type.Object(
  { order: StoreOrder, activityIds: Type.Array(Type.String()) },
  closed,
);
export const UpdateStoreOrderActivityRequest = Type.Object({ activity: PublicOrderActivity }, closed);

export const StoreOrderActivityParams = Type.Object({ id: Guid, activityId: Guid }, closed);

export const UpdateStoreOrderStatusRequest = Type.Object({ status: StoreOrderStatus }, closed);

export const BulkUpdateStoreOrderTagsRequest = Type.Object(
  {
    orderIds: Type.Array(Guid, { minItems: 1, maxItems: 100 }),
    assignTags: Type.Optional(OrderTags),
    unassignTags: Type.Optional(OrderTags),
  },
  closed,
);

/** What a bulk call answers of each item (the typings' `ItemMetadata`). */
const ItemMetadata = Type.Object(
  {
    id: Type.Optional(Type.String()),
    originalIndex: Type.Integer(),
    success: Type.Boolean(),
    error: Type.Optional(Type.Object({ code: Type.String(), description: Type.String() }, closed)),
  },
  closed,
);
const BulkActionMetadata = Type.Object(
  { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
  closed,
);

export const BulkUpdateStoreOrderTagsResponse = Type.Object(
  {
    results: Type.Array(Type.Object({ itemMetadata: ItemMetadata }, closed)),
    bulkActionMetadata: BulkActionMetadata,
  },
  closed,
);

/**
 * The paths an update names: the hosted REST's comma-separated `fieldMask` ("buyerInfo.email,
 * billingInfo"), or a list. Without one, the fields present in `order` are the mask.
 */
const FieldMask = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
]);

export const UpdateStoreOrderRequest = Type.Object(
  { order: StoreOrder, fieldMask: Type.Optional(FieldMask) },
  closed,
);
export type UpdateStoreOrderRequest = Static<typeof UpdateStoreOrderRequest>;

export const BulkUpdateStoreOrdersRequest = Type.Object(
  {
    orders: Type.Array(Type.Object({ order: StoreOrder, fieldMask: Type.Optional(FieldMask) }, closed), {
      minItems: 1,
      maxItems: 100,
    }),
    returnEntity: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const BulkUpdateStoreOrdersResponse = Type.Object(
  {
    results: Type.Array(Type.Object({ itemMetadata: ItemMetadata, item: Type.Optional(StoreOrder) }, closed)),
    bulkActionMetadata: BulkActionMetadata,
  },
  closed,
);

export const UpdateStoreOrderLineItemRequest = Type.Object({ lineItem: OrderLineItem }, closed);

export { EditableStoreOrderActivityTypes };

/**
 * The order of `POST /ecom/v1/orders` (createOrder, owner): what the caller decides — lines
 * (from the catalog by `catalogReference`, or custom with a name and price), buyer, addresses,
 * channel, payment status. Prices, totals and the number are the server's (the store's
 * calculator; the site's counter); read-only fields are not accepted.
 */
export const NewStoreOrder = Type.Object(
  {
    ...Type.Pick(StoreOrder, [
      'buyerInfo',
      'billingInfo',
      'shippingInfo',
      'recipientInfo',
      'buyerNote',
      'buyerLanguage',
      'paymentStatus',
      'currency',
      'weightUnit',
      'customFields',
      'purchasedDate',
      'priceSummary',
      'taxIncludedInPrices',
      'createdBy',
    ]).properties,
    lineItems: Type.Array(OrderLineItem, { minItems: 1, maxItems: 100 }),
    // The channel is required (the hosted createOrder's `order.channelInfo.type`).
    channelInfo: Type.Object({ ...OrderChannelInfo.properties, type: StoreOrderChannelType }, closed),
    /** APPROVED (default) or PENDING: the owner's order never waits for a checkout payment. */
    status: Type.Optional(Type.Union([Type.Literal('APPROVED'), Type.Literal('PENDING')])),
  },
  closed,
);
export type NewStoreOrder = Static<typeof NewStoreOrder>;

export const CreateStoreOrderRequest = Type.Object(
  {
    order: NewStoreOrder,
    settings: Type.Optional(
      Type.Object(
        {
          orderApprovalStrategy: Type.Optional(
            Type.Union([
              Type.Literal('DEFAULT'),
              Type.Literal('PAYMENT_RECEIVED'),
              Type.Literal('PAYMENT_METHOD_SAVED'),
            ]),
          ),
          notifications: Type.Optional(
            Type.Object(
              {
                sendNotificationToBuyer: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
                sendNotificationsToBusiness: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
              },
              closed,
            ),
          ),
          editableByEveryone: Type.Optional(Type.Boolean()),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type CreateStoreOrderRequest = Static<typeof CreateStoreOrderRequest>;

/** The typings' AggregateOrdersRequest; `aggregation` is checked by the server (keys, fields, size). */
export const AggregateStoreOrdersRequest = Type.Object(
  {
    filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    aggregation: Type.Record(
      Type.String({ minLength: 1, maxLength: 100 }),
      Type.Object(
        {
          $count: Type.Optional(
            Type.Union([
              Type.String({ maxLength: 100 }),
              Type.Array(Type.String({ maxLength: 100 }), { maxItems: 3 }),
            ]),
          ),
          $sum: Type.Optional(Type.String({ maxLength: 100 })),
          by: Type.Optional(
            Type.Union([
              Type.String({ maxLength: 100 }),
              Type.Array(Type.String({ maxLength: 100 }), { maxItems: 3 }),
            ]),
          ),
        },
        closed,
      ),
      { maxProperties: 10 },
    ),
    hierarchySeparatorOverride: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
    ),
  },
  closed,
);

export const AggregateStoreOrdersResponse = Type.Object(
  {
    aggregates: Type.Record(
      Type.String(),
      Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
    ),
  },
  closed,
);

/** The order of `POST /ecom/v1/orders/import`: an order kept elsewhere, with its own number, statuses and totals. */
export const ImportStoreOrderRequest = Type.Object(
  {
    order: Type.Object(
      {
        ...NewStoreOrder.properties,
        id: Type.Optional(Guid),
        number: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,11}$' })),
        status: Type.Union([
          Type.Literal('APPROVED'),
          Type.Literal('PENDING'),
          Type.Literal('CANCELED'),
          Type.Literal('REJECTED'),
        ]),
        paymentStatus: StoreOrder.properties.paymentStatus,
        fulfillmentStatus: StoreOrder.properties.fulfillmentStatus,
      },
      closed,
    ),
  },
  closed,
);

export const SetStoreOrderNumberCounterRequest = Type.Object(
  { counter: Type.String({ pattern: '^[0-9]{1,12}$' }), allowLowerCounter: Type.Optional(Type.Boolean()) },
  closed,
);
export const SetStoreOrderNumberCounterResponse = Type.Object(
  { oldCounter: Type.String(), newCounter: Type.String() },
  closed,
);
export const BulkDeleteImportedStoreOrdersRequest = Type.Object(
  { orderIds: Type.Array(Guid, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const BulkDeleteImportedStoreOrdersResponse = Type.Object({ jobId: Type.String() }, closed);
