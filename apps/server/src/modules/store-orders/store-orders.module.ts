import { storeOrdersRoutes } from '@tessera/contracts/routes/index';
import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import * as tables from './migrations/0045_store_orders_tables.ts';
import { StoreOrdersPaymentsPort } from './payments-port.ts';
import './store-orders.schema.ts';

/** Store orders: created from a checkout reserving stock, searched, updated, canceled with restock; activities and tags. */
export const storeOrdersModule = defineModule({
  name: 'store-orders',
  migrations: { '0045_store_orders_tables': tables },
  setup({ clock }) {
    // The port store-payments (H58) records payments through.
    const payments = new StoreOrdersPaymentsPort(() => nowIso(clock));
    return {
      routes: (server) => {
        registerRoutes(server, storeOrdersRoutes, {});
      },
      exports: { payments },
    };
  },
});
