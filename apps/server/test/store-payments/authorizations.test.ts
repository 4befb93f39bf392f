/**
 * Authorized (delayed-capture) payments of store orders: capture (all or part), void, the race
 * of the two, the refusals with their unavailability reasons, and the scheduled action a payment
 * gateway order sets (run by its job when the clock passes its time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { placeOrder, storePaymentsApp } from './helpers.ts';

const routes = storePaymentsRoutes;

describe('store payments: authorized payments', () => {
  let app: TestApp;
  let clock: TestClock;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, app.site.siteId), orderId);

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await storePaymentsApp(clock);
  });
  afterAll(() => app.close());

  async function authorizedOrder() {
    const orderId = await placeOrder(app, app.site.siteId);
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve', delayCapture: true },
      as: owner(),
    });
    expect(paid.transactionStatus).toBe('AUTHORIZED');
    return { orderId, paymentId: paid.paymentId };
  }
  const capture = (orderId: string, payments: unknown[]) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/payments-collector/orders/${orderId}/capture-authorized-payments`,
      headers: owner(),
      payload: { payments },
    });
  const voidPayments = (orderId: string, paymentIds: string[]) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/payments-collector/orders/${orderId}/void-authorized-payments`,
      headers: owner(),
      payload: { paymentIds },
    });
  const codeOf = (response: { json(): { details: { applicationError: { code: string } } } }) =>
    response.json().details.applicationError.code;

  it('captures the whole authorization: APPROVED, the order PAID, a capture recorded', async () => {
    const { orderId, paymentId } = await authorizedOrder();
    const captured = await capture(orderId, [{ paymentId }]);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().orderTransactions.payments[0]).toMatchObject({
      status: 'APPROVED',
      regularPaymentDetails: {
        authorizationDetails: {
          delayedCapture: true,
          captures: [{ status: 'SUCCEEDED', amount: { amount: '25.00' } }],
        },
      },
    });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    expect(order!.activities!.map((a) => a.type)).toContain('AUTHORIZED_PAYMENT_CAPTURED');
    // Again: captured already (the same provider key answers, the payment moves no more).
    const again = await capture(orderId, [{ paymentId }]);
    expect(again.statusCode).toBe(428);
    expect(codeOf(again)).toBe('PAYMENT_ALREADY_CAPTURED');
    const voided = await voidPayments(orderId, [paymentId]);
    expect(codeOf(voided)).toBe('PAYMENT_ALREADY_CAPTURED');
  });

  it('captures part: the order is PARTIALLY_PAID; more than authorized is refused', async () => {
    const { orderId, paymentId } = await authorizedOrder();
    const tooMuch = await capture(orderId, [{ paymentId, amount: { amount: '30.00' } }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(codeOf(tooMuch)).toBe('INVALID_AMOUNT');
    const part = await capture(orderId, [{ paymentId, amount: { amount: '20.00' } }]);
    expect(part.statusCode, part.body).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PARTIALLY_PAID' });
    const refundability = await client().call(routes.getRefundabilityStatus, {
      params: { ecomOrderId: orderId },
      as: owner(),
    });
    expect(refundability.refundabilities).toEqual([{ paymentId, refundabilityStatus: 'REFUNDABLE' }]);
  });

  it('voids an authorization: VOIDED, the order payment CANCELED; capture then refused', async () => {
    const { orderId, paymentId } = await authorizedOrder();
    const voided = await voidPayments(orderId, [paymentId]);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().orderTransactions.payments[0]).toMatchObject({
      status: 'VOIDED',
      regularPaymentDetails: { authorizationDetails: { void: { status: 'SUCCEEDED', reason: 'MANUAL' } } },
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'CANCELED' });
    expect(codeOf(await capture(orderId, [{ paymentId }]))).toBe('PAYMENT_ALREADY_VOIDED');
  });

  it('capture and void at the same moment: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, paymentId } = await authorizedOrder();
      const [captured, voided] = await Promise.all([
        capture(orderId, [{ paymentId }]),
        voidPayments(orderId, [paymentId]),
      ]);
      const winners = [captured, voided].filter((r) => r.statusCode === 200);
      expect(winners, `${captured.body} / ${voided.body}`).toHaveLength(1);
      const loser = [captured, voided].find((r) => r.statusCode !== 200)!;
      expect(loser.statusCode).toBeLessThan(500);
      const payment = (await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() }))
        .orderTransactions!.payments![0];
      expect(payment.status).toBe(captured.statusCode === 200 ? 'APPROVED' : 'VOIDED');
      const platform = await app.db
        .selectFrom('payments')
        .select('status')
        .where('reference', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(platform.status).toBe(captured.statusCode === 200 ? 'CAPTURED' : 'VOIDED');
    }
  });

  it('refuses payments that are not online authorizations, naming the reason', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const added = await client().call(routes.addPayments, {
      params: { orderId },
      input: { payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { offlinePayment: true } }] },
      as: owner(),
    });
    const offline = await capture(orderId, [{ paymentId: added.paymentsIds![0] }]);
    expect(offline.statusCode).toBe(428);
    expect(offline.json().details.applicationError).toMatchObject({
      code: 'NOT_REGULAR_ONLINE_PAYMENT',
      data: { reason: 'OFFLINE' },
    });
    const missing = await voidPayments(orderId, [newId()]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
      data: { reason: 'NOT_FOUND' },
    });
    const paid = await placeOrder(app, app.site.siteId);
    const card = await client().call(routes.payStoreOrder, {
      params: { orderId: paid },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(codeOf(await voidPayments(paid, [card.paymentId]))).toBe('PAYMENT_NOT_AUTHORIZED');
    // Another order's payment is not found through this order.
    expect(codeOf(await voidPayments(orderId, [card.paymentId]))).toBe('PAYMENT_NOT_FOUND');
  });

  it("runs the gateway order's scheduled action when its delay passes (VOID), unless settled first", async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const prepared = await client().call(routes.preparePaymentCollection, {
      params: { ecomOrderId: orderId },
      input: {
        amount: { amount: '25.00' },
        delayedCaptureSettings: { scheduledAction: 'VOID', delayDuration: { count: 2, unit: 'HOURS' } },
      },
      as: owner(),
    });
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(paid.transactionStatus).toBe('AUTHORIZED');
    expect(paid.orderTransactions.payments![0].regularPaymentDetails).toMatchObject({
      paymentOrderId: prepared.paymentGatewayOrderId,
      authorizationDetails: { scheduledAction: { actionType: 'VOID' } },
    });
    clock.advance(60 * 60_000);
    await app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PENDING' });
    clock.advance(61 * 60_000);
    await app.jobs.runDue();
    const after = await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() });
    expect(after.orderTransactions!.payments![0]).toMatchObject({
      status: 'VOIDED',
      regularPaymentDetails: { authorizationDetails: { void: { reason: 'SCHEDULED' } } },
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'CANCELED' });
    const late = await capture(orderId, [{ paymentId: paid.paymentId }]);
    expect(late.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_ALREADY_VOIDED',
      data: { reason: 'EXPIRED' },
    });

    // A CAPTURE schedule on a payment the owner voided first does nothing.
    const second = await placeOrder(app, app.site.siteId);
    await client().call(routes.preparePaymentCollection, {
      params: { ecomOrderId: second },
      input: {
        amount: { amount: '25.00' },
        delayedCaptureSettings: { scheduledAction: 'CAPTURE', delayDuration: { count: 30, unit: 'MINUTES' } },
      },
      as: owner(),
    });
    const held = await client().call(routes.payStoreOrder, {
      params: { orderId: second },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect((await voidPayments(second, [held.paymentId])).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    await app.jobs.runDue();
    expect(await orderOf(second)).toMatchObject({ paymentStatus: 'CANCELED' });
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('dedupe_key', '=', `scheduled:${held.paymentId}`)
      .execute();
    expect(jobs).toEqual([{ status: 'DONE', last_error: null }]);
  });
});
