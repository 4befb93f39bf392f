import { Type } from '@sinclair/typebox';
import { StoreOrder } from '../store-orders.ts';
import {
  AddPaymentsRequest,
  AddPaymentsResponse,
  BulkActionMetadata,
  BulkMarkOrdersAsPaidRequest,
  BulkUpdatePaymentStatusesRequest,
  BulkUpdatePaymentStatusesResponse,
  CaptureAuthorizedPaymentsRequest,
  ChargeMembershipsRequest,
  CheckoutIdParams,
  CreateOrderAndChargeRequest,
  CreateOrderAndChargeResponse,
  CreatePaymentGatewayOrderRequest,
  CreatePaymentGatewayOrderResponse,
  EcomOrderOnlyRequest,
  EcomOrderParams,
  EmptyResponse,
  GetPaymentCollectabilityStatusResponse,
  GetRefundabilityStatusResponse,
  ItemMetadata,
  ListTransactionsForMultipleOrdersRequest,
  ListTransactionsForMultipleOrdersResponse,
  OrderIdParams,
  OrderTransactionsResponse,
  PaymentOfOrderParams,
  PayStoreOrderRequest,
  PayStoreOrderResponse,
  PreparePaymentCollectionRequest,
  PreparePaymentCollectionResponse,
  RecordManuallyCollectedPaymentRequest,
  TriggerRefundRequest,
  TriggerRefundResponse,
  UpdatePaymentStatusRequest,
  UpdatePaymentsRequest,
  UpdateRefundTransactionRequest,
  UpdateRefundTransactionResponse,
  VoidAuthorizedPaymentsRequest,
} from '../store-payments.ts';
import { route } from './route.ts';
import * as endpoints from './store-payments.endpoints.ts';

const collectorTags = ['Store payments collector'] as const;
const transactionTags = ['Store order transactions'] as const;
const closed = { additionalProperties: false } as const;
/** The buyer of a store order (the visitor or member who placed it), or the owner. */
const buyerOrOwner = { ownerOrSubjectOf: 'storeOrder', param: 'orderId' } as const;

// The store's routes of this group (H58: payments collector and order transactions); module `store-payments` serves them.
export const storePaymentsRoutes = {
  preparePaymentCollection: route(endpoints.preparePaymentCollection, {
    tags: collectorTags,
    access: 'owner',
    description:
      'A payment gateway order for an amount the order still owes (a later charge collects it), optionally ' +
      'authorize-only with a scheduled capture or void after a delay.',
    params: EcomOrderParams,
    input: PreparePaymentCollectionRequest,
    response: PreparePaymentCollectionResponse,
  }),
  getPaymentCollectabilityStatus: route(endpoints.getPaymentCollectabilityStatus, {
    tags: collectorTags,
    access: 'owner',
    description: 'Whether money can be collected for the order now and how much, or why not.',
    params: EcomOrderParams,
    response: GetPaymentCollectabilityStatusResponse,
  }),
  recordManuallyCollectedPayment: route(endpoints.recordManuallyCollectedPayment, {
    tags: collectorTags,
    access: 'owner',
    description: 'Records money the owner received outside the site as an approved offline payment.',
    params: OrderIdParams,
    input: RecordManuallyCollectedPaymentRequest,
    response: EmptyResponse,
  }),
  markOrderAsPaid: route(endpoints.markOrderAsPaid, {
    tags: collectorTags,
    access: 'owner',
    description: 'Marks the order paid: an approved offline payment of what it still owes.',
    params: EcomOrderParams,
    input: EcomOrderOnlyRequest,
    response: Type.Object({ order: Type.Optional(StoreOrder) }, closed),
  }),
  bulkMarkOrdersAsPaid: route(endpoints.bulkMarkOrdersAsPaid, {
    tags: collectorTags,
    access: 'owner',
    description: 'Marks up to 100 orders paid; each has its own result.',
    input: BulkMarkOrdersAsPaidRequest,
    response: Type.Object(
      {
        results: Type.Optional(
          Type.Array(
            Type.Object(
              { itemMetadata: Type.Optional(ItemMetadata), item: Type.Optional(StoreOrder) },
              closed,
            ),
          ),
        ),
        bulkActionMetadata: Type.Optional(BulkActionMetadata),
      },
      closed,
    ),
  }),
  getRefundabilityStatus: route(endpoints.getRefundabilityStatus, {
    tags: collectorTags,
    access: 'owner',
    description: 'Per payment of the order: refundable, refundable by hand only, or not (with the reason).',
    params: EcomOrderParams,
    response: GetRefundabilityStatusResponse,
  }),
  createPaymentGatewayOrder: route(endpoints.createPaymentGatewayOrder, {
    tags: collectorTags,
    access: 'owner',
    description: 'A payment gateway order for everything the order still owes.',
    params: EcomOrderParams,
    input: CreatePaymentGatewayOrderRequest,
    response: CreatePaymentGatewayOrderResponse,
  }),
  chargeMemberships: route(endpoints.chargeMemberships, {
    tags: collectorTags,
    access: 'owner',
    description: 'Tessera sites sell no memberships: always refused with MEMBERSHIPS_NOT_AVAILABLE.',
    params: EcomOrderParams,
    input: ChargeMembershipsRequest,
    response: EmptyResponse,
  }),
  triggerRefund: route(endpoints.triggerRefund, {
    tags: collectorTags,
    access: 'owner',
    description:
      'Refunds (part of) a payment through its provider, or records an external or offline refund; ' +
      'never more than the payment took, whatever runs at the same time. Restocks the items asked.',
    params: EcomOrderParams,
    input: TriggerRefundRequest,
    response: TriggerRefundResponse,
  }),
  voidAuthorizedPayments: route(endpoints.voidAuthorizedPayments, {
    tags: collectorTags,
    access: 'owner',
    description: 'Voids authorized (not yet captured) payments of the order.',
    params: EcomOrderParams,
    input: VoidAuthorizedPaymentsRequest,
    response: OrderTransactionsResponse,
  }),
  captureAuthorizedPayments: route(endpoints.captureAuthorizedPayments, {
    tags: collectorTags,
    access: 'owner',
    description: 'Captures authorized payments of the order (all of each, or the amount given).',
    params: EcomOrderParams,
    input: CaptureAuthorizedPaymentsRequest,
    response: OrderTransactionsResponse,
  }),
  // Keyed transactionsOf…, not list…: one order's (or up to 100 named orders') payments, no filter
  // or paging, so not a listing (test/platform/listings-declared.test.ts).
  transactionsOfOrder: route(endpoints.listTransactionsForSingleOrder, {
    tags: transactionTags,
    access: 'owner',
    description: "The order's payments and refunds.",
    params: OrderIdParams,
    response: OrderTransactionsResponse,
  }),
  transactionsOfOrders: route(endpoints.listTransactionsForMultipleOrders, {
    tags: transactionTags,
    access: 'owner',
    // A read sent as POST: no key, retried like a GET.
    idempotency: false,
    description: 'Payments and refunds of up to 100 orders (ids of no order are left out).',
    input: ListTransactionsForMultipleOrdersRequest,
    response: ListTransactionsForMultipleOrdersResponse,
  }),
  addPayments: route(endpoints.addPayments, {
    tags: transactionTags,
    access: 'owner',
    description: 'Records payments made outside the site (offline, another provider, a gift card).',
    params: OrderIdParams,
    input: AddPaymentsRequest,
    response: AddPaymentsResponse,
  }),
  updatePaymentStatus: route(endpoints.updatePaymentStatus, {
    tags: transactionTags,
    access: 'owner',
    description:
      "Moves a recorded payment's status (an online payment moves only by capture, void or refund).",
    params: PaymentOfOrderParams,
    input: UpdatePaymentStatusRequest,
    response: OrderTransactionsResponse,
  }),
  bulkUpdatePaymentStatuses: route(endpoints.bulkUpdatePaymentStatuses, {
    tags: transactionTags,
    access: 'owner',
    description: 'Moves the status of up to 300 recorded payments; each has its own result.',
    input: BulkUpdatePaymentStatusesRequest,
    response: BulkUpdatePaymentStatusesResponse,
  }),
  updatePayments: route(endpoints.updatePayments, {
    tags: transactionTags,
    access: 'owner',
    description:
      'Changes what payments say of their method (provider ids, card, name); never money or status.',
    params: OrderIdParams,
    input: UpdatePaymentsRequest,
    response: OrderTransactionsResponse,
  }),
  updateRefundTransaction: route(endpoints.updateRefundTransaction, {
    tags: transactionTags,
    access: 'owner',
    description: "A refund transaction's outcome as its provider reports it later (SUCCEEDED or FAILED).",
    params: OrderIdParams,
    input: UpdateRefundTransactionRequest,
    response: UpdateRefundTransactionResponse,
  }),
  createOrderAndCharge: route(endpoints.createOrderAndCharge, {
    tags: collectorTags,
    // The checkout's visitor or member (as create-order), or the owner.
    access: { ownerOrSubjectOf: 'checkout', param: 'id' },
    description:
      "Creates the checkout's order (stock taken atomically; a retry answers the same order) and charges it " +
      'with the card token: a free order or one without a token is only created; a declined card is a 428 ' +
      'PAYMENT_DECLINED naming the order, which may be paid again (this route again, or the pay route).',
    params: CheckoutIdParams,
    input: CreateOrderAndChargeRequest,
    response: CreateOrderAndChargeResponse,
  }),
  payStoreOrder: route(endpoints.payStoreOrder, {
    tags: collectorTags,
    access: buyerOrOwner,
    description:
      'The web checkout pays an order with a card token: its payment status becomes PAID (or PENDING for an ' +
      'authorization or a slow payment, DECLINED for a refused card: try again with another).',
    params: OrderIdParams,
    input: PayStoreOrderRequest,
    response: PayStoreOrderResponse,
  }),
};
