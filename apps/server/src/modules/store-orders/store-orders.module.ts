import { storeOrdersRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** Store orders: created from a checkout reserving stock, searched, updated, canceled with restock; activities and tags. */
export const storeOrdersModule = defineModule({
  name: 'store-orders',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, storeOrdersRoutes, {});
      },
    };
  },
});
