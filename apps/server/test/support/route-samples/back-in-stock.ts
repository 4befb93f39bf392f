import { randomUUID } from 'node:crypto';
import type { backInStockRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const reference = () => ({
  appId: STORES_APP_ID,
  catalogItemId: randomUUID(),
  options: { variantId: randomUUID() },
});
const itemDetails = { name: 'Blue mug', price: '12.50' };

/** A request on the fixtures' site, made by a visitor as shoppers do. */
async function requestId(fx: SampleFixtures): Promise<string> {
  const res = await fx.app.request({
    method: 'POST',
    url: '/back-in-stock-service/v1/back-in-stock-notification-requests',
    headers: await fx.app.visitorHeaders(),
    payload: { request: { catalogReference: reference(), email: 'shopper@example.com' }, itemDetails },
  });
  return res.json().request.id;
}

/** The store's back-in-stock routes (modules/back-in-stock). */
export const backInStockSamples: SamplesOf<typeof backInStockRoutes> = {
  CreateBackInStockNotificationRequest: () => ({
    input: { request: { catalogReference: reference(), email: 'visitor@example.com' }, itemDetails },
  }),
  GetBackInStockNotificationRequest: async (fx) => ({ params: { id: await requestId(fx) } }),
  DeleteBackInStockNotificationRequest: async (fx) => ({ params: { id: await requestId(fx) } }),
  MarkAsNotificationSent: async (fx) => ({ params: { id: await requestId(fx) }, input: {} }),
  QueryBackInStockNotificationRequests: () => ({ input: { query: { cursorPaging: { limit: 10 } } } }),
  GetBackInStockNotificationRequestsCountByCatalogReferences: () => ({
    input: { catalogReferences: [reference()] },
  }),
  ReportItemsBackInStock: async (fx) => ({ input: { requestIds: [await requestId(fx)], itemDetails } }),
  StartCollectingRequests: () => ({ input: { appId: STORES_APP_ID } }),
  StopCollectingRequests: () => ({ input: { appId: STORES_APP_ID } }),
  GetBackInStockSettings: () => ({ input: {} }),
};
