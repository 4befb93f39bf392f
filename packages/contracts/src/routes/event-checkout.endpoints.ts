import { endpoint } from './endpoint.ts';

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
