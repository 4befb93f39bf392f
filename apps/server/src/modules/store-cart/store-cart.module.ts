import { currentCartRoutes } from '@tessera/contracts/routes/current-cart.routes';
import { checkoutsRoutes } from '@tessera/contracts/routes/checkouts.routes';
import { defineModule } from '../../platform/module.ts';
import { keptPricingContexts, storeSettingsModule } from '../store-settings/index.ts';
import { storeCatalogModule } from '../store-catalog/index.ts';
import { oauthModule } from '../oauth/index.ts';
import { storeCatalog, type FindCatalogItems } from './catalog-port.ts';
import { CartService } from './cart.service.ts';
import { subjectsOfCheckout } from './cart.store.ts';
import { CheckoutsService } from './checkout.service.ts';
import { completionToken } from './checkout-completion.ts';
import { mergeVisitorCart } from './cart-merge.ts';
import * as storeCart from './migrations/0043_store_cart.ts';
import { registerStoreCartRoutes } from './store-cart.routes.ts';
import type { StoreCartPort } from './port.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** The store cart's catalog (tests may stand in for the catalog module). */
    storeCart?: { findCatalogItems?: FindCatalogItems };
  }
}

/** The current cart of a visitor or member and ecom checkouts made from it (or "buy now"). */
export const storeCartModule = defineModule({
  name: 'store-cart',
  routeGroups: [currentCartRoutes, checkoutsRoutes],
  migrations: { '0043_store_cart': storeCart },
  setup({ db, uow, clock, publicUrl, options, keys }, modules) {
    // Listed after store settings: its calculator prices every cart and checkout.
    modules.get(storeSettingsModule);
    // And after the catalog: its findCatalogItems resolves every line.
    modules.get(storeCatalogModule);
    const deps = {
      db,
      uow,
      publicUrl,
      now: () => clock.now(),
      findCatalogItems: options.storeCart?.findCatalogItems ?? storeCatalog(),
      pricingContext: keptPricingContexts(),
    };
    const checkouts = new CheckoutsService(deps);
    const carts = new CartService(deps, checkouts);
    const completion = { db, uow, keys, now: () => clock.now() };
    const exports: StoreCartPort = {
      loadCheckout: (executor, siteId, checkoutId) => checkouts.load(executor, siteId, checkoutId),
      completeCheckout: (unit, checkoutId, orderId, cartId) =>
        checkouts.complete(unit, checkoutId, orderId, cartId),
      checkoutSubjects: (siteId, checkoutId) => subjectsOfCheckout(db, siteId, checkoutId),
      checkoutPageUrl: (checkoutId) => checkouts.pageUrl(checkoutId),
      mergeVisitorCart: (siteId, visitorId, memberId) => mergeVisitorCart(deps, siteId, visitorId, memberId),
      completionToken: (siteId, input) => completionToken(completion, siteId, input),
    };
    // A visitor who logs in keeps their cart: it merges into the member's before the login's
    // tokens are answered (oauth/member-logins.ts).
    modules
      .get(oauthModule)
      .memberLogins.onMemberLogin(({ siteId, visitorId, memberId }) =>
        mergeVisitorCart(deps, siteId, visitorId, memberId),
      );
    return {
      routes: (server) => registerStoreCartRoutes(server, carts, checkouts, db, completion),
      exports,
    };
  },
});
