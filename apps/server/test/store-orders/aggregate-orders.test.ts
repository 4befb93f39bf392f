import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { orderDraft, storeTestApp, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;

/** `POST /ecom/v1/orders/aggregate`: counts and revenue by status and day, as the dashboard reads them. */
describe('store orders: aggregate', () => {
  let app: TestApp;
  const clock = new TestClock(Date.parse('2026-11-20T10:00:00.000Z'));
  beforeAll(async () => {
    app = await storeTestApp({ clock });
    const totals = (totalMinor: number) => ({ ...orderDraft().totals, totalMinor });
    await writeOrder(app, { status: 'APPROVED', paymentStatus: 'PAID', totals: totals(2500) });
    await writeOrder(app, { status: 'APPROVED', paymentStatus: 'NOT_PAID', totals: totals(1000) });
    await writeOrder(app, { status: 'INITIALIZED', totals: totals(99900) });
    clock.advance(24 * 3600 * 1000);
    await writeOrder(app, { status: 'CANCELED', totals: totals(1250), archived: true });
    await writeOrder(app, { status: 'APPROVED', paymentStatus: 'PAID', totals: totals(750) });
    const other = await app.createSite('Other');
    await writeOrder(app, { status: 'APPROVED', totals: totals(100000) }, other.siteId);
  });
  afterAll(() => app.close());

  const aggregate = (input: Record<string, unknown>) =>
    testClient(app).send(O.aggregateStoreOrders, { input: input as never, as: app.ownerHeaders() });

  it('counts by status, by two fields, and sums revenue by day (never INITIALIZED, never another site)', async () => {
    const response = await aggregate({
      aggregation: {
        byStatus: { $count: 'status' },
        byStatusAndPayment: { $count: ['status', 'paymentStatus'] },
        revenueByDay: { $sum: 'priceSummary.total', by: 'createdDate.day' },
        revenue: { $sum: 'priceSummary.total' },
        archived: { $count: 'archived' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().aggregates).toEqual({
      byStatus: { APPROVED: 3, CANCELED: 1 },
      byStatusAndPayment: { '(APPROVED|NOT_PAID)': 1, '(APPROVED|PAID)': 2, '(CANCELED|NOT_PAID)': 1 },
      revenueByDay: { '(2026-11-20|USD)': '35.00', '(2026-11-21|USD)': '20.00' },
      revenue: { USD: '55.00' },
      archived: { false: 3, true: 1 },
    });
  });

  it('filters as the search does; a separator may be chosen', async () => {
    const response = await aggregate({
      filter: { paymentStatus: 'PAID' },
      aggregation: { days: { $count: ['createdDate.day', 'status'] } },
      hierarchySeparatorOverride: ' / ',
    });
    expect(response.json().aggregates).toEqual({
      days: { '(2026-11-20 / APPROVED)': 1, '(2026-11-21 / APPROVED)': 1 },
    });
  });

  it('refuses unknown fields, both or neither operation, too many keys or groups, bad filters (400)', async () => {
    const bad = [
      { aggregation: { a: { $count: 'buyerInfo.email' } } },
      { aggregation: { a: { $sum: 'number' } } },
      { aggregation: { a: { $count: 'status', $sum: 'priceSummary.total' } } },
      { aggregation: { a: {} } },
      { aggregation: {} },
      { aggregation: { a: { $count: ['status', 'currency', 'archived', 'paymentStatus'] } } },
      {
        aggregation: Object.fromEntries(
          Array.from({ length: 11 }, (_, i) => [`k${i}`, { $count: 'status' }]),
        ),
      },
      { aggregation: { a: { $count: '__proto__' } } },
      { filter: { nope: 1 }, aggregation: { a: { $count: 'status' } } },
    ];
    for (const input of bad) {
      const response = await aggregate(input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
  });
});
