import { appModules } from '../../src/modules.ts';
import { storeSettingsModule } from '../../src/modules/store-settings/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClock } from '../../src/platform/clock.ts';

/**
 * A test app of the modules up to store-settings: this module uses only those above it, so its
 * tests do not wait on the store modules after it (the cart, orders and payments build on it).
 */
export const modulesThroughStoreSettings = appModules.slice(0, appModules.indexOf(storeSettingsModule) + 1);

export const createStoreSettingsApp = (clock?: TestClock): Promise<TestApp> =>
  createTestApp({ app: { modules: modulesThroughStoreSettings, ...(clock ? { clock } : {}) } });
