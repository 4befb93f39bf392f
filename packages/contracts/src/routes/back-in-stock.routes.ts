import {
  BackInStockIdParams,
  BackInStockRequestAnswer,
  BackInStockSettings,
  CollectingRequest,
  CountByCatalogReferencesAnswer,
  CountByCatalogReferencesRequest,
  CreateBackInStockRequest,
  EmptyAnswer,
  EmptyRequest,
  QueryBackInStockRequests,
  QueryBackInStockRequestsAnswer,
  ReportItemsBackInStockRequest,
} from '../back-in-stock.ts';
import * as endpoints from './back-in-stock.endpoints.ts';
import { route } from './route.ts';

const tags = ['Back in stock'] as const;

// The store's routes of this group (H54: back-in-stock requests and settings); module `back-in-stock` serves them.
export const backInStockRoutes = {
  createBackInStockNotificationRequest: route(endpoints.createBackInStockNotificationRequest, {
    tags,
    access: 'visitor',
    description:
      'A shopper asks to be emailed when an item is back in stock. The same email and item again answers the ' +
      'existing request. Refused (REQUEST_COLLECTION_DISABLED) while the store does not collect requests.',
    input: CreateBackInStockRequest,
    response: BackInStockRequestAnswer,
  }),
  getBackInStockNotificationRequest: route(endpoints.getBackInStockNotificationRequest, {
    tags,
    access: 'owner',
    params: BackInStockIdParams,
    response: BackInStockRequestAnswer,
  }),
  deleteBackInStockNotificationRequest: route(endpoints.deleteBackInStockNotificationRequest, {
    tags,
    access: 'owner',
    params: BackInStockIdParams,
    response: EmptyAnswer,
  }),
  markAsNotificationSent: route(endpoints.markAsNotificationSent, {
    tags,
    access: 'owner',
    description: 'For a notification sent outside the site: NOTIFICATION_SENT, autoNotified false.',
    params: BackInStockIdParams,
    input: EmptyRequest,
    response: BackInStockRequestAnswer,
  }),
  queryBackInStockNotificationRequests: route(endpoints.queryBackInStockNotificationRequests, {
    tags,
    access: 'owner',
    description:
      'Requests, newest first by default; cursor or offset paging (at most 100); filter by id, status, ' +
      'email, contactId, autoNotified, createdDate, itemUrl, catalogReference.catalogItemId / appId / variantId.',
    input: QueryBackInStockRequests,
    response: QueryBackInStockRequestsAnswer,
  }),
  getBackInStockNotificationRequestsCountByCatalogReferences: route(
    endpoints.getBackInStockNotificationRequestsCountByCatalogReferences,
    {
      tags,
      access: 'owner',
      description: 'How many requests each catalog reference has (every status).',
      input: CountByCatalogReferencesRequest,
      response: CountByCatalogReferencesAnswer,
    },
  ),
  reportItemsBackInStock: route(endpoints.reportItemsBackInStock, {
    tags,
    access: 'owner',
    description:
      'Emails the requesters of an item (every RECEIVED request of the catalog reference) or the requests ' +
      'named (RECEIVED or FAILED): each goes PROCESSING, then NOTIFICATION_SENT or FAILED. Sent by a job ' +
      'right after the answer.',
    input: ReportItemsBackInStockRequest,
    response: EmptyAnswer,
  }),
  startCollectingRequests: route(endpoints.startCollectingRequests, {
    tags,
    access: 'owner',
    input: CollectingRequest,
    response: BackInStockSettings,
  }),
  stopCollectingRequests: route(endpoints.stopCollectingRequests, {
    tags,
    access: 'owner',
    input: CollectingRequest,
    response: BackInStockSettings,
  }),
  getBackInStockSettings: route(endpoints.getBackInStockSettings, {
    tags,
    access: 'owner',
    description: 'Whether requests are collected, per catalog app (a read, sent as PUT by the official SDK).',
    input: EmptyRequest,
    response: BackInStockSettings,
    idempotency: false,
  }),
};
