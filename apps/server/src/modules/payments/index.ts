// The payments module's only entry: checkout modules read `service` from its exports.
export { paymentsModule, type PaymentsModuleOptions } from './payments.module.ts';
export { PAYMENT_WEBHOOK_PATH } from './payment-webhook.route.ts';
export type { Payment, PaymentsService } from '../../platform/payments/payments.service.ts';
export { TestCardTokens } from '../../platform/payments/test-gateway.ts';
