import { checkoutsRoutes } from '@tessera/contracts/routes/checkouts.routes';
import { currentCartRoutes } from '@tessera/contracts/routes/current-cart.routes';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCartModule } from '../../src/modules/store-cart/index.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { CatalogStandIn } from './catalog-stand-in.ts';

const C = currentCartRoutes;
const K = checkoutsRoutes;
const ref = (productId: string, options?: Record<string, unknown>) => ({
  catalogItemId: productId,
  appId: STORES_APP_ID,
  ...(options ? { options } : {}),
});

describe('current cart and checkouts', () => {
  let app: TestApp;
  const catalog = new CatalogStandIn();
  const mug = newId();
  const shirt = newId();
  const client = () => testClient(app);

  beforeAll(async () => {
    app = await createTestApp({
      app: {
        clock: new TestClock(Date.parse('2026-05-01T10:00:00.000Z')),
        storeCart: { findCatalogItems: catalog.find },
      },
    });
    catalog.put({ productId: mug, name: 'Mug', priceMinor: 1250 });
    catalog.put({
      productId: shirt,
      name: 'Shirt',
      priceMinor: 2000,
      discountedPriceMinor: 1800,
      sku: 'SH-1',
    });
  }, 180_000);
  afterAll(() => app.close());

  const memberHeaders = async (memberId: string) => ({
    authorization: await signAccessToken(new SigningKeyCache(app.db), {
      siteId: app.site.siteId,
      clientId: app.site.clientId,
      subjectId: memberId,
      role: 'MEMBER',
    }),
  });

  it('answers 404 without a cart, then add-to-cart makes it; the same item again adds quantity', async () => {
    const as = await app.visitorHeaders();
    const missing = await client().send(C.getCurrentCart, { as, input: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');

    await client().call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: ref(mug) }] },
    });
    const { cart } = await client().call(C.addToCurrentCart, {
      as,
      input: {
        lineItems: [
          { quantity: 2, catalogReference: ref(mug) },
          { quantity: 1, catalogReference: ref(shirt, { options: { Size: 'L', constructor: 'x' } }) },
        ],
      },
    });
    expect(cart.lineItems).toHaveLength(2);
    const [mugLine, shirtLine] = cart.lineItems;
    expect(mugLine).toMatchObject({
      quantity: 3,
      productName: { original: 'Mug' },
      price: { amount: '12.50', formattedAmount: '$12.50' },
      lineItemPrice: { amount: '37.50' },
      image: { id: 'img-1', url: 'https://static.example/img-1.jpg', width: 800, height: 600 },
      availability: { status: 'AVAILABLE' },
      itemType: { preset: 'PHYSICAL' },
      url: 'http://tessera.test/store/products/mug',
    });
    expect(shirtLine).toMatchObject({
      price: { amount: '18.00' },
      fullPrice: { amount: '20.00' },
      physicalProperties: { sku: 'SH-1', shippable: true },
      descriptionLines: expect.arrayContaining([
        expect.objectContaining({
          name: { original: 'Size', translated: 'Size' },
          plainText: { original: 'L', translated: 'L' },
        }),
      ]),
    });
    expect(cart.currency).toBe('USD');
    expect(cart.buyerInfo.visitorId).toBeDefined();
    const again = await client().call(C.getCurrentCart, { as, input: {} });
    expect(again.cart.id).toBe(cart.id);
  });

  it('refuses unknown items with a field violation and writes nothing; hostile sizes are bounded', async () => {
    const as = await app.visitorHeaders();
    const refused = await client().send(C.addToCurrentCart, {
      as,
      input: {
        lineItems: [
          { quantity: 1, catalogReference: ref(mug) },
          { quantity: 1, catalogReference: ref(newId()) },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[1].catalogReference',
      ruleName: 'CATALOG_ITEM_NOT_FOUND',
    });
    expect((await client().send(C.getCurrentCart, { as, input: {} })).statusCode).toBe(404);

    const huge = Array.from({ length: 10_000 }, () => ({ quantity: 1, catalogReference: ref(mug) }));
    const tooMany = await app.request({
      method: 'POST',
      url: C.addToCurrentCart.path,
      headers: as,
      payload: { lineItems: huge },
    });
    expect(tooMany.statusCode).toBe(400);
    const proto = await app.request({
      method: 'POST',
      url: C.addToCurrentCart.path,
      headers: { ...as, 'content-type': 'application/json' },
      payload: `{"lineItems":[{"quantity":1,"catalogReference":{"catalogItemId":"${mug}","appId":"${STORES_APP_ID}","options":{"__proto__":{"x":1}}}}]}`,
    });
    expect(proto.statusCode).toBe(400);
    const wrongApp = await client().send(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: mug, appId: 'another-app' } }] },
    });
    expect(wrongApp.statusCode).toBe(400);
  });

  it('custom lines: refused to a visitor (403), kept as given for the owner', async () => {
    const custom = { quantity: 2, price: '3.10', productName: { original: 'Engraving' } };
    const visitor = await client().send(C.addToCurrentCart, {
      as: await app.visitorHeaders(),
      input: { customLineItems: [custom] },
    });
    expect(visitor.statusCode).toBe(403);
    const { cart } = await client().call(C.addToCurrentCart, {
      as: app.ownerHeaders(),
      input: { customLineItems: [custom] },
    });
    const line = cart.lineItems.find((l) => l.customLineItem)!;
    expect(line).toMatchObject({ quantity: 2, price: { amount: '3.10' }, lineItemPrice: { amount: '6.20' } });
    await client().call(C.deleteCurrentCart, { as: app.ownerHeaders(), input: {} });
  });

  it('quantities, removal, coupon removal, estimate totals in exact money, delete', async () => {
    const as = await app.visitorHeaders();
    const { cart } = await client().call(C.addToCurrentCart, {
      as,
      input: {
        lineItems: [
          { quantity: 1, catalogReference: ref(mug) },
          { quantity: 1, catalogReference: ref(shirt) },
        ],
      },
    });
    const [mugLine, shirtLine] = cart.lineItems;
    const unknown = await client().send(C.updateCurrentCartLineItemQuantity, {
      as,
      input: { lineItems: [{ id: newId(), quantity: 2 }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe('lineItems[0].id');
    const zero = await client().send(C.updateCurrentCartLineItemQuantity, {
      as,
      input: { lineItems: [{ id: mugLine.id, quantity: 0 }] },
    });
    expect(zero.statusCode).toBe(400);
    const updated = await client().call(C.updateCurrentCartLineItemQuantity, {
      as,
      input: { lineItems: [{ id: mugLine.id, quantity: 3 }] },
    });
    expect(updated.cart.lineItems[0].quantity).toBe(3);

    const estimate = await client().call(C.estimateCurrentCartTotals, { as, input: {} });
    // 3 × 12.50 + 18.00
    expect(estimate.priceSummary.subtotal?.amount).toBe('55.50');
    expect(estimate.calculatedLineItems.map((l) => l.lineItemId)).toEqual([mugLine.id, shirtLine.id]);
    expect(estimate.violations).toEqual([]);
    expect(estimate.membershipOptions.eligibleMemberships).toEqual([]);

    const removed = await client().call(C.removeLineItemsFromCurrentCart, {
      as,
      input: { lineItemIds: [shirtLine.id] },
    });
    expect(removed.cart.lineItems.map((l) => l.id)).toEqual([mugLine.id]);
    const noCoupon = await client().call(C.removeCouponFromCurrentCart, { as, input: {} });
    expect(noCoupon.cart.appliedDiscounts).toEqual([]);
    const noted = await client().call(C.updateCurrentCart, {
      as,
      input: { cartInfo: { buyerNote: 'Gift', buyerInfo: { email: 'ann@example.com' } } },
    });
    expect(noted.cart).toMatchObject({ buyerNote: 'Gift', buyerInfo: { email: 'ann@example.com' } });
    const override = await client().send(C.updateCurrentCart, {
      as,
      input: { cartInfo: { overrideCheckoutUrl: 'https://evil.example' } },
    });
    expect(override.statusCode).toBe(403);

    await client().call(C.deleteCurrentCart, { as, input: {} });
    expect((await client().send(C.getCurrentCart, { as, input: {} })).statusCode).toBe(404);
    expect((await client().send(C.deleteCurrentCart, { as, input: {} })).statusCode).toBe(404);
  });

  it('stock: a sold-out line is NOT_AVAILABLE with an ERROR problem and blocks the checkout; a short one is PARTIALLY_AVAILABLE', async () => {
    const lamp = newId();
    catalog.put({
      productId: lamp,
      name: 'Lamp',
      priceMinor: 5000,
      stock: { trackQuantity: true, quantity: 2, inStock: true },
    });
    const as = await app.visitorHeaders();
    const { cart } = await client().call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 3, catalogReference: ref(lamp) }] },
    });
    expect(cart.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });
    catalog.setStock(lamp, { trackQuantity: true, quantity: 0, inStock: false });
    const estimate = await client().call(C.estimateCurrentCartTotals, { as, input: {} });
    expect(estimate.cart.lineItems[0].availability.status).toBe('NOT_AVAILABLE');
    expect(estimate.violations[0]).toMatchObject({
      severity: 'ERROR',
      suggestedFix: 'REMOVE_LINE_ITEM',
      target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: cart.lineItems[0].id } },
    });
    expect(estimate.priceSummary.subtotal?.amount).toBe('0.00');
    const refused = await client().send(C.createCheckoutFromCurrentCart, {
      as,
      input: { channelType: 'WEB' },
    });
    expect(refused.statusCode).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('CART_ITEMS_UNAVAILABLE');
  });

  it('checkout from the cart: the visitor reads and changes it, another visitor gets 404, completed refuses changes', async () => {
    const as = await app.visitorHeaders();
    const other = await app.visitorHeaders();
    const { cart } = await client().call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 2, catalogReference: ref(mug) }] },
    });
    const empty = await client().send(C.createCheckoutFromCurrentCart, { as: other, input: {} });
    expect(empty.statusCode).toBe(404);
    const { checkoutId } = await client().call(C.createCheckoutFromCurrentCart, {
      as,
      input: {
        channelType: 'WEB',
        email: 'bo@example.com',
        shippingAddress: { country: 'US', city: 'Austin' },
      },
    });
    const { checkout } = await client().call(K.getCheckout, { as, params: { id: checkoutId }, input: {} });
    expect(checkout).toMatchObject({
      id: checkoutId,
      cartId: cart.id,
      completed: false,
      channelType: 'WEB',
      buyerInfo: { email: 'bo@example.com' },
      priceSummary: { subtotal: { amount: '25.00' } },
      shippingInfo: { shippingDestination: { address: { country: 'US', city: 'Austin' } } },
    });
    expect(checkout.lineItems[0].totalPriceAfterTax?.amount).toBe('25.00');
    const byCart = await client().call(K.getCheckoutByCartId, { as, params: { id: cart.id }, input: {} });
    expect(byCart.checkout.id).toBe(checkoutId);
    expect(
      (await client().send(K.getCheckout, { as: other, params: { id: checkoutId }, input: {} })).statusCode,
    ).toBe(404);
    expect(
      (await client().send(K.getCheckoutByCartId, { as: other, params: { id: cart.id }, input: {} }))
        .statusCode,
    ).toBe(404);

    const url = await client().call(K.getCheckoutUrl, { as, params: { id: checkoutId }, input: {} });
    expect(url.checkoutUrl).toBe(`http://tessera.test/store/checkout/${checkoutId}`);

    const changed = await client().call(K.updateCheckout, {
      as,
      params: { id: checkoutId },
      input: {
        checkout: {
          id: checkoutId,
          buyerNote: 'Ring twice',
          billingInfo: { address: { country: 'US' }, contactDetails: { firstName: 'Bo' } },
        },
      },
    });
    expect(changed.checkout).toMatchObject({
      buyerNote: 'Ring twice',
      billingInfo: { contactDetails: { firstName: 'Bo' } },
    });
    const gift = await client().send(K.updateCheckout, {
      as,
      params: { id: checkoutId },
      input: { giftCardCode: 'GIFT' },
    });
    expect(gift.statusCode).toBe(400);
    expect(gift.json().details.validationError.fieldViolations[0].ruleName).toBe('GIFT_CARD_NOT_SUPPORTED');
    const wrongId = await client().send(K.updateCheckout, {
      as,
      params: { id: checkoutId },
      input: { checkout: { id: newId() } },
    });
    expect(wrongId.statusCode).toBe(400);

    const added = await client().call(K.addToCheckout, {
      as,
      params: { id: checkoutId },
      input: { lineItems: [{ quantity: 1, catalogReference: ref(shirt) }] },
    });
    expect(added.checkout.priceSummary.subtotal?.amount).toBe('43.00');
    const shirtLine = added.checkout.lineItems[1];
    const qty = await client().call(K.updateLineItemsQuantity, {
      as,
      params: { id: checkoutId },
      input: { lineItems: [{ id: shirtLine.id, quantity: 2 }] },
    });
    expect(qty.checkout.priceSummary.subtotal?.amount).toBe('61.00');
    const less = await client().call(K.removeLineItems, {
      as,
      params: { id: checkoutId },
      input: { lineItemIds: [shirtLine.id] },
    });
    expect(less.checkout.lineItems).toHaveLength(1);
    await client().call(K.removeCoupon, { as, params: { id: checkoutId }, input: {} });
    await client().call(K.removeGiftCard, { as, params: { id: checkoutId }, input: {} });
    await client().call(K.removeOverrideCheckoutUrl, { as, params: { id: checkoutId }, input: {} });

    expect(
      (await client().send(K.markCheckoutAsCompleted, { as, params: { id: checkoutId }, input: {} }))
        .statusCode,
    ).toBe(403);
    await client().call(K.markCheckoutAsCompleted, {
      as: app.ownerHeaders(),
      params: { id: checkoutId },
      input: {},
    });
    const done = await client().call(K.getCheckout, { as, params: { id: checkoutId }, input: {} });
    expect(done.checkout.completed).toBe(true);
    const refused = await client().send(K.updateCheckout, {
      as,
      params: { id: checkoutId },
      input: { checkout: { buyerNote: 'x' } },
    });
    expect(refused.statusCode).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('CHECKOUT_ALREADY_COMPLETED');
  });

  it('buy now: a checkout of lines given, the cart untouched; no lines is a 400', async () => {
    const as = await app.visitorHeaders();
    const { checkout } = await client().call(K.createCheckout, {
      as,
      input: { channelType: 'WEB', lineItems: [{ quantity: 4, catalogReference: ref(mug) }] },
    });
    expect(checkout.priceSummary.subtotal?.amount).toBe('50.00');
    expect(checkout.cartId).toBeNull();
    expect((await client().send(C.getCurrentCart, { as, input: {} })).statusCode).toBe(404);
    const none = await client().send(K.createCheckout, { as, input: { channelType: 'WEB' } });
    expect(none.statusCode).toBe(400);
  });

  it('the port: loadCheckout prices it, completeCheckout completes it once', async () => {
    const as = await app.visitorHeaders();
    const { checkout } = await client().call(K.createCheckout, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: ref(shirt) }] },
    });
    const port = app.modules.get(storeCartModule);
    const loaded = await port.loadCheckout(app.db, app.site.siteId, checkout.id);
    expect(loaded?.priced.totals.summary.subtotalMinor).toBe(1800);
    expect(loaded?.blocked).toBe(false);
    expect(await port.loadCheckout(app.db, app.site.siteId, newId())).toBeNull();
    const orderId = newId();
    const first = await app.uow.run(
      app.site.siteId,
      (unit) => port.completeCheckout(unit, checkout.id, orderId),
      { changes: ['carts'] },
    );
    const second = await app.uow.run(
      app.site.siteId,
      (unit) => port.completeCheckout(unit, checkout.id, newId()),
      { changes: ['carts'] },
    );
    expect([first, second]).toEqual([true, false]);
  });

  it("merge at login: the visitor's lines join the member's cart (same item adds), one cart left", async () => {
    const visitor = await app.visitorHeaders();
    const memberId = newId();
    const member = await memberHeaders(memberId);
    await client().call(C.addToCurrentCart, {
      as: member,
      input: { lineItems: [{ quantity: 1, catalogReference: ref(mug) }] },
    });
    const { cart } = await client().call(C.addToCurrentCart, {
      as: visitor,
      input: {
        lineItems: [
          { quantity: 2, catalogReference: ref(mug) },
          { quantity: 1, catalogReference: ref(shirt) },
        ],
      },
    });
    const visitorId = cart.buyerInfo.visitorId!;
    const port = app.modules.get(storeCartModule);
    await port.mergeVisitorCart(app.site.siteId, visitorId, memberId);
    await port.mergeVisitorCart(app.site.siteId, visitorId, memberId);
    const merged = await client().call(C.getCurrentCart, { as: member, input: {} });
    expect(merged.cart.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Mug', 3],
      ['Shirt', 1],
    ]);
    expect((await client().send(C.getCurrentCart, { as: visitor, input: {} })).statusCode).toBe(404);

    // With no member cart, the visitor's becomes the member's.
    const visitor2 = await app.visitorHeaders();
    const member2Id = newId();
    const second = await client().call(C.addToCurrentCart, {
      as: visitor2,
      input: { lineItems: [{ quantity: 1, catalogReference: ref(mug) }] },
    });
    await port.mergeVisitorCart(app.site.siteId, second.cart.buyerInfo.visitorId!, member2Id);
    const taken = await client().call(C.getCurrentCart, { as: await memberHeaders(member2Id), input: {} });
    expect(taken.cart.id).toBe(second.cart.id);
    expect(taken.cart.buyerInfo.memberId).toBe(member2Id);
  });

  it('two first calls at once make one cart', async () => {
    const as = await app.visitorHeaders();
    await Promise.all(
      [1, 2, 3].map(() =>
        client().call(C.addToCurrentCart, {
          as,
          input: { lineItems: [{ quantity: 1, catalogReference: ref(mug) }] },
        }),
      ),
    );
    const { cart } = await client().call(C.getCurrentCart, { as, input: {} });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(3);
  });
});
