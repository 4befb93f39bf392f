import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { statementsOf } from '../events/helpers.ts';
import { createStockedLamp, setStockedQuantity } from '../store-orders/helpers.ts';
import { encodedQuery } from './helpers.ts';

/**
 * Many visitors opening one product page at once (no read cache): its products are read once,
 * not once per request, and on PostgreSQL the turn's stock is one statement for all the pages
 * (platform/turn-reads.ts); stock still follows every write at once.
 */
describe('a product page opened by many visitors at once', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let productId: string;

  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 0 });
    visitor = await app.visitorHeaders();
    productId = await createStockedLamp(app, 5);
  });
  afterAll(() => app.close());

  const setQuantity = (quantity: number) => setStockedQuantity(app, productId, quantity);
  const page = () =>
    app.request({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?${encodedQuery({ query: { paging: { limit: 12 } } })}`,
      headers: visitor,
    });

  it('reads the products once and the stock once per turn, not per page', async () => {
    let answers: Awaited<ReturnType<typeof page>>[] = [];
    const statements = await statementsOf(app, async () => {
      answers = await Promise.all(Array.from({ length: 6 }, page));
    });
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.json().products[0].stock.quantity).toBe(5);
    const productReads = statements.filter((s) => /from "store_products" where .*"id" in/.test(s));
    expect(productReads).toHaveLength(1);
    // Pages that ask in one turn share a statement (usually all six; a loaded machine may split
    // them over two turns), where each page read its own before.
    const stockReads = statements.filter((s) => /from "store_stock"/.test(s));
    expect(stockReads.length).toBeLessThan(answers.length / 2);
  });

  it('shows a stock change to the next page at once', async () => {
    await setQuantity(2);
    const [first, second] = await Promise.all([page(), page()]);
    expect(first.json().products[0].stock.quantity).toBe(2);
    expect(second.json().products[0].stock.quantity).toBe(2);
  });
});
