import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSecretOf, verifyTicketPayload } from '../../src/modules/event-checkout/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('event checkout: invoice, checkout, payment', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let paidId: string;
  let freeId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
    paidId = (await createDefinition(app, eventId, { feeType: 'FEE_ADDED_AT_CHECKOUT', initialLimit: 50 }))
      .id;
    freeId = (await createDefinition(app, eventId, { name: 'Free', pricingMethod: { free: true } })).id;
  });
  afterAll(() => app.close());

  const hold = async (
    visitor: Record<string, string>,
    lines: { ticketDefinitionId: string; quantity: number }[],
  ) => {
    const response = await reserve(app, visitor, eventId, lines);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  };
  const checkout = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
    app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { eventId, buyer: BUYER, ...payload },
    });
  const reservationStatus = async (id: string) =>
    (await app.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;

  it('prices a reservation exactly: 3 × 10.00 + 2.5 % fee added at checkout', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 3 }]);
    const response = await app.request({
      method: 'POST',
      url: `/events/v1/checkout/invoices/${id}`,
      headers: visitor,
      payload: { eventId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { invoice, reservationStatus: status } = response.json();
    expect(status).toBe('RESERVATION_PENDING');
    expect(invoice.subTotal).toMatchObject({ value: '30.00', currency: 'USD' });
    expect(invoice.fees[0]).toMatchObject({ rate: '2.5', amount: { value: '0.75' } });
    expect(invoice.grandTotal.value).toBe('30.75');
    expect(invoice.revenue.value).toBe('30.00');
    // Another visitor cannot see it (404 like a missing one), the owner can.
    const other = await app.request({
      method: 'POST',
      url: `/events/v1/checkout/invoices/${id}`,
      headers: await app.visitorHeaders(),
      payload: { eventId },
    });
    expect(other.statusCode).toBe(404);
    const owner = await app.request({
      method: 'POST',
      url: `/events/v1/checkout/invoices/${id}`,
      headers: app.ownerHeaders(),
      payload: { eventId: 'another-event' },
    });
    expect(owner.statusCode).toBe(404);
    expect(owner.json().details.applicationError.code).toBe('RESERVATION_NOT_FOUND');
  });

  it('a paid checkout makes one order with signed tickets and confirms the hold', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 2 }]);
    const response = await checkout(
      visitor,
      { reservationId: id, paymentDetails: { token: 'tok_approve' } },
      'k-paid',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({ status: 'PAID', confirmed: true, channel: 'ONLINE', ticketsQuantity: 2 });
    expect(order.orderNumber).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(order.totalPrice.value).toBe('20.50');
    expect(new Set(order.tickets.map((t: any) => t.ticketNumber)).size).toBe(2);
    const secret = await qrSecretOf(siteScope(app.db, app.site.siteId));
    expect(verifyTicketPayload(secret, order.tickets[0].qrCode)).toBe(order.tickets[0].ticketNumber);
    // One character of the signature changed (to another character: 1 in 64 signatures ends in 'x').
    const qr: string = order.tickets[0].qrCode;
    const tampered = qr.slice(0, -1) + (qr.endsWith('x') ? 'y' : 'x');
    expect(verifyTicketPayload(secret, tampered)).toBeUndefined();
    expect(verifyTicketPayload('another-site-secret', order.tickets[0].qrCode)).toBeUndefined();
    expect(await reservationStatus(id)).toBe('RESERVATION_CONFIRMED');
    // The same reservation cannot be checked out again.
    const again = await checkout(visitor, { reservationId: id, paymentDetails: { token: 'tok_approve' } });
    expect(again.statusCode).toBe(409);
  });

  it('a declined payment leaves the hold pending; the buyer retries and pays', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]);
    const declined = await checkout(visitor, { reservationId: id, paymentDetails: { token: 'tok_decline' } });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_DECLINED',
      data: { reason: 'CARD_DECLINED' },
    });
    expect(await reservationStatus(id)).toBe('RESERVATION_PENDING');
    const paid = await checkout(visitor, { reservationId: id, paymentDetails: { token: 'tok_approve' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const delayed = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]),
      paymentDetails: { token: 'tok_approve', delayedCapture: true },
    });
    expect(delayed.json().order.status).toBe('AUTHORIZED');
    const down = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]),
      paymentDetails: { token: 'tok_provider_down' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().details.applicationError.code).toBe('PROVIDER_IS_DOWN');
  });

  it('free and pay-in-person orders need no payment', async () => {
    const visitor = await app.visitorHeaders();
    const free = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: freeId, quantity: 1 }]),
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().order.status).toBe('FREE');
    const offline = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]),
      options: { payInPerson: true },
    });
    expect(offline.json().order.status).toBe('OFFLINE_PENDING');
  });

  it('refuses bad input with field violations and writes nothing', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 2 }]);
    const before = await app.db.selectFrom('event_orders').select('id').execute();
    const bad = await checkout(visitor, {
      reservationId: id,
      memberId: 'someone-else',
      guests: [{ form: { inputValues: [] } }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.validationError.fieldViolations.map((v: any) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['guests', 'memberId']));
    // No payment details is no refusal: a paid order then awaits payment (pay-later.test.ts).
    expect(fields).not.toContain('paymentDetails.token');
    const forms = await checkout(visitor, {
      reservationId: id,
      options: { payInPerson: true },
      guests: [
        { form: { inputValues: [] } },
        { form: { inputValues: [{ inputName: 'email', value: 'nope' }] } },
      ],
    });
    expect(forms.statusCode).toBe(400);
    expect(JSON.stringify(forms.json())).toContain('guests[1].form.inputValues');
    expect((await app.db.selectFrom('event_orders').select('id').execute()).length).toBe(before.length);
    clock.advance(21 * 60_000);
    const late = await checkout(visitor, { reservationId: id, options: { payInPerson: true } });
    expect(late.statusCode).toBe(409);
  });

  it('a checkout repeated in parallel with one Idempotency-Key makes one order', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        checkout(visitor, { reservationId: id, paymentDetails: { token: 'tok_approve' } }, 'same-key'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const orders = await app.db
      .selectFrom('event_orders')
      .select('id')
      .where('reservation_id', '=', id)
      .execute();
    expect(orders.length).toBe(1);
    const payments = await app.db
      .selectFrom('payments')
      .select('id')
      .where('reference', '=', answers.find((a) => a.statusCode === 200)!.json().order.orderNumber)
      .execute();
    expect(payments.length).toBe(1);
  });

  it('updates the buyer and guests of an order not paid yet; only its placer, the owner or sellers', async () => {
    const visitor = await app.visitorHeaders();
    const placed = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]),
      options: { payInPerson: true },
    });
    const { orderNumber } = placed.json().order;
    const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.request({
        method: 'PATCH',
        url: `/events/v1/checkout/${orderNumber}`,
        headers,
        payload: { eventId, ...payload },
      });
    const buyer = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    expect((await patch(await app.visitorHeaders(), { buyer })).statusCode).toBe(404);
    const bad = await patch(visitor, { guests: [{ form: {} }, { form: {} }] });
    expect(bad.statusCode).toBe(400);
    const ok = await patch(visitor, { buyer });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
      status: 'OFFLINE_PENDING',
    });
    // A paid order cannot be changed.
    const paid = await checkout(visitor, {
      reservationId: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]),
      paymentDetails: { token: 'tok_approve' },
    });
    const refused = await app.request({
      method: 'PATCH',
      url: `/events/v1/checkout/${paid.json().order.orderNumber}`,
      headers: app.ownerHeaders(),
      payload: { eventId, buyer },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('ORDER_NOT_UPDATABLE');
  });

  it('POS checkout: sellers only, channel OFFLINE_POS, PAID with a payment reference', async () => {
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 2 }]);
    const pos = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.request({
        method: 'POST',
        url: '/events/v1/pos-checkout',
        headers,
        payload: { eventId, reservationId: id, ...payload },
      });
    expect((await pos(visitor, {})).statusCode).toBe(403);
    const sold = await pos(app.ownerHeaders(), { paymentDetailsId: 'till-7' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().order).toMatchObject({
      status: 'PAID',
      channel: 'OFFLINE_POS',
      ticketsQuantity: 2,
      paymentDetails: { transaction: { transactionId: 'till-7', method: 'offline' } },
    });
    expect(await reservationStatus(id)).toBe('RESERVATION_CONFIRMED');
  });
});
