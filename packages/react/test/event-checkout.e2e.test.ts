import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { createEvent } from '../../../apps/server/test/events/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { createDefinition } from '../../../apps/server/test/ticket-definitions/helpers.ts';
import {
  availableTicketsQueryOptions,
  cancelReservationMutationOptions,
  checkoutFormQueryOptions,
  checkoutKeys,
  checkoutMutationOptions,
  eventOrderQueryOptions,
  invoiceQueryOptions,
  reserveTicketsMutationOptions,
} from '../src/index.ts';

const BUYER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

/** Runs a mutation's options as `useMutation` would: the call, then its success or settle step. */
async function mutate<V, R>(
  options: {
    mutationFn?: (variables: V, context: never) => Promise<R>;
    onSuccess?: (...args: never[]) => unknown;
    onSettled?: (...args: never[]) => unknown;
  },
  variables: V,
): Promise<R> {
  const answer = await options.mutationFn!(variables, undefined as never);
  const success = options.onSuccess as ((a: R, v: V) => unknown) | undefined;
  const settled = options.onSettled as ((a: R, e: null, v: V) => unknown) | undefined;
  await success?.(answer, variables);
  await settled?.(answer, null, variables);
  return answer;
}

// The visitor's purchase as the hooks run it, against a real server; the client is a bare visitor
// client (no eventCheckout module): the hooks build the module on its transport.
describe('@tessera/react event checkout', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('lists tickets, reserves, prices, checks out and reads the order', async () => {
    const event = await createEvent(app, { registration: { initialType: 'TICKETING' } });
    const definition = await createDefinition(app, event.id, { initialLimit: 5 });
    const client = createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
    const queryClient = new QueryClient();

    const tickets = await queryClient.fetchQuery(availableTicketsQueryOptions(client, event.id));
    expect(tickets.map((t) => t.name)).toEqual(['General']);
    expect(
      (await queryClient.fetchQuery(checkoutFormQueryOptions(client, event.id))).controls.length,
    ).toBeGreaterThan(0);

    const reservation = await mutate(reserveTicketsMutationOptions(client, queryClient), {
      eventId: event.id,
      lines: [{ ticketDefinitionId: definition.id, quantity: 2 }],
    });
    // The list is stale now (fewer places left).
    expect(queryClient.getQueryState(checkoutKeys.tickets(event.id))?.isInvalidated).toBe(true);

    const invoice = await queryClient.fetchQuery(invoiceQueryOptions(client, reservation.id, event.id));
    expect(invoice.invoice.grandTotal.value).toBe('20.00');
    expect(invoice.reservationStatus).toBe('RESERVATION_PENDING');

    const { order } = await mutate(checkoutMutationOptions(client, queryClient), {
      eventId: event.id,
      reservationId: reservation.id,
      buyer: BUYER,
      paymentDetails: { token: 'tok_approve' },
    });
    expect(order.status).toBe('PAID');
    const read = await queryClient.fetchQuery(
      eventOrderQueryOptions(client, event.id, order.orderNumber, ['TICKETS']),
    );
    expect(read.tickets?.length).toBe(2);
  });

  it('cancels a reservation: its invoice then says so', async () => {
    const event = await createEvent(app, { registration: { initialType: 'TICKETING' } });
    const definition = await createDefinition(app, event.id);
    const client = createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
    const queryClient = new QueryClient();
    const reservation = await mutate(reserveTicketsMutationOptions(client, queryClient), {
      eventId: event.id,
      lines: [{ ticketDefinitionId: definition.id, quantity: 1 }],
    });
    await mutate(cancelReservationMutationOptions(client, queryClient), {
      reservationId: reservation.id,
      eventId: event.id,
    });
    const invoice = await queryClient.fetchQuery(invoiceQueryOptions(client, reservation.id, event.id));
    expect(invoice.reservationStatus).toBe('RESERVATION_CANCELED');
  });
});
