/**
 * A paid checkout without payment details (the official `checkout` call has none) places a PENDING
 * order awaiting payment, holding its places until the hold expires; UpdateCheckout with
 * `paymentDetails` pays it through the payment provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('event checkout: pay later', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let paidId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
    paidId = (await createDefinition(app, eventId, { initialLimit: 5 })).id;
  });
  afterAll(() => app.close());

  const placePending = async (visitor: Record<string, string>, quantity = 1) => {
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: paidId, quantity }]);
    expect(held.statusCode, held.body).toBe(200);
    const placed = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, reservationId: held.json().id, buyer: BUYER },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { reservationId: held.json().id as string, order: placed.json().order };
  };
  const pay = (headers: Record<string, string>, orderNumber: string, token: string) =>
    app.request({
      method: 'PATCH',
      url: `/events/v1/checkout/${orderNumber}`,
      headers,
      payload: { eventId, paymentDetails: { token } },
    });
  const reservationStatus = async (id: string) =>
    (await app.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;
  const code = (response: { json(): any }) => response.json().details.applicationError.code;

  it('places a PENDING order that holds its places, then pays it: PAID, the hold confirmed', async () => {
    const visitor = await app.visitorHeaders();
    const { reservationId, order } = await placePending(visitor, 2);
    expect(order.status).toBe('PENDING');
    expect(order.tickets).toHaveLength(2);
    expect(await reservationStatus(reservationId)).toBe('RESERVATION_PENDING');

    // Someone else's order is not found; a bad token is a refusal that leaves it payable.
    const other = await pay(await app.visitorHeaders(), order.orderNumber, 'tok_approve');
    expect(other.statusCode).toBe(404);

    const paid = await pay(visitor, order.orderNumber, 'tok_approve');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
    expect(await reservationStatus(reservationId)).toBe('RESERVATION_CONFIRMED');

    // Paid once: a second payment is refused and changes nothing.
    const again = await pay(visitor, order.orderNumber, 'tok_approve');
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('ORDER_NOT_PAYABLE');
  });

  it('a declined card declines the order; an expired hold refuses payment before any charge', async () => {
    const visitor = await app.visitorHeaders();
    const declined = await placePending(visitor);
    const refused = await pay(visitor, declined.order.orderNumber, 'tok_decline');
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('PAYMENT_DECLINED');
    const order = await app.request({
      method: 'GET',
      url: `/events/v1/events/${eventId}/orders/${declined.order.orderNumber}`,
      headers: app.ownerHeaders(),
    });
    expect(order.json().order.status).toBe('DECLINED');

    const late = await placePending(visitor);
    clock.advance(24 * 60 * 60 * 1000);
    const payments = await app.db.selectFrom('payments').select('id').execute();
    const expired = await pay(visitor, late.order.orderNumber, 'tok_approve');
    expect(expired.statusCode).toBe(409);
    expect(code(expired)).toBe('RESERVATION_EXPIRED');
    expect(await app.db.selectFrom('payments').select('id').execute()).toEqual(payments);
  });

  it('refuses paying an order that is not PENDING and bad payment details with field violations', async () => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: paidId, quantity: 1 }]);
    const offline = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, reservationId: held.json().id, buyer: BUYER, options: { payInPerson: true } },
    });
    expect(offline.json().order.status).toBe('OFFLINE_PENDING');
    const notPending = await pay(visitor, offline.json().order.orderNumber, 'tok_approve');
    expect(notPending.statusCode).toBe(409);
    expect(code(notPending)).toBe('ORDER_NOT_PAYABLE');

    const { order } = await placePending(visitor);
    const bad = await app.request({
      method: 'PATCH',
      url: `/events/v1/checkout/${order.orderNumber}`,
      headers: visitor,
      payload: { eventId, paymentDetails: { token: '' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
