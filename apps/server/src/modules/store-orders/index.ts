// The store-orders module's only entry.
export { storeOrdersModule } from './store-orders.module.ts';
// The port of store-payments (H58): read an order's money, record payment statuses, approve;
// listen to cancellations. Reached as `modules.get(storeOrdersModule).payments`.
export {
  StoreOrdersPaymentsPort,
  approveOrder,
  orderNotFound,
  type OrderForPayment,
  type OrderCanceledListener,
  type PaymentAmounts,
} from './payments-port.ts';
export type { NewActivity } from './order-document.ts';
export { toWireOrder } from './order-wire.ts';
export { storeOrderStatus } from './order-status.ts';
// The order's payment status as a table (store-payments derives the status and checks it here).
export {
  orderPaymentStatus,
  type KnownPaymentStatus,
  type OrderPaymentAction,
} from './order-payment-status.ts';
// The port of store-tips (H79): an order's fee TIP, totals and payment status follow its tip.
export { setOrderTipFee, type OrderTipChange, type OrderTipFeeResult } from './tip-fees-port.ts';
