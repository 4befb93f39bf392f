import { endpoint } from './endpoint.ts';
import type { backInStockRoutes } from './back-in-stock.routes.ts';

// Back in stock (routes.md "Back in stock" and its settings; official-paths.tsv ecom.backInStock*).

const base = '/back-in-stock-service/v1/back-in-stock-notification-requests';

export const createBackInStockNotificationRequest = endpoint({
  operationId: 'CreateBackInStockNotificationRequest',
  method: 'POST',
  path: base,
});
export const getBackInStockNotificationRequest = endpoint({
  operationId: 'GetBackInStockNotificationRequest',
  method: 'GET',
  path: `${base}/:id`,
});
export const deleteBackInStockNotificationRequest = endpoint({
  operationId: 'DeleteBackInStockNotificationRequest',
  method: 'DELETE',
  path: `${base}/:id`,
});
export const markAsNotificationSent = endpoint({
  operationId: 'MarkAsNotificationSent',
  method: 'PUT',
  path: `${base}/:id/mark-as-notification-sent`,
});
export const queryBackInStockNotificationRequests = endpoint({
  operationId: 'QueryBackInStockNotificationRequests',
  method: 'GET',
  // No POST fallback: POST on this path creates a request.
  path: base,
});
export const getBackInStockNotificationRequestsCountByCatalogReferences = endpoint({
  operationId: 'GetBackInStockNotificationRequestsCountByCatalogReferences',
  method: 'GET',
  path: `${base}/count-by-catalog-reference`,
  postFallback: true,
});
export const reportItemsBackInStock = endpoint({
  operationId: 'ReportItemsBackInStock',
  method: 'POST',
  path: `${base}/report-items-back-in-stock`,
});
export const startCollectingRequests = endpoint({
  operationId: 'StartCollectingRequests',
  method: 'POST',
  path: `${base}/settings/start-collecting`,
});
export const stopCollectingRequests = endpoint({
  operationId: 'StopCollectingRequests',
  method: 'POST',
  path: `${base}/settings/stop-collecting`,
});
/** A read, sent as PUT by the official SDK. */
export const getBackInStockSettings = endpoint({
  operationId: 'GetBackInStockSettings',
  method: 'PUT',
  path: `${base}/settings`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    backInStock: typeof backInStockRoutes;
  }
}
