import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import * as tables from './migrations/0045_store_orders_tables.ts';
import { StoreOrdersPaymentsPort } from './payments-port.ts';
import { noCheckouts, type CheckoutSource } from './checkout-source.ts';
import { registerStoreOrdersRoutes } from './store-orders.routes.ts';
import './store-orders.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** Where orders are created from (tests give a stand-in until store-cart's checkout port is wired). */
    storeOrders?: { checkouts?: CheckoutSource };
  }
}

/** Store orders: created from a checkout reserving stock, searched, updated, canceled with restock; activities and tags. */
export const storeOrdersModule = defineModule({
  name: 'store-orders',
  migrations: { '0045_store_orders_tables': tables },
  setup({ db, uow, clock, publicUrl, options }) {
    // The port store-payments (H58) records payments through.
    const payments = new StoreOrdersPaymentsPort(() => nowIso(clock));
    const now = () => nowIso(clock);
    const checkouts = options.storeOrders?.checkouts ?? noCheckouts;
    return {
      routes: (server) => {
        registerStoreOrdersRoutes(server, { db, uow, now, publicUrl, checkouts, payments });
      },
      exports: { payments },
    };
  },
});
