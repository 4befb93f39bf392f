import { beforeAll, describe, expect, it } from 'vitest';
import { listeningSite } from './support/listening-site.ts';
import { ValidationError, createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { currentCart } from '../src/modules/current-cart.ts';
import { seedProducts } from '../../../apps/server/test/catalog-queries/seed.ts';

// A shopper's cart through @tessera/sdk/current-cart against a real server over HTTP.
describe('@tessera/sdk current-cart against a Tessera server', () => {
  const site = listeningSite();
  const shopper = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { cart: currentCart },
    }).cart;
  let mug: string;
  let cap: string;

  beforeAll(async () => {
    [mug, cap] = await seedProducts(site.app.db, site.app.site.siteId, [
      { name: 'Coffee mug', priceMinor: 1250 },
      {
        name: 'Cap',
        priceMinor: 2000,
        option: { name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] },
      },
    ]);
  });

  it('answers null without a cart; adding makes one, the same item again adds to its quantity', async () => {
    const cart = shopper();
    expect(await cart.getCurrentCart()).toBeNull();
    const made = await cart.addToCart([{ productId: mug!, quantity: 1 }]);
    expect(made.lineItems).toHaveLength(1);
    const again = await cart.addToCart([{ productId: mug!, quantity: 2 }]);
    expect(again.lineItems.map((l) => l.quantity)).toEqual([3]);
    const read = await cart.getCurrentCart();
    expect(read?.id).toBe(made.id);
    expect(read?.lineItems[0]).toMatchObject({
      productName: { original: 'Coffee mug' },
      price: { amount: '12.50' },
      availability: { status: 'AVAILABLE' },
    });
  });

  it('adds by options, changes quantities, removes lines and prices the cart exactly', async () => {
    const cart = shopper();
    await cart.addToCart([
      { productId: mug!, quantity: 1 },
      { productId: cap!, options: { Size: 'L' }, quantity: 1 },
    ]);
    const withTwo = await cart.getCurrentCart();
    const capLine = withTwo!.lineItems.find((l) => l.catalogReference?.catalogItemId === cap)!;
    expect(capLine.descriptionLines?.length).toBeGreaterThan(0);
    const three = await cart.updateQuantities([{ id: capLine.id!, quantity: 3 }]);
    expect(three.lineItems.find((l) => l.id === capLine.id)?.quantity).toBe(3);

    const totals = await cart.estimateTotals();
    expect(totals.priceSummary.subtotal?.amount).toBe('72.50');
    expect(totals.currency).toBe('USD');

    const left = await cart.removeLineItems([capLine.id!]);
    expect(left.lineItems.map((l) => l.catalogReference?.catalogItemId)).toEqual([mug]);
  });

  it('refuses an unknown coupon in words and keeps the cart', async () => {
    const cart = shopper();
    await cart.addToCart([{ productId: mug!, quantity: 1 }]);
    const refused = await cart.applyCoupon('NOPE').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).status).toBe(400);
    expect((await cart.getCurrentCart())?.lineItems).toHaveLength(1);
  });

  it('creates a checkout from the cart, and deleting the cart leaves none', async () => {
    const cart = shopper();
    // An empty cart has nothing to check out.
    await expect(cart.createCheckout()).rejects.toMatchObject({ status: 404 });
    await cart.addToCart([{ productId: mug!, quantity: 2 }]);
    const checkoutId = await cart.createCheckout({ email: 'ada@example.com' });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    await cart.deleteCart();
    expect(await cart.getCurrentCart()).toBeNull();
    // Deleting again is not an error for the caller.
    await cart.deleteCart();
  });
});
