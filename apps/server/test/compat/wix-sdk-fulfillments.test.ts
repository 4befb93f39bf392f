/**
 * Compatibility: an order's shipments through the official `@wix/ecom` `orderFulfillments` module,
 * unmodified, over real HTTP through `@tessera/wix-compat`: create (its tracking link made for a
 * known carrier), list one and several orders, update the tracking, bulk-create, delete — with the
 * ids the package maps (`_id`), and the order's fulfillment status following.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { orderFulfillments, orders } from '@wix/ecom';
import { newId } from '../../src/platform/ids.ts';
import { pointOfficialSdkAt } from '../support/official-sdk.ts';
import type { TestApp } from '../support/test-app.ts';
import { placeOrder, storePaymentsApp } from '../store-payments/helpers.ts';
import { orderDraft } from '../store-orders/helpers.ts';

describe('official @wix/ecom orderFulfillments against Tessera', () => {
  let app: TestApp;
  let restoreFetch: () => void;
  const owner = () =>
    createClient({
      modules: { orderFulfillments, orders },
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
    });
  /** An approved order of 2 mugs; answers its id and its line's id. */
  async function approvedOrder() {
    const line = { ...orderDraft().lineItems[0]!, id: newId() };
    const orderId = await placeOrder(app, app.site.siteId, {
      overrides: { status: 'APPROVED', lineItems: [line] },
    });
    return { orderId, lineId: line.id };
  }

  beforeAll(async () => {
    app = await storePaymentsApp();
    restoreFetch = await pointOfficialSdkAt(app);
  });
  afterAll(async () => {
    restoreFetch?.();
    await app?.close();
  });

  it('creates, lists, updates and deletes a shipment with the official functions', async () => {
    const client = owner();
    const { orderId, lineId } = await approvedOrder();
    const created = await client.orderFulfillments.createFulfillment(orderId, {
      lineItems: [{ _id: lineId, quantity: 1 }],
      trackingInfo: { trackingNumber: '9400 1', shippingProvider: 'usps' },
    });
    expect(created.fulfillmentId).toBeTruthy();
    const [shipment] = created.orderWithFulfillments!.fulfillments!;
    expect(shipment?._id).toBe(created.fulfillmentId);
    expect(shipment?.lineItems).toEqual([{ _id: lineId, quantity: 1 }]);
    expect(shipment?.trackingInfo?.trackingLink).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201',
    );
    expect((await client.orders.getOrder(orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');

    const listed = await client.orderFulfillments.listFulfillmentsForSingleOrder(orderId);
    expect(listed.orderWithFulfillments!.fulfillments!.map((f) => f._id)).toEqual([created.fulfillmentId]);

    const updated = await client.orderFulfillments.updateFulfillment(
      { orderId, fulfillmentId: created.fulfillmentId! },
      {
        fulfillment: {
          trackingInfo: { trackingNumber: 'Z-9', shippingProvider: 'dhl' },
          status: 'In_Delivery',
        },
      },
    );
    expect(updated.fulfillments![0]).toMatchObject({
      status: 'In_Delivery',
      trackingInfo: { trackingNumber: 'Z-9', shippingProvider: 'dhl' },
    });

    const deleted = await client.orderFulfillments.deleteFulfillment({
      orderId,
      fulfillmentId: created.fulfillmentId!,
    });
    expect(deleted.orderWithFulfillments!.fulfillments).toEqual([]);
    expect((await client.orders.getOrder(orderId)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });

  it('bulk-creates per order and lists several orders at once', async () => {
    const client = owner();
    const first = await approvedOrder();
    const second = await approvedOrder();
    const bulk = await client.orderFulfillments.bulkCreateFulfillments([
      { orderId: first.orderId, fulfillments: [{ lineItems: [{ _id: first.lineId }] }] },
      { orderId: second.orderId, fulfillments: [{ lineItems: [{ _id: second.lineId, quantity: 5 }] }] },
    ]);
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(bulk.results![1]?.itemMetadata).toMatchObject({
      success: false,
      error: { code: 'LINE_ITEM_QUANTITY_NOT_AVAILABLE' },
    });
    expect((await client.orders.getOrder(first.orderId)).fulfillmentStatus).toBe('FULFILLED');
    const many = await client.orderFulfillments.listFulfillmentsForMultipleOrders([
      first.orderId,
      second.orderId,
    ]);
    expect(many.ordersWithFulfillments!.map((o) => o.fulfillments?.length)).toEqual([1, 0]);
  });
});
