import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { DEFAULT_VARIANT, createStockedLamp, storeTestApp } from '../store-orders/helpers.ts';
import { statementsDuring } from './statements.ts';

/**
 * The cart, checkout and order keep the catalog's product records and the store's pricing
 * settings across requests (catalog-items.ts `keptCatalogItems`, store-settings
 * `keptPricingContexts`), under the data version of each, read in the request's own unit. A
 * change of either is seen by the next request; nothing changed, they are not read again.
 */
describe('store cart: catalog and settings kept across requests', () => {
  let app: TestApp;
  let productId: string;
  beforeAll(async () => {
    app = await storeTestApp();
    productId = await createStockedLamp(app, 50);
  }, 180_000);
  afterAll(() => app.close());

  const line = () => ({
    catalogReference: {
      catalogItemId: productId,
      appId: STORES_APP_ID,
      options: { variantId: DEFAULT_VARIANT },
    },
    quantity: 1,
  });
  const addOne = async (visitor: Record<string, string>) => {
    const answer = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: { lineItems: [line()] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().cart;
  };
  const owner = (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
    app.request({ method, url, headers: app.ownerHeaders(), payload }).then((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
    });

  it('answers the catalog and the settings as they are now, after every owner change', async () => {
    const visitor = await app.visitorHeaders();
    expect((await addOne(visitor)).lineItems[0].price.amount).toBe('19.90');

    await owner('PATCH', `/stores/v1/products/${productId}`, { product: { priceData: { price: 25 } } });
    const repriced = await addOne(visitor);
    expect(repriced.lineItems[0].price.amount).toBe('25.00');
    expect(repriced.lineItems[0].quantity).toBe(2);

    await owner('PATCH', '/_api/tessera/v1/store/settings', { storeSettings: { currency: 'EUR' } });
    const inEuros = await addOne(visitor);
    expect(inEuros.currency).toBe('EUR');

    await owner('PATCH', `/stores/v1/products/${productId}`, { product: { visible: false } });
    const hidden = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: visitor,
      payload: { channelType: 'WEB' },
    });
    expect(hidden.statusCode, hidden.body).toBe(428);
    expect(hidden.json().details.applicationError.code).toBe('CART_ITEMS_UNAVAILABLE');
    await owner('PATCH', `/stores/v1/products/${productId}`, { product: { visible: true } });
  });

  it('reads neither the product nor the settings again while neither changed (stock every time)', async () => {
    const visitor = await app.visitorHeaders();
    await addOne(visitor);
    const dispatch = vi.spyOn(app.outbox, 'dispatchPending').mockResolvedValue(undefined as never);
    const statements = await statementsDuring(app, () => addOne(visitor)).finally(() =>
      dispatch.mockRestore(),
    );
    const reads = (table: string) => statements.filter((text) => text.includes(`from "${table}"`)).length;
    expect(reads('store_products')).toBe(0);
    expect(reads('store_variants')).toBe(0);
    expect(reads('store_settings')).toBe(0);
    expect(reads('store_shipping_options')).toBe(0);
    expect(reads('store_stock')).toBe(1);
    // The versions they are kept under: one lookup each.
    expect(reads('data_versions')).toBe(2);
  });

  it('reads a discount rule with a usage limit afresh: its uses are a counter', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/ecom/v1/discount-rules',
      headers: app.ownerHeaders(),
      payload: {
        discountRule: {
          name: 'ONCE',
          trigger: { triggerType: 'COUPON', coupon: { code: 'ONCE' } },
          discounts: { values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '1' }] },
          settings: { usageLimit: 1 },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const buyer = async () => {
      const visitor = await app.visitorHeaders();
      await addOne(visitor);
      const coupon = await app.request({
        method: 'PATCH',
        url: '/ecom/v1/carts/current',
        headers: visitor,
        payload: { couponCode: 'ONCE' },
      });
      return { visitor, coupon };
    };
    const first = await buyer();
    expect(first.coupon.statusCode, first.coupon.body).toBe(200);
    const checkout = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: first.visitor,
      payload: { channelType: 'WEB' },
    });
    const order = await app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${checkout.json().checkoutId}/create-order`,
      headers: first.visitor,
      payload: {},
    });
    expect(order.statusCode, order.body).toBe(200);
    // Its one use is gone: the next buyer is told so, though no setting changed.
    const second = await buyer();
    expect(second.coupon.statusCode, second.coupon.body).toBe(400);
  });
});
