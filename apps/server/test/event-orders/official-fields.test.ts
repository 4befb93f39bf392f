import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

// The official orders and tickets types declare fields non-nullable that Tessera has nothing to
// say about (snapshotId of a free order, a visitor's memberId, wallet passes): they are answered
// with the provider's empty values, and a ticket is found by its number alone.
describe('event orders and tickets: the fields the official types promise', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("a visitor's free order and its ticket carry every declared field", async () => {
    const eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    const free = (await createDefinition(app, eventId, { name: 'Free', pricingMethod: { free: true } })).id;
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: free, quantity: 1 }]);
    const placed = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        reservationId: held.json().id,
        buyer: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placed.json();
    expect(order).toMatchObject({
      memberId: '',
      contactId: '',
      snapshotId: '',
      method: '',
      // The signed tickets link (a free order is confirmed).
      ticketsPdf: expect.stringMatching(/\/tickets\.pdf\?expires=\d+&sig=/),
      anonymized: false,
      fullyCheckedIn: false,
    });
    expect(order.tickets[0]).toMatchObject({
      orderNumber: order.orderNumber,
      orderStatus: 'FREE',
      orderArchived: false,
      orderFullName: 'Ann Lee',
      archived: false,
      anonymized: false,
      channel: 'ONLINE',
      walletPassUrl: '',
      guestDetails: { guestAssigned: false },
    });

    const read = await app.request({
      method: 'GET',
      url: `/events/v1/events/${eventId}/orders/${order.orderNumber}?fieldset=DETAILS`,
      headers: app.ownerHeaders(),
    });
    expect(read.json().order).toMatchObject({ memberId: '', snapshotId: '', method: '', anonymized: false });

    const ticket = await app.request({
      method: 'GET',
      url: `/events/v1/tickets/${order.tickets[0].ticketNumber}?fieldset=GUEST_DETAILS`,
      headers: app.ownerHeaders(),
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().ticket).toMatchObject({ eventId, orderNumber: order.orderNumber });
  });
});
