import type { AnyModule } from './platform/module.ts';
import { eventFormsModule } from './modules/event-forms/index.ts';
import { categoriesModule } from './modules/categories/index.ts';
import { eventCheckoutModule } from './modules/event-checkout/index.ts';
import { eventDiscountsModule } from './modules/event-discounts/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { guestsModule } from './modules/guests/index.ts';
import { eventsSettingsModule } from './modules/events-settings/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { membersModule } from './modules/members/index.ts';
import { memberOrdersModule } from './modules/member-orders/index.ts';
import { oauthModule } from './modules/oauth/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { policiesModule } from './modules/policies/index.ts';
import { redirectsModule } from './modules/redirects/index.ts';
import { reservationsModule } from './modules/reservations/index.ts';
import { rsvpsModule } from './modules/rsvps/index.ts';
import { scheduleModule } from './modules/schedule/index.ts';
import { sitesModule } from './modules/sites/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { ticketDefinitionsModule } from './modules/ticket-definitions/index.ts';
import { storeInventoryModule } from './modules/store-inventory/index.ts';
import { storeCatalogModule } from './modules/store-catalog/index.ts';
import { backInStockModule } from './modules/back-in-stock/index.ts';
import { storeSettingsModule, storeTipsModule } from './modules/store-settings/index.ts';
import { storeCartModule } from './modules/store-cart/index.ts';
import { storeOrdersModule } from './modules/store-orders/index.ts';
import { storePaymentsModule } from './modules/store-payments/index.ts';
import { storeFulfillmentsModule } from './modules/store-fulfillments/index.ts';
import { storeAbandonedCheckoutsModule } from './modules/store-abandoned-checkouts/index.ts';

/**
 * The server's modules, in setup order: a module may use (`modules.get`) only those above it.
 * A new module is one line here; its migrations, routes, jobs, subscribers and page data come
 * from its definition (platform/module.ts, docs/architecture.md "A module").
 */
export const appModules: readonly AnyModule[] = [
  sitesModule,
  oauthModule,
  redirectsModule,
  eventsModule,
  categoriesModule,
  scheduleModule,
  policiesModule,
  identityModule,
  membersModule,
  mediaModule,
  paymentsModule,
  eventsSettingsModule,
  ticketDefinitionsModule,
  reservationsModule,
  eventDiscountsModule,
  eventFormsModule,
  eventCheckoutModule,
  memberOrdersModule,
  rsvpsModule,
  guestsModule,
  staffModule,
  notificationsModule,
  storeSettingsModule,
  storeInventoryModule,
  storeCatalogModule,
  backInStockModule,
  storeCartModule,
  storeOrdersModule,
  storeFulfillmentsModule,
  storeAbandonedCheckoutsModule,
  storePaymentsModule,
  storeTipsModule,
];
