import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '../../src/platform/mail/dev-mailbox.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import { createStandInTable, standInCheckout, standInSource } from './checkout-stand-in.ts';
import { DEFAULT_VARIANT, quantityOf, stockProduct, storeTestApp, writeOrder } from './helpers.ts';

describe('store orders: create from a checkout, get, cancel with restock', () => {
  let app: TestApp;
  const source = standInSource();

  beforeAll(async () => {
    app = await storeTestApp({ checkouts: source });
    source.bind(app.db);
    await createStandInTable(app.db);
  });
  afterAll(() => app.close());

  const site = () => app.site.siteId;
  const checkoutOf = (productId: string, quantity: number, priceMinor = 1999) =>
    standInCheckout(app.db, site(), { productId, variantId: DEFAULT_VARIANT, quantity, priceMinor });
  const visitorToken = async (visitorId: string) => {
    const { signAccessToken } = await import('../../src/platform/auth/access-tokens.ts');
    const { SigningKeyCache } = await import('../../src/platform/auth/signing-keys.ts');
    return {
      authorization: await signAccessToken(new SigningKeyCache(app.db), {
        siteId: site(),
        clientId: app.site.clientId,
        subjectId: visitorId,
        role: 'VISITOR',
      }),
    };
  };
  /** Messages delivered to the development mailbox whose subject contains `subject`. */
  const mailsTo = async (to: string, subject: string) => {
    await app.outbox.dispatchPending();
    const mails = await listMailbox(siteScope(app.db, site()), { to, limit: 500 });
    return mails.filter((m) => m.subject.includes(subject));
  };
  const createOrder = (checkoutId: string, headers = app.ownerHeaders()) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${checkoutId}/create-order`,
      headers,
      payload: {},
    });

  it('creates the order, takes the stock, records ORDER_PLACED and queues the confirmation once', async () => {
    const productId = await stockProduct(app.db, app.uow, site(), 5);
    const checkout = await checkoutOf(productId, 2);
    const buyer = await visitorToken(checkout.visitorId);
    const response = await createOrder(checkout.id, buyer);
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json();
    expect(await quantityOf(app.db, site(), productId)).toBe(3);

    const got = await app.request({ method: 'GET', url: `/ecom/v1/orders/${orderId}`, headers: buyer });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().order).toMatchObject({
      id: orderId,
      checkoutId: checkout.id,
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      buyerInfo: { visitorId: checkout.visitorId, email: 'buyer@example.com' },
      priceSummary: { subtotal: { amount: '39.98' }, total: { amount: '39.98', formattedAmount: '$39.98' } },
      lineItems: [{ quantity: 2, catalogReference: { catalogItemId: productId } }],
      activities: [{ type: 'ORDER_PLACED' }],
    });

    // A retry (another key, another tab) answers the same order and takes nothing more.
    const again = await createOrder(checkout.id, buyer);
    expect(again.json()).toEqual({ orderId });
    expect(await quantityOf(app.db, site(), productId)).toBe(3);

    const subject = `Your order #${got.json().order.number}`;
    // Delivery runs after the commit, in the background: wait for it, not for a time.
    await expect.poll(async () => (await mailsTo('buyer@example.com', subject)).length).toBe(1);
    const mine = await mailsTo('buyer@example.com', subject);
    expect(mine[0].body).toContain('2 × Lamp: $39.98');
  });

  it('refuses a shortage naming the item and writes nothing', async () => {
    const productId = await stockProduct(app.db, app.uow, site(), 1);
    const checkout = await checkoutOf(productId, 3);
    const response = await createOrder(checkout.id);
    expect(response.statusCode, response.body).toBe(428);
    const error = response.json().details.applicationError;
    expect(error.code).toBe('PARTIAL_OUT_OF_STOCK');
    expect(error.description).toContain('Lamp (1 left)');
    expect(error.data.items[0]).toMatchObject({
      catalogItemId: productId,
      requestedQuantity: 3,
      availableQuantity: 1,
    });
    expect(await quantityOf(app.db, site(), productId)).toBe(1);
    const orders = await app.db
      .selectFrom('store_orders')
      .select('id')
      .where('checkout_id', '=', checkout.id)
      .execute();
    expect(orders).toEqual([]);
    // The checkout was not completed: with stock back it orders.
    const none = await stockProduct(app.db, app.uow, site(), 0);
    const empty = await createOrder((await checkoutOf(none, 1)).id);
    expect(empty.json().details.applicationError.code).toBe('FULL_OUT_OF_STOCK');
  });

  it('approves a free order as PAID', async () => {
    const productId = await stockProduct(app.db, app.uow, site(), 2);
    const checkout = await checkoutOf(productId, 1, 0);
    const { orderId } = (await createOrder(checkout.id)).json();
    const order = (
      await app.request({ method: 'GET', url: `/ecom/v1/orders/${orderId}`, headers: app.ownerHeaders() })
    ).json().order;
    expect(order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      priceSummary: { total: { amount: '0.00' } },
    });
  });

  it("answers someone else's order and checkout like ids that do not exist", async () => {
    const productId = await stockProduct(app.db, app.uow, site(), 2);
    const checkout = await checkoutOf(productId, 1);
    const stranger = await visitorToken('00000000-1111-2222-3333-444444444444');
    const refused = await createOrder(checkout.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
    const { orderId } = (await createOrder(checkout.id)).json();
    const hidden = await app.request({ method: 'GET', url: `/ecom/v1/orders/${orderId}`, headers: stranger });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.applicationError.code).toBe('ORDER_NOT_FOUND');
    const missing = await app.request({
      method: 'GET',
      url: '/ecom/v1/orders/nope',
      headers: app.ownerHeaders(),
    });
    expect(missing.statusCode).toBe(404);
    // Cancel is the owner's.
    const buyer = await visitorToken(checkout.visitorId);
    const cancel = await app.request({
      method: 'POST',
      url: `/ecom/v1/orders/${orderId}/cancel`,
      headers: buyer,
      payload: {},
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('cancels with restock exactly once under concurrent cancels, mails the buyer', async () => {
    const productId = await stockProduct(app.db, app.uow, site(), 4);
    const { orderId } = (await createOrder((await checkoutOf(productId, 3)).id)).json();
    expect(await quantityOf(app.db, site(), productId)).toBe(1);
    const cancel = () =>
      app.request({
        method: 'POST',
        url: `/ecom/v1/orders/${orderId}/cancel`,
        headers: app.ownerHeaders(),
        payload: { restockAllItems: true, sendOrderCanceledEmail: true, customMessage: 'Out of glue' },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, cancel));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(428);
      expect(refused.json().details.applicationError.code).toBe('ORDER_ALREADY_CANCELED');
    }
    expect(await quantityOf(app.db, site(), productId)).toBe(4);
    expect(ok[0].json().order).toMatchObject({ status: 'CANCELED', lineItems: [{ restockQuantity: 3 }] });
    expect(ok[0].json().order.activities.map((a: { type: string }) => a.type)).toEqual([
      'ORDER_PLACED',
      'ORDER_CANCELED',
    ]);
    // Delivery runs after the commit, in the background: wait for it, not for a time.
    await expect.poll(async () => (await mailsTo('buyer@example.com', 'was canceled')).length).toBe(1);
    const canceled = await mailsTo('buyer@example.com', 'was canceled');
    expect(canceled[0].body).toContain('Out of glue');
  });

  it('cancels without restock leaving the stock as it is', async () => {
    const orderId = await writeOrder(app);
    const response = await app.request({
      method: 'POST',
      url: `/ecom/v1/orders/${orderId}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.lineItems[0].restockQuantity).toBe(0);
    const bad = await app.request({
      method: 'POST',
      url: `/ecom/v1/orders/${orderId}/cancel`,
      headers: app.ownerHeaders(),
      payload: { customMessage: 'x'.repeat(1001) },
    });
    expect(bad.statusCode).toBe(400);
  });
});
