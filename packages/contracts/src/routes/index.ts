// The route table: every route of the API, declared once (see route.ts).
import { eventFormsRoutes } from './event-forms.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { eventCheckoutRoutes } from './event-checkout.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { identityRoutes } from './identity.routes.ts';
import { mediaRoutes } from './media.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { membersRoutes } from './members.routes.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { policiesRoutes } from './policies.routes.ts';
import { redirectsRoutes } from './redirects.routes.ts';
import { reservationsRoutes } from './reservations.routes.ts';
import { rsvpsRoutes } from './rsvps.routes.ts';
import { guestsRoutes } from './guests.routes.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { signOutRoutes } from './sign-out.routes.ts';
import { sitesRoutes } from './sites.routes.ts';
import { staffRoutes } from './staff.routes.ts';
import { ticketDefinitionsRoutes } from './ticket-definitions.routes.ts';
import { eventsSettingsRoutes } from './events-settings.routes.ts';
import { eventDiscountsRoutes } from './event-discounts.routes.ts';
import { ticketReservationsRoutes } from './ticket-reservations.routes.ts';
import { memberOrdersRoutes } from './member-orders.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogQueriesRoutes } from './catalog-queries.routes.ts';
import { inventoryRoutes } from './inventory.routes.ts';
import { backInStockRoutes } from './back-in-stock.routes.ts';
import { storeSettingsRoutes } from './store-settings.routes.ts';
import { currentCartRoutes } from './current-cart.routes.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';
import { storeOrdersRoutes } from './store-orders.routes.ts';
import { storePaymentsRoutes } from './store-payments.routes.ts';
import { tipsRoutes } from './tips.routes.ts';
import { storeFulfillmentsRoutes } from './store-fulfillments.routes.ts';
import { abandonedCheckoutsRoutes } from './abandoned-checkouts.routes.ts';

export * from './route.ts';
export { identityRoutes, membersRoutes, signOutRoutes };
export type { Endpoint } from './endpoint.ts';
export { eventsRoutes, oauthRoutes, redirectsRoutes, sitesRoutes };
export { mediaRoutes };
export { categoriesRoutes, policiesRoutes, scheduleRoutes };
export { eventFormsRoutes };
export { reservationsRoutes, ticketDefinitionsRoutes };
export { eventsSettingsRoutes };
export { rsvpsRoutes };
export { guestsRoutes };
export { eventCheckoutRoutes };
export { staffRoutes };
export { notificationsRoutes };
export { eventDiscountsRoutes };
export { ticketReservationsRoutes };
export { memberOrdersRoutes };
export { catalogRoutes };
export { catalogQueriesRoutes };
export { inventoryRoutes };
export { backInStockRoutes };
export { storeSettingsRoutes };
export { currentCartRoutes };
export { checkoutsRoutes };
export { storeOrdersRoutes };
export { storePaymentsRoutes };
export { tipsRoutes };
export { storeFulfillmentsRoutes };
export { abandonedCheckoutsRoutes };

/**
 * The groups by domain, as a shorthand for tests (`routeTable.storeOrders.getStoreOrder`). Not the
 * server's table: the app registers, checks and documents the groups its modules declare
 * (`defineModule({ routeGroups })`, apps/server platform/route-table.ts); the SDK types its calls
 * from `RouteRegistry` (route-registry.ts). A new group need not be added here.
 */
export const routeTable = {
  identity: identityRoutes,
  members: membersRoutes,
  events: eventsRoutes,
  oauth: oauthRoutes,
  redirects: redirectsRoutes,
  signOut: signOutRoutes,
  sites: sitesRoutes,
  media: mediaRoutes,
  schedule: scheduleRoutes,
  categories: categoriesRoutes,
  policies: policiesRoutes,
  eventForms: eventFormsRoutes,
  ticketDefinitions: ticketDefinitionsRoutes,
  eventsSettings: eventsSettingsRoutes,
  reservations: reservationsRoutes,
  rsvps: rsvpsRoutes,
  guests: guestsRoutes,
  eventCheckout: eventCheckoutRoutes,
  staff: staffRoutes,
  notifications: notificationsRoutes,
  eventDiscounts: eventDiscountsRoutes,
  ticketReservations: ticketReservationsRoutes,
  memberOrders: memberOrdersRoutes,
  catalog: catalogRoutes,
  catalogQueries: catalogQueriesRoutes,
  inventory: inventoryRoutes,
  backInStock: backInStockRoutes,
  storeSettings: storeSettingsRoutes,
  currentCart: currentCartRoutes,
  checkouts: checkoutsRoutes,
  storeOrders: storeOrdersRoutes,
  storePayments: storePaymentsRoutes,
  tips: tipsRoutes,
  storeFulfillments: storeFulfillmentsRoutes,
  abandonedCheckouts: abandonedCheckoutsRoutes,
} as const;
