import { appModules } from '../../src/modules.ts';
import { storeCatalogModule } from '../../src/modules/store-catalog/index.ts';
import { storeInventoryModule } from '../../src/modules/store-inventory/index.ts';
import { storeSettingsModule } from '../../src/modules/store-settings/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Every module but the store areas the catalog does not use (cart, orders, payments, back in stock). */
export const catalogModules = appModules.filter(
  (m) =>
    !(m.name.startsWith('store-') || m.name === 'back-in-stock') ||
    [storeSettingsModule, storeInventoryModule, storeCatalogModule].includes(m as never),
);

export const catalogTestApp = (options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> =>
  createTestApp({ ...options, app: { modules: catalogModules, ...options.app } });

/** `?.r=<base64url JSON>`, as the official SDK sends a GET whose payload nests objects. */
export const encodedQuery = (payload: unknown) =>
  `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
