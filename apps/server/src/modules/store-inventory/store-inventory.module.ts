import { inventoryRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import * as stock from './migrations/0040_store_inventory_stock.ts';
import './store-inventory.schema.ts';

/** Stock per product variant (a counter row each), inventory v2 routes, inventory domain events; the stock port other store modules use. */
export const storeInventoryModule = defineModule({
  name: 'store-inventory',
  migrations: { '0040_store_inventory_stock': stock },
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, inventoryRoutes, {});
      },
    };
  },
});
