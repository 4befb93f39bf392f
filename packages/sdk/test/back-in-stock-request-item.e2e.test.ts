import { describe, expect, it } from 'vitest';
import { listeningSite } from './support/listening-site.ts';
import { createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { backInStock } from '../src/modules/back-in-stock.ts';
import { backInStockAdmin, requestItem } from '../src/modules/back-in-stock-admin.ts';

// `requestItem` turns a request back into the item it waits for, so the owner's counts and reports
// name exactly the catalog reference the shopper asked with (the server matches them exactly).
describe('back-in-stock requestItem against a Tessera server', () => {
  const site = listeningSite();
  const productId = '7a6b0c1e-1c7d-4a39-9d0e-3f0c3a3b6a10';
  const variantId = '0b2f7d4e-5c6a-4e8b-9f1d-2a3c4b5d6e7f';

  it('gives back the product alone, a variant, or chosen options; counts and reports match them', async () => {
    const shopper = createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { backInStock },
    }).backInStock;
    const items = [{ productId }, { productId, variantId }, { productId, options: { Size: 'M' } }];
    for (const item of items) await shopper.requestBackInStock(item, 'ada@example.com');
    await shopper.requestBackInStock({ productId, variantId }, 'grace@example.com');

    const admin = site.owner({ admin: backInStockAdmin }).admin;
    const requests = (await admin.queryRequests().limit(10).find()).items;
    const asked = requests.filter((r) => r.email === 'ada@example.com').map(requestItem);
    expect(asked).toHaveLength(3);
    expect(asked).toEqual(expect.arrayContaining(items));

    const counts = await admin.countByItems(items);
    expect(counts.map((c) => c.count)).toEqual([1, 2, 1]);

    // Reporting the variant found through a request reaches both of its requests, and only them.
    const grace = requests.find((r) => r.email === 'grace@example.com')!;
    await admin.reportBackInStock({ item: requestItem(grace) });
    await expect
      .poll(async () =>
        (await admin.queryRequests().limit(10).find()).items
          .filter((r) => r.status !== 'RECEIVED')
          .map((r) => requestItem(r)),
      )
      .toEqual([
        { productId, variantId },
        { productId, variantId },
      ]);
  });
});
