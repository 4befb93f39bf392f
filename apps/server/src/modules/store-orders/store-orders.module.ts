import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { storeOrderDomainEvents } from '@tessera/contracts/store-order-events';
import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import * as tables from './migrations/0045_store_orders_tables.ts';
import * as buyerIndex from './migrations/0052_store_orders_buyer_index.ts';
import { StoreOrdersPaymentsPort } from './payments-port.ts';
import { storeCartModule } from '../store-cart/index.ts';
import { cartCheckouts } from './cart-checkouts.ts';
import { createOrderFromCheckout, releaseOrderDiscounts } from './order-placement.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { CheckoutSource } from './checkout-source.ts';
import { registerStoreOrdersRoutes } from './store-orders.routes.ts';
import './store-orders.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** Where orders are created from: store-cart's checkouts unless a test stands in for them. */
    storeOrders?: { checkouts?: CheckoutSource };
  }
}

/** Store orders: created from a checkout reserving stock, searched, updated, canceled with restock; activities and tags. */
export const storeOrdersModule = defineModule({
  name: 'store-orders',
  routeGroups: [storeOrdersRoutes],
  domainEvents: storeOrderDomainEvents,
  migrations: { '0045_store_orders_tables': tables, '0052_store_orders_buyer_index': buyerIndex },
  setup({ db, uow, clock, publicUrl, options }, modules) {
    // The port store-payments (H58) records payments through.
    const payments = new StoreOrdersPaymentsPort(() => nowIso(clock));
    // A canceled order gives back the coupon / rule uses it counted, in the cancel's unit (H70).
    payments.onOrderCanceled(releaseOrderDiscounts);
    const now = () => nowIso(clock);
    // Listed after store-cart: orders are made of its checkouts, priced now.
    const checkouts = options.storeOrders?.checkouts ?? cartCheckouts(modules.get(storeCartModule));
    return {
      routes: (server) => {
        registerStoreOrdersRoutes(server, { db, uow, now, publicUrl, checkouts, payments });
      },
      // For store-payments' create-order-and-charge (H66): the same placement as create-order.
      exports: {
        payments,
        placement: {
          createOrderFromCheckout: (caller: Caller, checkoutId: string) =>
            createOrderFromCheckout({ db, uow, now, publicUrl, checkouts }, caller, checkoutId),
          checkoutSubjectsOf: (siteId: string, checkoutId: string) =>
            checkouts.subjectsOf(siteId, checkoutId),
        },
      },
    };
  },
});
