import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from '@tessera/contracts/catalog';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { checkoutsRoutes, currentCartRoutes } from '@tessera/contracts/routes/index';
import { attackRoute, storeFixtures } from '../support/hostile-inputs.ts';
import type { SampleCall, SampleFixtures } from '../support/route-samples/types.ts';
import { checkoutsSamples } from '../support/route-samples/checkouts.ts';
import { currentCartSamples } from '../support/route-samples/current-cart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CART = '/ecom/v1/carts/current';
const CHECKOUTS = '/ecom/v1/checkouts';
const ref = (productId: string, options?: Record<string, unknown>) => ({
  catalogItemId: productId,
  appId: STORES_APP_ID,
  ...(options ? { options } : {}),
});

// Issue 15 item 10 (H65): the current cart and checkouts attacked with hostile bodies, bad
// quantities and prices, products deleted or sold out while in a cart, concurrent changes.
describe('store cart and checkouts under attack', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  let mug: string;
  let shirt: { id: string };
  beforeAll(async () => {
    app = await createTestApp();
    fx = storeFixtures(app);
    mug = (await product({ name: 'Attack mug', priceData: { price: 12.5 } })).id;
    shirt = await product({
      name: 'Attack shirt',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
    });
    // A whole app on a shared, loaded box can take more than the default minute to start.
  }, 180_000);
  afterAll(() => app.close());

  async function product(body: Record<string, unknown>) {
    const response = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: app.ownerHeaders(),
      payload: { product: body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product;
  }
  const setStock = async (productId: string, quantity: number) => {
    const response = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: app.ownerHeaders(),
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT_ID, quantity }] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => app.request({ method, url, headers, payload });
  const add = (headers: Record<string, string>, lineItems: unknown[]) =>
    call('POST', `${CART}/add-to-cart`, headers, { lineItems });

  const samples: Record<string, SampleCall> = { ...currentCartSamples, ...checkoutsSamples };
  for (const spec of [...Object.values(currentCartRoutes), ...Object.values(checkoutsRoutes)]) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(app, fx, spec, samples[spec.operationId]);
    }, 240_000);
  }

  it('hostile variants of real carts: add, quantities, buy now with custom lines, checkout update', async () => {
    await attackRoute(app, fx, currentCartRoutes.addToCurrentCart, () => ({
      input: { lineItems: [{ quantity: 2, catalogReference: ref(shirt.id, { options: { Size: 'M' } }) }] },
    }));
    await attackRoute(app, fx, currentCartRoutes.updateCurrentCartLineItemQuantity, async () => {
      await call('DELETE', CART, app.ownerHeaders());
      const cart = (await add(app.ownerHeaders(), [{ quantity: 1, catalogReference: ref(mug) }])).json().cart;
      return { input: { lineItems: [{ id: cart.lineItems[0].id, quantity: 3 }] } };
    });
    await attackRoute(app, fx, checkoutsRoutes.createCheckout, () => ({
      input: {
        channelType: 'WEB',
        lineItems: [{ quantity: 1, catalogReference: ref(mug) }],
        customLineItems: [
          {
            quantity: 2,
            price: '4.50',
            productName: { original: 'Gift wrap' },
            descriptionLines: [{ name: { original: 'Color' }, plainText: { original: 'Red' } }],
            itemType: { preset: 'PHYSICAL' },
          },
        ],
      },
    }));
    await attackRoute(app, fx, checkoutsRoutes.updateCheckout, async () => {
      const created = await call('POST', CHECKOUTS, app.ownerHeaders(), {
        channelType: 'WEB',
        lineItems: [{ quantity: 1, catalogReference: ref(mug) }],
      });
      return {
        params: { id: created.json().checkout.id },
        input: {
          checkout: {
            buyerNote: 'Ring',
            buyerInfo: { email: 'buyer@example.com' },
            billingInfo: {
              address: { country: 'US', city: 'Springfield', addressLine1: '1 Main St', postalCode: '12345' },
              contactDetails: { firstName: 'Ann', lastName: 'Lee' },
            },
            shippingInfo: {
              shippingDestination: { address: { country: 'US', subdivision: 'US-CA' } },
            },
          },
        },
      };
    });
  }, 900_000);

  it('refuses quantities that are not whole, positive and bounded, writing nothing', async () => {
    const as = await app.visitorHeaders();
    for (const quantity of [0, -1, 1.5, 100_001, 2 ** 53 + 2, '3']) {
      const response = await add(as, [{ quantity, catalogReference: ref(mug) }]);
      expect(response.statusCode, `${quantity}: ${response.body}`).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toMatch(/^lineItems/);
    }
    expect((await call('GET', CART, as)).statusCode).toBe(404);
  });

  it('refuses custom line prices beyond the currency digits or 18 digits; big totals stay exact', async () => {
    const owner = app.ownerHeaders();
    const custom = (price: string, quantity = 1) => ({
      quantity,
      price,
      productName: { original: 'Custom' },
      itemType: { preset: 'PHYSICAL' },
    });
    for (const price of ['12.345', '1e3', '9999999999999999999', '', 'NaN']) {
      const response = await call('POST', CHECKOUTS, owner, {
        channelType: 'WEB',
        customLineItems: [custom(price)],
      });
      expect(response.statusCode, `${price}: ${response.body}`).toBe(400);
    }
    const negative = await call('POST', CHECKOUTS, owner, {
      channelType: 'WEB',
      customLineItems: [custom('-5.00')],
    });
    expect(negative.statusCode, negative.body).toBe(400);
    // 300 lines of 100,000 at the largest price money reads (2^53 - 1 minor units): the total is far
    // past 2^53: refused in words, never a rounded amount or a 5xx.
    const lines = Array.from({ length: 300 }, () => custom('90071992547409.91', 100_000));
    const big = await call('POST', CHECKOUTS, owner, { channelType: 'WEB', customLineItems: lines });
    expect(big.statusCode, big.body.slice(0, 400)).toBe(400);
    expect(big.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems',
      ruleName: 'CART_TOTAL_TOO_LARGE',
    });
  });

  it('a cart the store could not charge is refused in words: on add, on quantities, and after a price rise', async () => {
    const dear = (await product({ name: 'Dear', priceData: { price: 999_999_999.99 } })).id;
    const as = await app.visitorHeaders();
    const tooMany = await add(as, [{ quantity: 100_000, catalogReference: ref(dear) }]);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations[0].ruleName).toBe('CART_TOTAL_TOO_LARGE');
    expect((await call('GET', CART, as)).statusCode).toBe(404);

    const cart = (await add(as, [{ quantity: 5_000, catalogReference: ref(dear) }])).json().cart;
    const more = await call('POST', `${CART}/update-line-items-quantity`, as, {
      lineItems: [{ id: cart.lineItems[0].id, quantity: 20_000 }],
    });
    expect(more.statusCode, more.body).toBe(400);
    expect((await call('GET', CART, as)).json().cart.lineItems[0].quantity).toBe(5_000);

    // A cart that fitted stops fitting when the owner raises the price: a 400, not a 5xx.
    const cheap = (await product({ name: 'Cheap then dear', priceData: { price: 1 } })).id;
    const buyer = await app.visitorHeaders();
    const bought = (await add(buyer, [{ quantity: 100_000, catalogReference: ref(cheap) }])).json().cart;
    const raise = await app.request({
      method: 'PATCH',
      url: `/stores/v1/products/${cheap}`,
      headers: app.ownerHeaders(),
      payload: { product: { priceData: { price: 999_999_999.99 } } },
    });
    expect(raise.statusCode, raise.body).toBe(200);
    for (const [method, url] of [
      ['GET', CART],
      ['POST', `${CART}/estimate-totals`],
      ['POST', `${CART}/create-checkout`],
    ] as const) {
      const answer = await call(method, url, buyer, method === 'GET' ? undefined : {});
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
    }
    // Lowering the quantity is what the answer asks for, and it works.
    const lower = await call('POST', `${CART}/update-line-items-quantity`, buyer, {
      lineItems: [{ id: bought.lineItems[0].id, quantity: 1 }],
    });
    expect(lower.statusCode, lower.body).toBe(200);
  });

  it('catalog option names and values that are Object.prototype names are data, not a crash', async () => {
    const as = await app.visitorHeaders();
    for (const options of [
      { options: { constructor: 'S' } },
      { options: { toString: 'S', Size: 'S' } },
      { options: { Size: '__proto__' } },
      { options: { hasOwnProperty: 'x' } },
      { variantId: '__proto__' },
      { variantId: 'constructor' },
    ]) {
      const response = await add(as, [{ quantity: 1, catalogReference: ref(shirt.id, options) }]);
      expect(response.statusCode, `${JSON.stringify(options)}: ${response.body}`).toBe(400);
    }
    expect((await call('GET', CART, as)).statusCode).toBe(404);
  });

  it('a product deleted while in a cart: its line is NOT_FOUND, totals skip it, checkout refused in words', async () => {
    const gone = (await product({ name: 'Soon gone', priceData: { price: 3 } })).id;
    const as = await app.visitorHeaders();
    const added = await add(as, [
      { quantity: 1, catalogReference: ref(mug) },
      { quantity: 2, catalogReference: ref(gone) },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('DELETE', `/stores/v1/products/${gone}`, app.ownerHeaders())).statusCode).toBe(200);

    const cart = await call('GET', CART, as);
    expect(cart.statusCode, cart.body).toBe(200);
    const lines = cart.json().cart.lineItems;
    expect(lines.map((l: { availability: { status: string } }) => l.availability.status)).toEqual([
      'AVAILABLE',
      'NOT_FOUND',
    ]);
    const totals = await call('POST', `${CART}/estimate-totals`, as, {});
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json().priceSummary.subtotal.amount).toBe('12.50');
    const checkout = await call('POST', `${CART}/create-checkout`, as, { channelType: 'WEB' });
    expect(checkout.statusCode, checkout.body).toBe(428);
    // The gone line can still be changed and removed.
    const goneLine = lines[1].id;
    const quantity = await call('POST', `${CART}/update-line-items-quantity`, as, {
      lineItems: [{ id: goneLine, quantity: 3 }],
    });
    expect(quantity.statusCode, quantity.body).toBeLessThan(500);
    const removed = await call('POST', `${CART}/remove-line-items`, as, { lineItemIds: [goneLine] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('POST', `${CART}/create-checkout`, as, { channelType: 'WEB' })).statusCode).toBe(200);
  });

  it('stock sold between add-to-cart and order: the line says so and the order is refused, stock untouched', async () => {
    const scarce = (await product({ name: 'Scarce', priceData: { price: 5 } })).id;
    await setStock(scarce, 5);
    const as = await app.visitorHeaders();
    expect((await add(as, [{ quantity: 3, catalogReference: ref(scarce) }])).statusCode).toBe(200);
    const made = await call('POST', `${CART}/create-checkout`, as, { channelType: 'WEB' });
    expect(made.statusCode, made.body).toBe(200);
    const checkoutId = made.json().checkoutId;
    await setStock(scarce, 1);

    const cart = (await call('GET', CART, as)).json().cart;
    expect(cart.lineItems[0].availability).toMatchObject({
      status: 'PARTIALLY_AVAILABLE',
      quantityAvailable: 1,
    });
    const order = await call('POST', `${CHECKOUTS}/${checkoutId}/create-order`, as, {});
    expect(order.statusCode, order.body).toBeGreaterThanOrEqual(400);
    expect(order.statusCode, order.body).toBeLessThan(500);
    const stock = await app.request({
      method: 'POST',
      url: `/stores-reader/v2/inventoryItems/${scarce}/getVariants`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(stock.json().inventoryItem.variants[0].quantity).toBe(1);

    await setStock(scarce, 0);
    const soldOut = (await call('GET', CART, as)).json().cart;
    expect(soldOut.lineItems[0].availability.status).toBe('NOT_AVAILABLE');
  });

  it('concurrent adds and quantity changes of one cart lose nothing', async () => {
    const as = await app.visitorHeaders();
    const adds = await Promise.all(
      Array.from({ length: 8 }, () => add(as, [{ quantity: 1, catalogReference: ref(mug) }])),
    );
    for (const answer of adds) expect(answer.statusCode, answer.body).toBe(200);
    const cart = (await call('GET', CART, as)).json().cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(8);

    const more = await Promise.all([
      add(as, [{ quantity: 2, catalogReference: ref(shirt.id, { options: { Size: 'S' } }) }]),
      call('PATCH', CART, as, { cartInfo: { buyerNote: 'Racing' } }),
      add(as, [{ quantity: 1, catalogReference: ref(shirt.id, { options: { Size: 'M' } }) }]),
    ]);
    for (const answer of more) expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call('GET', CART, as)).json().cart;
    expect(after.lineItems.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 2, 8]);
    expect(after.buyerNote).toBe('Racing');
  });

  it("another visitor's checkout and cart are not found; a refusal changes nothing", async () => {
    const ann = await app.visitorHeaders();
    const bob = await app.visitorHeaders();
    const created = await call('POST', CHECKOUTS, ann, {
      channelType: 'WEB',
      lineItems: [{ quantity: 1, catalogReference: ref(mug) }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().checkout.id;
    for (const [method, url, payload] of [
      ['GET', `${CHECKOUTS}/${id}`, undefined],
      ['PATCH', `${CHECKOUTS}/${id}`, { checkout: { buyerNote: 'Mine now' } }],
      [
        'POST',
        `${CHECKOUTS}/${id}/add-to-checkout`,
        { lineItems: [{ quantity: 1, catalogReference: ref(mug) }] },
      ],
      ['POST', `${CHECKOUTS}/${id}/create-order`, {}],
    ] as const) {
      const response = await call(method, url, bob, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
    }
    const other = await app.createSite('Other cart site');
    const theirs = await call('GET', `${CHECKOUTS}/${id}`, app.ownerHeaders(other));
    expect(theirs.statusCode).toBe(404);
    const mine = (await call('GET', `${CHECKOUTS}/${id}`, ann)).json().checkout;
    expect(mine.lineItems).toHaveLength(1);
    expect(mine.buyerNote ?? null).toBeNull();
  });

  it('caps a cart at 300 lines and a line at 100,000, never past', async () => {
    const as = await app.visitorHeaders();
    expect((await add(as, [{ quantity: 100_000, catalogReference: ref(mug) }])).statusCode).toBe(200);
    const again = await add(as, [{ quantity: 100_000, catalogReference: ref(mug) }]);
    expect(again.statusCode, again.body).toBeLessThan(500);
    const cart = (await call('GET', CART, as)).json().cart;
    expect(cart.lineItems[0].quantity).toBeLessThanOrEqual(100_000);
  });
});
