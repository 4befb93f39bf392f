import { inventoryItemsV3Routes, inventoryRoutes } from '@tessera/contracts/routes/index';
import { inventoryDomainEvents } from '@tessera/contracts/inventory';
import { defineModule } from '../../platform/module.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { registerInventoryRoutes } from './inventory.routes.ts';
import { InventoryService } from './inventory.service.ts';
import { inventoryItemsV3Handlers } from './items-v3/items.handlers.ts';
import * as stock from './migrations/0040_store_inventory_stock.ts';
import * as itemsV3 from './migrations/0058_store_inventory_items_v3.ts';
import './store-inventory.schema.ts';

/**
 * Stock per product variant (a counter row each), inventory v2 routes and the catalog v3 inventory
 * items over the same rows (items-v3/), inventory domain events; the stock port other store modules use.
 */
export const storeInventoryModule = defineModule({
  name: 'store-inventory',
  routeGroups: [inventoryRoutes, inventoryItemsV3Routes],
  domainEvents: inventoryDomainEvents,
  migrations: { '0040_store_inventory_stock': stock, '0058_store_inventory_items_v3': itemsV3 },
  setup({ db, uow, clock }) {
    const cursorSecret = siteCursorSecrets(db);
    const service = new InventoryService({ db, uow, clock, cursorSecret });
    const itemsV3Handlers = inventoryItemsV3Handlers({ db, uow, clock, cursorSecret });
    return {
      routes: (server) => {
        registerInventoryRoutes(server, service);
        registerRoutes(server, inventoryItemsV3Routes, itemsV3Handlers);
      },
    };
  },
});
