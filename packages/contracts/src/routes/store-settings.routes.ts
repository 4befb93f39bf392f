import { StoreSettingsResponse, UpdateStoreSettingsRequest } from '../store-settings.ts';
import * as endpoints from './store-settings.endpoints.ts';
import { route } from './route.ts';

// The store's routes of this group (H55: store settings, shipping options, discount rules, tips,
// order/checkout settings, taxes, calculate totals); module `store-settings` serves them.

const settingsTags = ['Store settings'] as const;

export const storeSettingsRoutes = {
  getStoreSettings: route(endpoints.getStoreSettings, {
    tags: settingsTags,
    access: 'owner',
    description: "The store's currency, weight unit, whether prices include tax, and its business address.",
    response: StoreSettingsResponse,
  }),
  updateStoreSettings: route(endpoints.updateStoreSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      'Changes the store settings named; `revision`, when sent, must be the current one. ' +
      'A changed currency applies to amounts priced afterwards.',
    input: UpdateStoreSettingsRequest,
    response: StoreSettingsResponse,
  }),
};
