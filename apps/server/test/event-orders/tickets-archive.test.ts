import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buyTickets, createDefinition } from '../ticket-definitions/helpers.ts';

// BulkUpdateTickets (archive or restore tickets of one event, all or none) and ListTickets' official
// parameters: state, orderStatus, ticketDefinitionId, searchPhrase and sort.
describe('archiving tickets and the official ticket list parameters', () => {
  let app: TestApp;
  let eventId: string;
  let otherEventId: string;
  let definitionId: string;
  /** Two orders of two tickets each, and one ticket of another event. */
  let first: { orderNumber: string; tickets: string[] };
  let second: { orderNumber: string; tickets: string[] };
  let otherTicket: string;

  async function buy(event: string, definition: string, quantity: number) {
    const order = await buyTickets(app, event, definition, quantity);
    return { orderNumber: order.orderNumber, tickets: order.tickets.map((t) => t.ticketNumber) };
  }

  beforeAll(async () => {
    app = await createTestApp();
    eventId = (await createEvent(app)).id;
    otherEventId = (await createEvent(app)).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 10 })).id;
    first = await buy(eventId, definitionId, 2);
    second = await buy(eventId, definitionId, 2);
    const otherDefinition = (await createDefinition(app, otherEventId, { initialLimit: 10 })).id;
    otherTicket = (await buy(otherEventId, otherDefinition, 1)).tickets[0];
  });
  afterAll(() => app.close());

  const bulkUpdate = (payload: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: '/events/v1/tickets', headers, payload });
  const list = async (query: string) => {
    const response = await app.request({
      method: 'GET',
      url: `/events/v1/tickets?eventId=${eventId}&${query}`,
      headers: app.ownerHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().tickets as { ticketNumber: string }[]).map((t) => t.ticketNumber);
  };
  const sorted = (numbers: string[]) => [...numbers].sort();

  it('archives tickets of one event and lists them apart; a repeat changes nothing; restoring brings them back', async () => {
    const archived = await bulkUpdate({
      eventId,
      ticketNumber: [first.tickets[1], second.tickets[0]],
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().tickets.map((t: { archived: boolean }) => t.archived)).toEqual([true, true]);
    expect(archived.json().tickets[0]).toMatchObject({ orderArchived: false, eventId });

    expect(await list('state=TICKET_ARCHIVED')).toEqual(sorted([first.tickets[1], second.tickets[0]]));
    expect(await list('state=TICKET_ACTIVE')).toEqual(sorted([first.tickets[0], second.tickets[1]]));
    expect((await bulkUpdate({ eventId, ticketNumber: [first.tickets[1]], archived: true })).statusCode).toBe(
      200,
    );
    expect(await list('state=TICKET_ARCHIVED')).toHaveLength(2);

    const restored = await bulkUpdate({
      eventId,
      ticketNumber: [first.tickets[1], second.tickets[0]],
      archived: false,
    });
    expect(restored.json().tickets.map((t: { archived: boolean }) => t.archived)).toEqual([false, false]);
    expect(await list('state=TICKET_ARCHIVED')).toEqual([]);
  });

  it('archives one ticket by UpdateTicket, with or without a field mask; naming nothing is a 400', async () => {
    const url = `/events/v1/tickets/${first.tickets[0]}`;
    const patch = (payload: Record<string, unknown>) =>
      app.request({ method: 'PATCH', url, headers: app.ownerHeaders(), payload: { eventId, ...payload } });
    const archived = await patch({ archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().ticket.archived).toBe(true);
    // A mask that leaves `archived` out changes only what it names.
    const form = {
      inputValues: [
        { inputName: 'firstName', value: 'Grace' },
        { inputName: 'lastName', value: 'Hopper' },
        { inputName: 'email', value: 'grace@example.com' },
      ],
    };
    const masked = await patch({ fields: ['guestDetails'], guestDetails: { form }, archived: false });
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json().ticket).toMatchObject({ archived: true, guestDetails: { firstName: 'Grace' } });
    const restored = await patch({ fields: ['archived'], archived: false });
    expect(restored.json().ticket.archived).toBe(false);
    for (const payload of [{}, { fields: ['archived'] }]) {
      const refused = await patch(payload);
      expect(refused.statusCode, refused.body).toBe(400);
    }
  });

  it('answers the tickets unchanged without `archived`', async () => {
    const response = await bulkUpdate({ eventId, ticketNumber: [first.tickets[0]] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tickets).toEqual([
      expect.objectContaining({ ticketNumber: first.tickets[0], archived: false }),
    ]);
  });

  it('changes nothing when one number is not a ticket of the event (404)', async () => {
    for (const stranger of ['NOPE1234', otherTicket]) {
      const response = await bulkUpdate({
        eventId,
        ticketNumber: [first.tickets[0], stranger],
        archived: true,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().details.applicationError.code).toBe('TICKET_NOT_FOUND');
    }
    expect(await list('state=TICKET_ARCHIVED')).toEqual([]);
  });

  it('refuses bad input with field violations, and callers other than the owner', async () => {
    const violations = async (payload: Record<string, unknown>) => {
      const response = await bulkUpdate(payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    };
    expect(await violations({ eventId, ticketNumber: [], archived: true })).toContain('ticketNumber');
    expect(
      await violations({
        eventId,
        ticketNumber: Array.from({ length: 101 }, (_, i) => `T${i}`),
        archived: true,
      }),
    ).toContain('ticketNumber');
    expect(await violations({ ticketNumber: [first.tickets[0]], archived: true })).toContain('eventId');
    expect(await violations({ eventId, ticketNumber: [first.tickets[0]], archived: 'yes' })).toContain(
      'archived',
    );
    const visitor = await bulkUpdate(
      { eventId, ticketNumber: [first.tickets[0]], archived: true },
      await app.visitorHeaders(),
    );
    expect(visitor.statusCode).toBe(403);
    const anonymous = await bulkUpdate({ eventId, ticketNumber: [first.tickets[0]], archived: true }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists by the order's state and status, the ticket type, a search phrase, and sorts", async () => {
    const all = sorted([...first.tickets, ...second.tickets]);
    const archiveOrder = await app.request({
      method: 'PATCH',
      url: `/events/v1/events/${eventId}/orders/${second.orderNumber}`,
      headers: app.ownerHeaders(),
      payload: { archived: true },
    });
    expect(archiveOrder.statusCode, archiveOrder.body).toBe(200);
    expect(await list('state=ORDER_ARCHIVED')).toEqual(sorted(second.tickets));
    expect(await list('state=ORDER_ACTIVE')).toEqual(sorted(first.tickets));
    // An archived order's tickets are archived with it.
    expect(await list('state=TICKET_ARCHIVED')).toEqual(sorted(second.tickets));
    expect(await list('state=ORDER_ACTIVE&state=ORDER_ARCHIVED')).toEqual([]);

    expect(await list('orderStatus=PAID')).toEqual(all);
    expect(await list('orderStatus=FREE')).toEqual([]);
    expect(await list(`ticketDefinitionId=${definitionId}`)).toEqual(all);
    expect(await list(`ticketDefinitionId=${otherEventId}`)).toEqual([]);
    expect(await list('state=NON_CHECKED_IN')).toEqual(all);
    expect(await list('state=CHECKED_IN')).toEqual([]);
    expect(await list(`searchPhrase=${first.tickets[0]}`)).toEqual([first.tickets[0]]);
    expect(await list('sort=ticketNumber:desc')).toEqual([...all].reverse());
    expect(await list('sort=orderNumber:asc&limit=2')).toHaveLength(2);

    const faceted = await app.request({
      method: 'GET',
      url: `/events/v1/tickets?eventId=${eventId}&facet=archived&facet=orderStatus&facet=checkedIn&limit=0`,
      headers: app.ownerHeaders(),
    });
    expect(faceted.statusCode, faceted.body).toBe(200);
    expect(faceted.json().facets).toEqual({
      archived: { counts: { true: 2, false: 2 } },
      orderStatus: { counts: { PAID: 4 } },
      checkedIn: { counts: { false: 4 } },
    });

    const bad = await app.request({
      method: 'GET',
      url: `/events/v1/tickets?eventId=${eventId}&state=LOST&sort=price:asc`,
      headers: app.ownerHeaders(),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields.join(' ')).toMatch(/state/);
  });
});
