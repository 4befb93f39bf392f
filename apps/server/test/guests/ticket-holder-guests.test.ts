import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillHolderColumns } from '../../src/modules/event-checkout/migrations/0037_event_ticket_holder_columns.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

// Ticket holders are event guests of their own (TICKET_HOLDER rows, one per ticket of a
// confirmed order): the guest named on the ticket, else the buyer, in columns the guests query
// filters on; checked in with their ticket; gone when the order is voided.
describe('ticket holders in the guests query', () => {
  let app: TestApp;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    app = await createTestApp();
    eventId = (await createEvent(app, { title: 'Holders Night', registration: { initialType: 'TICKETING' } }))
      .id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 20 })).id;
  });
  afterAll(() => app.close());

  const guestForm = (firstName: string, lastName: string, email: string) => ({
    form: {
      inputValues: [
        { inputName: 'firstName', value: firstName },
        { inputName: 'lastName', value: lastName },
        { inputName: 'email', value: email },
      ],
    },
  });
  const checkout = async (
    email: string,
    quantity: number,
    more: Record<string, unknown>,
    guests?: unknown[],
  ) => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        buyer: { firstName: 'Buy', lastName: 'Er', email },
        reservationId: held.json().id,
        ...(guests ? { guests } : {}),
        ...more,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { order: response.json().order, visitor };
  };
  const holders = async (filter: Record<string, unknown> = {}) => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v2/guests/query',
      headers: app.ownerHeaders(),
      payload: { query: { filter: { eventId, guestType: 'TICKET_HOLDER', ...filter } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().guests as any[];
  };
  const paid = { paymentDetails: { token: 'tok_approve' } };

  it('lists one holder per ticket with the guest’s names, else the buyer’s', async () => {
    const named = (
      await checkout('payer@example.com', 2, paid, [
        guestForm('Ann', 'Holder', 'Ann@Example.com'),
        guestForm('Bob', 'Keeper', 'bob@example.com'),
      ])
    ).order;
    const unnamed = (await checkout('solo@example.com', 1, paid)).order;

    const rows = await holders({ orderNumber: { $in: [named.orderNumber, unnamed.orderNumber] } });
    expect(rows).toHaveLength(3);
    const byTicket = new Map(rows.map((row) => [row.ticketNumber, row]));
    expect(byTicket.get(named.tickets[0].ticketNumber)).toMatchObject({
      id: named.tickets[0].ticketNumber,
      guestType: 'TICKET_HOLDER',
      orderNumber: named.orderNumber,
      attendanceStatus: 'ATTENDING',
      totalGuests: 1,
      checkedInGuestCount: 0,
      guestDetails: { firstName: 'Ann', lastName: 'Holder', email: 'Ann@Example.com', checkedIn: false },
    });
    expect(byTicket.get(named.tickets[1].ticketNumber).guestDetails.formResponse.inputValues).toContainEqual({
      inputName: 'firstName',
      value: 'Bob',
    });
    // No answers of its own: the buyer holds the ticket.
    expect(byTicket.get(unnamed.tickets[0].ticketNumber).guestDetails).toMatchObject({
      firstName: 'Buy',
      lastName: 'Er',
      email: 'solo@example.com',
    });
  });

  it('finds holders by name and email, and follows the ticket’s check-in', async () => {
    expect((await holders({ 'guestDetails.firstName': 'Ann' })).map((g) => g.guestDetails.lastName)).toEqual([
      'Holder',
    ]);
    expect(
      (await holders({ 'guestDetails.lastName': { $startsWith: 'Kee' } })).map(
        (g) => g.guestDetails.firstName,
      ),
    ).toEqual(['Bob']);
    const [ann] = await holders({ 'guestDetails.email': 'ann@EXAMPLE.com' });
    expect(ann.guestDetails.firstName).toBe('Ann');

    const checkedIn = await app.request({
      method: 'POST',
      url: '/events/v1/tickets/check-in',
      headers: app.ownerHeaders(),
      payload: { eventId, ticketNumber: [ann.ticketNumber] },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const [after] = await holders({ ticketNumber: ann.ticketNumber });
    expect(after).toMatchObject({ checkedInGuestCount: 1, guestDetails: { checkedIn: true } });
    expect((await holders({ 'guestDetails.firstName': 'Bob' }))[0].checkedInGuestCount).toBe(0);
  });

  it('leaves out the holders of a voided order, and of one not paid yet until it is', async () => {
    const authorized = (
      await checkout(
        'held@example.com',
        1,
        { paymentDetails: { token: 'tok_approve', delayedCapture: true } },
        [guestForm('Vic', 'Voided', 'vic@example.com')],
      )
    ).order;
    expect(
      (await holders({ orderNumber: authorized.orderNumber })).map((g) => g.guestDetails.firstName),
    ).toEqual(['Vic']);
    const voided = await app.request({
      method: 'POST',
      url: `/events/v1/events/orders/${authorized.orderNumber}/void`,
      headers: app.ownerHeaders(),
      payload: { eventId },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await holders({ orderNumber: authorized.orderNumber })).toEqual([]);
    expect(await holders({ 'guestDetails.firstName': 'Vic' })).toEqual([]);

    // Pay later: no holder while PENDING; the guest renamed by UpdateCheckout, then paid, is listed.
    const { order: pending, visitor } = await checkout('later@example.com', 1, {}, [
      guestForm('Pat', 'Pending', 'pat@example.com'),
    ]);
    expect(pending.status).toBe('PENDING');
    expect(await holders({ orderNumber: pending.orderNumber })).toEqual([]);
    const updated = await app.request({
      method: 'PATCH',
      url: `/events/v1/checkout/${pending.orderNumber}`,
      headers: visitor,
      payload: { eventId, guests: [guestForm('Quinn', 'Paid', 'quinn@example.com')], ...paid },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await holders({ orderNumber: pending.orderNumber })).map((g) => g.guestDetails)).toMatchObject([
      { firstName: 'Quinn', lastName: 'Paid', email: 'quinn@example.com' },
    ]);
  });

  it('fills the columns of tickets sold before them from their guest form (migration backfill)', async () => {
    const { order } = await checkout('old@example.com', 3, paid, [
      guestForm('Olga', 'Older', 'olga@example.com'),
      guestForm('Ona', 'Other', 'ona@example.com'),
      guestForm('Una', 'Unread', 'una@example.com'),
    ]);
    // As stored before the columns: a partial answer and an unreadable one among them.
    const numbers: string[] = order.tickets.map((t: { ticketNumber: string }) => t.ticketNumber);
    const setForm = (position: number, guest_form: string) =>
      app.db
        .updateTable('event_tickets')
        .set({ guest_form })
        .where('ticket_number', '=', numbers[position])
        .execute();
    await setForm(1, JSON.stringify({ inputValues: [{ inputName: 'firstName', value: '  Ona ' }] }));
    await setForm(2, '{not json');
    await app.db
      .updateTable('event_tickets')
      .set({ guest_first_name: null, guest_last_name: null, guest_email: null })
      .where('ticket_number', 'in', numbers)
      .execute();
    await fillHolderColumns(app.db);
    const rows = await app.db
      .selectFrom('event_tickets')
      .select(['guest_first_name', 'guest_last_name', 'guest_email'])
      .where('ticket_number', 'in', numbers)
      .orderBy('ticket_number')
      .execute();
    expect(rows).toEqual([
      { guest_first_name: 'Olga', guest_last_name: 'Older', guest_email: 'olga@example.com' },
      { guest_first_name: 'Ona', guest_last_name: null, guest_email: null },
      { guest_first_name: null, guest_last_name: null, guest_email: null },
    ]);
    expect((await holders({ 'guestDetails.firstName': 'Olga' })).map((g) => g.ticketNumber)).toEqual([
      order.tickets[0].ticketNumber,
    ]);
  });
});
