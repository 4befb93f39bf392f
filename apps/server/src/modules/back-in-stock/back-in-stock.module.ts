import { backInStockRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** Back-in-stock notification requests: collected per catalog item, emailed when the item is back in stock. */
export const backInStockModule = defineModule({
  name: 'back-in-stock',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, backInStockRoutes, {});
      },
    };
  },
});
