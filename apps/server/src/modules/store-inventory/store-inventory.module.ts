import { inventoryRoutes } from '@tessera/contracts/routes/inventory.routes';
import { inventoryDomainEvents } from '@tessera/contracts/inventory';
import { defineModule } from '../../platform/module.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { registerInventoryRoutes } from './inventory.routes.ts';
import { InventoryService } from './inventory.service.ts';
import * as stock from './migrations/0040_store_inventory_stock.ts';
import './store-inventory.schema.ts';

/** Stock per product variant (a counter row each), inventory v2 routes, inventory domain events; the stock port other store modules use. */
export const storeInventoryModule = defineModule({
  name: 'store-inventory',
  routeGroups: [inventoryRoutes],
  domainEvents: inventoryDomainEvents,
  migrations: { '0040_store_inventory_stock': stock },
  setup({ db, uow, clock }) {
    const service = new InventoryService({ db, uow, clock, cursorSecret: siteCursorSecrets(db) });
    return {
      routes: (server) => registerInventoryRoutes(server, service),
    };
  },
});
