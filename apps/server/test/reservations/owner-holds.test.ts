import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, salesOf } from '../ticket-definitions/helpers.ts';

const HOLDS = '/events/v1/ticket-reservations';

describe('owner-made ticket holds (events_ticket-reservations)', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
  });
  afterAll(() => app.close());

  const create = (ticketReservation: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: HOLDS, headers, payload: { ticketReservation } });
  const definition = async (capacity: number, overrides: Record<string, unknown> = {}) =>
    (await createDefinition(app, eventId, { initialLimit: capacity, limitPerCheckout: 2, ...overrides }))
      .id as string;

  it('holds places through the same counters, in the v1 shape, with tags', async () => {
    const id = await definition(10);
    const response = await create({
      tickets: [{ ticketDefinitionId: id, quantity: 4 }],
      tags: { tags: { tagIds: ['press'] }, privateTags: { tagIds: ['comp'] } },
      // Past the per-order limit of 2: the owner's hold may be.
      additionalReservationSettings: { disableTicketLimitValidation: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hold = response.json().ticketReservation;
    expect(hold).toMatchObject({
      status: 'PENDING',
      tickets: [
        {
          ticketDefinitionId: id,
          eventId,
          quantity: 4,
          ticketName: 'General',
          price: { value: '10.00', currency: 'USD' },
          subTotal: { value: '40.00', currency: 'USD' },
        },
      ],
      tags: { tags: { tagIds: ['press'] }, privateTags: { tagIds: ['comp'] } },
    });
    expect(hold.expirationDate).toBeDefined();
    expect((await salesOf(app, id)).reservedCount).toBe(4);
    const read = await app.request({
      method: 'GET',
      url: `${HOLDS}/${hold.id}`,
      headers: app.ownerHeaders(),
    });
    expect(read.json().ticketReservation).toEqual(hold);
    // Without the setting the limit holds.
    const limited = await create({ tickets: [{ ticketDefinitionId: id, quantity: 3 }] });
    expect(limited.statusCode).toBe(400);
    expect(limited.json().details.validationError.fieldViolations[0].field).toBe(
      'ticketReservation.tickets[0].quantity',
    );
  });

  it('never exceeds a capacity, also when racing visitors', async () => {
    const id = await definition(5);
    const owner = await create({
      tickets: [{ ticketDefinitionId: id, quantity: 4 }],
      additionalReservationSettings: { disableTicketLimitValidation: true },
    });
    expect(owner.statusCode).toBe(200);
    const racing = await Promise.all(
      Array.from({ length: 6 }, async () =>
        reserve(app, await app.visitorHeaders(), eventId, [{ ticketDefinitionId: id, quantity: 1 }]),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const over = await create({
      tickets: [{ ticketDefinitionId: id, quantity: 1 }],
      additionalReservationSettings: { disableTicketLimitValidation: true },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().details.applicationError.code).toBe('TICKETS_UNAVAILABLE');
    expect(await salesOf(app, id)).toMatchObject({ reservedCount: 5, unsoldCount: 0 });
  });

  it('cancel and delete free the places at once; a repeat changes nothing', async () => {
    const id = await definition(3);
    const hold = (
      await create({
        tickets: [{ ticketDefinitionId: id, quantity: 2 }],
      })
    ).json().ticketReservation;
    const canceled = await app.request({
      method: 'POST',
      url: `${HOLDS}/${hold.id}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().ticketReservation.status).toBe('CANCELED_MANUALLY');
    expect(canceled.json().ticketReservation.expirationDate).toBeUndefined();
    expect((await salesOf(app, id)).reservedCount).toBe(0);
    const again = await app.request({
      method: 'POST',
      url: `${HOLDS}/${hold.id}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(again.json().ticketReservation.status).toBe('CANCELED_MANUALLY');
    expect((await salesOf(app, id)).reservedCount).toBe(0);

    const second = (await create({ tickets: [{ ticketDefinitionId: id, quantity: 2 }] })).json()
      .ticketReservation;
    expect((await salesOf(app, id)).reservedCount).toBe(2);
    const deleted = await app.request({
      method: 'DELETE',
      url: `${HOLDS}/${second.id}`,
      headers: app.ownerHeaders(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().ticketReservation.status).toBe('CANCELED_MANUALLY');
    expect((await salesOf(app, id)).reservedCount).toBe(0);
    const gone = await app.request({
      method: 'GET',
      url: `${HOLDS}/${second.id}`,
      headers: app.ownerHeaders(),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('RESERVATION_NOT_FOUND');
  });

  it('reads a hold whose time has passed as EXPIRED before any job runs', async () => {
    const id = await definition(3);
    const hold = (await create({ tickets: [{ ticketDefinitionId: id, quantity: 1 }] })).json()
      .ticketReservation;
    clock.advance(21 * 60_000);
    const read = await app.request({
      method: 'GET',
      url: `${HOLDS}/${hold.id}`,
      headers: app.ownerHeaders(),
    });
    expect(read.json().ticketReservation.status).toBe('EXPIRED');
    expect((await salesOf(app, id)).reservedCount).toBe(0);
  });

  it('updates tags of listed holds and of a filter, with a result per id', async () => {
    const id = await definition(20);
    const a = (
      await create({
        tickets: [{ ticketDefinitionId: id, quantity: 1 }],
        tags: { tags: { tagIds: ['old'] } },
      })
    ).json().ticketReservation.id;
    const b = (await create({ tickets: [{ ticketDefinitionId: id, quantity: 1 }] })).json().ticketReservation
      .id;
    const bulk = await app.request({
      method: 'POST',
      url: '/events/v1/bulk/ticket-reservations/update-tags',
      headers: app.ownerHeaders(),
      payload: {
        ids: [a, 'missing', b],
        assignTags: { tags: { tagIds: ['vip'] } },
        unassignTags: { tags: { tagIds: ['old'] } },
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(bulk.json().results[1].itemMetadata).toMatchObject({
      id: 'missing',
      originalIndex: 1,
      success: false,
    });
    const read = async (hold: string) =>
      (await app.request({ method: 'GET', url: `${HOLDS}/${hold}`, headers: app.ownerHeaders() })).json()
        .ticketReservation;
    expect((await read(a)).tags.tags.tagIds).toEqual(['vip']);
    expect((await read(a)).revision).toBe('3');
    const byFilter = await app.request({
      method: 'POST',
      url: '/events/v1/bulk/ticket-reservations/update-tags-by-filter',
      headers: app.ownerHeaders(),
      payload: {
        filter: { id: { $in: [a, b] }, status: 'PENDING' },
        assignTags: { privateTags: { tagIds: ['x'] } },
      },
    });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    expect(byFilter.json().jobId).toBeTruthy();
    expect((await read(b)).tags.privateTags.tagIds).toEqual(['x']);
    const bad = await app.request({
      method: 'POST',
      url: '/events/v1/bulk/ticket-reservations/update-tags-by-filter',
      headers: app.ownerHeaders(),
      payload: { filter: { __proto__: 1, nope: 'x' }, assignTags: {} },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses lines of two events or of unknown tickets, and visitors', async () => {
    const id = await definition(5);
    const otherEvent = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    const other = (await createDefinition(app, otherEvent)).id;
    const mixed = await create({
      tickets: [
        { ticketDefinitionId: id, quantity: 1 },
        { ticketDefinitionId: other, quantity: 1 },
        { ticketDefinitionId: 'nope', quantity: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().details.validationError.fieldViolations.map((v: any) => v.field)).toEqual([
      'ticketReservation.tickets[1].ticketDefinitionId',
      'ticketReservation.tickets[2].ticketDefinitionId',
    ]);
    const visitor = await create(
      { tickets: [{ ticketDefinitionId: id, quantity: 1 }] },
      await app.visitorHeaders(),
    );
    expect(visitor.statusCode).toBe(403);
    expect((await salesOf(app, id)).reservedCount).toBe(0);
  });
});
