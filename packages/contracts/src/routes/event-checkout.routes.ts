import {
  CheckoutRequest,
  CheckoutResponse,
  GetCheckoutOptionsRequest,
  GetCheckoutOptionsResponse,
  GetInvoiceRequest,
  GetInvoiceResponse,
  InvoiceParams,
  OrderNumberParams,
  PosCheckoutRequest,
  UpdateCheckoutRequest,
  UpdateCheckoutResponse,
} from '../event-checkout.ts';
import * as endpoints from './event-checkout.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event checkout'] as const;

export const eventCheckoutRoutes = {
  getCheckoutOptions: route(endpoints.getCheckoutOptions, {
    tags,
    access: 'visitor',
    description: 'What checkout offers on this site: a payment method, paid tickets, coupons (not yet).',
    input: GetCheckoutOptionsRequest,
    response: GetCheckoutOptionsResponse,
  }),
  getInvoice: route(endpoints.getInvoice, {
    tags,
    // The visitor or member who made the reservation, the owner, or staff selling tickets.
    access: { ownerOrSubjectOf: 'reservation', param: 'reservationId', scope: 'events.sell-tickets' },
    description:
      'The invoice of a reservation: items, subtotal, fees and taxes (added or included), total and grand ' +
      'total in exact money. Discount codes are not applied yet (answered in `discountErrors`).',
    params: InvoiceParams,
    input: GetInvoiceRequest,
    response: GetInvoiceResponse,
    idempotency: false,
  }),
  checkout: route(endpoints.checkout, {
    tags,
    access: 'visitor',
    description:
      'Turns a pending reservation into an order with numbered tickets. A zero total is FREE; ' +
      '`options.payInPerson` is OFFLINE_PENDING; otherwise `paymentDetails.token` is charged through the ' +
      'payment provider: PAID, AUTHORIZED (`delayedCapture`) or DECLINED (the reservation stays held: ' +
      'try again). Guests: one form response per ticket, checked against the event form. Send an ' +
      '`Idempotency-Key`: a retried checkout never makes two orders.',
    input: CheckoutRequest,
    response: CheckoutResponse,
  }),
  updateCheckout: route(endpoints.updateCheckout, {
    tags,
    // The visitor or member who placed the order, the owner, or staff selling tickets.
    access: { ownerOrSubjectOf: 'order', param: 'orderNumber', scope: 'events.sell-tickets' },
    description:
      "Changes the buyer, the guests' answers (one per ticket, checked against the event form) or the member " +
      'of an order not paid yet (PENDING, OFFLINE_PENDING).',
    params: OrderNumberParams,
    input: UpdateCheckoutRequest,
    response: UpdateCheckoutResponse,
  }),
  posCheckout: route(endpoints.posCheckout, {
    tags,
    access: { scope: 'events.sell-tickets' },
    description:
      'A sale at the venue (channel OFFLINE_POS): PAID with `paymentDetailsId`, else OFFLINE_PENDING; FREE for a zero total.',
    input: PosCheckoutRequest,
    response: CheckoutResponse,
  }),
};
