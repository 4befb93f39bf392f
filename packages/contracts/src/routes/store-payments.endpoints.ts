import { endpoint } from './endpoint.ts';
import type { storePaymentsRoutes } from './store-payments.routes.ts';

// Payments collector (routes.md "Store orders and payments collector"; ecom.orders).

export const preparePaymentCollection = endpoint({
  operationId: 'PreparePaymentCollection',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/prepare-payment-collection',
});
export const getPaymentCollectabilityStatus = endpoint({
  operationId: 'GetPaymentCollectabilityStatus',
  method: 'GET',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/payment-collectability-status',
});
export const recordManuallyCollectedPayment = endpoint({
  operationId: 'RecordManuallyCollectedPayment',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:orderId/manual-payment',
});
export const markOrderAsPaid = endpoint({
  operationId: 'MarkOrderAsPaid',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/mark-as-paid',
});
export const bulkMarkOrdersAsPaid = endpoint({
  operationId: 'BulkMarkOrdersAsPaid',
  method: 'POST',
  path: '/v1/bulk/payments-collector/mark-as-paid',
});
export const getRefundabilityStatus = endpoint({
  operationId: 'GetRefundabilityStatus',
  method: 'GET',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/refundability',
});
export const createPaymentGatewayOrder = endpoint({
  operationId: 'CreatePaymentGatewayOrder',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/create-payment-gateway-order',
});
export const chargeMemberships = endpoint({
  operationId: 'ChargeMemberships',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/charge-membership',
});
export const triggerRefund = endpoint({
  operationId: 'TriggerRefund',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/trigger-refund',
});
export const voidAuthorizedPayments = endpoint({
  operationId: 'VoidAuthorizedPayments',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/void-authorized-payments',
});
export const captureAuthorizedPayments = endpoint({
  operationId: 'CaptureAuthorizedPayments',
  method: 'POST',
  path: '/ecom/v1/payments-collector/orders/:ecomOrderId/capture-authorized-payments',
});

// Order transactions (routes.md "Implied — store order payments and refunds"; ecom.orderTransactions).

export const listTransactionsForSingleOrder = endpoint({
  operationId: 'ListTransactionsForSingleOrder',
  method: 'GET',
  path: '/ecom/v1/payments/orders/:orderId',
});
export const listTransactionsForMultipleOrders = endpoint({
  operationId: 'ListTransactionsForMultipleOrders',
  method: 'POST',
  path: '/ecom/v1/payments/list-by-ids',
});
export const addPayments = endpoint({
  operationId: 'AddPayments',
  method: 'POST',
  path: '/ecom/v1/payments/orders/:orderId/add-payment',
});
export const updatePaymentStatus = endpoint({
  operationId: 'UpdatePaymentStatus',
  method: 'POST',
  path: '/ecom/v1/payments/:paymentId/orders/:orderId/update-payment-transaction-status',
});
export const bulkUpdatePaymentStatuses = endpoint({
  operationId: 'BulkUpdatePaymentStatuses',
  method: 'POST',
  path: '/ecom/v1/bulk/payments/update-payment-transaction-status',
});
export const updatePayments = endpoint({
  operationId: 'UpdatePayments',
  method: 'POST',
  path: '/ecom/v1/payments/orders/:orderId/update-payments',
});
export const updateRefundTransaction = endpoint({
  operationId: 'UpdateRefundTransaction',
  method: 'POST',
  path: '/ecom/v1/payments/orders/:orderId/update-refund-transaction',
});

// Charging at checkout (ecom.checkout) and the web checkout's pay (Tessera).

export const createOrderAndCharge = endpoint({
  operationId: 'CreateOrderAndCharge',
  method: 'POST',
  path: '/ecom/v1/checkouts/:id/create-order-and-charge',
});
export const payStoreOrder = endpoint({
  operationId: 'PayStoreOrder',
  method: 'POST',
  path: '/_api/tessera/v1/store/orders/:orderId/pay',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    storePayments: typeof storePaymentsRoutes;
  }
}
