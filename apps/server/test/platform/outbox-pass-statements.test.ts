import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { statementsDuring } from '../store-cart/statements.ts';
import { DEFAULT_VARIANT, createStockedLamp, storeTestApp } from '../store-orders/helpers.ts';

/**
 * The outbox's pass after an order (issue 15 item 11): its two events (store_order_created,
 * inventory_variants_changed) go to their takers only (abandoned checkouts, back in stock), the
 * fan-out is one transaction that claims what it writes, and the deliveries are marked in one
 * statement. Before (H83's notes): 10 deliveries for 5 subscribers, each marked by its own UPDATE.
 */
describe('outbox: the pass after an order', () => {
  let app: TestApp;
  let productId: string;
  beforeAll(async () => {
    app = await storeTestApp();
    productId = await createStockedLamp(app, 100);
    await app.outbox.drain();
  }, 180_000);
  afterAll(() => app.close());

  async function order(): Promise<void> {
    const visitor = await app.visitorHeaders();
    const add = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: {
        lineItems: [
          {
            catalogReference: {
              catalogItemId: productId,
              appId: STORES_APP_ID,
              options: { variantId: DEFAULT_VARIANT },
            },
            quantity: 1,
          },
        ],
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const checkout = await app.request({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: visitor,
      payload: { channelType: 'WEB' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const placed = await app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${checkout.json().checkoutId}/create-order`,
      headers: visitor,
      payload: {},
    });
    expect(placed.statusCode, placed.body).toBe(200);
  }

  it("writes, delivers and marks an order's events in a few statements", async () => {
    // The pass is held back while the order is made, then run alone and counted.
    const before = await app.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const dispatch = vi.spyOn(app.outbox, 'dispatchPending').mockResolvedValue(0);
    await order().finally(() => dispatch.mockRestore());
    const statements = await statementsDuring(app, () => app.outbox.drain());
    console.log(`the pass after one order (${app.dialect}):\n  ${statements.join('\n  ')}`);
    const deliveries = await app.db
      .selectFrom('outbox_deliveries')
      .innerJoin('outbox', 'outbox.id', 'outbox_deliveries.outbox_id')
      .select(['outbox.name', 'outbox_deliveries.subscriber', 'outbox_deliveries.status'])
      .where('outbox.id', '>', Number(before?.id ?? 0))
      .orderBy('outbox.name')
      .execute();
    expect(deliveries).toEqual([
      { name: 'inventory_variants_changed', subscriber: 'back-in-stock', status: 'DELIVERED' },
      { name: 'store_order_created', subscriber: 'abandoned-checkouts', status: 'DELIVERED' },
    ]);
    const marks = statements.filter((text) =>
      /^update "outbox_deliveries" set "status" = (\?|\$\d+), "delivered_date"/.test(text),
    );
    expect(marks).toHaveLength(1);
    // Fan-out (2, in one transaction), the abandoned-checkouts subscriber's reads (4: the order, its
    // activities and tags, the checkout's abandoned row), one mark, the claim of what is due (1).
    expect(statements.length).toBeLessThanOrEqual(8);
  });
});
