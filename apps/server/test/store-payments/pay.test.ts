/**
 * The web checkout's pay (`POST /_api/tessera/v1/store/orders/:orderId/pay`): the buyer or the
 * owner charges an order with a test-gateway card token; the order's payment status follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { newVisitor, placeOrder, storePaymentsApp } from './helpers.ts';

const routes = storePaymentsRoutes;

describe('store payments: pay an order', () => {
  let app: TestApp;
  let clock: TestClock;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, app.site.siteId), orderId);
  const visitorToken = async (visitorId: string) => ({
    authorization: await signAccessToken(new SigningKeyCache(app.db), {
      siteId: app.site.siteId,
      clientId: app.site.clientId,
      subjectId: visitorId,
      role: 'VISITOR',
    }),
  });

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await storePaymentsApp(clock);
  });
  afterAll(() => app.close());

  it('pays in full with an approved card: PAID, approved, ORDER_PAID', async () => {
    const visitorId = newVisitor();
    const orderId = await placeOrder(app, app.site.siteId, { visitorId });
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: await visitorToken(visitorId),
    });
    expect(paid).toMatchObject({ orderId, paymentStatus: 'PAID', transactionStatus: 'APPROVED' });
    expect(paid.orderTransactions.payments).toMatchObject([
      {
        id: paid.paymentId,
        amount: { amount: '25.00' },
        status: 'APPROVED',
        regularPaymentDetails: { offlinePayment: false, status: 'APPROVED', paymentMethod: 'CreditCard' },
      },
    ]);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    expect(order!.activities!.map((a) => a.type)).toContain('ORDER_PAID');
    // Paid: nothing more to collect.
    const again = await client().send(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(again.statusCode).toBe(428);
    expect(again.json().details.applicationError.code).toBe('ORDER_ALREADY_PAID');
  });

  it('a declined card leaves the order unpaid and DECLINED; another card then pays it', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const declined = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_decline' },
      as: owner(),
    });
    expect(declined).toMatchObject({ paymentStatus: 'DECLINED', transactionStatus: 'DECLINED' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'INITIALIZED', paymentStatus: 'DECLINED' });
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(paid).toMatchObject({ paymentStatus: 'PAID', transactionStatus: 'APPROVED' });
    expect(paid.orderTransactions.payments!.map((p) => p.status)).toEqual(['DECLINED', 'APPROVED']);
  });

  it('delayed capture authorizes: the order is approved with its payment PENDING', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const held = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve', delayCapture: true },
      as: owner(),
    });
    expect(held).toMatchObject({ paymentStatus: 'PENDING', transactionStatus: 'AUTHORIZED' });
    expect(held.orderTransactions.payments![0].regularPaymentDetails!.authorizationDetails).toMatchObject({
      delayedCapture: true,
      captures: [],
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PENDING' });
  });

  it('provider down: nothing recorded, and a retry with the same Idempotency-Key charges once', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const headers = { ...owner(), 'idempotency-key': `pay-${orderId}` };
    const send = () =>
      app.request({
        method: 'POST',
        url: `/_api/tessera/v1/store/orders/${orderId}/pay`,
        headers,
        payload: { paymentToken: 'tok_provider_down_once' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json().details.applicationError.code).toBe('PROVIDER_IS_DOWN');
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'NOT_PAID' });
    const second = await send();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ paymentStatus: 'PAID' });
    const third = await send();
    expect(third.headers['idempotent-replayed']).toBe('true');
    const charged = await app.db
      .selectFrom('payments')
      .select(['status'])
      .where('site_id', '=', app.site.siteId)
      .where('reference', '=', orderId)
      .execute();
    expect(charged).toEqual([{ status: 'CAPTURED' }]);
  });

  it("answers someone else's order, or none, with the same 404", async () => {
    const orderId = await placeOrder(app, app.site.siteId, { visitorId: newVisitor() });
    const stranger = await client().send(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: await visitorToken(newVisitor()),
    });
    const missing = await client().send(routes.payStoreOrder, {
      params: { orderId: 'no-such-order' },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().details).toEqual(missing.json().details);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'NOT_PAID' });
  });

  it('refuses a malformed token with a 400 and writes nothing', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const response = await app.request({
      method: 'POST',
      url: `/_api/tessera/v1/store/orders/${orderId}/pay`,
      headers: owner(),
      payload: { paymentToken: '', extra: { __proto__: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'NOT_PAID' });
  });
});
