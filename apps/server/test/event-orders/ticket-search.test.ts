import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buyTickets, createDefinition } from '../ticket-definitions/helpers.ts';

// The door list's search (ListTickets `search`): the ticket number, the guest's answers, and the
// buyer's names and email, as the contract says.
describe('ticket search at the door', () => {
  let app: TestApp;
  let eventId: string;
  let otherEventId: string;
  let turingTicket: string;
  let loveladyTicket: string;

  const guest = (firstName: string, lastName: string, email: string) => ({
    form: {
      inputValues: [
        { inputName: 'firstName', value: firstName },
        { inputName: 'lastName', value: lastName },
        { inputName: 'email', value: email },
      ],
    },
  });

  /** One ticket bought by `buyer` for a guest `guestOf`; answers its number. */
  async function buy(
    event: string,
    buyer: { firstName: string; lastName: string; email: string },
    guestOf: ReturnType<typeof guest>,
  ): Promise<string> {
    const definition = (await createDefinition(app, event, { initialLimit: 10 })).id;
    const order = await buyTickets(app, event, definition, 1, { buyer, guests: [guestOf] });
    return order.tickets[0].ticketNumber;
  }

  beforeAll(async () => {
    app = await createTestApp();
    eventId = (await createEvent(app)).id;
    otherEventId = (await createEvent(app)).id;
    // Grace buys for Alan; Ada buys for herself.
    turingTicket = await buy(
      eventId,
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' },
      guest('Alan', 'Turing', 'alan@bletchley.example'),
    );
    loveladyTicket = await buy(
      eventId,
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      guest('Ada', 'Lovelace', 'ada@example.com'),
    );
    // Grace's ticket for another event is never on this event's list.
    await buy(
      otherEventId,
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' },
      guest('Grace', 'Hopper', 'grace@navy.example'),
    );
  });
  afterAll(() => app.close());

  const found = async (search: string) => {
    const response = await app.request({
      method: 'GET',
      url: `/events/v1/tickets?eventId=${eventId}&search=${encodeURIComponent(search)}`,
      headers: app.ownerHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().tickets as { ticketNumber: string }[]).map((t) => t.ticketNumber);
  };

  it("matches the buyer's name, full name and email, any case", async () => {
    expect(await found('hopper')).toEqual([turingTicket]);
    expect(await found('GRACE')).toEqual([turingTicket]);
    expect(await found('Grace Hopper')).toEqual([turingTicket]);
    expect(await found('navy.example')).toEqual([turingTicket]);
  });

  it("still matches the guest's answers and the ticket number", async () => {
    expect(await found('turing')).toEqual([turingTicket]);
    expect(await found('bletchley')).toEqual([turingTicket]);
    expect(await found(loveladyTicket)).toEqual([loveladyTicket]);
    expect((await found('lovelace')).sort()).toEqual([loveladyTicket]);
  });

  it('treats LIKE wildcards as text and finds nobody for an unknown phrase', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('nobody at all')).toEqual([]);
  });
});
