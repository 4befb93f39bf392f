import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { DEFAULT_VARIANT, storeTestApp } from '../store-orders/helpers.ts';

/**
 * A change of a cart or checkout is answered from the unit that wrote it (no read after the
 * commit): the answer must be exactly what a read right after says — revision, dates, lines,
 * prices, totals.
 */
describe('store cart: a change answers what a read then says', () => {
  let app: TestApp;
  const products: string[] = [];
  beforeAll(async () => {
    app = await storeTestApp();
    for (const [name, price] of [
      ['Cup', 7.5],
      ['Plate', 12],
    ] as const) {
      const created = await app.request({
        method: 'POST',
        url: '/stores/v1/products',
        headers: app.ownerHeaders(),
        payload: { product: { name, productType: 'physical', priceData: { price } } },
      });
      const id = created.json().product.id as string;
      await app.request({
        method: 'PATCH',
        url: `/stores/v2/inventoryItems/product/${id}`,
        headers: app.ownerHeaders(),
        payload: {
          inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: 10 }] },
        },
      });
      products.push(id);
    }
  }, 180_000);
  afterAll(() => app.close());

  const line = (productId: string, quantity: number) => ({
    quantity,
    catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
  });

  it('add-to-cart twice, then a quantity change: each answer equals the GET after it', async () => {
    const visitor = await app.visitorHeaders();
    const get = async () =>
      (await app.request({ method: 'GET', url: '/ecom/v1/carts/current', headers: visitor })).json();
    const first = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: { lineItems: [line(products[0]!, 2)] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().cart.revision).toBe('1');
    expect(first.json()).toEqual(await get());

    const second = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: { lineItems: [line(products[1]!, 1), line(products[0]!, 1)] },
    });
    expect(second.json().cart.revision).toBe('2');
    expect(second.json().cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(second.json()).toEqual(await get());

    const lineId = second.json().cart.lineItems[1].id;
    const changed = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/update-line-items-quantity',
      headers: visitor,
      payload: { lineItems: [{ id: lineId, quantity: 4 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cart.revision).toBe('3');
    expect(changed.json()).toEqual(await get());

    // A coupon: the answer names it by the rule's id, as a read does.
    const rule = await app.request({
      method: 'POST',
      url: '/ecom/v1/discount-rules',
      headers: app.ownerHeaders(),
      payload: {
        discountRule: {
          name: 'Cups',
          trigger: { triggerType: 'COUPON', coupon: { code: 'CUPS2' } },
          discounts: { values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '2' }] },
        },
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const withCoupon = await app.request({
      method: 'PATCH',
      url: '/ecom/v1/carts/current',
      headers: visitor,
      payload: { couponCode: 'CUPS2' },
    });
    expect(withCoupon.statusCode, withCoupon.body).toBe(200);
    expect(withCoupon.json().cart.appliedDiscounts).toEqual([
      { coupon: { id: rule.json().discountRule.id, code: 'CUPS2' } },
    ]);
    expect(withCoupon.json()).toEqual(await get());
  });

  it("a checkout's changes and a buy-now checkout: each answer equals the GET after it", async () => {
    const visitor = await app.visitorHeaders();
    const made = await app.request({
      method: 'POST',
      url: '/ecom/v1/checkouts',
      headers: visitor,
      payload: { channelType: 'WEB', lineItems: [line(products[0]!, 1)] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().checkout.id as string;
    const get = async () =>
      (await app.request({ method: 'GET', url: `/ecom/v1/checkouts/${id}`, headers: visitor })).json();
    expect(made.json()).toEqual(await get());

    const added = await app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${id}/add-to-checkout`,
      headers: visitor,
      payload: { lineItems: [line(products[1]!, 2)] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(Number(added.json().checkout.priceSummary.subtotal.amount)).toBe(31.5);
    expect(added.json()).toEqual(await get());

    const updated = await app.request({
      method: 'PATCH',
      url: `/ecom/v1/checkouts/${id}`,
      headers: visitor,
      payload: { checkout: { buyerNote: 'Leave at the door', buyerInfo: { email: 'ada@example.com' } } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().checkout.buyerNote).toBe('Leave at the door');
    expect(updated.json()).toEqual(await get());
  });
});
