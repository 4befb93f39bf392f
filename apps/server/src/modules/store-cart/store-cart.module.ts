import { currentCartRoutes, checkoutsRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** The current cart of a visitor or member and ecom checkouts made from it (or "buy now"). */
export const storeCartModule = defineModule({
  name: 'store-cart',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, currentCartRoutes, {});
        registerRoutes(server, checkoutsRoutes, {});
      },
    };
  },
});
