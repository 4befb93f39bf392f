import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { createStoreSettingsApp } from './helpers.ts';

const R = storeSettingsRoutes;

describe('tax regions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createStoreSettingsApp();
  });
  afterAll(() => app.close());

  it('creates per country and subdivision, updates, lists and deletes; one region per place', async () => {
    const site = await app.createSite('Tax');
    const as = app.ownerHeaders(site);
    const client = testClient(app);
    const us = await client.call(R.createTaxRegion, {
      as,
      input: { taxRegion: { country: 'US', rate: '5' } },
    });
    expect(us.taxRegion).toMatchObject({
      country: 'US',
      subdivision: null,
      name: 'US',
      rateType: 'MANUAL_RATE',
      rate: '5',
      revision: '1',
    });
    const ca = await client.call(R.createTaxRegion, {
      as,
      input: { taxRegion: { country: 'US', subdivision: 'US-CA', name: 'California', rate: '7.25' } },
    });
    expect(ca.taxRegion).toMatchObject({ subdivision: 'US-CA', name: 'California', rate: '7.25' });
    const twice = await client.send(R.createTaxRegion, {
      as,
      input: { taxRegion: { country: 'US', rate: '6' } },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details.applicationError.code).toBe('TAX_REGION_ALREADY_EXISTS');

    const none = await client.call(R.updateTaxRegion, {
      as,
      params: { taxRegionId: us.taxRegion.id },
      input: { taxRegion: { revision: '1', rateType: 'NO_TAX_COLLECTED' } },
    });
    expect(none.taxRegion).toMatchObject({ rateType: 'NO_TAX_COLLECTED', rate: '0', revision: '2' });
    const stale = await client.send(R.updateTaxRegion, {
      as,
      params: { taxRegionId: us.taxRegion.id },
      input: { taxRegion: { revision: '1', rate: '3' } },
    });
    expect(stale.statusCode).toBe(409);
    const listed = await client.call(R.queryTaxRegions, { as, input: {} });
    expect(listed.taxRegions.map((r) => r.subdivision)).toEqual([null, 'US-CA']);
    await client.call(R.deleteTaxRegion, { as, params: { taxRegionId: ca.taxRegion.id } });
    expect(
      (await client.send(R.getTaxRegion, { as, params: { taxRegionId: ca.taxRegion.id } })).statusCode,
    ).toBe(404);
  });

  it('refuses malformed places and rates; visitors are refused', async () => {
    const as = app.ownerHeaders();
    const client = testClient(app);
    const bad = (taxRegion: Record<string, unknown>) =>
      app.request({ method: 'POST', url: R.createTaxRegion.path, headers: as, payload: { taxRegion } });
    expect((await bad({ country: 'usa', rate: '5' })).statusCode).toBe(400);
    expect((await bad({ country: 'US', rate: '101' })).statusCode).toBe(400);
    expect((await bad({ country: 'US', rate: '5.12345' })).statusCode).toBe(400);
    const wrongCountry = await bad({ country: 'US', subdivision: 'DE-BE', rate: '5' });
    expect(wrongCountry.statusCode).toBe(400);
    expect(wrongCountry.json().details.validationError.fieldViolations[0].field).toBe(
      'taxRegion.subdivision',
    );
    const visitor = await app.visitorHeaders();
    expect((await client.send(R.queryTaxRegions, { as: visitor, input: {} })).statusCode).toBe(403);
  });
});
