import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { HOUR, at, inbox, runJobs, settle } from '../notifications/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const MINUTE = 60_000;

// Ticket buyers are event guests beside RSVP guests (the view's BUYER rows), and ticket holders
// get reminders like RSVP guests.
describe('ticket holders as guests and in reminders', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let definitionId: string;
  let start: number;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    start = clock.now() + 72 * HOUR;
    eventId = (
      await createEvent(app, {
        title: 'Ticketed Gala',
        dateAndTimeSettings: { startDate: at(start), endDate: at(start + 2 * HOUR) },
        registration: { initialType: 'TICKETING' },
      })
    ).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 20 })).id;
    await settle(app);
  });
  afterAll(() => app.close());

  const checkout = async (
    email: string,
    quantity: number,
    more: Record<string, unknown>,
    guests?: unknown[],
  ) => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    return app.request({
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
  };
  const guests = async (filter: Record<string, unknown>) => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v2/guests/query',
      headers: app.ownerHeaders(),
      payload: { query: { filter: { eventId, ...filter } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().guests as any[];
  };

  it('lists a buyer per order: its tickets, check-ins and attendance from the order', async () => {
    const paid = (await checkout('buyer@example.com', 2, { paymentDetails: { token: 'tok_approve' } })).json()
      .order;
    const authorized = (
      await checkout('held@example.com', 1, {
        paymentDetails: { token: 'tok_approve', delayedCapture: true },
      })
    ).json().order;
    expect(
      (await checkout('declined@example.com', 1, { paymentDetails: { token: 'tok_decline' } })).statusCode,
    ).toBe(409);

    const buyers = await guests({ guestType: 'BUYER' });
    expect(buyers.map((g) => g.orderNumber).sort()).toEqual(
      [paid.orderNumber, authorized.orderNumber].sort(),
    );
    const row = buyers.find((g) => g.orderNumber === paid.orderNumber);
    expect(row).toMatchObject({
      guestType: 'BUYER',
      attendanceStatus: 'ATTENDING',
      totalGuests: 2,
      checkedInGuestCount: 0,
      guestDetails: { email: 'buyer@example.com', firstName: 'Buy', lastName: 'Er', checkedIn: false },
    });
    // By the buyer's email, like an RSVP guest.
    expect(
      (await guests({ guestType: 'BUYER', 'guestDetails.email': 'BUYER@example.com' })).map(
        (g) => g.orderNumber,
      ),
    ).toEqual([paid.orderNumber]);

    // A ticket checked in shows on its order's guest row at once (a view, nothing copied).
    const checkedIn = await app.request({
      method: 'POST',
      url: '/events/v1/tickets/check-in',
      headers: app.ownerHeaders(),
      payload: { eventId, ticketNumber: [paid.tickets[0].ticketNumber] },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect((await guests({ guestType: 'BUYER', orderNumber: paid.orderNumber }))[0].checkedInGuestCount).toBe(
      1,
    );

    // A voided order no longer attends.
    const voided = await app.request({
      method: 'POST',
      url: `/events/v1/events/orders/${authorized.orderNumber}/void`,
      headers: app.ownerHeaders(),
      payload: { eventId },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(
      (await guests({ guestType: 'BUYER', orderNumber: authorized.orderNumber }))[0].attendanceStatus,
    ).toBe('NOT_ATTENDING');
    expect(await guests({ guestType: 'RSVP' })).toEqual([]);
  });

  it('reminds ticket holders once each: the guest named on a ticket, else the buyer', async () => {
    const form = (first: string, email: string) => ({
      form: {
        inputValues: [
          { inputName: 'firstName', value: first },
          { inputName: 'lastName', value: 'Guest' },
          { inputName: 'email', value: email },
        ],
      },
    });
    const named = await checkout('payer@example.com', 2, { paymentDetails: { token: 'tok_approve' } }, [
      form('Ann', 'ann@example.com'),
      form('Bob', 'bob@example.com'),
    ]);
    expect(named.statusCode, named.body).toBe(200);
    clock.set(start - 24 * HOUR + MINUTE);
    await runJobs(app);
    await runJobs(app);
    expect((await inbox(app, 'ann@example.com')).map((m) => m.subject)).toContain('Reminder: Ticketed Gala');
    expect(await inbox(app, 'bob@example.com')).toHaveLength(1);
    // The first test's buyer holds two tickets without guest answers: one email per ticket.
    expect(
      (await inbox(app, 'buyer@example.com')).filter((m) => m.subject.startsWith('Reminder')),
    ).toHaveLength(2);
    // The voided order's buyer is not reminded.
    expect(
      (await inbox(app, 'held@example.com')).filter((m) => m.subject.startsWith('Reminder')),
    ).toHaveLength(0);
  });
});
