import type { storeSettingsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's store-settings routes (modules/store-settings). */
export const storeSettingsSamples: SamplesOf<typeof storeSettingsRoutes> = {
  GetStoreSettings: () => ({}),
  UpdateStoreSettings: () => ({ input: { storeSettings: { currency: 'EUR', weightUnit: 'KG' } } }),
};
