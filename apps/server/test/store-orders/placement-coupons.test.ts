import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { DEFAULT_VARIANT, quantityOf, storeTestApp } from './helpers.ts';

/**
 * Coupon uses are counted with the order, in its unit (docs/store/cart-and-checkout.md "Coupons at
 * order"): a coupon at its usage limit refuses the order (428 ERROR_COUPON_USAGE_EXCEEDED, nothing
 * written: no order, stock and checkout as they were); canceling an order gives its use back.
 */
describe('store orders: coupon uses at order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  }, 180_000);
  afterAll(() => app.close());

  const owner = () => app.ownerHeaders();
  const site = () => app.site.siteId;

  async function product(stock: number) {
    const created = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: owner(),
      payload: { product: { name: 'Vase', productType: 'physical', priceData: { price: 40 } } },
    });
    const productId = created.json().product.id as string;
    const stocked = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner(),
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: stock }] },
      },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    return productId;
  }

  async function coupon(code: string, usageLimit: number) {
    const created = await app.request({
      method: 'POST',
      url: '/ecom/v1/discount-rules',
      headers: owner(),
      payload: {
        discountRule: {
          name: code,
          trigger: { triggerType: 'COUPON', coupon: { code } },
          discounts: { values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '5' }] },
          settings: { usageLimit },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().discountRule.id as string;
  }

  const usesOf = async (ruleId: string) =>
    (await app.request({ method: 'GET', url: `/ecom/v1/discount-rules/${ruleId}`, headers: owner() })).json()
      .discountRule.usageCount as number;

  /** A visitor's checkout of one unit of `productId` with `code` applied. */
  async function checkoutWith(productId: string, code: string) {
    const visitor = await app.visitorHeaders();
    const added = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const made = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: visitor,
      payload: { channelType: 'WEB' },
    });
    const checkoutId = made.json().checkoutId as string;
    const applied = await app.request({
      method: 'PATCH',
      url: `/ecom/v1/checkouts/${checkoutId}`,
      headers: visitor,
      payload: { couponCode: code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(Number(applied.json().checkout.priceSummary.discount.amount)).toBe(5);
    return { visitor, checkoutId };
  }

  const order = (buyer: { visitor: Record<string, string>; checkoutId: string }) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${buyer.checkoutId}/create-order`,
      headers: buyer.visitor,
      payload: {},
    });

  const completed = async (buyer: { visitor: Record<string, string>; checkoutId: string }) =>
    (
      await app.request({
        method: 'GET',
        url: `/ecom/v1/checkouts/${buyer.checkoutId}`,
        headers: buyer.visitor,
      })
    ).json().checkout.completed as boolean;

  it('counts a use per order; at the limit the order is refused and nothing is written; cancel gives it back', async () => {
    const productId = await product(10);
    const ruleId = await coupon('ONCE5', 1);
    const first = await checkoutWith(productId, 'ONCE5');
    const second = await checkoutWith(productId, 'ONCE5');

    const placed = await order(first);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await usesOf(ruleId)).toBe(1);
    const { order: made } = (
      await app.request({ method: 'GET', url: `/ecom/v1/orders/${placed.json().orderId}`, headers: owner() })
    ).json();
    expect(Number(made.priceSummary.discount.amount)).toBe(5);

    const refused = await order(second);
    expect(refused.statusCode, refused.body).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    expect(await usesOf(ruleId)).toBe(1);
    expect(await quantityOf(app.db, site(), productId)).toBe(9);
    expect(await completed(second)).toBe(false);

    const canceled = await app.request({
      method: 'POST',
      url: `/ecom/v1/orders/${placed.json().orderId}/cancel`,
      headers: owner(),
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await usesOf(ruleId)).toBe(0);
    // Canceling again gives nothing back twice.
    await app.request({
      method: 'POST',
      url: `/ecom/v1/orders/${placed.json().orderId}/cancel`,
      headers: owner(),
      payload: {},
    });
    expect(await usesOf(ruleId)).toBe(0);

    const now = await order(second);
    expect(now.statusCode, now.body).toBe(200);
    expect(await usesOf(ruleId)).toBe(1);
  });

  it('racing orders with a coupon of 2 uses: exactly 2 orders, the rest refused, 2 uses counted', async () => {
    const productId = await product(50);
    const ruleId = await coupon('TWICE5', 2);
    const buyers = [];
    for (let i = 0; i < 6; i += 1) buyers.push(await checkoutWith(productId, 'TWICE5'));
    const answers = await Promise.all(buyers.map(order));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 428, 428, 428, 428]);
    for (const refused of answers.filter((a) => a.statusCode === 428))
      expect(refused.json().details.applicationError.code).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    expect(await usesOf(ruleId)).toBe(2);
    expect(await quantityOf(app.db, site(), productId)).toBe(48);
  });
});
