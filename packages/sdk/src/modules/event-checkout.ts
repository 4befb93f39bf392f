import type { QueryV2 } from '@tessera/contracts';
import type { CheckoutRequest, UpdateCheckoutRequest } from '@tessera/contracts/event-checkout';
import type { Form } from '@tessera/contracts/event-forms';
import type { OrderFieldset } from '@tessera/contracts/event-orders';
import type { AvailableTicket } from '@tessera/contracts/ticket-definitions';
import type { ReservationResponse } from '@tessera/contracts/reservations';
import {
  checkout as checkoutEndpoint,
  getCheckoutOptions as getCheckoutOptionsEndpoint,
  getInvoice as getInvoiceEndpoint,
  getOrder as getOrderEndpoint,
  getTicket as getTicketEndpoint,
  updateCheckout as updateCheckoutEndpoint,
} from '@tessera/contracts/routes/event-checkout.endpoints';
import { getForm as getFormEndpoint } from '@tessera/contracts/routes/event-forms.endpoints';
import {
  cancelReservation as cancelReservationEndpoint,
  createReservation as createReservationEndpoint,
} from '@tessera/contracts/routes/reservations.endpoints';
import {
  listAvailableTickets as listAvailableTicketsEndpoint,
  queryAvailableTickets as queryAvailableTicketsEndpoint,
} from '@tessera/contracts/routes/ticket-definitions.endpoints';
import { allOf, hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { AvailableTicket } from '@tessera/contracts/ticket-definitions';
export type { ReservationResponse as Reservation } from '@tessera/contracts/reservations';
export type {
  CheckoutRequest,
  CheckoutResponse,
  EventOrder,
  EventOrderStatus,
  Invoice,
  UpdateCheckoutRequest,
} from '@tessera/contracts/event-checkout';
export type { OrderView, OrderFieldset } from '@tessera/contracts/event-orders';
export type { Form, FormInput, InputControl } from '@tessera/contracts/event-forms';
export type { QueryPage } from './paged-query.ts';

/** One line of a reservation: how many of a definition, and a donation ticket's amount. */
export interface TicketLine {
  ticketDefinitionId: string;
  quantity: number;
  /** A donation ticket's amount as a decimal string ("12.50"), at least its minimum. */
  priceOverride?: string;
}

/** Tickets one page of available tickets asks for when the caller names no limit. */
export const DEFAULT_TICKETS_PAGE_SIZE = 100;

const hasDefinitions = hasArray('definitions');
const hasOrder = hasObject('order');

/** A platform sort (`[{ fieldName, order }]`) as the v1 routes take it: `orderIndex:asc`. */
const v1Sort = (sort: QueryV2['sort']): string | undefined => {
  const first = sort?.[0];
  return first ? `${first.fieldName}:${(first.order ?? 'ASC').toLowerCase()}` : undefined;
};

/**
 * `@tessera/sdk/event-checkout`: buying tickets as a visitor or member — the tickets on sale, a
 * hold on some (a reservation with an expiry), its invoice, checkout into an order, and the order
 * with its tickets afterwards. The reservation and order belong to the caller who made them; the
 * owner reads them too. Owner calls (orders listing, confirm, capture) are not here.
 */
export function eventCheckout(http: HttpClient) {
  const call = callerOf(http);
  const query = (
    q: QueryV2,
    fieldset: ('POLICY' | 'DASHBOARD')[] | undefined,
    options?: CallOptions,
  ): Promise<QueryPage<AvailableTicket>> =>
    pagedQuery<AvailableTicket>(q, async (page) => {
      const sort = v1Sort(page.sort);
      const answer = await call(
        queryAvailableTicketsEndpoint,
        {},
        {
          filter: (page.filter as Record<string, unknown> | undefined) ?? {},
          offset: page.paging?.offset ?? 0,
          limit: page.paging?.limit ?? DEFAULT_TICKETS_PAGE_SIZE,
          ...(sort ? { sort } : {}),
          ...(fieldset?.length ? { fieldset } : {}),
        },
        { ...options, check: hasDefinitions, idempotent: true },
      );
      return { items: answer.definitions, paging: answer.metaData };
    });

  return {
    /** What checkout offers on this site (payment configured, coupons, paid tickets). */
    checkoutOptions(options?: CallOptions) {
      return call(getCheckoutOptionsEndpoint, {}, {}, options);
    },
    /**
     * The tickets of an event a visitor may buy, in the owner's order (hidden ones left out).
     * `includeNotOnSale` also lists tickets whose sale has not started or has ended, when the
     * owner shows them; `limitPerCheckout` 0 means sold out.
     */
    async listAvailableTickets(
      eventId: string,
      request: { includeNotOnSale?: boolean; offset?: number; limit?: number } = {},
      options?: CallOptions,
    ): Promise<{ definitions: AvailableTicket[]; total: number }> {
      const answer = await call(
        listAvailableTicketsEndpoint,
        {},
        {
          eventId,
          offset: request.offset ?? 0,
          limit: request.limit ?? DEFAULT_TICKETS_PAGE_SIZE,
          sort: 'orderIndex:asc',
          ...(request.includeNotOnSale ? { state: ['INCLUDE_HIDDEN_NOT_ON_SALE' as const] } : {}),
        },
        { ...options, check: hasDefinitions },
      );
      return { definitions: answer.definitions, total: answer.metaData.total };
    },
    /** `POST /events/v1/checkout/available-tickets/query`: by filter, page by page. */
    queryAvailableTickets(
      q: QueryV2 = {},
      request: { fieldset?: ('POLICY' | 'DASHBOARD')[] } = {},
      options?: CallOptions,
    ): Promise<QueryPage<AvailableTicket>> {
      return query(q, request.fieldset, options);
    },
    /** The same query as a builder: `queryTickets().eq('eventId', id).ascending('orderIndex').find()`. */
    queryTickets(
      request: { fieldset?: ('POLICY' | 'DASHBOARD')[] } = {},
      options?: CallOptions,
    ): QueryBuilder<AvailableTicket> {
      return new QueryBuilder((q) => query(q, request.fieldset, options));
    },
    /** The event's published registration form: checkout asks one per ticket. */
    async eventForm(eventId: string, options?: CallOptions): Promise<Form> {
      return (await call(getFormEndpoint, { eventId }, {}, { ...options, check: hasObject('form') })).form;
    },
    /** Holds tickets for a while (`expires`); the answer's `id` is what checkout takes. */
    createReservation(
      eventId: string,
      lines: TicketLine[],
      options?: CallOptions,
    ): Promise<ReservationResponse> {
      return call(
        createReservationEndpoint,
        {},
        { eventId, ticketQuantities: lines },
        { ...options, check: allOf(hasString('id'), hasArray('reservations')) },
      );
    },
    /**
     * A reservation as its maker reads it (status, expiry, lines), through its invoice: the
     * v1 API has no visitor read of a reservation. Another visitor's is a 404.
     */
    async getReservation(
      reservationId: string,
      eventId: string,
      options?: CallOptions,
    ): Promise<ReservationResponse> {
      const answer = await call(
        getInvoiceEndpoint,
        { reservationId },
        { eventId },
        { ...options, check: hasArray('reservations'), idempotent: true },
      );
      return {
        id: reservationId,
        expires: answer.expires,
        reservations: answer.reservations,
        reservationStatus: answer.reservationStatus,
      };
    },
    /** Gives the places back (a pending hold only). */
    async cancelReservation(reservationId: string, eventId: string, options?: CallOptions): Promise<void> {
      await call(cancelReservationEndpoint, { id: reservationId }, { eventId }, options);
    },
    /**
     * The invoice of a reservation (subtotal, fees, taxes, grand total) with its expiry and
     * status. A coupon that does not apply comes back in `discountErrors`, not as an error.
     */
    getInvoice(
      reservationId: string,
      eventId: string,
      request: { couponCode?: string } = {},
      options?: CallOptions,
    ) {
      return call(
        getInvoiceEndpoint,
        { reservationId },
        { eventId, ...(request.couponCode ? { withDiscount: { couponCode: request.couponCode } } : {}) },
        { ...options, check: hasObject('invoice'), idempotent: true },
      );
    },
    /**
     * Turns a pending reservation into an order. Paid orders carry `paymentDetails.token` (a
     * card token of the payment provider). The SDK sends one idempotency key for the call and
     * its retries, so a retried checkout never makes two orders.
     */
    checkout(input: CheckoutRequest, options?: CallOptions) {
      return call(checkoutEndpoint, {}, input, { ...options, check: hasOrder });
    },
    /** Changes the buyer or the guests' answers of an order not paid yet. */
    updateCheckout(orderNumber: string, input: UpdateCheckoutRequest, options?: CallOptions) {
      return call(updateCheckoutEndpoint, { orderNumber }, input, { ...options, check: hasOrder });
    },
    /** One order of the caller (all its parts unless `fieldset` names some). */
    async getOrder(
      eventId: string,
      orderNumber: string,
      request: { fieldset?: OrderFieldset[] } = {},
      options?: CallOptions,
    ) {
      const input = request.fieldset?.length ? { fieldset: request.fieldset } : {};
      return (await call(getOrderEndpoint, { eventId, orderNumber }, input, { ...options, check: hasOrder }))
        .order;
    },
    /** The tickets of one of the caller's orders, each with its signed QR payload. */
    async orderTickets(eventId: string, orderNumber: string, options?: CallOptions) {
      const answer = await call(
        getOrderEndpoint,
        { eventId, orderNumber },
        { fieldset: ['TICKETS'] },
        { ...options, check: hasOrder },
      );
      return answer.order.tickets ?? [];
    },
    /** One ticket of the caller's orders by its number. */
    async getTicket(ticketNumber: string, eventId: string, options?: CallOptions) {
      return (
        await call(
          getTicketEndpoint,
          { id: ticketNumber },
          { eventId },
          { ...options, check: hasObject('ticket') },
        )
      ).ticket;
    },
  };
}

export type EventCheckoutModule = ReturnType<typeof eventCheckout>;
