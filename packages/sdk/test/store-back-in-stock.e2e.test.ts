import { beforeAll, describe, expect, it } from 'vitest';
import { listeningSite } from './support/listening-site.ts';
import { createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { backInStock } from '../src/modules/back-in-stock.ts';
import { backInStockAdmin } from '../src/modules/back-in-stock-admin.ts';
import { seedProducts } from '../../../apps/server/test/catalog-queries/seed.ts';

// Back-in-stock requests through the SDK over HTTP: a shopper asks, the owner lists, counts and reports.
describe('@tessera/sdk back-in-stock against a Tessera server', () => {
  const site = listeningSite();
  const shopper = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { backInStock },
    }).backInStock;
  let mug: string;
  let cap: string;
  beforeAll(async () => {
    [mug, cap] = await seedProducts(site.app.db, site.app.site.siteId, [
      { name: 'Mug', priceMinor: 1250 },
      { name: 'Cap', priceMinor: 900 },
    ]);
  });

  it('a shopper asks; the owner lists, counts per item, reports the item back and deletes', async () => {
    const asked = await shopper().requestBackInStock({ productId: mug! }, 'ada@example.com', {
      details: { name: 'Mug', price: '12.50' },
    });
    expect(asked).toMatchObject({ email: 'ada@example.com', status: 'RECEIVED' });
    expect(asked.catalogReference.catalogItemId).toBe(mug);
    await shopper().requestBackInStock({ productId: mug! }, 'grace@example.com');
    await shopper().requestBackInStock({ productId: cap! }, 'ada@example.com');
    // A shopper cannot read the requests.
    await expect(
      createClient({
        baseUrl: site.baseUrl,
        auth: OAuthStrategy({ clientId: site.app.site.clientId }),
        modules: { admin: backInStockAdmin },
      }).admin.getRequest(asked.id),
    ).rejects.toMatchObject({ status: 403 });

    const admin = site.owner({ admin: backInStockAdmin }).admin;
    const first = await admin.queryRequests().limit(2).find();
    expect(first.items).toHaveLength(2);
    expect(first.hasNext()).toBe(true);
    const rest = await first.next();
    expect([...first.items, ...rest.items].map((r) => r.email).sort()).toEqual([
      'ada@example.com',
      'ada@example.com',
      'grace@example.com',
    ]);
    const counts = await admin.countByItems([{ productId: mug! }, { productId: cap! }]);
    expect(counts.map((c) => c.count)).toEqual([2, 1]);
    expect((await admin.getRequest(asked.id)).id).toBe(asked.id);

    await admin.reportBackInStock({ item: { productId: mug! } }, { name: 'Mug' });
    await expect
      .poll(async () => (await admin.getRequest(asked.id)).status)
      .toMatch(/NOTIFICATION_SENT|PROCESSING|FAILED/);

    await admin.deleteRequest(asked.id);
    await expect(admin.getRequest(asked.id)).rejects.toMatchObject({ status: 404 });
    expect((await admin.settings()).settings.collectionStates).toBeDefined();
  });
});
