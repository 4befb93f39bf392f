import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { storeTestApp, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;

/** Import orders kept elsewhere, set the number counter, delete imported orders (only those). */
describe('store orders: import, number counter, delete imported', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  });
  afterAll(() => app.close());

  const owner = () => app.ownerHeaders();
  const send = <R extends (typeof O)[keyof typeof O]>(route: R, input: unknown) =>
    testClient(app).send(route, { input: input as never, as: owner() } as never);
  const imported = (order: Record<string, unknown> = {}) =>
    send(O.importStoreOrder, {
      order: {
        lineItems: [{ productName: { original: 'Old mug' }, quantity: 2, price: { amount: '9' } }],
        channelInfo: { type: 'OTHER_PLATFORM', externalOrderId: 'ext-1' },
        status: 'APPROVED',
        paymentStatus: 'PAID',
        ...order,
      },
    });
  const codeOf = (response: { json(): any }) => response.json().details?.applicationError?.code;
  const create = () =>
    send(O.createStoreOrder, {
      order: {
        lineItems: [{ productName: { original: 'New' }, price: { amount: '1' } }],
        channelInfo: { type: 'WEB' },
      },
    });

  it('imports with its number and totals, raises the counter past it, replaces an imported order', async () => {
    const first = await imported({ number: '70000', priceSummary: { total: { amount: '20' } } });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().order;
    expect(order).toMatchObject({
      number: '70000',
      imported: true,
      paymentStatus: 'PAID',
      priceSummary: { subtotal: { amount: '18.00' }, total: { amount: '20.00' } },
      channelInfo: { type: 'OTHER_PLATFORM', externalOrderId: 'ext-1' },
    });
    // The store's next order never takes a number an import used.
    expect((await create()).json().order.number).toBe('70001');

    const again = await imported({ id: order.id, status: 'CANCELED' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ id: order.id, number: '70000', status: 'CANCELED' });
    expect(codeOf(await imported({ number: '70000' }))).toBe('ORDER_NUMBER_ALREADY_EXISTS');
  });

  it('never overwrites a store order; refuses lines without a price', async () => {
    const store = await writeOrder(app, { status: 'APPROVED' });
    const refused = await imported({ id: store });
    expect(refused.statusCode).toBe(428);
    expect(codeOf(refused)).toBe('CANNOT_OVERWRITE_NON_IMPORTED_ORDER');
    const noPrice = await imported({ lineItems: [{ productName: { original: 'x' } }] });
    expect(noPrice.statusCode).toBe(400);
  });

  it('sets the counter up; lower only when allowed and never below an existing order', async () => {
    const up = await send(O.setStoreOrderNumberCounter, { counter: '80000' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().newCounter).toBe('80000');
    expect((await create()).json().order.number).toBe('80001');
    const lower = await send(O.setStoreOrderNumberCounter, { counter: '80000' });
    expect(codeOf(lower)).toBe('CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER');
    const belowAnOrder = await send(O.setStoreOrderNumberCounter, {
      counter: '75000',
      allowLowerCounter: true,
    });
    expect(codeOf(belowAnOrder)).toBe('CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER');
    const allowed = await send(O.setStoreOrderNumberCounter, { counter: '80001', allowLowerCounter: true });
    expect(allowed.json()).toEqual({ oldCounter: '80001', newCounter: '80001' });
    expect((await send(O.setStoreOrderNumberCounter, { counter: '12x' })).statusCode).toBe(400);
  });

  it('deletes imported orders only', async () => {
    const old = (await imported()).json().order.id as string;
    const store = await writeOrder(app, { status: 'APPROVED' });
    const response = await send(O.bulkDeleteImportedStoreOrders, { orderIds: [old, store, newId()] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().jobId).toEqual(expect.any(String));
    const get = (id: string) => testClient(app).send(O.getStoreOrder, { params: { id }, as: owner() });
    expect((await get(old)).statusCode).toBe(404);
    expect((await get(store)).statusCode).toBe(200);
  });
});
