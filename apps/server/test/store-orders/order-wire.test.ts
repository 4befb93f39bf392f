import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { orderDraft, storeTestApp, writeActivity, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;
const S = storeSettingsRoutes;

/**
 * The order's wire as the official `@wix/ecom` orders declare it (issue 15 item 5): each line's
 * priceUndetermined and fixedQuantity, the taxes per line and summed per tax, every activity's
 * activityType, the attribution source — on created, checkout-placed (derived) and imported orders.
 */
describe('store orders: the wire carries every field the official typings declare', () => {
  let app: TestApp;
  const CALIFORNIA = { country: 'US', subdivision: 'US-CA', city: 'Fresno', addressLine1: '1 Main St' };

  beforeAll(async () => {
    app = await storeTestApp();
    await testClient(app).call(S.createTaxRegion, {
      as: app.ownerHeaders(),
      input: { taxRegion: { country: 'US', subdivision: 'US-CA', name: 'California', rate: '7.25' } },
    });
  });
  afterAll(() => app.close());

  const getOrder = async (id: string): Promise<StoreOrder> =>
    (await testClient(app).call(O.getStoreOrder, { params: { id }, as: app.ownerHeaders() })).order;
  const create = (order: Record<string, unknown>) =>
    testClient(app).send(O.createStoreOrder, {
      input: { order: { channelInfo: { type: 'BACKOFFICE_MERCHANT' }, ...order } as never },
      as: app.ownerHeaders(),
    });
  const custom = (name: string, amount: string, extra: Record<string, unknown> = {}) => ({
    productName: { original: name },
    quantity: 1,
    price: { amount },
    ...extra,
  });

  it("a created order: each line's tax named by the store's region, the order's summed per tax", async () => {
    const response = await create({
      lineItems: [
        custom('Gift wrap', '10.00', { fixedQuantity: true }),
        custom('Card', '20.00', { quantity: 2 }),
      ],
      billingInfo: { address: CALIFORNIA },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = (await getOrder(response.json().order.id)) as StoreOrder;
    const california = {
      taxName: 'California',
      taxType: 'MANUAL_RATE',
      jurisdiction: 'California',
      jurisdictionType: 'UNDEFINED',
      rate: '0.0725',
    };
    expect(order.lineItems!.map((line) => [line.priceUndetermined, line.fixedQuantity])).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(order.lineItems!.map((line) => line.taxInfo!.taxBreakdown)).toEqual([
      [{ ...california, taxAmount: price('0.73'), taxableAmount: price('10.00') }],
      [{ ...california, taxAmount: price('2.90'), taxableAmount: price('40.00') }],
    ]);
    expect(order.taxInfo).toEqual({
      totalTax: price('3.63'),
      taxBreakdown: [{ ...california, aggregatedTaxAmount: price('3.63') }],
    });
    expect(order.priceSummary!.tax).toEqual(price('3.63'));
    expect(order.attributionSource).toBe('UNSPECIFIED');
    expect(order.activities!.map((a) => [a.type, a.activityType])).toEqual([
      ['ORDER_PLACED', 'ORDER_PLACED'],
    ]);
  });

  it('an order without tax answers empty breakdowns (never a missing list)', async () => {
    const response = await create({ lineItems: [custom('Sticker', '2.00')] });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json() as { order: StoreOrder };
    expect(order.taxInfo!.taxBreakdown).toEqual([]);
    expect(order.lineItems![0]!.taxInfo!.taxBreakdown).toEqual([]);
  });

  it("an order whose taxes were not kept (placed before): each line's rate is a 'Tax', summed per rate", async () => {
    const line = orderDraft().lineItems[0]!;
    const taxed = (id: string, rate: string, taxMinor: number) => ({
      ...line,
      id,
      taxRate: rate,
      taxMinor,
      totalPriceAfterTaxMinor: line.totalPriceBeforeTaxMinor + taxMinor,
    });
    const id = await writeOrder(app, {
      status: 'APPROVED',
      lineItems: [
        taxed('l1', '0.2', 500),
        taxed('l2', '0.2', 501),
        taxed('l3', '0.05', 125),
        taxed('l4', '0', 0),
      ],
    });
    const order = await getOrder(id);
    const tax = { taxName: 'Tax', taxType: 'MANUAL_RATE', jurisdiction: '', jurisdictionType: 'UNDEFINED' };
    expect(order.taxInfo!.taxBreakdown).toEqual([
      { ...tax, rate: '0.2', aggregatedTaxAmount: price('10.01') },
      { ...tax, rate: '0.05', aggregatedTaxAmount: price('1.25') },
    ]);
    expect(order.lineItems!.map((l) => l.taxInfo!.taxBreakdown!.length)).toEqual([1, 1, 1, 0]);
    expect(order.lineItems!.every((l) => l.priceUndetermined === false && l.fixedQuantity === false)).toBe(
      true,
    );
  });

  it("every activity kind written is its own activityType; an unknown kind is an app's CUSTOM_ACTIVITY", async () => {
    const id = await writeOrder(app, { status: 'APPROVED' });
    const kinds = [
      'ORDER_PLACED',
      'ORDER_PAID',
      'ORDER_FULFILLED',
      'TRACKING_NUMBER_ADDED',
      'PAYMENT_PENDING',
      'ORDER_CANCELED',
      'MERCHANT_COMMENT',
      'CUSTOM_ACTIVITY',
    ] as const;
    for (const type of kinds) await writeActivity(app, id, { type });
    await writeActivity(app, id, {
      type: 'ORDER_REFUNDED',
      orderRefunded: { manual: true, amountMinor: 350 },
    });
    await app.db
      .updateTable('store_order_activities')
      .set({ type: 'SOME_APP_KIND' })
      .where('order_id', '=', id)
      .where('type', '=', 'CUSTOM_ACTIVITY')
      .execute();
    const { activities } = await getOrder(id);
    const byType = Object.fromEntries(activities!.map((a) => [a.activityType, a]));
    expect(activities!.map((a) => a.activityType).sort()).toEqual([...kinds, 'ORDER_REFUNDED'].sort());
    expect(byType.ORDER_REFUNDED!.orderRefunded).toEqual({ manual: true, amount: price('3.50') });
    expect(activities!.every((a) => a.type === a.activityType)).toBe(true);
  });

  it('a created order refuses a line whose price is undetermined, writing nothing; an import keeps it', async () => {
    const before = await countOrders();
    const refused = await create({
      lineItems: [custom('Mug', '5.00'), custom('Engraving', '0.00', { priceUndetermined: true })],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'order.lineItems[1].priceUndetermined' }),
    ]);
    expect(await countOrders()).toBe(before);

    const imported = await testClient(app).call(O.importStoreOrder, {
      as: app.ownerHeaders(),
      input: {
        order: {
          channelInfo: { type: 'OTHER_PLATFORM' },
          status: 'APPROVED',
          paymentStatus: 'NOT_PAID',
          lineItems: [custom('Engraving', '0.00', { priceUndetermined: true, fixedQuantity: true })],
        },
      },
    });
    expect(imported.order.lineItems![0]).toMatchObject({ priceUndetermined: true, fixedQuantity: true });
    expect(imported.order).toMatchObject({ attributionSource: 'UNSPECIFIED', taxInfo: { taxBreakdown: [] } });
  });

  const countOrders = async () =>
    Number(
      (
        await app.db
          .selectFrom('store_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_id', '=', app.site.siteId)
          .executeTakeFirstOrThrow()
      ).n,
    );
});

/** An ecom price of USD as the wire writes it. */
const price = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
