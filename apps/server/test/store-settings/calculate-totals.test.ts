import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { createStoreSettingsApp } from './helpers.ts';

const R = storeSettingsRoutes;

describe('POST /ecom/v1/calculate-totals', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.parse('2026-05-01T10:00:00.000Z'));
    app = await createStoreSettingsApp(clock);
    const as = app.ownerHeaders();
    const client = testClient(app);
    await client.call(R.updateStoreSettings, { as, input: { storeSettings: { currency: 'EUR' } } });
    await client.call(R.createShippingOption, {
      as,
      input: {
        shippingOption: {
          title: 'Post',
          deliveryRegionIds: ['DE'],
          rates: [
            { amount: '0', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '50' }] },
            { amount: '4.90' },
          ],
        },
      },
    });
    await client.call(R.createTaxRegion, { as, input: { taxRegion: { country: 'DE', rate: '19' } } });
    await client.call(R.createDiscountRule, {
      as,
      input: {
        discountRule: {
          name: 'Welcome',
          trigger: { triggerType: 'COUPON', coupon: { code: 'WELCOME' } },
          discounts: { values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '5' }] },
        },
      },
    });
  });
  afterAll(() => app.close());

  it('answers the ecom totals for a visitor: discount, shipping, tax added', async () => {
    const answer = await testClient(app).call(R.calculateTotals, {
      as: await app.visitorHeaders(),
      input: {
        lineItems: [
          { id: 'a', quantity: 2, price: '12.50', catalogReference: { catalogItemId: 'p1', appId: 'x' } },
          { id: 'b', quantity: 1, price: '3', physicalProperties: { weight: 0.2 } },
        ],
        couponCode: 'welcome',
        shippingAddress: { country: 'de', city: 'Berlin' },
      },
    });
    expect(answer.currency).toBe('EUR');
    expect(answer.priceSummary).toMatchObject({
      subtotal: { amount: '28.00' },
      discount: { amount: '5.00' },
      shipping: { amount: '4.90' },
      tax: { amount: '4.37' }, // 19 % of 23.00
      total: { amount: '32.27', formattedAmount: '€32.27' },
    });
    expect(answer.appliedDiscounts).toEqual([
      {
        coupon: expect.objectContaining({
          code: 'welcome',
          name: 'Welcome',
          amount: expect.objectContaining({ amount: '5.00' }),
        }),
        discountType: 'GLOBAL',
        lineItemIds: ['a', 'b'],
      },
    ]);
    expect(answer.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      title: 'Post',
      cost: { price: { amount: '4.90' } },
    });
    expect(answer.taxSummary).toMatchObject({
      totalTax: { amount: '4.37' },
      calculationDetails: { rateType: 'MANUAL_RATE' },
    });
    expect(answer.calculatedLineItems[0]).toMatchObject({
      lineItemId: 'a',
      pricesBreakdown: { taxDetails: { taxRate: '0.19' }, lineItemPrice: { amount: '25.00' } },
    });
    expect(answer.calculationErrors).toBeUndefined();
  });

  it('reports a coupon that does not apply in calculationErrors and prices the rest', async () => {
    const answer = await testClient(app).call(R.calculateTotals, {
      as: await app.visitorHeaders(),
      input: {
        lineItems: [{ id: 'a', quantity: 1, price: '60' }],
        couponCode: 'NOPE',
        shippingAddress: { country: 'FR' },
      },
    });
    expect(answer.calculationErrors).toMatchObject({
      couponCalculationError: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } },
      generalShippingCalculationError: { applicationError: { code: 'NO_SHIPPING_OPTIONS' } },
    });
    expect(answer.priceSummary.total).toMatchObject({ amount: '60.00' });
  });

  it('refuses prices the currency cannot hold and hostile bodies with 400s', async () => {
    const as = await app.visitorHeaders();
    const send = (payload: unknown) =>
      app.request({ method: 'POST', url: R.calculateTotals.path, headers: as, payload });
    const digits = await send({ lineItems: [{ id: 'a', price: '1.001' }] });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().details.validationError.fieldViolations[0].field).toBe('lineItems[0].price');
    expect((await send({ lineItems: new Array(301).fill({ id: 'a', price: '1' }) })).statusCode).toBe(400);
    expect((await send({ lineItems: [{ id: 'a', price: '1', quantity: -1 }] })).statusCode).toBe(400);
    expect((await send({ lineItems: [{ id: 'a', price: '99999999999999999999' }] })).statusCode).toBe(400);
    const huge = await send({ lineItems: [{ id: 'a', price: '90071992547409.91', quantity: 100_000 }] });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details.validationError.fieldViolations[0].field).toBe('lineItems');
    const noSite = await app.request({ method: 'POST', url: R.calculateTotals.path, payload: {} });
    expect(noSite.statusCode).toBe(401);
  });
});
