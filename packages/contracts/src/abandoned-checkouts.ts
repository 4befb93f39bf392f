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
              id: Text,
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
