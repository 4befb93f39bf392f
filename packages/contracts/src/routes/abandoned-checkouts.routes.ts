import { Type } from '@sinclair/typebox';
import {
  AbandonedCheckoutAnswer,
  AddAbandonedCheckoutActivityRequest,
  BulkDeleteAbandonedCheckoutsRequest,
  BulkDeleteAbandonedCheckoutsResponse,
  EmptyAnswer,
  GetAbandonedCheckoutAnalyticsRequest,
  GetAbandonedCheckoutAnalyticsResponse,
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
