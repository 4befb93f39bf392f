import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createStoreSettingsApp } from './helpers.ts';
import { testClient } from '../support/test-client.ts';

const R = storeSettingsRoutes;

describe('shipping options', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createStoreSettingsApp();
  });
  afterAll(() => app.close());

  const create = (shippingOption: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: '/ecom/v1/shipping-options', headers, payload: { shippingOption } });

  it('creates, reads, updates with the revision, and deletes', async () => {
    const client = testClient(app);
    const as = app.ownerHeaders();
    const created = await create({
      title: 'Standard',
      deliveryRegionIds: ['US', 'CA'],
      estimatedDeliveryTime: '3-5 days',
      rates: [
        { amount: '0', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '50' }] },
        { amount: '4.5', conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'LT', value: '2.5' }] },
        { amount: '1.00', multiplyByQuantity: true },
      ],
      pickup: null,
      deliveryTimeSlots: [{ from: '2030-01-02T10:00:00Z', to: '2030-01-02T12:00:00Z' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const option = created.json().shippingOption;
    expect(option).toMatchObject({
      revision: '1',
      title: 'Standard',
      deliveryRegionId: 'US',
      deliveryRegionIds: ['US', 'CA'],
      rates: [
        {
          amount: '0.00',
          conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '50' }],
          multiplyByQuantity: false,
        },
        { amount: '4.50', multiplyByQuantity: false },
        { amount: '1.00', conditions: [], multiplyByQuantity: true },
      ],
      deliveryTimeSlots: [{ from: '2030-01-02T10:00:00.000Z', to: '2030-01-02T12:00:00.000Z' }],
      extendedFields: {},
    });
    const read = await client.call(R.getShippingOption, { as, params: { shippingOptionId: option.id } });
    expect(read.shippingOption).toEqual(option);

    const updated = await client.call(R.updateShippingOption, {
      as,
      params: { shippingOptionId: option.id },
      input: {
        shippingOption: { revision: '1', title: 'Standard post', pickup: { instructions: 'Back door' } },
      },
    });
    expect(updated.shippingOption).toMatchObject({
      revision: '2',
      title: 'Standard post',
      pickup: { instructions: 'Back door' },
    });
    expect(updated.shippingOption.rates).toEqual(option.rates);
    const stale = await client.send(R.updateShippingOption, {
      as,
      params: { shippingOptionId: option.id },
      input: { shippingOption: { revision: '1', title: 'x' } },
    });
    expect(stale.statusCode).toBe(409);

    const added = await client.call(R.addDeliveryRegion, {
      as,
      params: { shippingOptionId: option.id },
      input: { deliveryRegionId: 'US-CA' },
    });
    expect(added.shippingOption.deliveryRegionIds).toEqual(['US', 'CA', 'US-CA']);
    const again = await client.call(R.addDeliveryRegion, {
      as,
      params: { shippingOptionId: option.id },
      input: { deliveryRegionId: 'US-CA' },
    });
    expect(again.shippingOption.deliveryRegionIds).toEqual(['US', 'CA', 'US-CA']);
    const removed = await client.call(R.removeDeliveryRegion, {
      as,
      params: { shippingOptionId: option.id },
      input: { deliveryRegionId: 'US' },
    });
    expect(removed.shippingOption).toMatchObject({
      deliveryRegionIds: ['CA', 'US-CA'],
      deliveryRegionId: 'CA',
    });

    const extended = await client.call(R.updateShippingExtendedFields, {
      as,
      params: { shippingOptionId: option.id },
      input: { namespace: 'app', namespaceData: { a: 1 } },
    });
    expect(extended.shippingOption.extendedFields).toEqual({ namespaces: { app: { a: 1 } } });

    const listed = await client.call(R.queryShippingOptions, { as, input: {} });
    expect(listed.shippingOptions.map((o) => o.id)).toContain(option.id);

    await client.call(R.deleteShippingOption, { as, params: { shippingOptionId: option.id } });
    const gone = await client.send(R.getShippingOption, { as, params: { shippingOptionId: option.id } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('SHIPPING_OPTION_NOT_FOUND');
    expect(
      (await client.send(R.deleteShippingOption, { as, params: { shippingOptionId: option.id } })).statusCode,
    ).toBe(404);
  });

  it('refuses amounts the currency cannot hold, fractional quantities, backwards slots and bad regions, writing nothing', async () => {
    const site = await app.createSite('Refusals');
    const as = app.ownerHeaders(site);
    const refused = await create(
      {
        title: 'Bad',
        rates: [
          { amount: '1.005', conditions: [{ type: 'BY_TOTAL_QUANTITY', operator: 'GT', value: '1.5' }] },
          { amount: '2', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GT', value: '0.001' }] },
        ],
        deliveryTimeSlots: [{ from: '2030-01-02T12:00:00Z', to: '2030-01-02T10:00:00Z' }],
      },
      as,
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect([...fields].sort()).toEqual([
      'shippingOption.deliveryTimeSlots[0].to',
      'shippingOption.rates[0].amount',
      'shippingOption.rates[0].conditions[0].value',
      'shippingOption.rates[1].conditions[0].value',
    ]);
    expect((await create({ title: 'x', deliveryRegionIds: ['germany'] }, as)).statusCode).toBe(400);
    expect((await create({ rates: [] }, as)).statusCode).toBe(400);
    expect((await create({ title: 'x', rates: new Array(51).fill({ amount: '1' }) }, as)).statusCode).toBe(
      400,
    );
    const listed = await testClient(app).call(R.queryShippingOptions, { as, input: {} });
    expect(listed.shippingOptions).toEqual([]);
  });

  it("answers another site's option as not found; visitors are refused", async () => {
    const site = await app.createSite('Other');
    const id = (await create({ title: 'Mine' }, app.ownerHeaders(site))).json().shippingOption.id;
    const client = testClient(app);
    expect(
      (await client.send(R.getShippingOption, { as: app.ownerHeaders(), params: { shippingOptionId: id } }))
        .statusCode,
    ).toBe(404);
    const visitor = await app.visitorHeaders(site);
    expect(
      (await client.send(R.getShippingOption, { as: visitor, params: { shippingOptionId: id } })).statusCode,
    ).toBe(403);
    expect((await create({ title: 'x' }, visitor)).statusCode).toBe(403);
  });
});
