import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Fulfillments of store orders on the wire (`@wix/auto_sdk_ecom_order-fulfillments`): the shipment
 * or delivery of some of an order's line items, with tracking. The order's `fulfillmentStatus`
 * follows from the quantities fulfilled. Every object is closed and every string and list bounded.
 */

const closed = { additionalProperties: false } as const;
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const OrderId = Type.String({ minLength: 1, maxLength: 100 });
const Guid = Type.String({ minLength: 1, maxLength: 64 });

export const FulfillmentLineItem = Type.Object(
  {
    /** The order line item's id. */
    id: Guid,
    /** Absent on creation: every unit of the line not yet in a fulfillment. */
    quantity: nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  closed,
);

export const FulfillmentTrackingInfo = Type.Object(
  {
    trackingNumber: nullable(Type.String({ minLength: 1, maxLength: 100 })),
    /** fedex, ups, usps, dhl, canadaPost (a tracking link is made from the number) or any name. */
    shippingProvider: nullable(Type.String({ minLength: 1, maxLength: 100 })),
    trackingLink: nullable(Type.String({ minLength: 1, maxLength: 2048, format: 'uri' })),
  },
  closed,
);

export const CustomFulfillmentInfo = Type.Object(
  {
    fieldsData: opt(
      Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 1000 }), {
        maxProperties: 100,
      }),
    ),
  },
  closed,
);

/** Pending, Accepted, Ready, In_Delivery, Fulfilled — informational (case-sensitive). */
export const FulfillmentProgress = ['Pending', 'Accepted', 'Ready', 'In_Delivery', 'Fulfilled'] as const;

export const Fulfillment = Type.Object(
  {
    id: nullable(Guid),
    createdDate: nullable(Type.String({ format: 'date-time', maxLength: 40 })),
    lineItems: opt(Type.Array(FulfillmentLineItem, { maxItems: 300 })),
    trackingInfo: opt(FulfillmentTrackingInfo),
    customInfo: opt(CustomFulfillmentInfo),
    status: nullable(Type.Union(FulfillmentProgress.map((value) => Type.Literal(value)))),
    completed: nullable(Type.Boolean()),
  },
  closed,
);
export type Fulfillment = Static<typeof Fulfillment>;

export const OrderWithFulfillments = Type.Object(
  { orderId: Type.String(), fulfillments: Type.Array(Fulfillment) },
  closed,
);
export type OrderWithFulfillments = Static<typeof OrderWithFulfillments>;

export const OrderWithFulfillmentsAnswer = Type.Object(
  { orderWithFulfillments: OrderWithFulfillments },
  closed,
);

export const ListFulfillmentsForMultipleOrdersRequest = Type.Object(
  { orderIds: Type.Array(OrderId, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const ListFulfillmentsForMultipleOrdersResponse = Type.Object(
  { ordersWithFulfillments: Type.Array(OrderWithFulfillments) },
  closed,
);

export const CreateFulfillmentRequest = Type.Object({ fulfillment: Fulfillment }, closed);
export const CreateFulfillmentResponse = Type.Object(
  { orderWithFulfillments: OrderWithFulfillments, fulfillmentId: Type.String() },
  closed,
);

export const UpdateFulfillmentRequest = Type.Object(
  {
    fulfillment: Type.Object(
      {
        id: opt(Guid),
        trackingInfo: opt(FulfillmentTrackingInfo),
        customInfo: opt(CustomFulfillmentInfo),
        status: nullable(Type.Union(FulfillmentProgress.map((value) => Type.Literal(value)))),
        completed: nullable(Type.Boolean()),
      },
      closed,
    ),
  },
  closed,
);

export const BulkCreateFulfillmentRequest = Type.Object(
  {
    ordersWithFulfillments: Type.Array(
      Type.Object(
        { orderId: OrderId, fulfillments: Type.Array(Fulfillment, { minItems: 1, maxItems: 10 }) },
        closed,
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  closed,
);
export const BulkCreateFulfillmentResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          itemMetadata: Type.Object(
            {
              id: opt(Type.String()),
              originalIndex: Type.Integer(),
              success: Type.Boolean(),
              error: opt(Type.Object({ code: Type.String(), description: Type.String() }, closed)),
            },
            closed,
          ),
          ordersWithFulfillments: opt(OrderWithFulfillments),
        },
        closed,
      ),
    ),
    bulkActionMetadata: Type.Object(
      { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
      closed,
    ),
  },
  closed,
);
