import { storeSettingsRoutes } from '@tessera/contracts/routes/store-settings.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemDiscountRules, releaseDiscountRules } from '../../src/modules/store-settings/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { createStoreSettingsApp } from './helpers.ts';

const R = storeSettingsRoutes;
const percentOff = (percentage: number) => ({
  values: [{ targetType: 'GLOBAL' as const, discountType: 'PERCENTAGE' as const, percentage }],
});

describe('discount rules', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.parse('2026-05-01T10:00:00.000Z'));
    app = await createStoreSettingsApp(clock);
  });
  afterAll(() => app.close());

  const create = (discountRule: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: '/ecom/v1/discount-rules', headers, payload: { discountRule } });

  it('creates a coupon rule, derives its status from the clock, updates and deletes it', async () => {
    const client = testClient(app);
    const as = app.ownerHeaders();
    const created = await create({
      name: 'Spring',
      trigger: { triggerType: 'COUPON', coupon: { code: 'spring10' } },
      activeTimeInfo: { start: '2026-05-02T00:00:00Z', end: '2026-05-10T00:00:00Z' },
      discounts: { values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '5' }] },
      settings: { usageLimit: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json().discountRule;
    expect(rule).toMatchObject({
      revision: '1',
      active: true,
      status: 'PENDING',
      usageCount: 0,
      settings: { usageLimit: 2 },
      activeTimeInfo: { start: '2026-05-02T00:00:00.000Z', end: '2026-05-10T00:00:00.000Z' },
      discounts: { values: [{ fixedAmount: '5.00' }] },
    });
    clock.set(Date.parse('2026-05-03T00:00:00Z'));
    expect(
      (await client.call(R.getDiscountRule, { as, params: { discountRuleId: rule.id } })).discountRule.status,
    ).toBe('LIVE');
    clock.set(Date.parse('2026-05-10T00:00:00Z'));
    expect(
      (await client.call(R.getDiscountRule, { as, params: { discountRuleId: rule.id } })).discountRule.status,
    ).toBe('EXPIRED');

    const updated = await client.call(R.updateDiscountRule, {
      as,
      params: { discountRuleId: rule.id },
      input: { discountRule: { revision: '1', name: 'Spring sale', active: false } },
    });
    expect(updated.discountRule).toMatchObject({
      revision: '2',
      name: 'Spring sale',
      active: false,
      trigger: rule.trigger,
    });
    const stale = await client.send(R.updateDiscountRule, {
      as,
      params: { discountRuleId: rule.id },
      input: { discountRule: { revision: '1', name: 'x' } },
    });
    expect(stale.statusCode).toBe(409);
    const listed = await client.call(R.queryDiscountRules, { as, input: {} });
    expect(listed.discountRules.map((r) => r.id)).toContain(rule.id);
    await client.call(R.deleteDiscountRule, { as, params: { discountRuleId: rule.id } });
    const gone = await client.send(R.getDiscountRule, { as, params: { discountRuleId: rule.id } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('DISCOUNT_RULE_NOT_FOUND');
  });

  it('keeps a coupon code unique per site regardless of case, also when two creates race', async () => {
    const site = await app.createSite('Coupons');
    const as = app.ownerHeaders(site);
    const rule = {
      name: 'A',
      trigger: { triggerType: 'COUPON', coupon: { code: 'SAME' } },
      discounts: percentOff(10),
    };
    const [a, b] = await Promise.all([
      create(rule, as),
      create({ ...rule, trigger: { triggerType: 'COUPON', coupon: { code: 'same' } } }, as),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().details.applicationError.code).toBe(
      'COUPON_ALREADY_EXISTS',
    );
    // Another site may use the same code.
    expect((await create(rule)).statusCode).toBe(200);
  });

  it('refuses incomplete or malformed rules with field violations, writing nothing', async () => {
    const site = await app.createSite('Refusals');
    const as = app.ownerHeaders(site);
    const refused = await create(
      {
        name: 'Bad',
        trigger: { triggerType: 'SUBTOTAL_RANGE' },
        activeTimeInfo: { start: '2026-06-01T00:00:00Z', end: '2026-05-01T00:00:00Z' },
        discounts: {
          values: [
            { targetType: 'SPECIFIC_ITEMS', discountType: 'FIXED_PRICE', fixedPrice: '1.001' },
            { targetType: 'GLOBAL', discountType: 'PERCENTAGE' },
          ],
        },
      },
      as,
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect([...fields].sort()).toEqual([
      'discountRule.activeTimeInfo.end',
      'discountRule.discounts.values[0].fixedPrice',
      'discountRule.discounts.values[0].specificItemsInfo',
      'discountRule.discounts.values[1].discountType',
      'discountRule.trigger.triggerType',
    ]);
    expect((await create({ name: 'No discounts' }, as)).statusCode).toBe(400);
    expect((await create({ name: 'x', discounts: percentOff(101) }, as)).statusCode).toBe(400);
    expect(
      (
        await create(
          {
            name: 'x',
            trigger: { triggerType: 'COUPON', coupon: { code: 'has space' } },
            discounts: percentOff(5),
          },
          as,
        )
      ).statusCode,
    ).toBe(400);
    expect((await testClient(app).call(R.queryDiscountRules, { as, input: {} })).discountRules).toEqual([]);
  });

  it('counts uses up to the limit atomically and gives them back (the orders port)', async () => {
    const site = await app.createSite('Usage');
    const as = app.ownerHeaders(site);
    const id = (
      await create({ name: 'Limited', discounts: percentOff(10), settings: { usageLimit: 3 } }, as)
    ).json().discountRule.id;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.db.transaction().execute((trx) => redeemDiscountRules(trx, site.siteId, [id])),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(3);
    expect(outcomes.filter((o) => o?.ruleId === id)).toHaveLength(5);
    const read = async () =>
      (await testClient(app).call(R.getDiscountRule, { as, params: { discountRuleId: id } })).discountRule
        .usageCount;
    expect(await read()).toBe(3);
    await releaseDiscountRules(app.db, site.siteId, [id]);
    expect(await read()).toBe(2);
  });

  it("is the owner's: visitors are refused, another site's rule is not found", async () => {
    const site = await app.createSite('Other');
    const id = (await create({ name: 'Mine', discounts: percentOff(5) }, app.ownerHeaders(site))).json()
      .discountRule.id;
    const client = testClient(app);
    expect(
      (await client.send(R.getDiscountRule, { as: app.ownerHeaders(), params: { discountRuleId: id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await client.send(R.getDiscountRule, {
          as: await app.visitorHeaders(site),
          params: { discountRuleId: id },
        })
      ).statusCode,
    ).toBe(403);
  });
});
