import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import { storeTestApp, writeOrder } from './helpers.ts';

describe('store orders: the port store-payments uses', () => {
  let app: TestApp;
  const port = () => app.modules.get(storeOrdersModule).payments;
  const unit = <T>(work: Parameters<TestApp['uow']['run']>[1]) =>
    app.uow.run(app.site.siteId, work as never, { changes: ['storeOrders'] }) as Promise<T>;

  beforeAll(async () => {
    app = await storeTestApp();
  });
  afterAll(() => app.close());

  it('numbers orders per site from 10001 and shapes them as ecom orders', async () => {
    const first = await writeOrder(app);
    const second = await writeOrder(app);
    const other = await app.createSite();
    const elsewhere = await writeOrder(app, {}, other.siteId);
    const scope = siteScope(app.db, app.site.siteId);
    const a = await port().findOrder(scope, first);
    const b = await port().findOrder(scope, second);
    expect(Number(b!.number)).toBe(Number(a!.number) + 1);
    expect((await port().findOrder(siteScope(app.db, other.siteId), elsewhere))!.number).toBe('10001');
    expect(await port().findOrder(scope, elsewhere)).toBeUndefined();
    expect(a).toMatchObject({
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
      currency: 'USD',
      priceSummary: { total: { amount: '25.00', formattedAmount: '$25.00' } },
      lineItems: [{ quantity: 2, price: { amount: '12.50' }, productName: { original: 'Mug' } }],
      balanceSummary: { balance: { amount: '25.00' }, paid: { amount: '0.00' } },
    });
  });

  it('records a payment status with its activity, then approves once', async () => {
    const id = await writeOrder(app);
    const paid = await unit<StoreOrder>(async (tx) => {
      await port().recordPaymentStatus(tx, id, 'PAID', { type: 'ORDER_PAID' }, { paidMinor: 2500 });
      return port().approveOrder(tx, id);
    });
    expect(paid).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '25.00' } },
    });
    expect(paid.activities!.map((a) => a.type)).toEqual(['ORDER_PAID']);
    await expect(unit((tx) => port().approveOrder(tx, id))).rejects.toMatchObject({
      code: 'ORDER_ALREADY_APPROVED',
    });
    const events = await app.db
      .selectFrom('outbox')
      .select('name')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.name)).toEqual([
      'store_order_updated',
      'store_order_approved',
      'store_order_updated',
    ]);
  });

  it('refuses an order of no such id', async () => {
    await expect(unit((tx) => port().recordPaymentStatus(tx, 'nope', 'PAID'))).rejects.toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });
});
