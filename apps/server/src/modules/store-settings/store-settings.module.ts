import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import * as settingsMigration from './migrations/0039_store_settings_settings.ts';
import { DiscountRulesService } from './discounts/discount-rules.service.ts';
import * as discountsMigration from './migrations/0039_store_settings_discounts.ts';
import * as documentsMigration from './migrations/0039_store_settings_documents.ts';
import { SettingsDocumentsService } from './settings-documents.service.ts';
import * as taxMigration from './migrations/0039_store_settings_tax.ts';
import * as tipsMigration from './migrations/0048_tips_tables.ts';
import { TaxRegionsService } from './tax/tax-regions.service.ts';
import { CalculateTotalsService } from './totals/calculate-totals.service.ts';
import * as shippingMigration from './migrations/0039_store_settings_shipping.ts';
import { ShippingOptionsService } from './shipping/shipping-options.service.ts';
import { registerStoreSettingsRoutes } from './store-settings.routes.ts';
import { StoreSettingsService } from './store-settings.service.ts';

/** Store settings the cart and orders price with: shipping options and rates, discount rules (coupons), tips, taxes, order and checkout settings; the totals calculator. */
export const storeSettingsModule = defineModule({
  name: 'store-settings',
  routeGroups: [storeSettingsRoutes],
  migrations: {
    '0039_store_settings_settings': settingsMigration,
    '0039_store_settings_shipping': shippingMigration,
    '0039_store_settings_discounts': discountsMigration,
    '0039_store_settings_tax': taxMigration,
    '0039_store_settings_documents': documentsMigration,
    // Tips' tables (tips/): the calculator reads a checkout's tip choice; store-tips serves the routes.
    '0048_tips_tables': tipsMigration,
  },
  setup({ db, uow, clock }, modules) {
    const secrets = modules.get(sitesModule).secrets;
    const settings = new StoreSettingsService({ db, uow, clock });
    const shipping = new ShippingOptionsService({ db, uow, clock, secrets });
    const discounts = new DiscountRulesService({ db, uow, clock, secrets });
    const tax = new TaxRegionsService({ db, uow, clock, secrets });
    const totals = new CalculateTotalsService({ db, clock });
    const documents = new SettingsDocumentsService({ db, uow, clock });
    return {
      routes: (server) =>
        registerStoreSettingsRoutes(server, { settings, shipping, discounts, tax, totals, documents }),
    };
  },
});
