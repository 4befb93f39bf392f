// The event checkout module's only entry.
export { eventCheckoutModule } from './event-checkout.module.ts';
export type { EventCheckoutService } from './event-checkout.service.ts';
export { verifyTicketPayload, qrSecretOf } from './ticket-codes.ts';
export { orderStatus } from './order-status.ts';
