import { storeSettingsRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** Store settings the cart and orders price with: shipping options and rates, discount rules (coupons), tips, taxes, order and checkout settings; the totals calculator. */
export const storeSettingsModule = defineModule({
  name: 'store-settings',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, storeSettingsRoutes, {});
      },
    };
  },
});
