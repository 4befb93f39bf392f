// The event checkout module's only entry.
export { eventCheckoutModule } from './event-checkout.module.ts';
export type { EventCheckoutService } from './event-checkout.service.ts';
export { verifyTicketPayload, qrSecretOf } from './ticket-codes.ts';
export { orderStatus } from './order-status.ts';
// A member's own orders (modules/member-orders) list through the same service.
export { EventOrdersService } from './event-orders.service.ts';
// Documents of orders (notifications' confirmation email; the tickets link of the order wire).
export { orderMailParts, type OrderMailParts } from './documents/order-mail-parts.ts';
export { eventCalendarPath } from './documents/document-routes.ts';
export { ticketHoldersOf, type TicketHolder } from './ticket-holders.ts';
