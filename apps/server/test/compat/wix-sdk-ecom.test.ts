/**
 * Compatibility: a shopper's cart, checkout and order through the official `@wix/ecom` modules
 * against Tessera, unmodified, over real HTTP through `@tessera/wix-compat` — a visitor without a
 * cart is told 404 (the SDK throws; a 200 `{}` crashes sites), adds a product, changes its
 * quantity, estimates totals, makes a checkout, reads and updates it, and places the order that
 * the visitor and the owner read; a sold-out item takes a back-in-stock request the owner queries.
 * Every answer carries the fields the package's declared types mark non-nullable.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { backInStockNotifications, backInStockSettings, checkout, currentCart, orders } from '@wix/ecom';
import { products } from '@wix/stores';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { declaredPackagePaths, missingRequired } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

const require = createRequire(import.meta.url);

/** The alternatives of each `…OneOf` interface of a package (`itemType.preset` | `itemType.custom`). */
function oneOfGroups(pkg: string): string[][] {
  const main = require.resolve(`@wix/auto_sdk_${pkg}`);
  const root = main.slice(0, main.lastIndexOf('/build/'));
  const dir = join(root, 'build/es');
  const source = readdirSync(dir)
    .filter((name) => name.endsWith('.d.mts'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return [...source.matchAll(/^interface \w+OneOf \{([\s\S]*?)^\}/gm)].map((m) =>
    [...m[1]!.matchAll(/^ {4}(\w+)\??:/gm)].map((f) => f[1]!),
  );
}

/**
 * The declared paths an answer lacks, leaving out a oneOf's other alternatives: the declarations
 * mark every alternative non-nullable (`itemType.preset` and `itemType.custom`, a buyer's
 * `visitorId`, `memberId` and `userId`), while an answer, as the hosted platform's, has one.
 */
function missingDeclared(value: unknown, pkg: string, fn: string): string[] {
  const groups = oneOfGroups(pkg);
  return missingRequired(value, declaredPackagePaths(pkg, fn)).filter((path) => {
    const parts = path.split(/\.|\[(\d+)\]/).filter(Boolean);
    const leaf = parts.pop()!;
    const parent = parts.reduce<any>((node, key) => node?.[key], value);
    const alternatives = groups.filter((g) => g.includes(leaf)).flat();
    return !alternatives.some((other) => other !== leaf && parent?.[other] != null);
  });
}

describe('official @wix/ecom cart, checkout, order and back in stock against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];
  let mugId: string;
  let soldOutId: string;

  const modules = { backInStockNotifications, backInStockSettings, checkout, currentCart, orders, products };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });
  /** One visitor for the whole flow: the cart and the checkout belong to it. */
  let buyer: ReturnType<typeof visitor>;

  const expectDeclared = (pkg: string, fn: string, value: unknown) =>
    expect(missingDeclared(value, pkg, fn), `${fn}: required`).toEqual([]);

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
    buyer = visitor();
    const admin = owner();
    mugId = (
      await admin.products.createProduct({
        name: 'Stoneware Mug',
        priceData: { price: 12.5 },
        costAndProfitData: { itemCost: 4 },
      })
    ).product!._id!;
    soldOutId = (
      await admin.products.createProduct({
        name: 'Rare Teapot',
        priceData: { price: 80 },
        costAndProfitData: { itemCost: 30 },
      })
    ).product!._id!;
    // The teapot is out of stock (tracked, none left).
    const stocked = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${soldOutId}`,
      headers: app.ownerHeaders(),
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: 0 }] },
      },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  const mugReference = () => ({
    catalogItemId: mugId,
    appId: STORES_APP_ID,
    options: { variantId: DEFAULT_VARIANT },
  });

  it('current cart: 404 without one, add, quantity, estimate, checkout, update, order read back', async () => {
    const none = await buyer.currentCart.getCurrentCart().catch((e) => e);
    expect(none).toBeInstanceOf(Error);
    expect(log.at(-1)).toMatchObject({ method: 'GET', status: 404 });
    expect(JSON.parse(log.at(-1)!.responseBody)).toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });

    const added = await buyer.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: mugReference(), quantity: 1 }],
    });
    expectDeclared('ecom_current-cart', 'addToCurrentCart', added);
    const line = added.cart!.lineItems![0]!;
    expect(line).toMatchObject({
      quantity: 1,
      productName: { original: 'Stoneware Mug' },
      catalogReference: { catalogItemId: mugId, appId: STORES_APP_ID },
      price: { amount: '12.50' },
      availability: { status: 'AVAILABLE' },
    });

    const read = await buyer.currentCart.getCurrentCart();
    expectDeclared('ecom_current-cart', 'getCurrentCart', read);
    expect(read._id).toBe(added.cart!._id);

    const changed = await buyer.currentCart.updateCurrentCartLineItemQuantity([
      { _id: line._id!, quantity: 3 },
    ]);
    expectDeclared('ecom_current-cart', 'updateCurrentCartLineItemQuantity', changed);
    expect(changed.cart!.lineItems!.map((l) => l.quantity)).toEqual([3]);

    const estimate = await buyer.currentCart.estimateCurrentCartTotals({});
    expectDeclared('ecom_current-cart', 'estimateCurrentCartTotals', estimate);
    expect(estimate.priceSummary).toMatchObject({
      subtotal: { amount: '37.50' },
      total: { amount: '37.50' },
    });
    expect(estimate.currency).toBe('USD');

    const made = await buyer.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    expectDeclared('ecom_current-cart', 'createCheckoutFromCurrentCart', made);
    const checkoutId = made.checkoutId!;

    const opened = await buyer.checkout.getCheckout(checkoutId);
    expectDeclared('ecom_checkout', 'getCheckout', opened);
    expect(opened.lineItems!.map((l) => [l.catalogReference?.catalogItemId, l.quantity])).toEqual([
      [mugId, 3],
    ]);

    const updated = await buyer.checkout.updateCheckout(checkoutId, {
      buyerInfo: { email: 'ada@example.com' },
      billingInfo: {
        address: { country: 'US', city: 'Springfield', addressLine1: '1 Main St', postalCode: '12345' },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      buyerNote: 'Gift wrap, please',
    });
    expectDeclared('ecom_checkout', 'updateCheckout', updated);
    expect(updated).toMatchObject({
      buyerInfo: { email: 'ada@example.com' },
      buyerNote: 'Gift wrap, please',
    });

    const placed = await buyer.checkout.createOrder(checkoutId, {});
    expectDeclared('ecom_checkout', 'createOrder', placed);
    const orderId = placed.orderId!;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    const mine = await buyer.orders.getOrder(orderId);
    expect(missingDeclared(mine, 'ecom_orders', 'getOrder')).toEqual([]);
    expect(mine).toMatchObject({
      _id: orderId,
      checkoutId,
      buyerInfo: { email: 'ada@example.com' },
      priceSummary: { total: { amount: '37.50' } },
    });
    expect(mine.lineItems!.map((l) => [l.productName?.original, l.quantity])).toEqual([['Stoneware Mug', 3]]);
    const theirs = await owner().orders.getOrder(orderId);
    expect(theirs.number).toBe(mine.number);
  });

  it("orders: the owner's taxed order and a comment read back with each tax and activity type", async () => {
    const region = await app.request({
      method: 'POST',
      url: '/_api/tessera/v1/store/tax-regions',
      headers: app.ownerHeaders(),
      payload: { taxRegion: { country: 'US', subdivision: 'US-CA', name: 'California', rate: '10' } },
    });
    expect(region.statusCode, region.body).toBe(200);
    const admin = owner();
    const created = await admin.orders.createOrder({
      lineItems: [
        {
          catalogReference: mugReference(),
          productName: { original: 'Stoneware Mug' },
          itemType: { preset: 'PHYSICAL' },
          price: { amount: '12.50' },
          quantity: 2,
        },
      ],
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerInfo: { memberId: '7d1f6a53-9b0e-4c52-8f4a-2f8f1c3e5b10', email: 'grace@example.com' },
      priceSummary: {},
      billingInfo: { address: { country: 'US', subdivision: 'US-CA', city: 'Fresno' } },
    });
    expectDeclared('ecom_orders', 'createOrder', created);
    const commented = await admin.orders.addActivities(created._id!, {
      orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Gift' } }],
    });
    expectDeclared('ecom_orders', 'addActivities', commented);

    const read = await admin.orders.getOrder(created._id!);
    expectDeclared('ecom_orders', 'getOrder', read);
    expect(read.taxInfo!.taxBreakdown).toEqual([
      expect.objectContaining({
        taxName: 'California',
        rate: '0.1',
        aggregatedTaxAmount: expect.objectContaining({ amount: '2.50' }),
      }),
    ]);
    // Two requests may share a millisecond: the activities' order is not what is checked here.
    expect(read.activities!.map((a) => a.activityType).sort()).toEqual(['MERCHANT_COMMENT', 'ORDER_PLACED']);
    expect(read.lineItems!.map((l) => [l.priceUndetermined, l.fixedQuantity])).toEqual([[false, false]]);
    expect(read.attributionSource).toBe('UNSPECIFIED');
  });

  it('back in stock: a visitor asks for a sold-out item, the owner queries the requests', async () => {
    const admin = owner();
    const settings = await admin.backInStockSettings.startCollectingRequests(STORES_APP_ID);
    expectDeclared('ecom_back-in-stock-settings', 'startCollectingRequests', settings);

    const request = await buyer.backInStockNotifications.createBackInStockNotificationRequest(
      {
        catalogReference: { catalogItemId: soldOutId, appId: STORES_APP_ID },
        email: 'grace@example.com',
      },
      { name: 'Rare Teapot', price: '80.00' },
    );
    expectDeclared('ecom_back-in-stock-notifications', 'createBackInStockNotificationRequest', request);
    expect(request).toMatchObject({ email: 'grace@example.com', status: 'RECEIVED' });

    const found = await admin.backInStockNotifications
      .queryBackInStockNotificationRequests()
      .eq('status', 'RECEIVED')
      .find();
    expect(found.items.map((r) => [r._id, r.catalogReference?.catalogItemId])).toEqual([
      [request._id, soldOutId],
    ]);
  });
});
