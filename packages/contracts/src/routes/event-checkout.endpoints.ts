import { endpoint } from './endpoint.ts';
import type { eventCheckoutRoutes } from './event-checkout.routes.ts';

// Event checkout (routes.md "Event orders and event checkout"; events.orders).

export const getCheckoutOptions = endpoint({
  operationId: 'GetCheckoutOptions',
  method: 'GET',
  path: '/events/v1/checkout/options',
});
export const getInvoice = endpoint({
  operationId: 'GetInvoice',
  method: 'POST',
  path: '/events/v1/checkout/invoices/:reservationId',
});
export const checkout = endpoint({ operationId: 'Checkout', method: 'POST', path: '/events/v1/checkout' });
export const updateCheckout = endpoint({
  operationId: 'UpdateCheckout',
  method: 'PATCH',
  path: '/events/v1/checkout/:orderNumber',
});
export const posCheckout = endpoint({
  operationId: 'PosCheckout',
  method: 'POST',
  path: '/events/v1/pos-checkout',
});

// Event orders (spec §7 "Event orders") and tickets v1 (routes.md "Implied — tickets and check-in v1").

export const listOrders = endpoint({ operationId: 'ListOrders', method: 'GET', path: '/events/v1/orders' });
export const getOrder = endpoint({
  operationId: 'GetOrder',
  method: 'GET',
  path: '/events/v1/events/:eventId/orders/:orderNumber',
});
export const updateOrder = endpoint({
  operationId: 'UpdateOrder',
  method: 'PATCH',
  path: '/events/v1/events/:eventId/orders/:orderNumber',
});
export const bulkUpdateOrders = endpoint({
  operationId: 'BulkUpdateOrders',
  method: 'PATCH',
  path: '/events/v1/events/:eventId/orders',
});
export const confirmOrder = endpoint({
  operationId: 'ConfirmOrder',
  method: 'POST',
  path: '/events/v1/events/:eventId/orders/confirm',
});
export const getOrdersSummary = endpoint({
  operationId: 'GetSummary',
  method: 'GET',
  path: '/events/v1/orders/summary',
});
export const captureAuthorizedPayment = endpoint({
  operationId: 'CaptureAuthorizedPayment',
  method: 'POST',
  path: '/events/v1/events/orders/:orderNumber/capture',
});
export const voidAuthorizedPayment = endpoint({
  operationId: 'VoidAuthorizedPayment',
  method: 'POST',
  path: '/events/v1/events/orders/:orderNumber/void',
});
export const listTickets = endpoint({
  operationId: 'ListTickets',
  method: 'GET',
  path: '/events/v1/tickets',
});
export const getTicket = endpoint({
  operationId: 'GetTicket',
  method: 'GET',
  path: '/events/v1/tickets/:id',
});
export const updateTicket = endpoint({
  operationId: 'UpdateTicket',
  method: 'PATCH',
  path: '/events/v1/tickets/:id',
});
export const bulkUpdateTickets = endpoint({
  operationId: 'BulkUpdateTickets',
  method: 'PATCH',
  path: '/events/v1/tickets',
});
export const checkInTickets = endpoint({
  operationId: 'CheckInTickets',
  method: 'POST',
  path: '/events/v1/tickets/check-in',
});
export const deleteTicketCheckIns = endpoint({
  operationId: 'DeleteTicketCheckIns',
  method: 'DELETE',
  path: '/events/v1/tickets/check-in',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    eventCheckout: typeof eventCheckoutRoutes;
  }
}
