import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { DEFAULT_VARIANT, quantityOf, storeTestModules } from './helpers.ts';

/**
 * 40 visitors, each with a real cart and checkout of a catalog product with stock 5, racing
 * through the create-order route: exactly 5 orders, 35 clear refusals, stock 0 — on three servers sharing one database (a SQLite file in
 * WAL mode, or one PostgreSQL database), as separate processes would. Negative control: an
 * untracked product lets every buyer order.
 */
describe('store orders: never oversold under concurrency (three servers, one database)', () => {
  let apps: App[];
  let handles: DatabaseHandle[];
  let site: NewSite;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-orders-'));
    const databaseUrl = await createTestDatabaseUrl();
    handles = Array.from({ length: 3 }, () =>
      openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'shared.db'), poolSize: 4 }),
    );
    for (const h of handles) await migrateToLatest(h.db);
    site = await provisionSite(handles[0].db, { name: 'Rush' });
    apps = await Promise.all(
      handles.map((database) =>
        buildApp({
          database,
          logLevel: 'silent',
          visitorCacheMs: 0,
          modules: storeTestModules,
          validateResponses: true,
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.server.close();
    for (const h of handles) await h.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const owner = () => ({ authorization: site.apiKey, 'wix-site-id': site.siteId });

  /** A catalog product "Lamp" (no options: the default variant) with `stock` counted or untracked. */
  const lamp = async (stock: number | 'untracked') => {
    const created = await apps[0].server.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: owner(),
      payload: { product: { name: 'Lamp', productType: 'physical', priceData: { price: 15 } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const productId = created.json().product.id as string;
    const inventoryItem =
      stock === 'untracked'
        ? { trackQuantity: false, variants: [{ variantId: DEFAULT_VARIANT, inStock: true }] }
        : { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: stock }] };
    const stocked = await apps[0].server.inject({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner(),
      payload: { inventoryItem },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    return productId;
  };

  /** One visitor's real cart → checkout, through the server `app` (any: they share the database). */
  const buyerCheckout = async (app: App, productId: string) => {
    const token = await app.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: site.clientId, grantType: 'anonymous' },
    });
    const visitor = { authorization: token.json().access_token as string };
    const added = await app.server.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: visitor,
      payload: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = await app.server.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: visitor,
      payload: { channelType: 'WEB' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    return { visitor, checkoutId: checkout.json().checkoutId as string };
  };

  /** `buyers` visitors each with a checkout of one lamp, then all create their order at once. */
  const rush = async (productId: string, buyers: number) => {
    const checkouts = [];
    for (let i = 0; i < buyers; i++) checkouts.push(await buyerCheckout(apps[i % apps.length], productId));
    return Promise.all(
      checkouts.map(({ visitor, checkoutId }, i) =>
        apps[i % apps.length].server.inject({
          method: 'POST',
          url: `/ecom/v1/checkouts/${checkoutId}/create-order`,
          headers: visitor,
          payload: {},
        }),
      ),
    );
  };

  it('40 checkouts for a stock of 5: exactly 5 orders, 35 refusals naming the item, stock 0', async () => {
    const productId = await lamp(5);
    const answers = await rush(productId, 40);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(35);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(428);
      expect(answer.json().details.applicationError.code).toBe('FULL_OUT_OF_STOCK');
      expect(answer.json().details.applicationError.description).toContain('Lamp');
    }
    expect(await quantityOf(handles[0].db, site.siteId, productId)).toBe(0);
    const orders = await handles[0].db
      .selectFrom('store_orders')
      .select(['id', 'number'])
      .where('site_id', '=', site.siteId)
      .where('line_items', 'like', `%${productId}%`)
      .execute();
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => String(o.number))).size).toBe(5);
  }, 120_000);

  it('negative control: untracked stock lets all 40 order', async () => {
    const productId = await lamp('untracked');
    const answers = await rush(productId, 40);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(40);
  }, 120_000);
});
