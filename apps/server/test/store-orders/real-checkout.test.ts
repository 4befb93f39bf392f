import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { DEFAULT_VARIANT, quantityOf, storeTestApp } from './helpers.ts';

const O = storeOrdersRoutes;

/** Orders made of store-cart's real checkouts (the module's default checkout source). */
describe('store orders: create from a real cart checkout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  });
  afterAll(() => app.close());

  const site = () => app.site.siteId;

  async function product(name: string, price: number, stock: number) {
    const created = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: app.ownerHeaders(),
      payload: { product: { name, productType: 'physical', priceData: { price } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const productId = created.json().product.id as string;
    const stocked = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: app.ownerHeaders(),
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: stock }] },
      },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    return productId;
  }

  async function checkoutOf(visitor: Record<string, string>, productId: string, quantity: number) {
    const added = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: {
        lineItems: [{ quantity, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const created = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: visitor,
      payload: { channelType: 'WEB' },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().checkoutId as string;
  }

  it("the visitor's order has the checkout's lines, prices and buyer; the checkout is completed once", async () => {
    const productId = await product('Desk lamp', 24.5, 3);
    const visitor = await app.visitorHeaders();
    const checkoutId = await checkoutOf(visitor, productId, 2);

    const first = await testClient(app).call(O.createOrderFromCheckout, {
      params: { id: checkoutId },
      input: {},
      as: visitor,
    });
    const again = await testClient(app).call(O.createOrderFromCheckout, {
      params: { id: checkoutId },
      input: {},
      as: visitor,
    });
    expect(again.orderId).toBe(first.orderId);
    expect(await quantityOf(app.db, site(), productId)).toBe(1);

    const { order } = await testClient(app).call(O.getStoreOrder, {
      params: { id: first.orderId },
      as: visitor,
    });
    expect(order.lineItems).toHaveLength(1);
    expect(order.lineItems![0]).toMatchObject({
      productName: { original: 'Desk lamp' },
      quantity: 2,
      catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
      price: { amount: '24.50' },
    });
    expect(order.priceSummary?.subtotal?.amount).toBe('49.00');
    expect(order.priceSummary?.total?.amount).toBe('49.00');
    expect(order.status).toBe('INITIALIZED');
    expect(order.paymentStatus).toBe('NOT_PAID');
    expect(order.checkoutId).toBe(checkoutId);

    const checkout = await app.request({
      method: 'GET',
      url: `/ecom/v1/checkouts/${checkoutId}`,
      headers: visitor,
    });
    expect(checkout.json().checkout.completed).toBe(true);
  });

  it('another visitor cannot make the order of a checkout: CHECKOUT_NOT_FOUND, nothing taken', async () => {
    const productId = await product('Vase', 10, 2);
    const checkoutId = await checkoutOf(await app.visitorHeaders(), productId, 1);
    const stranger = await testClient(app).send(O.createOrderFromCheckout, {
      params: { id: checkoutId },
      input: {},
      as: await app.visitorHeaders(),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
    expect(await quantityOf(app.db, site(), productId)).toBe(2);
  });

  it('a checkout whose item sold out since is refused FULL_OUT_OF_STOCK naming it; nothing written', async () => {
    const productId = await product('Clock', 30, 1);
    const early = await app.visitorHeaders();
    const late = await app.visitorHeaders();
    const earlyCheckout = await checkoutOf(early, productId, 1);
    const lateCheckout = await checkoutOf(late, productId, 1);
    await testClient(app).call(O.createOrderFromCheckout, {
      params: { id: earlyCheckout },
      input: {},
      as: early,
    });
    const refused = await testClient(app).send(O.createOrderFromCheckout, {
      params: { id: lateCheckout },
      input: {},
      as: late,
    });
    expect(refused.statusCode, refused.body).toBe(428);
    expect(refused.json().details.applicationError).toMatchObject({ code: 'FULL_OUT_OF_STOCK' });
    expect(refused.json().details.applicationError.description).toContain('Clock');
    const checkout = await app.request({
      method: 'GET',
      url: `/ecom/v1/checkouts/${lateCheckout}`,
      headers: late,
    });
    expect(checkout.json().checkout.completed).toBe(false);
  });
});
