import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Abandoned checkouts on the wire (`@wix/auto_sdk_ecom_abandoned-checkouts`): a snapshot of a
 * checkout with a buyer email and lines that nobody touched for the site's abandonment time, and
 * whether it later became an order (RECOVERED). Every object is closed and every list bounded.
 */

const closed = { additionalProperties: false } as const;
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const Id = Type.String({ minLength: 1, maxLength: 100 });
const Text = Type.String({ maxLength: 1000 });

export const AbandonedCheckoutStatuses = ['ABANDONED', 'RECOVERED'] as const;
export const AbandonedCheckoutActivityTypes = [
  'SCHEDULED',
  'EMAIL_SENT',
  'EMAIL_NOT_SENT',
  'NOTIFICATION_SENT',
  'TASK_CREATED',
  'AUTOMATION_SKIPPED',
] as const;
export type AbandonedCheckoutStatus = (typeof AbandonedCheckoutStatuses)[number];
export type AbandonedCheckoutActivityType = (typeof AbandonedCheckoutActivityTypes)[number];

const Price = Type.Object(
  {
    amount: opt(Text),
    convertedAmount: opt(Text),
    formattedAmount: opt(Text),
    formattedConvertedAmount: opt(Text),
  },
  closed,
);

export const AbandonedCheckoutLineItem = Type.Object(
  {
    id: opt(Type.Union([Text, Type.Null()])),
    quantity: opt(Type.Integer()),
    catalogReference: opt(
      Type.Object(
        {
          catalogItemId: opt(Text),
          appId: opt(Text),
          options: opt(Type.Union([Type.Unknown(), Type.Null()])),
        },
        closed,
      ),
    ),
    productName: opt(
      Type.Object({ original: opt(Text), translated: opt(Type.Union([Text, Type.Null()])) }, closed),
    ),
    price: opt(Price),
    image: opt(Text),
  },
  closed,
);

export const AbandonedCheckoutActivity = Type.Object(
  {
    createdDate: opt(Text),
    type: opt(Type.Union(AbandonedCheckoutActivityTypes.map((t) => Type.Literal(t)))),
  },
  closed,
);

export const AbandonedCheckout = Type.Object(
  {
    id: opt(Text),
    createdDate: opt(Text),
    updatedDate: opt(Text),
    checkoutId: opt(Type.Union([Text, Type.Null()])),
    cartId: opt(Type.Union([Text, Type.Null()])),
    status: opt(Type.Union(AbandonedCheckoutStatuses.map((s) => Type.Literal(s)))),
    buyerLanguage: opt(Type.Union([Text, Type.Null()])),
    buyerInfo: opt(
      Type.Object(
        {
          visitorId: opt(Text),
          memberId: opt(Text),
          contactId: opt(Type.Union([Text, Type.Null()])),
          email: opt(Type.Union([Text, Type.Null()])),
        },
        closed,
      ),
    ),
    contactDetails: opt(
      Type.Object(
        {
          firstName: opt(Type.Union([Text, Type.Null()])),
          lastName: opt(Type.Union([Text, Type.Null()])),
          phone: opt(Type.Union([Text, Type.Null()])),
          company: opt(Type.Union([Text, Type.Null()])),
        },
        closed,
      ),
    ),
    currency: opt(Text),
    totalPrice: opt(Price),
    subtotalPrice: opt(Price),
    activities: opt(Type.Array(AbandonedCheckoutActivity)),
    checkoutRecoveredDate: opt(Type.Union([Text, Type.Null()])),
    checkoutUrl: opt(Text),
    lineItems: opt(Type.Array(AbandonedCheckoutLineItem)),
  },
  closed,
);
export type AbandonedCheckout = Static<typeof AbandonedCheckout>;

export const AbandonedCheckoutAnswer = Type.Object({ abandonedCheckout: AbandonedCheckout }, closed);
export const EmptyAnswer = Type.Object({}, closed);

export const BulkDeleteAbandonedCheckoutsRequest = Type.Object(
  { abandonedCheckoutIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const BulkDeleteAbandonedCheckoutsResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          itemMetadata: Type.Object(
            {
              id: opt(Text),
              originalIndex: Type.Integer(),
              success: Type.Boolean(),
              error: opt(Type.Object({ code: Text, description: Text }, closed)),
            },
            closed,
          ),
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

export const AddAbandonedCheckoutActivityRequest = Type.Object(
  { activityType: Type.Union(AbandonedCheckoutActivityTypes.map((t) => Type.Literal(t))) },
  closed,
);

const DateTime = Type.String({ minLength: 1, maxLength: 40, format: 'date-time' });
export const AbandonedCheckoutMetrics = [
  'RECOVERABLE_VALUE',
  'RECOVERABLE_CHECKOUT_COUNT',
  'AVERAGE_RECOVERABLE_CHECKOUT_VALUE',
  'RECOVERED_VALUE',
  'RECOVERED_CHECKOUT_COUNT',
  'RECOVERY_RATE',
] as const;
export const GetAbandonedCheckoutAnalyticsRequest = Type.Object(
  {
    startDate: DateTime,
    endDate: DateTime,
    metrics: opt(
      Type.Array(Type.Union(AbandonedCheckoutMetrics.map((m) => Type.Literal(m))), { maxItems: 6 }),
    ),
    statuses: opt(
      Type.Array(Type.Union(AbandonedCheckoutStatuses.map((s) => Type.Literal(s))), { maxItems: 2 }),
    ),
  },
  closed,
);
export const GetAbandonedCheckoutAnalyticsResponse = Type.Object(
  {
    currency: opt(Text),
    recoverableValue: opt(Type.Union([Text, Type.Null()])),
    recoverableCheckoutCount: opt(Type.Union([Type.Integer(), Type.Null()])),
    averageRecoverableCheckoutValue: opt(Type.Union([Text, Type.Null()])),
    recoveredValue: opt(Type.Union([Text, Type.Null()])),
    recoveredCheckoutCount: opt(Type.Union([Type.Integer(), Type.Null()])),
    recoveryRate: opt(Type.Union([Type.Number(), Type.Null()])),
  },
  closed,
);

// ——— listings: QueryAbandonedCheckouts, SearchAbandonedCheckouts (cursor paging, as the hosted API) ———

const ListingFilter = opt(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]));
const ListingSort = opt(
  Type.Array(
    Type.Object(
      {
        fieldName: Type.String({ maxLength: 512 }),
        order: opt(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
      },
      closed,
    ),
    { maxItems: 4 },
  ),
);
const ListingCursorPaging = opt(
  Type.Object(
    {
      limit: opt(Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()])),
      cursor: opt(Type.Union([Type.String({ maxLength: 16000 }), Type.Null()])),
    },
    closed,
  ),
);
const ListingPagingMetadata = Type.Object(
  {
    count: opt(Type.Integer()),
    offset: opt(Type.Integer()),
    total: opt(Type.Integer()),
    tooManyToCount: opt(Type.Boolean()),
    cursors: opt(
      Type.Object(
        { next: opt(Type.Union([Text, Type.Null()])), prev: opt(Type.Union([Text, Type.Null()])) },
        closed,
      ),
    ),
    hasNext: opt(Type.Boolean()),
  },
  closed,
);

export const QueryAbandonedCheckoutsRequest = Type.Object(
  {
    query: opt(
      Type.Object(
        {
          filter: ListingFilter,
          sort: ListingSort,
          cursorPaging: ListingCursorPaging,
          // Projections are accepted and ignored: the whole abandoned checkout is answered.
          fields: opt(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
          fieldsets: opt(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryAbandonedCheckoutsResponse = Type.Object(
  { abandonedCheckouts: Type.Array(AbandonedCheckout), metadata: ListingPagingMetadata },
  closed,
);

export const SearchAbandonedCheckoutsRequest = Type.Object(
  {
    search: opt(
      Type.Object(
        {
          filter: ListingFilter,
          sort: ListingSort,
          cursorPaging: ListingCursorPaging,
          /** Free text over the buyer's email and name (`fields` and `fuzzy` are accepted and ignored). */
          search: opt(
            Type.Object(
              {
                mode: opt(Type.Union([Type.Literal('OR'), Type.Literal('AND')])),
                expression: opt(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
                fields: opt(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
                fuzzy: opt(Type.Boolean()),
              },
              closed,
            ),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const SearchAbandonedCheckoutsResponse = Type.Object(
  { abandonedCheckouts: Type.Array(AbandonedCheckout), pagingMetadata: ListingPagingMetadata },
  closed,
);

// ——— stores v1 abandoned carts (`@wix/auto_sdk_stores_abandoned-carts`): the same data, older shape ———

export const AbandonedCartActivity = Type.Object(
  {
    activityType: opt(Text),
    message: opt(Type.Union([Text, Type.Null()])),
    timestamp: opt(Type.Union([Text, Type.Null()])),
  },
  closed,
);
export const AbandonedCart = Type.Object(
  {
    /** The cart's id (the checkout's when it had no cart). */
    id: opt(Text),
    status: opt(Type.Union(AbandonedCheckoutStatuses.map((s) => Type.Literal(s)))),
    abandonTime: opt(Type.Union([Text, Type.Null()])),
    buyerInfo: opt(
      Type.Object(
        {
          id: opt(Text),
          identityType: opt(
            Type.Union(['ADMIN', 'MEMBER', 'VISITOR', 'CONTACT'].map((t) => Type.Literal(t))),
          ),
          email: opt(Type.Union([Text, Type.Null()])),
          phone: opt(Type.Union([Text, Type.Null()])),
          firstName: opt(Type.Union([Text, Type.Null()])),
          lastName: opt(Type.Union([Text, Type.Null()])),
        },
        closed,
      ),
    ),
    /** The total with its currency symbol. */
    total: opt(Type.Union([Text, Type.Null()])),
    activities: opt(Type.Array(AbandonedCartActivity)),
  },
  closed,
);
export type AbandonedCart = Static<typeof AbandonedCart>;

export const AbandonedCartAnswer = Type.Object({ abandonedCart: AbandonedCart }, closed);
export const QueryAbandonedCartsRequest = Type.Object(
  {
    query: opt(
      Type.Object(
        {
          paging: opt(
            Type.Object(
              {
                limit: opt(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
                offset: opt(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
              },
              closed,
            ),
          ),
          /** JSON text of a filter object. */
          filter: opt(Type.Union([Type.String({ maxLength: 8000 }), Type.Null()])),
          /** JSON text: `[{"abandonTime":"desc"}]` or `[{"fieldName":…,"order":…}]`. */
          sort: opt(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryAbandonedCartsResponse = Type.Object(
  { abandonedCarts: Type.Array(AbandonedCart), totalResults: Type.Integer() },
  closed,
);
