import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryUpdateTriggerOf } from '../../src/modules/store-settings/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { createStoreSettingsApp } from './helpers.ts';

const R = storeSettingsRoutes;

describe('orders and checkout settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createStoreSettingsApp();
  });
  afterAll(() => app.close());

  it('answers the defaults, then keeps what the owner changes', async () => {
    const site = await app.createSite('Settings');
    const as = app.ownerHeaders(site);
    const client = testClient(app);
    expect((await client.call(R.getOrdersSettings, { as })).ordersSettings).toEqual({
      inventoryUpdateTrigger: 'ON_ORDER_PLACED',
      createInvoice: false,
      createdDate: null,
      updatedDate: null,
    });
    const changed = await client.call(R.updateOrdersSettings, {
      as,
      input: { ordersSettings: { inventoryUpdateTrigger: 'ON_ORDER_PAID' } },
    });
    expect(changed.ordersSettings).toMatchObject({
      inventoryUpdateTrigger: 'ON_ORDER_PAID',
      createInvoice: false,
    });
    expect(await inventoryUpdateTriggerOf(app.db, site.siteId)).toBe('ON_ORDER_PAID');

    await client.call(R.updateCheckoutSettings, {
      as,
      input: {
        checkoutSettings: { checkoutPolicies: { returnPolicy: { visible: true, content: '30 days' } } },
      },
    });
    const both = await client.call(R.updateCheckoutSettings, {
      as,
      input: {
        checkoutSettings: {
          checkoutPolicies: { privacyPolicy: { visible: true, content: 'We keep nothing' } },
          checkoutBrand: { header: { color: '#fff' } },
        },
      },
    });
    expect(both.checkoutSettings.checkoutPolicies).toEqual({
      returnPolicy: { visible: true, content: '30 days' },
      privacyPolicy: { visible: true, content: 'We keep nothing' },
    });
    expect((await client.call(R.getCheckoutSettings, { as })).checkoutSettings).toEqual(
      both.checkoutSettings,
    );
  });

  it('refuses unknown values and visitors', async () => {
    const as = app.ownerHeaders();
    const bad = await app.request({
      method: 'PATCH',
      url: R.updateOrdersSettings.path,
      headers: as,
      payload: { ordersSettings: { inventoryUpdateTrigger: 'SOMETIMES' } },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.visitorHeaders();
    expect((await testClient(app).send(R.getCheckoutSettings, { as: visitor })).statusCode).toBe(403);
  });
});
