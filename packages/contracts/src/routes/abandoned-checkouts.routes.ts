import { Type } from '@sinclair/typebox';
import {
  AbandonedCartAnswer,
  AbandonedCheckoutAnswer,
  AddAbandonedCheckoutActivityRequest,
  BulkDeleteAbandonedCheckoutsRequest,
  BulkDeleteAbandonedCheckoutsResponse,
  EmptyAnswer,
  GetAbandonedCheckoutAnalyticsRequest,
  GetAbandonedCheckoutAnalyticsResponse,
  QueryAbandonedCartsRequest,
  QueryAbandonedCartsResponse,
  QueryAbandonedCheckoutsRequest,
  QueryAbandonedCheckoutsResponse,
  SearchAbandonedCheckoutsRequest,
  SearchAbandonedCheckoutsResponse,
} from '../abandoned-checkouts.ts';
import * as e from './abandoned-checkouts.endpoints.ts';
import { route } from './route.ts';

const Params = Type.Object(
  { abandonedCheckoutId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
const tags = ['Abandoned checkouts'];
/** Owner, or staff managing orders. */
const manage = { scope: 'ecom.orders.manage' } as const;

// Module `store-abandoned-checkouts` serves them: checkouts left with an email and lines, and their recovery.
export const abandonedCheckoutsRoutes = {
  getAbandonedCheckout: route(e.getAbandonedCheckout, {
    access: manage,
    tags,
    summary: 'An abandoned checkout (a snapshot of the checkout when it was left)',
    params: Params,
    response: AbandonedCheckoutAnswer,
  }),
  deleteAbandonedCheckout: route(e.deleteAbandonedCheckout, {
    access: manage,
    tags,
    summary: 'Delete an abandoned checkout (the checkout itself stays)',
    params: Params,
    response: EmptyAnswer,
  }),
  bulkDeleteAbandonedCheckouts: route(e.bulkDeleteAbandonedCheckouts, {
    access: manage,
    tags,
    summary: 'Delete up to 100 abandoned checkouts (a result per id; an unknown id fails alone)',
    input: BulkDeleteAbandonedCheckoutsRequest,
    response: BulkDeleteAbandonedCheckoutsResponse,
  }),
  queryAbandonedCheckouts: route(e.queryAbandonedCheckouts, {
    access: manage,
    tags,
    idempotency: false,
    summary:
      'Query abandoned checkouts (filter on status, dates, buyer, total; sort; cursor paging; newest first)',
    input: QueryAbandonedCheckoutsRequest,
    response: QueryAbandonedCheckoutsResponse,
  }),
  searchAbandonedCheckouts: route(e.searchAbandonedCheckouts, {
    access: manage,
    tags,
    idempotency: false,
    summary:
      "Search abandoned checkouts: the query's filter, sort and cursor paging, and free text over the buyer's email and name",
    input: SearchAbandonedCheckoutsRequest,
    response: SearchAbandonedCheckoutsResponse,
  }),
  getAbandonedCart: route(e.getAbandonedCart, {
    access: manage,
    tags,
    summary: 'Stores v1: an abandoned cart by its cart id (the abandoned checkout in the older shape)',
    params: Type.Object(
      { id: Type.String({ minLength: 1, maxLength: 100 }) },
      { additionalProperties: false },
    ),
    response: AbandonedCartAnswer,
  }),
  queryAbandonedCarts: route(e.queryAbandonedCarts, {
    access: manage,
    tags,
    idempotency: false,
    summary:
      'Stores v1: query abandoned carts (filter and sort as JSON text, offset paging; newest abandoned first)',
    input: QueryAbandonedCartsRequest,
    response: QueryAbandonedCartsResponse,
  }),
  addAbandonedCheckoutActivity: route(e.addAbandonedCheckoutActivity, {
    access: manage,
    tags,
    summary: 'Record an activity (an email sent, a task created...) on an abandoned checkout',
    params: Params,
    input: AddAbandonedCheckoutActivityRequest,
    response: AbandonedCheckoutAnswer,
  }),
  getAbandonedCheckoutAnalytics: route(e.getAbandonedCheckoutAnalytics, {
    access: manage,
    tags,
    idempotency: false,
    summary:
      'Counts and money of the checkouts abandoned between two dates: still recoverable, recovered, and the recovery rate',
    input: GetAbandonedCheckoutAnalyticsRequest,
    response: GetAbandonedCheckoutAnalyticsResponse,
  }),
  redirectToCheckout: route(e.redirectToCheckout, {
    // The link in the recovery email: the buyer's browser, no credential; the id is the secret.
    access: 'public',
    tags,
    description:
      "A browser redirect (the site by `metasiteId`): 302 to the web app's page for paying the checkout (the site's public URL, never a URL " +
      'from the request). An unknown id: 404 `ABANDONED_CHECKOUT_NOT_FOUND`.',
    params: Params,
    // The hosted link names the site (no credential comes with it).
    input: Type.Object(
      { metasiteId: Type.String({ minLength: 1, maxLength: 64 }) },
      { additionalProperties: false },
    ),
    response: EmptyAnswer,
  }),
};
