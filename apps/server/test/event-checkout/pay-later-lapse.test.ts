/**
 * A pay-later order (PENDING, no payment details) lives as long as its hold: when the hold's expiry
 * job runs, the order moves to CANCELED through the order state machine — places freed once (by
 * the hold), the discount use given back, its domain event recorded — and can no longer be paid.
 * A paid order is untouched by its (confirmed) hold's job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, salesOf } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const PAST_THE_HOLD = 21 * 60_000;

describe('event checkout: a pay-later order lapses with its hold', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 5 })).id;
  });
  afterAll(() => app.close());

  const codes = (suffix = '') => `/_api/tessera/v1/events/${eventId}/discount-codes${suffix}`;
  const timesUsed = async (id: string) =>
    (await app.request({ method: 'GET', url: codes(`/${id}`), headers: app.ownerHeaders() })).json()
      .discountCode.timesUsed as number;
  const placePending = async (visitor: Record<string, string>, quantity: number, more = {}) => {
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    expect(held.statusCode, held.body).toBe(200);
    const placed = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, reservationId: held.json().id, buyer: BUYER, ...more },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.status).toBe('PENDING');
    return { reservationId: held.json().id as string, order: placed.json().order };
  };
  const pay = (headers: Record<string, string>, orderNumber: string) =>
    app.request({
      method: 'PATCH',
      url: `/events/v1/checkout/${orderNumber}`,
      headers,
      payload: { eventId, paymentDetails: { token: 'tok_approve' } },
    });
  const statusOf = async (orderNumber: string) =>
    (
      await app.request({
        method: 'GET',
        url: `/events/v1/events/${eventId}/orders/${orderNumber}`,
        headers: app.ownerHeaders(),
      })
    ).json().order.status as string;
  const reservationStatus = async (id: string) =>
    (await app.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;
  // The expiry job for a hold once more, now (as a retry or an early run would).
  const runExpiryJob = async (reservationId: string) => {
    await app.uow.run(
      app.site.siteId,
      (unit) =>
        app.jobs.enqueue(unit, {
          kind: 'tickets.reservation-expire',
          runAt: clock.now(),
          payload: { id: reservationId },
        }),
      { changes: [] },
    );
    await app.jobs.runDue();
  };
  // The order's domain events in the outbox (found by their payload's order number).
  const orderEvents = async (orderNumber: string) =>
    (
      await app.db
        .selectFrom('outbox')
        .select(['name', 'payload'])
        .where('name', 'like', 'event_order_%')
        .execute()
    )
      .map((row) => ({
        name: row.name,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      }))
      .filter((event) => event.payload.orderNumber === orderNumber)
      .map((event) => ({ name: event.name, status: event.payload.status }));

  it('the expiry job cancels the PENDING order once, frees its places, gives the code back; paying after is refused', async () => {
    const created = await app.request({
      method: 'POST',
      url: codes(),
      headers: app.ownerHeaders(),
      payload: { discountCode: { code: 'LATER', discount: { percentOff: '10' }, usageLimit: 1 } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().discountCode;

    const visitor = await app.visitorHeaders();
    const { reservationId, order } = await placePending(visitor, 2, { discount: { couponCode: 'LATER' } });
    expect(await timesUsed(code.id)).toBe(1);
    expect(await salesOf(app, definitionId)).toMatchObject({ unsoldCount: 3 });

    clock.advance(PAST_THE_HOLD);
    await app.jobs.runDue();

    expect(await statusOf(order.orderNumber)).toBe('CANCELED');
    expect(await reservationStatus(reservationId)).toBe('RESERVATION_EXPIRED');
    expect(await salesOf(app, definitionId)).toMatchObject({ soldCount: 0, unsoldCount: 5 });
    expect(await timesUsed(code.id)).toBe(0);
    expect(await orderEvents(order.orderNumber)).toContainEqual({
      name: 'event_order_declined',
      status: 'CANCELED',
    });

    // Paying the lapsed order is refused before any charge.
    const payments = await app.db.selectFrom('payments').select('id').execute();
    const late = await pay(visitor, order.orderNumber);
    expect(late.statusCode).toBe(409);
    expect(late.json().details.applicationError.code).toBe('ORDER_NOT_PAYABLE');
    expect(await app.db.selectFrom('payments').select('id').execute()).toEqual(payments);

    // The job run again (a retry) changes nothing: one cancel, places freed once.
    const before = await orderEvents(order.orderNumber);
    await runExpiryJob(reservationId);
    expect(await orderEvents(order.orderNumber)).toEqual(before);
    expect(await salesOf(app, definitionId)).toMatchObject({ soldCount: 0, unsoldCount: 5 });
  });

  it('a paid pay-later order is untouched by its hold’s expiry job', async () => {
    const visitor = await app.visitorHeaders();
    const { order } = await placePending(visitor, 1);
    const paid = await pay(visitor, order.orderNumber);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');

    clock.advance(PAST_THE_HOLD);
    await app.jobs.runDue();

    expect(await statusOf(order.orderNumber)).toBe('PAID');
    expect(await salesOf(app, definitionId)).toMatchObject({ soldCount: 1, unsoldCount: 4 });
  });

  it('a pending hold not yet expired keeps its order payable when the job runs early', async () => {
    const visitor = await app.visitorHeaders();
    const { reservationId, order } = await placePending(visitor, 1);
    await runExpiryJob(reservationId);
    expect(await statusOf(order.orderNumber)).toBe('PENDING');
    expect((await pay(visitor, order.orderNumber)).statusCode).toBe(200);
  });
});
