import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { createStandInTable, standInCheckout, standInSource } from './checkout-stand-in.ts';
import { DEFAULT_VARIANT, quantityOf, stockProduct, storeTestModules } from './helpers.ts';

/**
 * 40 buyers racing through the real create-order route for a product with stock 5: exactly 5
 * orders, 35 clear refusals, stock 0 — on three servers sharing one database (a SQLite file in
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
    await createStandInTable(handles[0].db);
    apps = await Promise.all(
      handles.map((database) => {
        const source = standInSource();
        source.bind(database.db);
        return buildApp({
          database,
          logLevel: 'silent',
          visitorCacheMs: 0,
          modules: storeTestModules,
          storeOrders: { checkouts: source },
          validateResponses: true,
        });
      }),
    );
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.server.close();
    for (const h of handles) await h.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const rush = async (productId: string, buyers: number) => {
    const db = handles[0].db;
    const checkouts = [];
    for (let i = 0; i < buyers; i++) {
      checkouts.push(
        await standInCheckout(db, site.siteId, {
          productId,
          variantId: DEFAULT_VARIANT,
          quantity: 1,
          priceMinor: 1500,
        }),
      );
    }
    return Promise.all(
      checkouts.map((checkout, i) =>
        apps[i % apps.length].server.inject({
          method: 'POST',
          url: `/ecom/v1/checkouts/${checkout.id}/create-order`,
          headers: { authorization: site.apiKey, 'wix-site-id': site.siteId },
          payload: {},
        }),
      ),
    );
  };

  it('40 checkouts for a stock of 5: exactly 5 orders, 35 refusals naming the item, stock 0', async () => {
    const productId = await stockProduct(handles[0].db, apps[0].uow, site.siteId, 5);
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
    const productId = await stockProduct(handles[0].db, apps[0].uow, site.siteId, 'untracked');
    const answers = await rush(productId, 40);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(40);
  }, 120_000);
});
