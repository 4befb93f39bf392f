import { currentCartRoutes } from '@tessera/contracts/routes/current-cart.routes';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCartModule } from '../../src/modules/store-cart/index.ts';
import { newId } from '../../src/platform/ids.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { CatalogStandIn } from './catalog-stand-in.ts';

const C = currentCartRoutes;

/** The cart an order was made from is gone once the order exists, as on the hosted platform. */
describe('the current cart after an order', () => {
  let app: TestApp;
  const catalog = new CatalogStandIn();
  const mug = newId();
  const ref = { catalogItemId: mug, appId: STORES_APP_ID };

  beforeAll(async () => {
    app = await createTestApp({ app: { storeCart: { findCatalogItems: catalog.find } } });
    catalog.put({ productId: mug, name: 'Mug', priceMinor: 1250 });
  });
  afterAll(() => app.close());

  const order = (checkoutId: string) =>
    app.uow.run(
      app.site.siteId,
      (unit) => app.modules.get(storeCartModule).completeCheckout(unit, checkoutId, newId()),
      { changes: ['carts'] },
    );

  it('is deleted with its lines when its checkout becomes an order', async () => {
    const as = await app.visitorHeaders();
    await testClient(app).call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 2, catalogReference: ref }] },
    });
    const { checkoutId } = await testClient(app).call(C.createCheckoutFromCurrentCart, {
      as,
      input: { channelType: 'WEB' },
    });
    expect(await order(checkoutId)).toBe(true);
    expect((await testClient(app).send(C.getCurrentCart, { as, input: {} })).statusCode).toBe(404);
    const lines = await app.db
      .selectFrom('store_cart_lines')
      .select('id')
      .where('site_id', '=', app.site.siteId)
      .where('parent_id', '=', checkoutId)
      .execute();
    expect(lines.length).toBeGreaterThan(0); // the checkout keeps its own lines
  });

  it('stays when it made a newer checkout since (the buyer went on shopping)', async () => {
    const as = await app.visitorHeaders();
    await testClient(app).call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: ref }] },
    });
    const first = await testClient(app).call(C.createCheckoutFromCurrentCart, {
      as,
      input: { channelType: 'WEB' },
    });
    await testClient(app).call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: ref }] },
    });
    await testClient(app).call(C.createCheckoutFromCurrentCart, { as, input: { channelType: 'WEB' } });
    expect(await order(first.checkoutId)).toBe(true);
    const { cart } = await testClient(app).call(C.getCurrentCart, { as, input: {} });
    expect(cart.lineItems[0]?.quantity).toBe(2);
  });
});
