import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { orderDraft, storeTestApp, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;

/** PATCH an order by field mask, bulk update, update a line item: what may change, the §8 refusals. */
describe('store orders: update by field mask, bulk update, line items', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  });
  afterAll(() => app.close());

  const owner = () => app.ownerHeaders();
  const approved = (overrides: Parameters<typeof writeOrder>[1] = {}) =>
    writeOrder(app, { status: 'APPROVED', buyerNote: 'Leave at the door', ...overrides });
  const patch = (id: string, input: Record<string, unknown>) =>
    testClient(app).send(O.updateStoreOrder, { params: { id }, input: input as never, as: owner() });
  const codeOf = (response: { json(): any }) => response.json().details?.applicationError?.code;
  const fieldsOf = (response: { json(): any }) =>
    response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
  const address = { country: 'US', city: 'Boston', addressLine1: '1 Main St' };

  it('changes what the mask names (a parent names its children) and nothing else', async () => {
    const id = await approved({ billingInfo: { address: { country: 'FR', city: 'Paris' } } });
    const response = await patch(id, {
      order: {
        buyerInfo: { email: 'Grace@Example.com' },
        billingInfo: { contactDetails: { firstName: 'Grace' } },
        buyerNote: 'not in the mask',
      },
      fieldMask: 'buyerInfo.email,billingInfo',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order.buyerInfo.email).toBe('grace@example.com');
    // The whole of billingInfo was named: its address is removed, its contact set.
    expect(order.billingInfo).toEqual({ contactDetails: { firstName: 'Grace' } });
    expect(order.buyerNote).toBe('Leave at the door');
  });

  it('without a mask changes the fields present: addresses, archived, attribution, custom fields', async () => {
    const id = await approved();
    const response = await patch(id, {
      order: {
        recipientInfo: { address },
        shippingInfo: { logistics: { shippingDestination: { address } } },
        archived: true,
        attributionSource: 'FACEBOOK_ADS',
        seenByAHuman: true,
        customFields: [{ title: 'Gift', value: 'yes' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      recipientInfo: { address },
      shippingInfo: { logistics: { shippingDestination: { address } } },
      archived: true,
      attributionSource: 'FACEBOOK_ADS',
      seenByAHuman: true,
      customFields: [{ title: 'Gift', value: 'yes' }],
      channelInfo: { type: 'WEB' },
    });
    expect(response.json().order.channelInfo.attributionSource).toBeUndefined();
  });

  it('refuses fields it cannot change, removals of required ones and empty updates (400, nothing written)', async () => {
    const id = await approved();
    const lines = await patch(id, { order: { lineItems: [{ quantity: 5 }], buyerNote: 'x' } });
    expect(lines.statusCode).toBe(400);
    expect(fieldsOf(lines)).toEqual(['order.lineItems']);
    const masked = await patch(id, { order: {}, fieldMask: ['priceSummary', 'status'] });
    expect(fieldsOf(masked)).toEqual(['order.priceSummary', 'order.status']);
    const removed = await patch(id, { order: {}, fieldMask: 'billingInfo.contactDetails' });
    expect(removed.statusCode).toBe(400);
    expect(fieldsOf(removed)).toEqual(['order.billingInfo.contactDetails']);
    expect((await patch(id, { order: {} })).statusCode).toBe(400);
    const proto = await patch(id, { order: {}, fieldMask: '__proto__.polluted' });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const got = await testClient(app).call(O.getStoreOrder, { params: { id }, as: owner() });
    expect(got.order.buyerNote).toBe('Leave at the door');
  });

  it('refuses by the order state: pending, rejected; a canceled one only in its bookkeeping; 404 for none', async () => {
    const pending = await approved({ status: 'PENDING' });
    expect(codeOf(await patch(pending, { order: { buyerNote: 'x' } }))).toBe('ORDER_IS_PENDING');
    const rejected = await approved({ status: 'REJECTED' });
    expect(codeOf(await patch(rejected, { order: { buyerNote: 'x' } }))).toBe('ORDER_IS_REJECTED');
    const canceled = await approved({ status: 'CANCELED' });
    const refused = await patch(canceled, { order: { recipientInfo: { address } } });
    expect(refused.statusCode).toBe(428);
    expect(codeOf(refused)).toBe('ORDER_STATUS_IS_NOT_SUPPORTED');
    const archived = await patch(canceled, { order: { archived: true } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().order.archived).toBe(true);
    const missing = await patch(newId(), { order: { buyerNote: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('ORDER_NOT_FOUND');
  });

  it('never loses an update: concurrent changes of different fields all land', async () => {
    const id = await approved();
    const answers = await Promise.all([
      patch(id, { order: { billingInfo: { address } } }),
      patch(id, { order: { recipientInfo: { address } } }),
      patch(id, { order: { buyerLanguage: 'fr' } }),
      patch(id, { order: { seenByAHuman: true } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const { order } = await testClient(app).call(O.getStoreOrder, { params: { id }, as: owner() });
    expect(order).toMatchObject({
      billingInfo: { address },
      recipientInfo: { address },
      buyerLanguage: 'fr',
      seenByAHuman: true,
    });
  });

  it('bulk: a result per order in order, each alone; the entity when asked; at most 100', async () => {
    const ok = await approved();
    const pending = await approved({ status: 'PENDING' });
    const missing = newId();
    const answer = await testClient(app).call(O.bulkUpdateStoreOrders, {
      input: {
        orders: [
          { order: { id: ok, buyerNote: 'Ring twice' }, fieldMask: 'buyerNote' },
          { order: { id: missing, archived: true } },
          { order: { id: pending, buyerNote: 'x' } },
        ],
        returnEntity: true,
      },
      as: owner(),
    });
    expect(
      answer.results.map((r) => [r.itemMetadata.id, r.itemMetadata.originalIndex, r.itemMetadata.success]),
    ).toEqual([
      [ok, 0, true],
      [missing, 1, false],
      [pending, 2, false],
    ]);
    expect(answer.results[0]!.item?.buyerNote).toBe('Ring twice');
    expect(answer.results.map((r) => r.itemMetadata.error?.code)).toEqual([
      undefined,
      'ORDER_NOT_FOUND',
      'ORDER_IS_PENDING',
    ]);
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    const tooMany = await testClient(app).send(O.bulkUpdateStoreOrders, {
      input: { orders: Array.from({ length: 101 }, () => ({ order: { id: ok, archived: true } })) },
      as: owner(),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("a line item's name, description and SKU change; its price and quantity never; §8 refusals", async () => {
    const lineId = newId();
    const withLine = (overrides: Parameters<typeof writeOrder>[1] = {}) =>
      approved({ lineItems: [{ ...orderDraft().lineItems[0]!, id: lineId }], ...overrides });
    const send = (id: string, lineItem: Record<string, unknown>, lineItemId = lineId) =>
      testClient(app).send(O.updateStoreOrderLineItem, {
        params: { id, lineItemId },
        input: { lineItem } as never,
        as: owner(),
      });
    const id = await withLine();
    const changed = await send(id, {
      productName: { original: 'Blue mug' },
      physicalProperties: { sku: 'MUG-B' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order.lineItems[0]).toMatchObject({
      productName: { original: 'Blue mug' },
      physicalProperties: { sku: 'MUG-B' },
      price: { amount: '12.50' },
      quantity: 2,
    });
    const priced = await send(id, { price: { amount: '1' }, quantity: 9 });
    expect(priced.statusCode).toBe(400);
    expect(fieldsOf(priced)).toEqual(['lineItem.price', 'lineItem.quantity']);
    expect(codeOf(await send(id, { productName: { original: 'x' } }, newId()))).toBe('LINE_ITEM_NOT_FOUND');

    const refunded = await withLine({ paymentStatus: 'PARTIALLY_REFUNDED' });
    expect(codeOf(await send(refunded, { productName: { original: 'x' } }))).toBe(
      'PARTIALLY_OR_FULLY_REFUNDED',
    );
    const canceled = await withLine({ status: 'CANCELED' });
    expect(codeOf(await send(canceled, { productName: { original: 'x' } }))).toBe(
      'ORDER_STATUS_IS_NOT_SUPPORTED',
    );
    const archived = await withLine({ archived: true });
    expect(codeOf(await send(archived, { productName: { original: 'x' } }))).toBe(
      'ORDER_STATUS_IS_NOT_SUPPORTED',
    );
    const ebay = await withLine({ channel: { type: 'EBAY' } });
    expect(codeOf(await send(ebay, { productName: { original: 'x' } }))).toBe('UNSUPPORTED_CHANNEL_TYPE');
  });
});
