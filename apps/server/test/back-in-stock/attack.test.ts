import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockRoutes } from '@tessera/contracts/routes/index';
import { attackRoute, storeFixtures } from '../support/hostile-inputs.ts';
import type { SampleFixtures } from '../support/route-samples/types.ts';
import { backInStockSamples } from '../support/route-samples/back-in-stock.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

// Issue 15 item 10 (H65): back in stock attacked — hostile bodies on every route, option names
// that are Object.prototype's, hostile query filters, racing creates, another site's ids.
describe('back in stock under attack', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  beforeAll(async () => {
    app = await createTestApp();
    fx = storeFixtures(app);
  });
  afterAll(() => app.close());

  const create = async (catalogReference: Record<string, unknown>, email = 'shopper@example.com') => {
    // The attacks on StopCollectingRequests may have left the store not collecting.
    await app.request({
      method: 'POST',
      url: `${BASE}/settings/start-collecting`,
      headers: app.ownerHeaders(),
      payload: { appId: STORES_APP_ID },
    });
    return app.request({
      method: 'POST',
      url: BASE,
      headers: await app.visitorHeaders(),
      payload: { request: { catalogReference, email }, itemDetails: { name: 'Mug', price: '12.50' } },
    });
  };
  const query = (q: unknown) =>
    app.request({
      method: 'GET',
      url: `${BASE}?.r=${encodeURIComponent(Buffer.from(JSON.stringify({ query: q })).toString('base64'))}`,
      headers: app.ownerHeaders(),
    });

  for (const spec of Object.values(backInStockRoutes)) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(
        app,
        fx,
        spec,
        backInStockSamples[spec.operationId as keyof typeof backInStockSamples],
      );
    }, 240_000);
  }

  it('option names that are Object.prototype names are stored as data and read back', async () => {
    const catalogItemId = randomUUID();
    const options = { options: { constructor: 'Red', toString: 'L', hasOwnProperty: 'x' } };
    const created = await create({ appId: STORES_APP_ID, catalogItemId, options });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().request.catalogReference.options).toEqual(options);
    const counted = await app.request({
      method: 'POST',
      url: `${BASE}/count-by-catalog-reference`,
      headers: app.ownerHeaders(),
      payload: { catalogReferences: [{ appId: STORES_APP_ID, catalogItemId, options }] },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(JSON.stringify(counted.json())).toContain('"count":1');
  });

  it('hostile query filters and sorts are 4xx, never 5xx', async () => {
    const filters: unknown[] = [
      { filter: { $where: 'sleep(1)' } },
      { filter: { email: { $regex: '.*' } } },
      { filter: { 'catalogReference.options': { $eq: { a: 1 } } } },
      { filter: { status: { $in: Array.from({ length: 10_000 }, () => 'RECEIVED') } } },
      { filter: { status: 'NOT_A_STATUS' } },
      { filter: { createdDate: { $gt: 'yesterday' } } },
      { filter: { constructor: 'x' } },
      { sort: [{ fieldName: 'constructor', order: 'ASC' }] },
      { sort: [{ fieldName: 'email', order: 'SIDEWAYS' }] },
      { cursorPaging: { limit: 1_000_000 } },
      { cursorPaging: { cursor: 'not-a-cursor' } },
      { paging: { offset: -1 } },
    ];
    for (const q of filters) {
      const response = await query(q);
      expect(response.statusCode, `${JSON.stringify(q).slice(0, 120)}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().details).toBeDefined();
    }
  });

  it('racing creates of one request make one row', async () => {
    const catalogItemId = randomUUID();
    const reference = { appId: STORES_APP_ID, catalogItemId, options: { variantId: randomUUID() } };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(reference, 'Racer@Example.com')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().request.id)).size).toBe(1);
    const rows = await app.db
      .selectFrom('back_in_stock_requests')
      .select('id')
      .where('catalog_item_id', '=', catalogItemId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("another site's owner finds no request of this site and changes nothing", async () => {
    const other = await app.createSite('Other back in stock');
    const created = await create({ appId: STORES_APP_ID, catalogItemId: randomUUID() });
    const id = created.json().request.id;
    const theirs = app.ownerHeaders(other);
    for (const [method, url] of [
      ['GET', `${BASE}/${id}`],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/mark-as-notification-sent`],
    ] as const) {
      const response = await app.request({
        method,
        url,
        headers: theirs,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    const report = await app.request({
      method: 'POST',
      url: `${BASE}/report-items-back-in-stock`,
      headers: theirs,
      payload: { requestIds: [id], itemDetails: { name: 'Mug', price: '12.50' } },
    });
    expect(report.statusCode, report.body).toBeLessThan(500);
    const mine = await app.request({ method: 'GET', url: `${BASE}/${id}`, headers: app.ownerHeaders() });
    expect(mine.json().request.status).toBe('RECEIVED');
  });
});
