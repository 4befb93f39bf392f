import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  eventCheckout,
  type CheckoutRequest,
  type EventCheckoutModule,
  type OrderFieldset,
  type TicketLine,
} from '@tessera/sdk/event-checkout';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// A visitor buying tickets: the tickets on sale, a reservation, its invoice, checkout and the
// order afterwards. The module is built on the provider's client when the client was created
// without it: these hooks live in a lazily loaded part of a site (the ticket picker and the
// checkout page), so the calls travel with that part and never weigh on a page that sells nothing.

const EVENT_CHECKOUT: ModuleLookup<EventCheckoutModule> = {
  name: 'eventCheckout',
  has: 'createReservation',
  build: eventCheckout,
  needs: 'the event-checkout module (@tessera/sdk/event-checkout)',
};

/** The event-checkout calls of a client (its own `eventCheckout`, or built on its transport). */
export const eventCheckoutOf = (client: BaseClient): EventCheckoutModule => moduleOf(client, EVENT_CHECKOUT);

export const checkoutKeys = {
  all: ['tessera', 'event-checkout'] as const,
  tickets: (eventId: string) => [...checkoutKeys.all, 'tickets', eventId] as const,
  form: (eventId: string) => [...checkoutKeys.all, 'form', eventId] as const,
  invoice: (reservationId: string, eventId: string, couponCode: string) =>
    [...checkoutKeys.all, 'invoice', reservationId, eventId, couponCode] as const,
  order: (eventId: string, orderNumber: string) =>
    [...checkoutKeys.all, 'order', eventId, orderNumber] as const,
};

/** The tickets of an event a visitor may see, those not on sale included (their status says why). */
export const availableTicketsQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: checkoutKeys.tickets(eventId),
    queryFn: async ({ signal }) =>
      (await eventCheckoutOf(client).listAvailableTickets(eventId, { includeNotOnSale: true }, { signal }))
        .definitions,
  });

/** The event's published registration form (one is filled per ticket at checkout). */
export const checkoutFormQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: checkoutKeys.form(eventId),
    queryFn: ({ signal }) => eventCheckoutOf(client).eventForm(eventId, { signal }),
  });

/**
 * A reservation's invoice, expiry and status. Not retried on a 4xx (someone else's or an
 * unknown reservation is a 404 the page explains) and kept fresh: it carries the countdown.
 */
export const invoiceQueryOptions = (
  client: BaseClient,
  reservationId: string,
  eventId: string,
  couponCode = '',
) =>
  queryOptions({
    queryKey: checkoutKeys.invoice(reservationId, eventId, couponCode),
    queryFn: ({ signal }) =>
      eventCheckoutOf(client).getInvoice(reservationId, eventId, couponCode ? { couponCode } : {}, {
        signal,
      }),
    staleTime: 0,
  });

/** One of the caller's orders (every part unless `fieldset` names some). */
export const eventOrderQueryOptions = (
  client: BaseClient,
  eventId: string,
  orderNumber: string,
  fieldset?: OrderFieldset[],
) =>
  queryOptions({
    queryKey: [...checkoutKeys.order(eventId, orderNumber), fieldset ?? []] as const,
    queryFn: ({ signal }) =>
      eventCheckoutOf(client).getOrder(eventId, orderNumber, fieldset ? { fieldset } : {}, { signal }),
  });

export interface ReserveTicketsVariables {
  eventId: string;
  lines: TicketLine[];
}

/** Holds tickets; the event's ticket list is refetched (fewer left). */
export const reserveTicketsMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ eventId, lines }: ReserveTicketsVariables) =>
      eventCheckoutOf(client).createReservation(eventId, lines),
    onSuccess: (_reservation, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: checkoutKeys.tickets(eventId) }),
  });

export interface CancelReservationVariables {
  reservationId: string;
  eventId: string;
}

/** Gives a pending hold's places back. */
export const cancelReservationMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ reservationId, eventId }: CancelReservationVariables) =>
      eventCheckoutOf(client).cancelReservation(reservationId, eventId),
    onSettled: (_answer, _error, { reservationId, eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.tickets(eventId) }),
        queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'invoice', reservationId] }),
      ]),
  });

/**
 * Checkout. The SDK keeps one idempotency key across its own retries of a call; a new click is a
 * new call, and the server makes at most one live order per reservation anyway.
 */
export const checkoutMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (input: CheckoutRequest) => eventCheckoutOf(client).checkout(input),
    onSuccess: ({ order }) =>
      queryClient.invalidateQueries({ queryKey: checkoutKeys.tickets(order.eventId) }),
  });

export function useAvailableTickets(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...availableTicketsQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export function useCheckoutForm(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...checkoutFormQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export function useInvoice(reservationId: string | undefined, eventId: string | undefined, couponCode = '') {
  const client = useTesseraClient();
  return useQuery({
    ...invoiceQueryOptions(client, reservationId ?? '', eventId ?? '', couponCode),
    enabled: Boolean(reservationId && eventId),
    // A coupon being tried keeps the last answer on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}

export function useEventOrder(
  eventId: string | undefined,
  orderNumber: string | undefined,
  fieldset?: OrderFieldset[],
) {
  const client = useTesseraClient();
  return useQuery({
    ...eventOrderQueryOptions(client, eventId ?? '', orderNumber ?? '', fieldset),
    enabled: Boolean(eventId && orderNumber),
  });
}

export function useReserveTickets() {
  const client = useTesseraClient();
  return useMutation(reserveTicketsMutationOptions(client, useQueryClient()));
}

export function useCancelReservation() {
  const client = useTesseraClient();
  return useMutation(cancelReservationMutationOptions(client, useQueryClient()));
}

export function useCheckout() {
  const client = useTesseraClient();
  return useMutation(checkoutMutationOptions(client, useQueryClient()));
}
