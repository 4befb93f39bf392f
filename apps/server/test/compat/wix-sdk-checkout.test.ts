/**
 * Compatibility: a ticket purchase through the official `@wix/events` modules against Tessera,
 * unmodified, over real HTTP through `@tessera/wix-compat` — a visitor reads the tickets,
 * reserves, previews the invoice and checks out (buyer, guests' form answers); the owner reads
 * and lists the order, lists the tickets and checks them in. Every answer is read the way a
 * site on the official types reads it: each field they declare non-nullable is there, and
 * everything there has the type of the package's own zod schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { forms, orders, tickets } from '@wix/events';
import { orders as orderSchemas, tickets as ticketSchemas } from '@wix/events/schemas';
import { createEvent } from '../events/helpers.ts';
import { createDefinition } from '../ticket-definitions/helpers.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { declaredRequiredPaths, missingRequired, schemaIssues } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
/** The input name the form gave the meal question (the server names it). */
let mealInput = '';
const guest = (first: string, email: string, meal = 'Fish') => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: first },
      { inputName: 'lastName', value: 'Guest' },
      { inputName: 'email', value: email },
      { inputName: mealInput, value: meal },
    ],
  },
});

describe('official @wix/events checkout against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];
  let eventId: string;
  let paidId: string;
  let freeId: string;

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    paidId = (await createDefinition(app, eventId, { name: 'Standard', initialLimit: 20 })).id;
    freeId = (await createDefinition(app, eventId, { name: 'Free', pricingMethod: { free: true } })).id;
    // A mandatory question on the form, published, so guests' answers are checked.
    const form = owner().forms;
    const meal = await form.addControl(eventId, {
      dropdown: { label: 'Meal', options: ['Fish', 'Veggie'], mandatory: true },
    });
    mealInput = meal.form?.controls?.find((c) => c._id === meal._id)?.inputs?.[0]?.name ?? '';
    expect(mealInput).toBeTruthy();
    await form.publishDraft(eventId);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  const modules = { forms, orders, tickets };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  /** An official answer as a site on the official types reads it. */
  const expectOfficial = (
    module: 'orders' | 'tickets',
    fn: string,
    schema: Parameters<typeof schemaIssues>[0],
    value: unknown,
  ) => {
    expect(missingRequired(value, declaredRequiredPaths(module, fn)), `${fn}: required`).toEqual([]);
    expect(schemaIssues(schema, value), `${fn}: types`).toEqual([]);
  };
  const wire = (from: number) =>
    log
      .slice(from)
      .map((e) => `${e.method} ${e.url.split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id')} ${e.status}`);

  it('reserve → invoice → checkout (buyer, guests) → order, listed, tickets checked in', async () => {
    const from = log.length;
    const client = visitor();
    const available = await client.orders.queryAvailableTickets({ filter: { eventId }, limit: 10 });
    expectOfficial('orders', 'queryAvailableTickets', orderSchemas.QueryAvailableTicketsResponse, available);
    expect(available.definitions?.map((d) => d.name).sort()).toEqual(['Free', 'Standard']);

    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [
        { ticketDefinitionId: paidId, quantity: 2 },
        { ticketDefinitionId: freeId, quantity: 1 },
      ],
    });
    expectOfficial('orders', 'createReservation', orderSchemas.CreateReservationResponse, reservation);

    const preview = await client.orders.getInvoice(reservation._id!, eventId);
    expectOfficial('orders', 'getInvoice', orderSchemas.GetInvoiceResponse, preview);
    expect(preview.reservationStatus).toBe('RESERVATION_PENDING');
    expect(preview.invoice?.subTotal).toMatchObject({ value: '20.00', currency: 'USD' });
    expect(preview.invoice?.items?.map((i) => [i._id, i.quantity])).toEqual(
      expect.arrayContaining([
        [paidId, 2],
        [freeId, 1],
      ]),
    );

    // Paid tickets through the official module: it has no payment details, so the buyer pays in
    // person and the owner confirms the order (the official confirmOrder).
    const placed = await client.orders.checkout(eventId, {
      reservationId: reservation._id!,
      buyer: BUYER,
      guests: [
        guest('Ada', 'ada@example.com'),
        guest('Bob', 'bob@example.com', 'Veggie'),
        guest('Cy', 'cy@example.com'),
      ],
      options: { payInPerson: true },
    });
    expectOfficial('orders', 'checkout', orderSchemas.CheckoutResponse, placed);
    const order = placed.order!;
    expect(order).toMatchObject({
      eventId,
      reservationId: reservation._id,
      status: 'OFFLINE_PENDING',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      ticketsQuantity: 3,
    });
    expect(order.created).toBeInstanceOf(Date);
    expect(order.tickets).toHaveLength(3);

    const admin = owner();
    const confirmed = await admin.orders.confirmOrder(eventId, { orderNumber: [order.orderNumber!] });
    expectOfficial('orders', 'confirmOrder', orderSchemas.ConfirmOrderResponse, confirmed);
    expect(confirmed.orders![0]).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'PAID',
      confirmed: true,
    });

    const read = await admin.orders.getOrder(
      { eventId, orderNumber: order.orderNumber! },
      { fieldset: ['TICKETS', 'DETAILS', 'FORM', 'INVOICE'] },
    );
    expectOfficial('orders', 'getOrder', orderSchemas.GetOrderResponse, read);
    expect(read.tickets?.map((t) => t.guestDetails?.firstName).sort()).toEqual(['Ada', 'Bob', 'Cy']);
    // The buyer reads their own order too.
    expect((await client.orders.getOrder({ eventId, orderNumber: order.orderNumber! })).orderNumber).toBe(
      order.orderNumber,
    );

    const listed = await admin.orders.listOrders({ eventId: [eventId], fieldset: ['DETAILS'] });
    expectOfficial('orders', 'listOrders', orderSchemas.ListOrdersResponse, listed);
    expect(listed.orders!.map((o) => o.orderNumber)).toContain(order.orderNumber);

    const ticketList = await admin.tickets.listTickets({
      eventId: [eventId],
      orderNumber: [order.orderNumber!],
    });
    expectOfficial('tickets', 'listTickets', ticketSchemas.ListTicketsResponse, ticketList);
    expect(ticketList.tickets).toHaveLength(3);
    const first = ticketList.tickets![0]!.ticketNumber!;
    const checkedIn = await admin.tickets.checkInTickets(eventId, { ticketNumber: [first] });
    expectOfficial('tickets', 'checkInTickets', ticketSchemas.CheckInTicketsResponse, checkedIn);
    expect(checkedIn.tickets?.[0]?.checkIn?.created).toBeInstanceOf(Date);
    const ticket = await admin.tickets.getTicket(first);
    expectOfficial('tickets', 'getTicket', ticketSchemas.GetTicketResponse, ticket);
    expect(ticket.checkIn?.created).toBeInstanceOf(Date);
    // Archive one ticket, then find it by the official list's state and search phrase.
    const archived = await admin.tickets.bulkUpdateTickets({
      eventId,
      ticketNumber: [first],
      archived: true,
    });
    expectOfficial('tickets', 'bulkUpdateTickets', ticketSchemas.BulkUpdateTicketsResponse, archived);
    expect(archived.tickets?.map((t) => [t.ticketNumber, t.archived])).toEqual([[first, true]]);
    const archivedList = await admin.tickets.listTickets({
      eventId: [eventId],
      state: ['TICKET_ARCHIVED', 'CHECKED_IN'],
      orderStatus: ['PAID', 'FREE', 'OFFLINE_PENDING'],
      searchPhrase: first,
      fieldset: ['GUEST_DETAILS'],
      sort: 'ticketNumber:asc',
      facet: ['archived'],
    });
    expectOfficial('tickets', 'listTickets', ticketSchemas.ListTicketsResponse, archivedList);
    expect(archivedList.tickets?.map((t) => t.ticketNumber)).toEqual([first]);
    expect(archivedList.facets).toEqual({ archived: { counts: { true: 1 } } });
    const restored = await admin.tickets.updateTicket(first, {
      eventId,
      fields: ['archived'],
      archived: false,
    });
    expectOfficial('tickets', 'updateTicket', ticketSchemas.UpdateTicketResponse, restored);
    expect(restored.ticket?.archived).toBe(false);

    expect(log.slice(from).filter((e) => e.status >= 400)).toEqual([]);
    expect(wire(from)).toEqual([
      expect.stringMatching(/^POST \/oauth2\/token 200$/),
      'POST /events/v1/checkout/available-tickets/query 200',
      'POST /events/v1/checkout/reservations 200',
      'POST /events/v1/checkout/invoices/:id 200',
      'POST /events/v1/checkout 200',
      'POST /events/v1/events/:id/orders/confirm 200',
      expect.stringMatching(/^GET \/events\/v1\/events\/:id\/orders\/[\w-]+ 200$/),
      expect.stringMatching(/^GET \/events\/v1\/events\/:id\/orders\/[\w-]+ 200$/),
      'GET /events/v1/orders 200',
      'GET /events/v1/tickets 200',
      'POST /events/v1/tickets/check-in 200',
      expect.stringMatching(/^GET \/events\/v1\/tickets\/[\w-]+ 200$/),
      'PATCH /events/v1/tickets 200',
      'GET /events/v1/tickets 200',
      expect.stringMatching(/^PATCH \/events\/v1\/tickets\/[\w-]+ 200$/),
    ]);
  });

  it('a paid checkout without payment details is PENDING, awaiting payment, holding its places', async () => {
    const client = visitor();
    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: paidId, quantity: 1 }],
    });
    const from = log.length;
    // The official call carries no payment details: as on the hosted platform, the order awaits
    // payment (Tessera's UpdateCheckout with paymentDetails pays it; pay-later.test.ts).
    const placed = await client.orders.checkout(eventId, {
      reservationId: reservation._id!,
      buyer: BUYER,
      guests: [guest('Ada', 'ada@example.com')],
    });
    expectOfficial('orders', 'checkout', orderSchemas.CheckoutResponse, placed);
    expect(placed.order).toMatchObject({ status: 'PENDING', confirmed: false, ticketsQuantity: 1 });
    expect(placed.expires).toBeInstanceOf(Date);
    expect(placed.reservations?.map((r) => r.ticket?._id)).toEqual([paidId]);
    const got = await owner().orders.getOrder({ eventId, orderNumber: placed.order!.orderNumber! });
    expect(got.status).toBe('PENDING');
    expect(wire(from)).toEqual([
      'POST /events/v1/checkout 200',
      `GET /events/v1/events/:id/orders/${placed.order!.orderNumber} 200`,
    ]);
  });

  it('a free checkout is FREE and confirmed at once', async () => {
    const client = visitor();
    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: freeId, quantity: 1 }],
    });
    const placed = await client.orders.checkout(eventId, {
      reservationId: reservation._id!,
      buyer: BUYER,
      guests: [guest('Ada', 'ada@example.com')],
    });
    expectOfficial('orders', 'checkout', orderSchemas.CheckoutResponse, placed);
    expect(placed.order).toMatchObject({ status: 'FREE', confirmed: true, ticketsQuantity: 1 });
    expect(placed.order?.tickets?.[0]).toMatchObject({ free: true, ticketDefinitionId: freeId });
  });

  it('a retried checkout with the same reservation never makes two orders', async () => {
    const client = visitor();
    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: freeId, quantity: 1 }],
    });
    const request = {
      reservationId: reservation._id!,
      buyer: BUYER,
      guests: [guest('Ada', 'ada@example.com')],
    };
    const placed = await client.orders.checkout(eventId, request);
    const from = log.length;
    await expect(client.orders.checkout(eventId, request)).rejects.toMatchObject({
      details: { applicationError: { code: expect.any(String) } },
    });
    expect(wire(from)).toEqual(['POST /events/v1/checkout 409']);
    const listed = await owner().orders.listOrders({ eventId: [eventId], limit: 100 });
    expect(
      listed.orders!.filter((o) => o.reservationId === reservation._id).map((o) => o.orderNumber),
    ).toEqual([placed.order?.orderNumber]);
  });

  it('a bad form answer is the official validation error, and nothing is ordered', async () => {
    const client = visitor();
    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: freeId, quantity: 1 }],
    });
    const from = log.length;
    const error = await client.orders
      .checkout(eventId, {
        reservationId: reservation._id!,
        buyer: BUYER,
        guests: [guest('Ada', 'not-an-email', 'Steak')],
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({
      details: {
        validationError: {
          fieldViolations: expect.arrayContaining([
            expect.objectContaining({ field: expect.stringContaining('guests[0].form.inputValues') }),
          ]),
        },
      },
    });
    expect(wire(from)).toEqual(['POST /events/v1/checkout 400']);
    const listed = await owner().orders.listOrders({ eventId: [eventId], limit: 100 });
    expect(listed.orders!.some((o) => o.reservationId === reservation._id)).toBe(false);
  });
});
