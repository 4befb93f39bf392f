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
import {
  BulkUpdateOrdersRequest,
  BulkUpdateTicketsRequest,
  CheckInTicketsRequest,
  CheckInTicketsResponse,
  ConfirmOrderRequest,
  DeleteTicketCheckInsRequest,
  EmptyResponse,
  EventOrderParams,
  EventParams,
  GetOrderQuery,
  GetSummaryQuery,
  GetSummaryResponse,
  GetTicketQuery,
  ListOrdersQuery,
  ListOrdersResponse,
  ListTicketsQuery,
  ListTicketsResponse,
  OrderNumberOnlyParams,
  OrderResponse,
  OrdersResponse,
  PaymentActionRequest,
  TicketParams,
  TicketResponse,
  TicketsResponse,
  UpdateOrderRequest,
  UpdateTicketRequest,
} from '../event-orders.ts';
import * as endpoints from './event-checkout.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event checkout'] as const;
const orderTags = ['Event orders'] as const;
const ticketTags = ['Event tickets'] as const;
/** The door list and check-in: the owner, staff granted CHECK_IN_GUESTS, or events managers. */
const checkIn = { scope: 'events.check-in', orScopes: ['events.manage'] } as const;

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
      "total in exact money. `withDiscount.couponCode` applies one of the event's discount codes " +
      '(`invoice.discount`, the lowered items and fees); a code that does not apply is answered in ' +
      '`discountErrors` and the invoice is priced without it.',
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
      'try again). Guests: one form response per ticket, checked against the event form. ' +
      '`discount.couponCode` applies a discount code and counts one use (a code that does not apply is a ' +
      '400 naming its error code; an order that ends unpaid gives the use back). Send an ' +
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
      'of an order not paid yet (PENDING, OFFLINE_PENDING); with paymentDetails pays a PENDING order placed ' +
      'without payment while its hold stands.',
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
  listOrders: route(endpoints.listOrders, {
    tags: orderTags,
    access: { scope: 'events.read-analytics' },
    description:
      'Orders of the site, newest first: filters by status, event, order number, member or contact, tags ' +
      '(CONFIRMED, UNCONFIRMED, MEMBER, ARCHIVED, NON_ARCHIVED, FULLY_CHECKED_IN, NOT_FULLY_CHECKED_IN), a ' +
      'search phrase over buyer and number; `facet` adds counts; `fieldset` picks the parts answered.',
    input: ListOrdersQuery,
    response: ListOrdersResponse,
  }),
  getOrder: route(endpoints.getOrder, {
    tags: orderTags,
    // The buyer (the visitor or member who placed it), the owner, or staff reading analytics.
    access: { ownerOrSubjectOf: 'order', param: 'orderNumber', scope: 'events.read-analytics' },
    description: 'One order of an event by its number, with the parts of `fieldset` (all when none).',
    params: EventOrderParams,
    input: GetOrderQuery,
    response: OrderResponse,
  }),
  updateOrder: route(endpoints.updateOrder, {
    tags: orderTags,
    access: 'owner',
    description:
      "Archives or unarchives an order, or changes the buyer's answers (checked against the event's form).",
    params: EventOrderParams,
    input: UpdateOrderRequest,
    response: OrderResponse,
  }),
  bulkUpdateOrders: route(endpoints.bulkUpdateOrders, {
    tags: orderTags,
    access: 'owner',
    description:
      'Archives or unarchives orders of an event by number (all or none: an unknown number is 404).',
    params: EventParams,
    input: BulkUpdateOrdersRequest,
    response: OrdersResponse,
  }),
  confirmOrder: route(endpoints.confirmOrder, {
    tags: orderTags,
    access: { scope: 'events.sell-tickets' },
    description:
      'Marks orders paid at the door as PAID (OFFLINE_PENDING → PAID); a PAID order is answered as it is.',
    params: EventParams,
    input: ConfirmOrderRequest,
    response: OrdersResponse,
  }),
  getOrdersSummary: route(endpoints.getOrdersSummary, {
    tags: orderTags,
    access: { scope: 'events.read-analytics' },
    description:
      'Sales of confirmed orders (of the events named, else all) by currency: total, revenue, orders and tickets.',
    input: GetSummaryQuery,
    response: GetSummaryResponse,
  }),
  captureAuthorizedPayment: route(endpoints.captureAuthorizedPayment, {
    tags: orderTags,
    access: 'owner',
    description: 'Captures the authorized payment of an AUTHORIZED order: it becomes PAID.',
    params: OrderNumberOnlyParams,
    input: PaymentActionRequest,
    response: EmptyResponse,
  }),
  voidAuthorizedPayment: route(endpoints.voidAuthorizedPayment, {
    tags: orderTags,
    access: 'owner',
    description:
      'Voids the authorized payment of an AUTHORIZED order: it becomes VOIDED and its tickets are void.',
    params: OrderNumberOnlyParams,
    input: PaymentActionRequest,
    response: EmptyResponse,
  }),
  listTickets: route(endpoints.listTickets, {
    tags: ticketTags,
    access: checkIn,
    description:
      'Tickets of events (the door list): by order or ticket number, checked in or not, a search phrase.',
    input: ListTicketsQuery,
    response: ListTicketsResponse,
  }),
  getTicket: route(endpoints.getTicket, {
    tags: ticketTags,
    // The buyer of its order, the owner, or staff checking guests in.
    access: { ownerOrSubjectOf: 'ticket', param: 'id', ...checkIn },
    description: 'One ticket by its number.',
    params: TicketParams,
    input: GetTicketQuery,
    response: TicketResponse,
  }),
  updateTicket: route(endpoints.updateTicket, {
    tags: ticketTags,
    access: 'owner',
    description: "Changes a ticket's guest answers (checked against the event's form).",
    params: TicketParams,
    input: UpdateTicketRequest,
    response: TicketResponse,
  }),
  bulkUpdateTickets: route(endpoints.bulkUpdateTickets, {
    tags: ticketTags,
    access: 'owner',
    description:
      'Archives (`archived: true`) or restores up to 100 tickets of one event, all or none: an unknown ' +
      'ticket number changes nothing and answers 404. Without `archived` the tickets are answered unchanged.',
    input: BulkUpdateTicketsRequest,
    response: TicketsResponse,
  }),
  checkInTickets: route(endpoints.checkInTickets, {
    tags: ticketTags,
    access: checkIn,
    description:
      'Checks tickets in by number or by scanned QR payload (signature verified). A ticket checked in already ' +
      'keeps its first check-in and is named in `alreadyCheckedIn`; only tickets of confirmed orders check in.',
    input: CheckInTicketsRequest,
    response: CheckInTicketsResponse,
  }),
  deleteTicketCheckIns: route(endpoints.deleteTicketCheckIns, {
    tags: ticketTags,
    access: checkIn,
    description: 'Undoes check-ins of tickets by number (a ticket not checked in is no change).',
    input: DeleteTicketCheckInsRequest,
    response: TicketsResponse,
  }),
};
