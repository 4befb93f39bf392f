import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import { DecimalAmount, EcomPrice } from './money.ts';

/**
 * Payments of store orders (ecom `order-transactions` and the `payments-collector` of
 * `ecom_orders`): wire shapes as the official typings name them. Ids are `id`, dates
 * `createdDate`/`updatedDate` on the wire (the SDK renames them `_id`, `_createdDate`).
 */

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 100 });
const Text = (maxLength: number) => Type.String({ maxLength });
const Date = Type.String({ maxLength: 40 });

/** An amount asked for: a non-negative decimal (the currency is the order's). */
export const PriceInput = Type.Object(
  {
    amount: Type.Optional(DecimalAmount),
    formattedAmount: Type.Optional(Text(100)),
  },
  closed,
);
export type PriceInput = Static<typeof PriceInput>;

/** A payment's status (spec §4 transaction status; `Payment.status`). */
export const TransactionStatuses = [
  'UNDEFINED',
  'APPROVED',
  'PENDING',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'AUTHORIZED',
  'VOIDED',
] as const;
export type TransactionStatus = (typeof TransactionStatuses)[number];
export const TransactionStatus = StringEnum(TransactionStatuses);

/** The order's payment status (spec §4 store order payment status). */
export const OrderPaymentStatuses = [
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const;
export type OrderPaymentStatus = (typeof OrderPaymentStatuses)[number];
export const OrderPaymentStatus = StringEnum(OrderPaymentStatuses);

export const RefundStatuses = ['PENDING', 'SUCCEEDED', 'FAILED', 'SCHEDULED', 'STARTED'] as const;
export type RefundStatus = (typeof RefundStatuses)[number];
const ActionStatus = StringEnum(['PENDING', 'SUCCEEDED', 'FAILED'] as const);
export const ScheduledActionTypes = ['VOID', 'CAPTURE'] as const;
export type ScheduledActionType = (typeof ScheduledActionTypes)[number];

const CreditCardDetails = Type.Object(
  { lastFourDigits: Type.Optional(Nullable(Text(4))), brand: Type.Optional(Nullable(Text(100))) },
  closed,
);
export const UserDefinedName = Type.Object(
  {
    predefined: Type.Optional(StringEnum(['CASH', 'BANK_TRANSFER', 'CHECK'] as const)),
    custom: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 150 }))),
  },
  closed,
);
export const PaymentMethodName = Type.Object(
  {
    buyerLanguageName: Type.Optional(Nullable(Text(150))),
    siteLanguageName: Type.Optional(Nullable(Text(150))),
    userDefinedName: Type.Optional(UserDefinedName),
  },
  closed,
);
export type UserDefinedName = Static<typeof UserDefinedName>;
export type PaymentMethodName = Static<typeof PaymentMethodName>;
const FailureDetails = Type.Object({ failureCode: Type.Optional(Text(100)) }, closed);

export const AuthorizationDetails = Type.Object(
  {
    delayedCapture: Type.Optional(Type.Boolean()),
    authorizedDate: Type.Optional(Nullable(Date)),
    captures: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.Optional(Nullable(Id)),
            status: Type.Optional(ActionStatus),
            amount: Type.Optional(EcomPrice),
            createdDate: Type.Optional(Nullable(Date)),
            failureDetails: Type.Optional(FailureDetails),
          },
          closed,
        ),
        { maxItems: 1 },
      ),
    ),
    void: Type.Optional(
      Type.Object(
        {
          status: Type.Optional(ActionStatus),
          voidedDate: Type.Optional(Nullable(Date)),
          failureDetails: Type.Optional(FailureDetails),
          reason: Type.Optional(StringEnum(['MANUAL', 'SCHEDULED'] as const)),
        },
        closed,
      ),
    ),
    scheduledAction: Type.Optional(
      Type.Object(
        {
          actionType: Type.Optional(StringEnum(ScheduledActionTypes)),
          executionDate: Type.Optional(Nullable(Date)),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const RegularPaymentDetails = Type.Object(
  {
    paymentOrderId: Type.Optional(Nullable(Text(100))),
    gatewayTransactionId: Type.Optional(Nullable(Text(100))),
    paymentMethod: Type.Optional(Nullable(Text(150))),
    providerTransactionId: Type.Optional(Nullable(Text(100))),
    offlinePayment: Type.Optional(Type.Boolean()),
    status: Type.Optional(TransactionStatus),
    savedPaymentMethod: Type.Optional(Type.Boolean()),
    authorizationDetails: Type.Optional(AuthorizationDetails),
    creditCardDetails: Type.Optional(CreditCardDetails),
    paymentMethodName: Type.Optional(PaymentMethodName),
  },
  closed,
);

export const GiftCardPaymentDetails = Type.Object(
  {
    giftCardPaymentId: Type.Optional(Text(100)),
    appId: Type.Optional(Text(100)),
    voided: Type.Optional(Type.Boolean()),
    obfuscatedCode: Type.Optional(Nullable(Text(30))),
  },
  closed,
);

const MembershipName = Type.Object(
  { original: Type.Optional(Text(100)), translated: Type.Optional(Nullable(Text(100))) },
  closed,
);
export const MembershipPaymentDetails = Type.Object(
  {
    membershipId: Type.Optional(Text(200)),
    lineItemId: Type.Optional(Text(100)),
    status: Type.Optional(StringEnum(['CHARGED', 'CHARGE_FAILED', 'CHARGE_PENDING', 'VOIDED'] as const)),
    name: Type.Optional(MembershipName),
    externalTransactionId: Type.Optional(Nullable(Text(100))),
    voided: Type.Optional(Type.Boolean()),
    providerAppId: Type.Optional(Text(100)),
  },
  closed,
);

/** One payment of an order (`OrderTransactions.payments[]`). */
export const OrderPayment = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    createdDate: Type.Optional(Nullable(Date)),
    updatedDate: Type.Optional(Nullable(Date)),
    amount: Type.Optional(EcomPrice),
    refundDisabled: Type.Optional(Type.Boolean()),
    supportReceiptGeneration: Type.Optional(Type.Boolean()),
    status: Type.Optional(TransactionStatus),
    chargeCorrelationId: Type.Optional(Nullable(Id)),
    regularPaymentDetails: Type.Optional(RegularPaymentDetails),
    giftcardPaymentDetails: Type.Optional(GiftCardPaymentDetails),
    membershipPaymentDetails: Type.Optional(MembershipPaymentDetails),
  },
  closed,
);
export type OrderPayment = Static<typeof OrderPayment>;

const LineItemQuantity = Type.Object(
  {
    lineItemId: Type.Optional(Id),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  },
  closed,
);

export const RefundDetails = Type.Object(
  {
    items: Type.Optional(Type.Array(LineItemQuantity, { maxItems: 300 })),
    shippingIncluded: Type.Optional(Type.Boolean()),
    reason: Type.Optional(Nullable(Text(200))),
    lineItems: Type.Optional(Type.Array(LineItemQuantity, { maxItems: 300 })),
    additionalFees: Type.Optional(
      Type.Array(
        Type.Object({ additionalFeeId: Type.Optional(Id), amount: Type.Optional(PriceInput) }, closed),
        { maxItems: 100 },
      ),
    ),
    shipping: Type.Optional(Type.Object({ amount: Type.Optional(PriceInput) }, closed)),
  },
  closed,
);
export type RefundDetails = Static<typeof RefundDetails>;

export const RefundTransaction = Type.Object(
  {
    paymentId: Type.Optional(Id),
    amount: Type.Optional(EcomPrice),
    refundStatus: Type.Optional(StringEnum(RefundStatuses)),
    refundStatusInfo: Type.Optional(
      Type.Object(
        {
          paymentGatewayReasonCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10 }))),
          description: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 1000 }))),
        },
        closed,
      ),
    ),
    gatewayRefundId: Type.Optional(Nullable(Id)),
    providerRefundId: Type.Optional(Nullable(Text(100))),
    externalRefund: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type RefundTransaction = Static<typeof RefundTransaction>;

export const OrderRefund = Type.Object(
  {
    id: Type.Optional(Id),
    transactions: Type.Optional(Type.Array(RefundTransaction, { maxItems: 50 })),
    details: Type.Optional(RefundDetails),
    createdDate: Type.Optional(Nullable(Date)),
    summary: Type.Optional(
      Type.Object(
        {
          requestedRefund: Type.Optional(EcomPrice),
          pendingRefund: Type.Optional(EcomPrice),
          refunded: Type.Optional(EcomPrice),
          failedRefundAmount: Type.Optional(EcomPrice),
          pending: Type.Optional(Type.Boolean()),
        },
        closed,
      ),
    ),
    requestingServiceAppId: Type.Optional(Nullable(Id)),
  },
  closed,
);
export type OrderRefund = Static<typeof OrderRefund>;

export const OrderTransactions = Type.Object(
  {
    orderId: Type.Optional(Id),
    payments: Type.Optional(Type.Array(OrderPayment)),
    refunds: Type.Optional(Type.Array(OrderRefund)),
  },
  closed,
);
export type OrderTransactions = Static<typeof OrderTransactions>;

const ApplicationError = Type.Object(
  {
    code: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    data: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
  },
  closed,
);
export const ItemMetadata = Type.Object(
  {
    id: Type.Optional(Nullable(Type.String())),
    originalIndex: Type.Optional(Type.Integer()),
    success: Type.Optional(Type.Boolean()),
    error: Type.Optional(ApplicationError),
  },
  closed,
);
export type ItemMetadata = Static<typeof ItemMetadata>;
export const BulkActionMetadata = Type.Object(
  {
    totalSuccesses: Type.Optional(Type.Integer()),
    totalFailures: Type.Optional(Type.Integer()),
    undetailedFailures: Type.Optional(Type.Integer()),
  },
  closed,
);
export type BulkActionMetadata = Static<typeof BulkActionMetadata>;

// ---- Path parameters -------------------------------------------------------------------------

export const EcomOrderParams = Type.Object({ ecomOrderId: Id }, closed);
export const OrderIdParams = Type.Object({ orderId: Id }, closed);
export const PaymentOfOrderParams = Type.Object({ paymentId: Id, orderId: Id }, closed);
export const CheckoutIdParams = Type.Object({ id: Id }, closed);

// ---- Payments collector ----------------------------------------------------------------------

const Duration = Type.Object(
  {
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    unit: Type.Optional(StringEnum(['MINUTES', 'HOURS', 'DAYS'] as const)),
  },
  closed,
);
export const DelayedCaptureSettings = Type.Object(
  {
    scheduledAction: Type.Optional(StringEnum(ScheduledActionTypes)),
    delayDuration: Type.Optional(Duration),
  },
  closed,
);
export type DelayedCaptureSettings = Static<typeof DelayedCaptureSettings>;

export const PreparePaymentCollectionRequest = Type.Object(
  {
    ecomOrderId: Type.Optional(Id),
    amount: PriceInput,
    paymentGatewayOrderId: Type.Optional(Nullable(Id)),
    delayedCapture: Type.Optional(Type.Boolean()),
    delayedCaptureSettings: Type.Optional(DelayedCaptureSettings),
    redirectUrls: Type.Optional(
      Type.Object(
        {
          successUrl: Type.Optional(Nullable(Text(2000))),
          cancelUrl: Type.Optional(Nullable(Text(2000))),
          errorUrl: Type.Optional(Nullable(Text(2000))),
          pendingUrl: Type.Optional(Nullable(Text(2000))),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const PreparePaymentCollectionResponse = Type.Object(
  { paymentGatewayOrderId: Type.Optional(Type.String()) },
  closed,
);

export const PaymentCollectabilityStatuses = [
  'UNKNOWN',
  'COLLECTABLE',
  'NONCOLLECTABLE_ORDER_IS_CANCELLED',
  'NONCOLLECTABLE_ORDER_IS_PAID',
  'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  'NONCOLLECTABLE_ORDER_IS_PENDING',
  'NONCOLLECTABLE_ORDER_IS_REJECTED',
  'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
  'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS',
  'NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
  'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION',
  'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
] as const;
export type PaymentCollectabilityStatus = (typeof PaymentCollectabilityStatuses)[number];
export const EcomOrderOnlyRequest = Type.Object({ ecomOrderId: Type.Optional(Id) }, closed);
export const GetPaymentCollectabilityStatusResponse = Type.Object(
  {
    status: Type.Optional(StringEnum(PaymentCollectabilityStatuses)),
    amount: Type.Optional(EcomPrice),
  },
  closed,
);

export const RecordManuallyCollectedPaymentRequest = Type.Object(
  {
    orderId: Type.Optional(Id),
    amount: PriceInput,
    paymentMethodName: Type.Optional(UserDefinedName),
  },
  closed,
);
export const EmptyResponse = Type.Object({}, closed);

export const BulkMarkOrdersAsPaidRequest = Type.Object(
  { ecomOrderIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);

export const RefundableStatuses = ['NOT_REFUNDABLE', 'MANUAL', 'REFUNDABLE'] as const;
export const NonRefundableReasons = [
  'NONE',
  'ALREADY_REFUNDED',
  'PROVIDER_IS_DOWN',
  'INTERNAL_ERROR',
  'NOT_PAID',
  'ACCESS_DENIED',
  'ZERO_PRICE',
  'DISABLED_BY_PROVIDER',
  'PENDING_REFUND',
  'FORBIDDEN',
  'TRANSACTION_NOT_FOUND',
  'ORDER_IS_PENDING',
  'ORDER_IS_REJECTED',
] as const;
export type NonRefundableReason = (typeof NonRefundableReasons)[number];
export const ManuallyRefundableReasons = [
  'EXPIRED',
  'NOT_SUPPORTED',
  'OFFLINE',
  'REQUIRES_CARD_READER',
] as const;
export type ManuallyRefundableReason = (typeof ManuallyRefundableReasons)[number];
export const Refundability = Type.Object(
  {
    nonRefundableReason: Type.Optional(StringEnum(NonRefundableReasons)),
    manuallyRefundableReason: Type.Optional(StringEnum(ManuallyRefundableReasons)),
    paymentId: Type.Optional(Type.String()),
    refundabilityStatus: Type.Optional(StringEnum(RefundableStatuses)),
    providerLink: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type Refundability = Static<typeof Refundability>;
export const GetRefundabilityStatusResponse = Type.Object(
  {
    refundabilities: Type.Optional(Type.Array(Refundability)),
    refundablePerItem: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const CreatePaymentGatewayOrderRequest = Type.Object(
  {
    ecomOrderId: Type.Optional(Id),
    chargedBy: Type.Optional(
      Type.Object(
        { id: Type.Optional(Id), fullName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))) },
        closed,
      ),
    ),
  },
  closed,
);
export const CreatePaymentGatewayOrderResponse = PreparePaymentCollectionResponse;

export const ChargeMembershipsRequest = Type.Object(
  {
    ecomOrderId: Type.Optional(Id),
    memberId: Id,
    membershipCharges: Type.Optional(
      Type.Array(
        Type.Object(
          {
            membershipId: Type.Optional(Id),
            appId: Type.Optional(Id),
            membershipName: Type.Optional(MembershipName),
            lineItemId: Type.Optional(Id),
            rootCatalogItemId: Type.Optional(Nullable(Id)),
          },
          closed,
        ),
        { minItems: 1, maxItems: 300 },
      ),
    ),
  },
  closed,
);

export const RestockTypes = ['NO_ITEMS', 'ALL_ITEMS', 'SOME_ITEMS'] as const;
export const TriggerRefundRequest = Type.Object(
  {
    ecomOrderId: Type.Optional(Id),
    payments: Type.Array(
      Type.Object(
        {
          paymentId: Type.Optional(Id),
          amount: Type.Optional(PriceInput),
          externalRefund: Type.Optional(Type.Boolean()),
        },
        closed,
      ),
      { minItems: 1, maxItems: 1 },
    ),
    details: Type.Optional(RefundDetails),
    sideEffects: Type.Optional(
      Type.Object(
        {
          restockInfo: Type.Optional(
            Type.Object(
              {
                type: Type.Optional(StringEnum(RestockTypes)),
                items: Type.Optional(Type.Array(LineItemQuantity, { maxItems: 300 })),
              },
              closed,
            ),
          ),
          sendOrderRefundedEmail: Type.Optional(Type.Boolean()),
          customMessage: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 1000 }))),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type TriggerRefundRequest = Static<typeof TriggerRefundRequest>;
export const TriggerRefundResponse = Type.Object(
  {
    orderTransactions: Type.Optional(OrderTransactions),
    refundId: Type.Optional(Nullable(Type.String())),
    failedPaymentIds: Type.Optional(Type.Array(ItemMetadata)),
  },
  closed,
);

export const VoidAuthorizedPaymentsRequest = Type.Object(
  { ecomOrderId: Type.Optional(Id), paymentIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const CaptureAuthorizedPaymentsRequest = Type.Object(
  {
    ecomOrderId: Type.Optional(Id),
    payments: Type.Array(
      Type.Object({ paymentId: Type.Optional(Nullable(Id)), amount: Type.Optional(PriceInput) }, closed),
      { minItems: 1, maxItems: 100 },
    ),
  },
  closed,
);
export const OrderTransactionsResponse = Type.Object(
  { orderTransactions: Type.Optional(OrderTransactions) },
  closed,
);

// ---- Order transactions ----------------------------------------------------------------------

/** A payment recorded by AddPayments: what a caller may say of it (ids and dates are ours). */
export const PaymentInput = Type.Object(
  {
    amount: PriceInput,
    refundDisabled: Type.Optional(Type.Boolean()),
    status: Type.Optional(TransactionStatus),
    createdDate: Type.Optional(Nullable(Date)),
    chargeCorrelationId: Type.Optional(Nullable(Id)),
    regularPaymentDetails: Type.Optional(
      Type.Object(
        {
          paymentOrderId: Type.Optional(Nullable(Text(100))),
          gatewayTransactionId: Type.Optional(Nullable(Text(100))),
          paymentMethod: Type.Optional(Nullable(Text(150))),
          providerTransactionId: Type.Optional(Nullable(Text(100))),
          offlinePayment: Type.Optional(Type.Boolean()),
          status: Type.Optional(TransactionStatus),
          savedPaymentMethod: Type.Optional(Type.Boolean()),
          creditCardDetails: Type.Optional(CreditCardDetails),
          paymentMethodName: Type.Optional(PaymentMethodName),
        },
        closed,
      ),
    ),
    giftcardPaymentDetails: Type.Optional(
      Type.Object(
        {
          giftCardPaymentId: Type.Optional(Text(100)),
          appId: Type.Optional(Text(100)),
          obfuscatedCode: Type.Optional(Nullable(Text(30))),
        },
        closed,
      ),
    ),
    membershipPaymentDetails: Type.Optional(
      Type.Object(
        {
          membershipId: Type.Optional(Text(200)),
          lineItemId: Type.Optional(Text(100)),
          name: Type.Optional(MembershipName),
          externalTransactionId: Type.Optional(Nullable(Text(100))),
          providerAppId: Type.Optional(Text(100)),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type PaymentInput = Static<typeof PaymentInput>;

export const AddPaymentsRequest = Type.Object(
  { orderId: Type.Optional(Id), payments: Type.Array(PaymentInput, { minItems: 1, maxItems: 50 }) },
  closed,
);
export const AddPaymentsResponse = Type.Object(
  {
    orderTransactions: Type.Optional(OrderTransactions),
    paymentsIds: Type.Optional(Type.Array(Type.String())),
  },
  closed,
);

export const ListTransactionsForMultipleOrdersRequest = Type.Object(
  { orderIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const ListTransactionsForMultipleOrdersResponse = Type.Object(
  { orderTransactions: Type.Optional(Type.Array(OrderTransactions)) },
  closed,
);

export const UpdatePaymentStatusRequest = Type.Object(
  { orderId: Type.Optional(Id), paymentId: Type.Optional(Id), status: Type.Optional(TransactionStatus) },
  closed,
);

export const BulkUpdatePaymentStatusesRequest = Type.Object(
  {
    paymentAndOrderIds: Type.Array(
      Type.Object({ orderId: Type.Optional(Id), paymentId: Type.Optional(Id) }, closed),
      { minItems: 1, maxItems: 300 },
    ),
    returnFullEntity: Type.Optional(Type.Boolean()),
    status: Type.Optional(TransactionStatus),
  },
  closed,
);
export const BulkUpdatePaymentStatusesResponse = Type.Object(
  {
    results: Type.Optional(
      Type.Array(
        Type.Object({ itemMetadata: Type.Optional(ItemMetadata), item: Type.Optional(OrderPayment) }, closed),
      ),
    ),
    bulkActionMetadata: Type.Optional(BulkActionMetadata),
  },
  closed,
);

/**
 * UpdatePayments: the official typings leave the request empty (an internal call); Tessera takes
 * the payments to change by id with a field mask over what AddPayments may say of a payment.
 */
export const UpdatePaymentsRequest = Type.Object(
  {
    orderId: Type.Optional(Id),
    payments: Type.Array(
      Type.Object(
        {
          payment: Type.Object(
            {
              id: Id,
              refundDisabled: Type.Optional(Type.Boolean()),
              regularPaymentDetails: Type.Optional(
                Type.Object(
                  {
                    providerTransactionId: Type.Optional(Nullable(Text(100))),
                    gatewayTransactionId: Type.Optional(Nullable(Text(100))),
                    paymentMethod: Type.Optional(Nullable(Text(150))),
                    creditCardDetails: Type.Optional(CreditCardDetails),
                    paymentMethodName: Type.Optional(PaymentMethodName),
                  },
                  closed,
                ),
              ),
            },
            closed,
          ),
          fieldMask: Type.Optional(
            Type.Object({ paths: Type.Optional(Type.Array(Text(100), { maxItems: 20 })) }, closed),
          ),
        },
        closed,
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  closed,
);

/**
 * UpdateRefundTransaction (typings empty, internal): a refund transaction's status as the
 * provider later reports it (PENDING → SUCCEEDED / FAILED).
 */
export const UpdateRefundTransactionRequest = Type.Object(
  {
    orderId: Type.Optional(Id),
    refundId: Id,
    transaction: Type.Object(
      {
        paymentId: Id,
        refundStatus: StringEnum(RefundStatuses),
        providerRefundId: Type.Optional(Nullable(Text(100))),
        refundStatusInfo: Type.Optional(
          Type.Object(
            {
              paymentGatewayReasonCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10 }))),
              description: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 1000 }))),
            },
            closed,
          ),
        ),
      },
      closed,
    ),
  },
  closed,
);
export const UpdateRefundTransactionResponse = Type.Object(
  { refund: Type.Optional(OrderRefund), orderTransactions: Type.Optional(OrderTransactions) },
  closed,
);

// ---- Charging at checkout and the web checkout's pay ---------------------------------------

export const CreateOrderAndChargeRequest = Type.Object(
  {
    id: Type.Optional(Id),
    paymentToken: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    savePaymentMethod: Type.Optional(Type.Boolean()),
    delayCapture: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const CreateOrderAndChargeResponse = Type.Object(
  {
    orderId: Type.Optional(Type.String()),
    subscriptionId: Type.Optional(Type.String()),
    paymentResponseToken: Type.Optional(Nullable(Type.String())),
    paymentGatewayOrderId: Type.Optional(Nullable(Type.String())),
  },
  closed,
);

/** `POST /_api/tessera/v1/store/orders/:orderId/pay`: the web checkout pays an order with a card token. */
export const PayStoreOrderRequest = Type.Object(
  {
    paymentToken: Type.String({ minLength: 1, maxLength: 200 }),
    /** Authorize only; the owner captures (or the delayed-capture settings act) later. */
    delayCapture: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const PayStoreOrderResponse = Type.Object(
  {
    orderId: Type.String(),
    /** The order's payment status after the charge (PAID, PENDING while a payment waits, DECLINED). */
    paymentStatus: OrderPaymentStatus,
    /** The charge's own status: APPROVED, AUTHORIZED (delayed capture), PENDING or DECLINED. */
    transactionStatus: TransactionStatus,
    paymentId: Type.String(),
    orderTransactions: OrderTransactions,
  },
  closed,
);
