// The store-payments module's only entry: the module, and the charge of an order (its exports'
// `charge.pay(caller, orderId, { paymentToken, delayCapture })`) for a flow that creates an order
// and charges it (create-order-and-charge).
export { storePaymentsModule } from './store-payments.module.ts';
export type { ChargeOutcome, ChargeService } from './charge.service.ts';
export { paymentTransactionStatus } from './payment-transaction-status.ts';
