import type { storeFulfillmentsRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { placeOrder } from '../../store-payments/helpers.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A fresh placed (APPROVED) order of the fixture site, by `visitorId` when given. */
const approvedOrder = (fx: SampleFixtures, visitorId?: string) =>
  placeOrder(fx.app, fx.app.site.siteId, { visitorId, overrides: { status: 'APPROVED' } });

/** A fresh approved order with one fulfillment of all its items (tracked by UPS). */
async function fulfilledOrder(fx: SampleFixtures): Promise<{ orderId: string; fulfillmentId: string }> {
  const orderId = await approvedOrder(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`,
    headers: fx.app.ownerHeaders(),
    payload: { fulfillment: { trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' } } },
  });
  if (response.statusCode !== 200) throw new Error(`sample fulfillment: ${response.body}`);
  return { orderId, fulfillmentId: response.json().fulfillmentId };
}

/** The store's fulfillments routes (modules/store-fulfillments). */
export const storeFulfillmentsSamples: SamplesOf<typeof storeFulfillmentsRoutes> = {
  ListFulfillmentsForSingleOrder: async (fx) => {
    const visitorId = newId();
    return {
      params: { orderId: await approvedOrder(fx, visitorId) },
      subject: { role: 'VISITOR', id: visitorId },
    };
  },
  ListFulfillmentsForMultipleOrders: async (fx) => ({
    input: { orderIds: [(await fulfilledOrder(fx)).orderId, await approvedOrder(fx)] },
  }),
  CreateFulfillment: async (fx) => ({
    params: { orderId: await approvedOrder(fx) },
    input: { fulfillment: { trackingInfo: { trackingNumber: 'TRK-1', shippingProvider: 'dhl' } } },
  }),
  UpdateFulfillment: async (fx) => {
    const { orderId, fulfillmentId } = await fulfilledOrder(fx);
    return {
      params: { orderId, fulfillmentId },
      input: {
        fulfillment: {
          trackingInfo: { trackingNumber: '1Z998', shippingProvider: 'ups' },
          status: 'In_Delivery',
        },
      },
    };
  },
  DeleteFulfillment: async (fx) => ({ params: await fulfilledOrder(fx) }),
  BulkCreateFulfillment: async (fx) => ({
    input: { ordersWithFulfillments: [{ orderId: await approvedOrder(fx), fulfillments: [{}] }] },
  }),
};
