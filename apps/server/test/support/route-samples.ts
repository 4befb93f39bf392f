import { allRoutes, routeTable, type RouteSpec } from '@tessera/contracts/routes/index';
import type { TestApp } from './test-app.ts';
import type { Sample, SampleCall, SamplesOf } from './route-samples/types.ts';
import { eventFormsSamples } from './route-samples/event-forms.ts';
import { categoriesSamples } from './route-samples/categories.ts';
import { eventCheckoutSamples } from './route-samples/event-checkout.ts';
import { eventDiscountsSamples } from './route-samples/event-discounts.ts';
import { ticketReservationsSamples } from './route-samples/ticket-reservations.ts';
import { eventsSettingsSamples } from './route-samples/events-settings.ts';
import { eventsSamples } from './route-samples/events.ts';
import { identitySamples } from './route-samples/identity.ts';
import { mediaSamples } from './route-samples/media.ts';
import { membersSamples } from './route-samples/members.ts';
import { notificationsSamples } from './route-samples/notifications.ts';
import { oauthSamples } from './route-samples/oauth.ts';
import { policiesSamples } from './route-samples/policies.ts';
import { redirectsSamples } from './route-samples/redirects.ts';
import { reservationsSamples } from './route-samples/reservations.ts';
import { rsvpsSamples } from './route-samples/rsvps.ts';
import { guestsSamples } from './route-samples/guests.ts';
import { scheduleSamples } from './route-samples/schedule.ts';
import { signOutSamples } from './route-samples/sign-out.ts';
import { sitesSamples } from './route-samples/sites.ts';
import { staffSamples } from './route-samples/staff.ts';
import { ticketDefinitionsSamples } from './route-samples/ticket-definitions.ts';
import { memberOrdersSamples } from './route-samples/member-orders.ts';
import { catalogSamples } from './route-samples/catalog.ts';
import { catalogQueriesSamples } from './route-samples/catalog-queries.ts';
import { inventorySamples } from './route-samples/inventory.ts';
import { backInStockSamples } from './route-samples/back-in-stock.ts';
import { storeSettingsSamples } from './route-samples/store-settings.ts';
import { currentCartSamples } from './route-samples/current-cart.ts';
import { checkoutsSamples } from './route-samples/checkouts.ts';
import { storeOrdersSamples } from './route-samples/store-orders.ts';
import { storePaymentsSamples } from './route-samples/store-payments.ts';
import { tipsSamples } from './route-samples/tips.ts';
import { storeFulfillmentsSamples } from './route-samples/store-fulfillments.ts';
import { abandonedCheckoutsSamples } from './route-samples/abandoned-checkouts.ts';

export type { Sample, SampleCall, SampleFixtures } from './route-samples/types.ts';

/**
 * A valid call of every route of the route table, one file per domain of `routeTable`
 * (`route-samples/<domain>.ts`). A new domain or route does not compile without its samples,
 * and this module refuses to load when a route of the table has none, so the role matrix and
 * the fuzz tests never skip a route.
 */
const samplesByDomain: { [D in keyof typeof routeTable]: SamplesOf<(typeof routeTable)[D]> } = {
  identity: identitySamples,
  members: membersSamples,
  events: eventsSamples,
  oauth: oauthSamples,
  redirects: redirectsSamples,
  signOut: signOutSamples,
  sites: sitesSamples,
  media: mediaSamples,
  schedule: scheduleSamples,
  categories: categoriesSamples,
  policies: policiesSamples,
  eventForms: eventFormsSamples,
  ticketDefinitions: ticketDefinitionsSamples,
  eventsSettings: eventsSettingsSamples,
  reservations: reservationsSamples,
  rsvps: rsvpsSamples,
  guests: guestsSamples,
  eventCheckout: eventCheckoutSamples,
  staff: staffSamples,
  notifications: notificationsSamples,
  eventDiscounts: eventDiscountsSamples,
  ticketReservations: ticketReservationsSamples,
  memberOrders: memberOrdersSamples,
  catalog: catalogSamples,
  catalogQueries: catalogQueriesSamples,
  inventory: inventorySamples,
  backInStock: backInStockSamples,
  storeSettings: storeSettingsSamples,
  currentCart: currentCartSamples,
  checkouts: checkoutsSamples,
  storeOrders: storeOrdersSamples,
  storePayments: storePaymentsSamples,
  tips: tipsSamples,
  storeFulfillments: storeFulfillmentsSamples,
  abandonedCheckouts: abandonedCheckoutsSamples,
};

function mergeSamples(byDomain: Record<string, Record<string, SampleCall>>): Record<string, SampleCall> {
  const merged: Record<string, SampleCall> = Object.create(null) as Record<string, SampleCall>;
  for (const [domain, samples] of Object.entries(byDomain)) {
    for (const [operationId, sample] of Object.entries(samples)) {
      if (Object.hasOwn(merged, operationId)) throw new Error(`${operationId}: a second sample in ${domain}`);
      merged[operationId] = sample;
    }
  }
  const missing = allRoutes.filter((r) => !Object.hasOwn(merged, r.operationId)).map((r) => r.operationId);
  if (missing.length) {
    throw new Error(
      `Routes without a sample (test/support/route-samples/<domain>.ts): ${missing.join(', ')}`,
    );
  }
  return merged;
}

/** Every route's sample call, by operation id. */
export const routeSamples: Readonly<Record<string, SampleCall>> = mergeSamples(samplesByDomain);

/** The URL of a route with its path parameters filled in. */
export const urlOf = (spec: RouteSpec, params: Record<string, string> = {}): string =>
  spec.path.replace(/:([A-Za-z0-9_.]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

/** Sends a sample call: GET and DELETE payloads go in the `.r` query parameter, others as the JSON body. */
export function send(app: TestApp, spec: RouteSpec, sample: Sample, headers: Record<string, string>) {
  const url = urlOf(spec, sample.params);
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    const query =
      sample.input && Object.keys(sample.input).length
        ? `?.r=${encodeURIComponent(Buffer.from(JSON.stringify(sample.input)).toString('base64'))}`
        : '';
    return app.request({ method: spec.method, url: `${url}${query}`, headers });
  }
  return app.request({ method: spec.method, url, headers, payload: sample.input ?? {} });
}
