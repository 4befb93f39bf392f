import { appModules } from '../../src/modules.ts';
import { backInStockModule } from '../../src/modules/back-in-stock/index.ts';
import { storeInventoryModule } from '../../src/modules/store-inventory/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The app with every module but the other store areas (built at the same time by others, and not
 * needed here: inventory and back in stock use none of them), so these tests test only this area.
 */
export const inventoryModules = appModules.filter(
  (m) =>
    !(m.name.startsWith('store-') || m.name === 'back-in-stock') ||
    m === storeInventoryModule ||
    m === backInStockModule,
);

export const inventoryTestApp = (options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> =>
  createTestApp({ ...options, app: { modules: inventoryModules, ...options.app } });
