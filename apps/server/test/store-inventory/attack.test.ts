import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from '@tessera/contracts/catalog';
import { inventoryRoutes } from '@tessera/contracts/routes/index';
import {
  INVENTORY_CHANGES,
  MAX_STOCK_QUANTITY,
  createStock,
  stockOf,
} from '../../src/modules/store-inventory/index.ts';
import { attackRoute, storeFixtures } from '../support/hostile-inputs.ts';
import type { SampleFixtures } from '../support/route-samples/types.ts';
import { inventorySamples } from '../support/route-samples/inventory.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';

const V2 = '/stores/v2/inventoryItems';

// Issue 15 item 10 (H65): the inventory routes attacked — hostile bodies, quantities past what a
// stock row holds, ids of another site, concurrent changes of one variant.
describe('store inventory under attack', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  beforeAll(async () => {
    app = await inventoryTestApp();
    fx = storeFixtures(app);
  });
  afterAll(() => app.close());

  const stocked = async (quantity: number, site: NewSite = app.site) => {
    const productId = randomUUID();
    await app.uow.run(
      site.siteId,
      (trx) =>
        createStock(trx, site.siteId, productId, [{ variantId: DEFAULT_VARIANT_ID, quantity }], {
          trackQuantity: true,
        }),
      { changes: [INVENTORY_CHANGES] },
    );
    return productId;
  };
  const quantityOf = async (productId: string, site: NewSite = app.site) =>
    (await stockOf(app.db, site.siteId, [productId])).get(productId)!.variants[0].quantity;
  const post = (url: string, payload: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url, headers, payload });

  for (const spec of Object.values(inventoryRoutes)) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(app, fx, spec, inventorySamples[spec.operationId as keyof typeof inventorySamples]);
    }, 240_000);
  }

  it('refuses an increment past the most a stock row holds, naming the line; nothing written', async () => {
    const productId = await stocked(MAX_STOCK_QUANTITY - 5);
    const other = await stocked(3);
    const response = await post(`${V2}/increment`, {
      incrementData: [
        { productId: other, incrementBy: 2 },
        { productId, incrementBy: 1_000_000_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe(
      'incrementData[1].incrementBy',
    );
    expect(await quantityOf(productId)).toBe(MAX_STOCK_QUANTITY - 5);
    expect(await quantityOf(other)).toBe(3);
    // Up to the limit is fine.
    expect(
      (await post(`${V2}/increment`, { incrementData: [{ productId, incrementBy: 5 }] })).statusCode,
    ).toBe(200);
    expect(await quantityOf(productId)).toBe(MAX_STOCK_QUANTITY);
  });

  it('a decrement whose lines of one variant add up past 2^31 is a shortage, not an error', async () => {
    const productId = await stocked(10);
    const decrementData = Array.from({ length: 300 }, () => ({ productId, decrementBy: 1_000_000_000 }));
    const response = await post(`${V2}/decrement`, { decrementData });
    expect(response.statusCode, response.body).toBe(400);
    expect(await quantityOf(productId)).toBe(10);
    const preorder = await post(`${V2}/decrement`, {
      decrementData: decrementData.map((d) => ({ ...d, preorderRequest: true })),
    });
    expect(preorder.statusCode, preorder.body).toBe(400);
    expect(await quantityOf(productId)).toBe(10);
  });

  it('an untracked item takes any bounded decrement without an overflow', async () => {
    const productId = await stocked(0);
    const untrack = await app.request({
      method: 'PATCH',
      url: `${V2}/product/${productId}`,
      headers: app.ownerHeaders(),
      payload: {
        inventoryItem: { trackQuantity: false, variants: [{ variantId: DEFAULT_VARIANT_ID, inStock: true }] },
      },
    });
    expect(untrack.statusCode, untrack.body).toBe(200);
    const decrementData = Array.from({ length: 3 }, () => ({ productId, decrementBy: 1_000_000_000 }));
    const response = await post(`${V2}/decrement`, { decrementData });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('concurrent increments and decrements of one variant all count', async () => {
    const productId = await stocked(100);
    const calls = [
      ...Array.from({ length: 10 }, () =>
        post(`${V2}/increment`, { incrementData: [{ productId, incrementBy: 3 }] }),
      ),
      ...Array.from({ length: 10 }, () =>
        post(`${V2}/decrement`, { decrementData: [{ productId, decrementBy: 2 }] }),
      ),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode, answer.body).toBe(200);
    expect(await quantityOf(productId)).toBe(110);
  });

  it("another site's owner finds no item of this site and changes nothing", async () => {
    const other = await app.createSite('Other inventory');
    const productId = await stocked(7);
    const theirs = app.ownerHeaders(other);
    const reads = await app.request({
      method: 'POST',
      url: `/stores-reader/v2/inventoryItems/${productId}/getVariants`,
      headers: theirs,
      payload: {},
    });
    expect(reads.statusCode).toBe(404);
    for (const [url, payload] of [
      [`${V2}/increment`, { incrementData: [{ productId, incrementBy: 1 }] }],
      [`${V2}/decrement`, { decrementData: [{ productId, decrementBy: 1 }] }],
    ] as const) {
      expect((await post(url, payload, theirs)).statusCode).toBe(404);
    }
    const update = await app.request({
      method: 'PATCH',
      url: `${V2}/product/${productId}`,
      headers: theirs,
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT_ID, quantity: 1 }] },
      },
    });
    expect(update.statusCode).toBe(404);
    expect(await quantityOf(productId)).toBe(7);
  });
});
