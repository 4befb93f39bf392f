import { inventoryRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** Stock per product variant (a counter row each), inventory v2 routes, inventory domain events; the stock port other store modules use. */
export const storeInventoryModule = defineModule({
  name: 'store-inventory',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, inventoryRoutes, {});
      },
    };
  },
});
