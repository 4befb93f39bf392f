import { describe, expect, it } from 'vitest';
import { ApplicationError, TesseraApiError, ValidationError, createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { storeSettingsAdmin } from '../src/modules/store-settings-admin.ts';
import { listeningSite } from './support/listening-site.ts';

// The owner's store settings through @tessera/sdk/store-settings-admin, over real HTTP.
describe('@tessera/sdk store-settings-admin against a Tessera server', () => {
  const site = listeningSite();
  const owner = () => site.owner({ store: storeSettingsAdmin }).store;

  it('reads the defaults, changes the basics, and refuses a stale revision', async () => {
    const store = owner();
    const defaults = await store.getStoreSettings();
    expect(defaults).toMatchObject({
      currency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrice: false,
      address: null,
    });

    const changed = await store.updateStoreSettings({
      currency: 'EUR',
      weightUnit: 'LB',
      taxIncludedInPrice: true,
      address: { country: 'DE', city: 'Berlin', addressLine1: 'Hauptstraße 1' },
      revision: defaults.revision,
    });
    expect(changed).toMatchObject({
      currency: 'EUR',
      weightUnit: 'LB',
      taxIncludedInPrice: true,
      address: { country: 'DE', city: 'Berlin' },
    });
    expect(await store.getStoreSettings()).toEqual(changed);

    const stale = await store
      .updateStoreSettings({ currency: 'USD', revision: defaults.revision })
      .catch((e) => e);
    expect(stale).toBeInstanceOf(ApplicationError);
    expect((stale as ApplicationError).status).toBe(409);
    expect((await store.getStoreSettings()).currency).toBe('EUR');
    await store.updateStoreSettings({
      currency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrice: false,
      address: null,
    });
  });

  it('creates, lists, changes and deletes shipping options with rates and destinations', async () => {
    const store = owner();
    const standard = await store.createShippingOption({
      title: 'Standard',
      deliveryRegionIds: ['US'],
      estimatedDeliveryTime: '3-5 days',
      rates: [
        { amount: '0', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '50' }] },
        { amount: '4.5', conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'LT', value: '2' }] },
        { amount: '9.00' },
      ],
    });
    expect(standard.rates.map((r) => r.amount)).toEqual(['0.00', '4.50', '9.00']);
    const pickup = await store.createShippingOption({
      title: 'Pick up in store',
      deliveryRegionIds: ['*'],
      rates: [{ amount: '0' }],
      pickup: { instructions: 'Ring the bell', pickupMethod: 'STORE_PICKUP' },
    });
    expect(pickup.pickup).toMatchObject({ instructions: 'Ring the bell' });

    const withCanada = await store.addDeliveryRegion(standard.id, 'CA');
    expect(withCanada.deliveryRegionIds).toEqual(['US', 'CA']);
    expect((await store.removeDeliveryRegion(standard.id, 'US')).deliveryRegionIds).toEqual(['CA']);
    const renamed = await store.updateShippingOption(standard.id, { title: 'Economy' });
    expect(renamed.title).toBe('Economy');

    expect((await store.listShippingOptions()).map((o) => o.title)).toEqual(['Economy', 'Pick up in store']);
    const firstPage = await store.queryShippingOptions().cursor(1).find();
    expect(firstPage.items.map((o) => o.title)).toEqual(['Economy']);
    expect(firstPage.hasNext()).toBe(true);
    expect((await firstPage.next()).items.map((o) => o.title)).toEqual(['Pick up in store']);

    const refused = await store
      .createShippingOption({ title: 'Bad', deliveryRegionIds: ['usa'], rates: [{ amount: '1' }] })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ValidationError);

    await store.deleteShippingOption(pickup.id);
    await store.deleteShippingOption(standard.id);
    expect(await store.listShippingOptions()).toEqual([]);
    const gone = await store.getShippingOption(standard.id).catch((e) => e);
    expect((gone as TesseraApiError).status).toBe(404);
  });

  it('creates a coupon with dates and a usage limit; codes are unique regardless of case', async () => {
    const store = owner();
    const coupon = await store.createDiscountRule({
      name: 'Summer',
      trigger: { triggerType: 'COUPON', coupon: { code: 'SUMMER10' } },
      activeTimeInfo: { start: '2020-01-01T00:00:00Z', end: null },
      discounts: { values: [{ targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: 10 }] },
      settings: { usageLimit: 100 },
    });
    expect(coupon).toMatchObject({
      status: 'LIVE',
      usageCount: 0,
      settings: { usageLimit: 100 },
      active: true,
    });
    const expired = await store.createDiscountRule({
      name: 'Old',
      trigger: { triggerType: 'COUPON', coupon: { code: 'OLD5' } },
      activeTimeInfo: { start: '2020-01-01T00:00:00Z', end: '2020-02-01T00:00:00Z' },
      discounts: { values: [{ targetType: 'SHIPPING', discountType: 'FIXED_AMOUNT', fixedAmount: '5' }] },
    });
    expect(expired.status).toBe('EXPIRED');

    const twice = await store
      .createDiscountRule({
        name: 'Again',
        trigger: { triggerType: 'COUPON', coupon: { code: 'summer10' } },
        discounts: { values: [{ targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: 5 }] },
      })
      .catch((e) => e);
    expect(twice).toBeInstanceOf(ApplicationError);
    expect((twice as ApplicationError).status).toBe(409);

    const paused = await store.updateDiscountRule(coupon.id, { active: false, revision: coupon.revision });
    expect(paused.active).toBe(false);
    expect((await store.listDiscountRules()).map((r) => r.name)).toEqual(['Summer', 'Old']);
    expect((await store.getDiscountRule(expired.id)).name).toBe('Old');
    await store.deleteDiscountRule(expired.id);
    expect((await store.listDiscountRules()).map((r) => r.name)).toEqual(['Summer']);
  });

  it('keeps tax regions per country and subdivision', async () => {
    const store = owner();
    const us = await store.createTaxRegion({ country: 'US', rate: '5' });
    const ca = await store.createTaxRegion({
      country: 'US',
      subdivision: 'US-CA',
      name: 'California',
      rate: '7.25',
    });
    expect(ca).toMatchObject({ rateType: 'MANUAL_RATE', rate: '7.25' });
    const changed = await store.updateTaxRegion(us.id, { rate: '6', revision: us.revision });
    expect(changed.rate).toBe('6');
    expect((await store.listTaxRegions()).map((r) => r.subdivision ?? r.country)).toEqual(['US', 'US-CA']);
    const again = await store.createTaxRegion({ country: 'US', rate: '1' }).catch((e) => e);
    expect((again as ApplicationError).status).toBe(409);
    await store.deleteTaxRegion(ca.id);
    expect((await store.listTaxRegions()).map((r) => r.id)).toEqual([us.id]);
  });

  it('reads and changes the orders and checkout settings', async () => {
    const store = owner();
    expect((await store.getOrdersSettings()).inventoryUpdateTrigger).toBe('ON_ORDER_PLACED');
    const changed = await store.updateOrdersSettings({
      ordersSettings: { inventoryUpdateTrigger: 'ON_ORDER_PAID' },
    });
    expect(changed.inventoryUpdateTrigger).toBe('ON_ORDER_PAID');
    expect(await store.getCheckoutSettings()).toBeTypeOf('object');
  });

  it('refuses a visitor', async () => {
    const visitor = createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { store: storeSettingsAdmin },
    }).store;
    const refused = await visitor.getStoreSettings().catch((e) => e);
    expect(refused).toBeInstanceOf(TesseraApiError);
    expect([401, 403]).toContain((refused as TesseraApiError).status);
    const write = await visitor.createTaxRegion({ country: 'FR', rate: '20' }).catch((e) => e);
    expect([401, 403]).toContain((write as TesseraApiError).status);
    expect(await owner().listTaxRegions()).not.toContainEqual(expect.objectContaining({ country: 'FR' }));
  });
});
