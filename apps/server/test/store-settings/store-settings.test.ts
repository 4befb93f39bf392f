import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { calculateTotals, storeCurrencyOf } from '../../src/modules/store-settings/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { createStoreSettingsApp } from './helpers.ts';
import { testClient } from '../support/test-client.ts';

const R = storeSettingsRoutes;

describe('store settings', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.parse('2026-05-01T10:00:00.000Z'));
    app = await createStoreSettingsApp(clock);
  });
  afterAll(() => app.close());

  it('answers the defaults before any change (USD, KG, tax added)', async () => {
    const site = await app.createSite('Defaults');
    const answer = await testClient(app).call(R.getStoreSettings, { as: app.ownerHeaders(site) });
    expect(answer.storeSettings).toEqual({
      id: site.siteId,
      currency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrice: false,
      address: null,
      revision: '0',
      createdDate: null,
      updatedDate: null,
    });
    expect(await storeCurrencyOf(app.db, site.siteId)).toBe('USD');
  });

  it('changes what is named; a stale revision conflicts; an unknown currency is a 400', async () => {
    const site = await app.createSite('Changes');
    const as = app.ownerHeaders(site);
    const client = testClient(app);
    const changed = await client.call(R.updateStoreSettings, {
      as,
      input: {
        storeSettings: {
          revision: '0',
          currency: 'EUR',
          taxIncludedInPrice: true,
          address: { country: 'DE', subdivision: 'DE-BE', city: 'Berlin' },
        },
      },
    });
    expect(changed.storeSettings).toMatchObject({
      currency: 'EUR',
      weightUnit: 'KG',
      taxIncludedInPrice: true,
      address: { country: 'DE', subdivision: 'DE-BE', city: 'Berlin' },
      revision: '1',
      createdDate: new Date(clock.now()).toISOString(),
    });
    expect(await storeCurrencyOf(app.db, site.siteId)).toBe('EUR');
    const lb = await client.call(R.updateStoreSettings, {
      as,
      input: { storeSettings: { weightUnit: 'LB', address: null } },
    });
    expect(lb.storeSettings).toMatchObject({
      currency: 'EUR',
      weightUnit: 'LB',
      address: null,
      revision: '2',
    });

    const stale = await client.send(R.updateStoreSettings, {
      as,
      input: { storeSettings: { revision: '0' } },
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await client.send(R.updateStoreSettings, {
      as,
      input: { storeSettings: { currency: 'XYZ' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe('storeSettings.currency');
    const hostile = await app.request({
      method: 'PATCH',
      url: R.updateStoreSettings.path,
      headers: { ...as, 'content-type': 'application/json' },
      payload: '{"storeSettings":{"__proto__":{"currency":"JPY"},"address":{"constructor":{"x":1}}}}',
    });
    expect(hostile.statusCode).toBe(400);
    expect((await client.call(R.getStoreSettings, { as })).storeSettings.currency).toBe('EUR');
  });

  it('is the owner’s: visitors and members cannot read or change it', async () => {
    const visitor = await app.visitorHeaders();
    expect((await testClient(app).send(R.getStoreSettings, { as: visitor })).statusCode).toBe(403);
    expect(
      (
        await testClient(app).send(R.updateStoreSettings, {
          as: visitor,
          input: { storeSettings: { currency: 'EUR' } },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('two first changes at once both land (one row, revision 2)', async () => {
    const site = await app.createSite('Concurrent');
    const as = app.ownerHeaders(site);
    const client = testClient(app);
    await Promise.all([
      client.call(R.updateStoreSettings, { as, input: { storeSettings: { currency: 'GBP' } } }),
      client.call(R.updateStoreSettings, { as, input: { storeSettings: { weightUnit: 'LB' } } }),
    ]);
    const read = await client.call(R.getStoreSettings, { as });
    expect(read.storeSettings).toMatchObject({ currency: 'GBP', weightUnit: 'LB', revision: '2' });
  });

  it('prices lines in the store currency (the port)', async () => {
    const site = await app.createSite('Port');
    await testClient(app).call(R.updateStoreSettings, {
      as: app.ownerHeaders(site),
      input: { storeSettings: { currency: 'EUR' } },
    });
    const totals = await calculateTotals(app.db, site.siteId, {
      nowMs: clock.now(),
      lines: [
        { id: 'a', quantity: 2, unitPriceMinor: 1250 },
        { id: 'b', quantity: 1, unitPriceMinor: 99 },
      ],
    });
    expect(totals.currency).toBe('EUR');
    expect(totals.summary).toMatchObject({ subtotalMinor: 2599, totalMinor: 2599 });
    expect(totals.lines.map((l) => l.priceBeforeDiscountsMinor)).toEqual([2500, 99]);
  });
});
