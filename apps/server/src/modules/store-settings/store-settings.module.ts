import { defineModule } from '../../platform/module.ts';
import * as settingsMigration from './migrations/0039_store_settings_settings.ts';
import { registerStoreSettingsRoutes } from './store-settings.routes.ts';
import { StoreSettingsService } from './store-settings.service.ts';

/** Store settings the cart and orders price with: shipping options and rates, discount rules (coupons), tips, taxes, order and checkout settings; the totals calculator. */
export const storeSettingsModule = defineModule({
  name: 'store-settings',
  migrations: { '0039_store_settings_settings': settingsMigration },
  setup({ db, uow, clock }) {
    const settings = new StoreSettingsService({ db, uow, clock });
    return {
      routes: (server) => registerStoreSettingsRoutes(server, { settings }),
    };
  },
});
