import { beforeAll, describe, expect, it } from 'vitest';
import { listeningSite } from './support/listening-site.ts';
import { createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { checkouts } from '../src/modules/checkouts.ts';
import { currentCart } from '../src/modules/current-cart.ts';
import { storeOrders } from '../src/modules/store-orders.ts';
import { storeOrdersAdmin } from '../src/modules/store-orders-admin.ts';
import { storePaymentsAdmin } from '../src/modules/store-payments-admin.ts';
import { inventoryAdmin } from '../src/modules/inventory-admin.ts';
import { catalogAdmin } from '../src/modules/catalog-admin.ts';

const SHIP_TO = {
  address: {
    country: 'US',
    subdivision: 'US-NY',
    city: 'New York',
    postalCode: '10001',
    addressLine1: '1 Main St',
  },
  contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
};

// Cart → checkout → order → payment → the owner's refund and cancel, through the SDK over HTTP.
describe('@tessera/sdk checkouts and store orders against a Tessera server', () => {
  const site = listeningSite();
  const shopper = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { cart: currentCart, checkouts, orders: storeOrders },
    });
  let mug: string;
  beforeAll(async () => {
    const owner = site.owner({ catalog: catalogAdmin, inventory: inventoryAdmin });
    mug = (
      await owner.catalog.createProduct({
        name: 'Coffee mug',
        productType: 'physical',
        priceData: { price: 12.5 },
      })
    ).id!;
    await owner.inventory.setStock(mug, true, [{ quantity: 5 }]);
  });

  it('checks out the cart, places and pays the order; the owner reads, refunds and cancels it', async () => {
    const buyer = shopper();
    await buyer.cart.addToCart([{ productId: mug, quantity: 2 }]);
    const checkoutId = await buyer.cart.createCheckout({ email: 'ada@example.com' });
    const checkout = await buyer.checkouts.getCheckout(checkoutId);
    expect(checkout.priceSummary.subtotal?.amount).toBe('25.00');
    const addressed = await buyer.checkouts.updateCheckout(checkoutId, {
      shippingAddress: SHIP_TO,
      billingInfo: SHIP_TO,
    });
    expect(addressed.shippingInfo.shippingDestination?.address?.city).toBe('New York');

    const orderId = await buyer.checkouts.createOrder(checkoutId);
    // A retry answers the same order.
    expect(await buyer.checkouts.createOrder(checkoutId)).toBe(orderId);
    const placed = await buyer.orders.getOrder(orderId);
    expect(placed.lineItems?.map((l) => l.quantity)).toEqual([2]);

    // A refused card is an answer, not an error: try again with another.
    expect((await buyer.checkouts.payOrder(orderId, 'tok_decline')).paymentStatus).toBe('DECLINED');
    const paid = await buyer.checkouts.payOrder(orderId, 'tok_approve');
    expect(paid.paymentStatus).toBe('PAID');

    // Another visitor does not see it.
    await expect(shopper().orders.getOrder(orderId)).rejects.toMatchObject({ status: 404 });

    const owner = site.owner({
      orders: storeOrdersAdmin,
      payments: storePaymentsAdmin,
      inventory: inventoryAdmin,
    });
    const stockOf = async () => (await owner.inventory.productInventory(mug)).variants[0]?.quantity;
    expect(await stockOf()).toBe(3);
    expect((await owner.orders.getOrder(orderId)).paymentStatus).toBe('PAID');
    const transactions = await owner.payments.transactions(orderId);
    expect(transactions?.payments?.length).toBeGreaterThan(0);
    const refundable = await owner.payments.refundability(orderId);
    expect(refundable).toBeTruthy();
    await owner.payments.refund(orderId, { paymentId: paid.paymentId, amount: '5.00' });
    const after = await owner.payments.transactions(orderId);
    expect(after?.refunds?.length).toBe(1);

    const canceled = await owner.orders.cancelOrder(orderId, { restockAllItems: true });
    expect(canceled.status).toBe('CANCELED');
    expect(await stockOf()).toBe(5);
  });

  it('"buy now" makes a checkout of a product without touching the cart', async () => {
    const buyer = shopper();
    const checkout = await buyer.checkouts.createCheckout([{ productId: mug, quantity: 1 }], {
      email: 'grace@example.com',
    });
    expect(checkout.lineItems.map((l) => l.quantity)).toEqual([1]);
    expect(await buyer.cart.getCurrentCart()).toBeNull();
    expect((await buyer.checkouts.getCheckout(checkout.id)).id).toBe(checkout.id);
    await expect(shopper().checkouts.getCheckout(checkout.id)).rejects.toMatchObject({ status: 404 });
  });
});
