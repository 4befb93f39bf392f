import { STORES_APP_ID } from '@tessera/contracts/catalog';
import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_CHANGES, createStock } from '../../src/modules/store-inventory/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { seedProducts } from '../catalog-queries/seed.ts';
import { DEFAULT_VARIANT, quantityOf, storeTestApp } from './helpers.ts';

const O = storeOrdersRoutes;

/** `POST /ecom/v1/orders` (owner): catalog and custom lines, the calculator's totals, stock never oversold. */
describe('store orders: the owner creates an order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  });
  afterAll(() => app.close());

  const site = () => app.site.siteId;
  const create = (order: Record<string, unknown>, settings?: Record<string, unknown>) =>
    testClient(app).send(O.createStoreOrder, {
      input: {
        order: { channelInfo: { type: 'BACKOFFICE_MERCHANT' }, ...order } as never,
        ...(settings ? { settings } : {}),
      },
      as: app.ownerHeaders(),
    });
  /** A catalog product at 12.50 with `quantity` in stock (its default variant). */
  const stockedProduct = async (name: string, quantity: number) => {
    const [productId] = await seedProducts(app.db, site(), [{ name, priceMinor: 1250 }]);
    await app.uow.run(
      site(),
      (tx) =>
        createStock(tx, site(), productId!, [{ variantId: DEFAULT_VARIANT, quantity }], {
          trackQuantity: true,
        }),
      { changes: [INVENTORY_CHANGES] },
    );
    return productId!;
  };
  const catalogLine = (productId: string, quantity: number) => ({
    catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
    quantity,
  });
  const ordersCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('store_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_id', '=', site())
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a custom line: priced as given, PAID, APPROVED, numbered, listed, ORDER_PLACED', async () => {
    const response = await create({
      lineItems: [{ productName: { original: 'Gift wrap' }, quantity: 2, price: { amount: '12.5' } }],
      buyerInfo: { email: 'Ada@Example.com', memberId: 'member-1' },
      paymentStatus: 'PAID',
      buyerNote: 'By phone',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerNote: 'By phone',
      buyerInfo: { email: 'ada@example.com', memberId: 'member-1' },
      lineItems: [{ productName: { original: 'Gift wrap' }, quantity: 2, price: { amount: '12.50' } }],
      priceSummary: { subtotal: { amount: '25.00' }, total: { amount: '25.00' } },
      balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '25.00' } },
    });
    expect(Number(order.number)).toBeGreaterThanOrEqual(10001);
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual(['ORDER_PLACED']);
    const found = await testClient(app).call(O.searchStoreOrders, {
      input: { search: { filter: { id: order.id } } },
      as: app.ownerHeaders(),
    });
    expect(found.orders).toHaveLength(1);
  });

  it("a catalog line takes the catalog's name and price and its stock; a shortage refuses and writes nothing", async () => {
    const mug = await stockedProduct('Mug', 3);
    const first = await create({
      lineItems: [catalogLine(mug, 2)],
      shippingInfo: { title: 'Courier', cost: { price: { amount: '4' } } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({
      paymentStatus: 'NOT_PAID',
      lineItems: [{ productName: { original: 'Mug' }, price: { amount: '12.50' }, quantity: 2 }],
      priceSummary: {
        subtotal: { amount: '25.00' },
        shipping: { amount: '4.00' },
        total: { amount: '29.00' },
      },
    });
    expect(await quantityOf(app.db, site(), mug)).toBe(1);

    const before = await ordersCount();
    const short = await create({ lineItems: [catalogLine(mug, 2)] });
    expect(short.statusCode, short.body).toBe(428);
    expect(short.json().details.applicationError).toMatchObject({
      code: 'PARTIAL_OUT_OF_STOCK',
      data: { items: [{ catalogItemId: mug, requestedQuantity: 2, availableQuantity: 1 }] },
    });
    expect(await quantityOf(app.db, site(), mug)).toBe(1);
    expect(await ordersCount()).toBe(before);
  });

  it('never oversells: 8 owners racing for a stock of 3 make exactly 3 orders', async () => {
    const cap = await stockedProduct('Cap', 3);
    const before = await ordersCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create({ lineItems: [catalogLine(cap, 1)] })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 428, 428, 428, 428, 428]);
    expect(await quantityOf(app.db, site(), cap)).toBe(0);
    expect(await ordersCount()).toBe(before + 3);
    const numbers = answers.filter((a) => a.statusCode === 200).map((a) => a.json().order.number);
    expect(new Set(numbers).size).toBe(3);
  });

  it('refuses bad lines with field violations and the §8 reasons with their codes, writing nothing', async () => {
    const before = await ordersCount();
    const noPrice = await create({ lineItems: [{ productName: { original: 'Thing' }, quantity: 1 }] });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().details.validationError.fieldViolations[0].field).toBe(
      'order.lineItems[0].price.amount',
    );
    const unknown = await create({ lineItems: [catalogLine('00000000-0000-4000-8000-000000000001', 1)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe(
      'order.lineItems[0].catalogReference',
    );
    const tooPrecise = await create({
      lineItems: [{ productName: { original: 'x' }, price: { amount: '1.005' } }],
    });
    expect(tooPrecise.statusCode).toBe(400);
    const noLines = await create({ lineItems: [] });
    expect(noLines.statusCode).toBe(400);
    const noChannel = await testClient(app).send(O.createStoreOrder, {
      input: { order: { lineItems: [{ productName: { original: 'x' }, price: { amount: '1' } }] } as never },
      as: app.ownerHeaders(),
    });
    expect(noChannel.statusCode).toBe(400);

    const line = { productName: { original: 'x' }, price: { amount: '1' } };
    const currency = await create({ lineItems: [line], currency: 'EUR' });
    expect(currency.statusCode).toBe(428);
    expect(currency.json().details.applicationError.code).toBe('ORDER_AND_SITE_CURRENCIES_ARE_INCONSISTENT');
    const refunded = await create({ lineItems: [line], paymentStatus: 'FULLY_REFUNDED' });
    expect(refunded.json().details.applicationError.code).toBe('PARTIALLY_OR_FULLY_REFUNDED');
    const future = await create({ lineItems: [line], purchasedDate: '2999-01-01T00:00:00.000Z' });
    expect(future.json().details.applicationError.code).toBe('PURCHASED_DATE_CANNOT_BE_IN_FUTURE');
    const shipping = await create({ lineItems: [line], shippingInfo: { code: 'no-such-option' } });
    expect(shipping.statusCode).toBe(400);
    expect(await ordersCount()).toBe(before);
  });
});
