import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsModule } from '../../src/modules/payments/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('a slow payment finishing later settles its order', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 10 })).id;
  });
  afterAll(() => app.close());

  const slowOrder = async () => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity: 1 }]);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        buyer: BUYER,
        reservationId: held.json().id,
        paymentDetails: { token: 'tok_slow' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    const row = await app.db
      .selectFrom('event_orders')
      .select(['payment_id', 'reservation_id'])
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    return { order, paymentId: row.payment_id!, reservationId: row.reservation_id };
  };
  const statusOf = async (orderNumber: string) =>
    (
      await app.request({
        method: 'GET',
        url: `/events/v1/events/${eventId}/orders/${orderNumber}`,
        headers: app.ownerHeaders(),
      })
    ).json().order.status;
  const reservationStatus = async (id: string) =>
    (await app.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('PENDING until the provider answers; a refresh then makes it PAID and confirms the hold, once', async () => {
    const { order, paymentId, reservationId } = await slowOrder();
    expect(order.status).toBe('PENDING');
    const payments = app.modules.get(paymentsModule).service;
    // Asked too early: still pending, nothing moves.
    await payments.refresh(app.site.siteId, paymentId);
    expect(await statusOf(order.orderNumber)).toBe('PENDING');
    expect(await reservationStatus(reservationId)).toBe('RESERVATION_PENDING');
    clock.advance(6_000);
    await payments.refresh(app.site.siteId, paymentId);
    expect(await statusOf(order.orderNumber)).toBe('PAID');
    expect(await reservationStatus(reservationId)).toBe('RESERVATION_CONFIRMED');
    // A repeated notice changes nothing.
    await payments.refresh(app.site.siteId, paymentId);
    expect(await statusOf(order.orderNumber)).toBe('PAID');
  });

  it('a hold that expired meanwhile cancels the order and refunds the payment', async () => {
    const { order, paymentId } = await slowOrder();
    clock.advance(60 * 60_000);
    const payments = app.modules.get(paymentsModule).service;
    await payments.refresh(app.site.siteId, paymentId);
    expect(await statusOf(order.orderNumber)).toBe('CANCELED');
    const payment = await payments.refresh(app.site.siteId, paymentId);
    expect(payment.status).toBe('REFUNDED');
  });
});
