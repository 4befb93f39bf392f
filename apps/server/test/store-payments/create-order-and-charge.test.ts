/**
 * POST /ecom/v1/checkouts/{id}/create-order-and-charge: the checkout's order placed (store-orders'
 * placement) and charged with the card token (the pay route's charge) — a retry answers the same
 * order and never charges twice; a declined card leaves the order placed to pay again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { newId } from '../../src/platform/ids.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { sampleCheckout } from '../support/route-samples/checkouts.ts';
import { storePaymentsApp } from './helpers.ts';

describe('store payments: create order and charge', () => {
  let app: TestApp;
  const site = () => app.site.siteId;
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, site()), orderId);
  const transactionsOf = async (orderId: string) =>
    (
      await testClient(app).call(storePaymentsRoutes.transactionsOfOrder, {
        params: { orderId },
        as: app.ownerHeaders(),
      })
    ).orderTransactions!;
  const visitorHeaders = async (visitorId: string) => ({
    authorization: await signAccessToken(new SigningKeyCache(app.db), {
      siteId: site(),
      clientId: app.site.clientId,
      subjectId: visitorId,
      role: 'VISITOR',
    }),
  });
  /** A visitor's checkout of one 2.50 line (store-cart's real tables) and the visitor's headers. */
  const visitorCheckout = async () => {
    const visitorId = newId();
    const checkoutId = await sampleCheckout({ app } as never, visitorId);
    return { checkoutId, headers: await visitorHeaders(visitorId) };
  };
  const createAndCharge = (checkoutId: string, headers: Record<string, string>, payload: object) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${checkoutId}/create-order-and-charge`,
      headers,
      payload,
    });

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  it("places the visitor's order and charges the card: APPROVED and PAID; a retry charges nothing more", async () => {
    const { checkoutId, headers } = await visitorCheckout();
    const response = await createAndCharge(checkoutId, headers, { paymentToken: 'tok_approve' });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json();
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID', checkoutId });
    const payments = (await transactionsOf(orderId)).payments!;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'APPROVED',
      amount: { amount: order!.priceSummary!.total!.amount },
    });

    const again = await createAndCharge(checkoutId, headers, { paymentToken: 'tok_approve' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(orderId);
    expect((await transactionsOf(orderId)).payments).toHaveLength(1);
  });

  it('answers PAYMENT_DECLINED naming the placed order; another card then pays the same order', async () => {
    const { checkoutId, headers } = await visitorCheckout();
    const declined = await createAndCharge(checkoutId, headers, { paymentToken: 'tok_decline' });
    expect(declined.statusCode, declined.body).toBe(428);
    const error = declined.json().details.applicationError;
    expect(error.code).toBe('PAYMENT_DECLINED');
    const orderId = error.data.orderId as string;
    expect(await orderOf(orderId)).toMatchObject({ status: 'INITIALIZED', paymentStatus: 'DECLINED' });

    const paid = await createAndCharge(checkoutId, headers, { paymentToken: 'tok_approve' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().orderId).toBe(orderId);
    expect(await orderOf(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    expect((await transactionsOf(orderId)).payments!.map((p) => p.status)).toEqual(['DECLINED', 'APPROVED']);
  });

  it('only places the order without a token; authorizes with delayCapture', async () => {
    const plain = await visitorCheckout();
    const placed = await createAndCharge(plain.checkoutId, plain.headers, {});
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderOf(placed.json().orderId)).toMatchObject({
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
    });

    const held = await visitorCheckout();
    const authorized = await createAndCharge(held.checkoutId, held.headers, {
      paymentToken: 'tok_approve',
      delayCapture: true,
    });
    expect(authorized.statusCode, authorized.body).toBe(200);
    const orderId = authorized.json().orderId;
    expect((await transactionsOf(orderId)).payments![0].status).toBe('AUTHORIZED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PENDING' });
  });

  it("answers someone else's checkout like a missing one, and charges nothing", async () => {
    const { checkoutId } = await visitorCheckout();
    const stranger = await visitorHeaders(newId());
    const response = await createAndCharge(checkoutId, stranger, { paymentToken: 'tok_approve' });
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
    const missing = await createAndCharge(newId(), app.ownerHeaders(), { paymentToken: 'tok_approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
    const bad = await createAndCharge(checkoutId, app.ownerHeaders(), { paymentToken: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      await app.db.selectFrom('store_orders').select('id').where('checkout_id', '=', checkoutId).execute(),
    ).toEqual([]);
  });
});
