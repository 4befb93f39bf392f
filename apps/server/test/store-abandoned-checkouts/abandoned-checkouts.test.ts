import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCartModule } from '../../src/modules/store-cart/index.ts';
import { sweepAbandonedCheckouts } from '../../src/modules/store-abandoned-checkouts/abandonment-sweep.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { listMailbox } from '../../src/platform/mail/dev-mailbox.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import { storeTestApp } from '../store-orders/helpers.ts';
import { seedAbandoned } from './seed.ts';

const HOUR = 60 * 60 * 1000;
const base = '/ecom/v1/abandoned-checkout';

/** Abandoned checkouts: the sweep on the moved clock, recovery by an order, the owner's routes. */
describe('store abandoned checkouts', () => {
  const clock = new TestClock(Date.parse('2026-11-20T10:00:00.000Z'));
  let app: TestApp;
  let productId: string;

  beforeAll(async () => {
    app = await storeTestApp({ clock });
    const created = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: app.ownerHeaders(),
      payload: { product: { name: 'Desk lamp', productType: 'physical', priceData: { price: 24.5 } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    productId = created.json().product.id;
    // What a started server does: the recurring sweep gets its row (tests run due jobs themselves).
    await app.jobs.scheduleRecurring();
  }, 180_000);
  afterAll(() => app.close());

  const owner = () => app.ownerHeaders();
  const sweep = async () => {
    await app.jobs.runDue();
  };

  /** A visitor's checkout of 2 lamps, with an email unless `email: null`. */
  async function checkout(visitor: Record<string, string>, email: string | null = 'ada@example.com') {
    const created = await app.request({
      method: 'POST',
      url: '/ecom/v1/checkouts',
      headers: visitor,
      payload: {
        channelType: 'WEB',
        lineItems: [{ quantity: 2, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
        ...(email ? { checkoutInfo: { buyerInfo: { email } } } : {}),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().checkout.id as string;
  }

  async function abandonedOf(checkoutId: string) {
    return app.db
      .selectFrom('store_abandoned_checkouts')
      .selectAll()
      .where('site_id', '=', app.site.siteId)
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirst();
  }

  const get = (id: string, headers = owner()) =>
    app.request({ method: 'GET', url: `${base}/${id}`, headers });

  it('a checkout left an hour with an email and lines is abandoned once; one without an email is not', async () => {
    const visitor = await app.visitorHeaders();
    const left = await checkout(visitor);
    const anonymous = await checkout(await app.visitorHeaders(), null);
    clock.advance(HOUR - 60_000);
    await sweep();
    expect(await abandonedOf(left)).toBeUndefined();

    clock.advance(10 * 60_000);
    await sweep();
    const row = await abandonedOf(left);
    expect(row).toMatchObject({ status: 'ABANDONED', buyer_email: 'ada@example.com', currency: 'USD' });
    expect(await abandonedOf(anonymous)).toBeUndefined();

    const answer = await get(row!.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().abandonedCheckout).toMatchObject({
      id: row!.id,
      checkoutId: left,
      status: 'ABANDONED',
      buyerInfo: { email: 'ada@example.com' },
      subtotalPrice: { amount: '49.00' },
      lineItems: [{ quantity: 2, productName: { original: 'Desk lamp' }, price: { amount: '24.50' } }],
      // The recovery email went with the snapshot.
      activities: [{ type: 'EMAIL_SENT', createdDate: new Date(clock.now()).toISOString() }],
    });

    // Another sweep later adds nothing for the same checkout.
    clock.advance(HOUR);
    await sweep();
    const all = await app.db
      .selectFrom('store_abandoned_checkouts')
      .select('id')
      .where('site_id', '=', app.site.siteId)
      .where('checkout_id', '=', left)
      .execute();
    expect(all).toHaveLength(1);
  });

  it('the checkout becoming an order makes it RECOVERED', async () => {
    const visitor = await app.visitorHeaders();
    const checkoutId = await checkout(visitor);
    clock.advance(2 * HOUR);
    await sweep();
    expect((await abandonedOf(checkoutId))?.status).toBe('ABANDONED');

    const ordered = await app.request({
      method: 'POST',
      url: `/ecom/v1/checkouts/${checkoutId}/create-order`,
      headers: visitor,
      payload: {},
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    await app.outbox.dispatchPending();
    await expect.poll(async () => (await abandonedOf(checkoutId))?.status).toBe('RECOVERED');
    expect((await abandonedOf(checkoutId))?.recovered_date).toBeTruthy();
  });

  it('analytics: counts, money and the recovery rate of a date range', async () => {
    const site = await app.createSite('Analytics');
    const siteId = site.siteId;
    const at = '2030-01-10T10:00:00.000Z';
    await seedAbandoned(app, siteId, { totalMinor: 1000, createdDate: at });
    await seedAbandoned(app, siteId, { totalMinor: 3000, createdDate: at });
    await seedAbandoned(app, siteId, { status: 'RECOVERED', totalMinor: 2000, createdDate: at });
    await seedAbandoned(app, siteId, { totalMinor: 9900, createdDate: '2031-01-01T00:00:00.000Z' });
    const answer = await app.request({
      method: 'POST',
      url: `${base}/get-analytics`,
      headers: app.ownerHeaders(site),
      payload: { startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      currency: 'USD',
      recoverableValue: '40.00',
      recoverableCheckoutCount: 2,
      averageRecoverableCheckoutValue: '20.00',
      recoveredValue: '20.00',
      recoveredCheckoutCount: 1,
      recoveryRate: 1 / 3,
    });
  });

  it('add-activity appends; delete and bulk delete answer per id; unknown ids are 404', async () => {
    const id = await seedAbandoned(app, app.site.siteId);
    const added = await app.request({
      method: 'POST',
      url: `/ecom/v1/abandoned-checkouts/${id}/add-activity`,
      headers: owner(),
      payload: { activityType: 'EMAIL_SENT' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().abandonedCheckout.activities).toEqual([
      { type: 'EMAIL_SENT', createdDate: new Date(clock.now()).toISOString() },
    ]);
    const bad = await app.request({
      method: 'POST',
      url: `/ecom/v1/abandoned-checkouts/${id}/add-activity`,
      headers: owner(),
      payload: { activityType: '__proto__' },
    });
    expect(bad.statusCode).toBe(400);

    const other = await seedAbandoned(app, app.site.siteId);
    const bulk = await app.request({
      method: 'POST',
      url: '/ecom/v1/bulk/abandoned-checkout/delete',
      headers: owner(),
      payload: { abandonedCheckoutIds: [other, 'missing'] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(bulk.json().results[1].itemMetadata).toMatchObject({ id: 'missing', success: false });

    expect((await app.request({ method: 'DELETE', url: `${base}/${id}`, headers: owner() })).statusCode).toBe(
      200,
    );
    expect((await get(id)).statusCode).toBe(404);
    expect((await app.request({ method: 'DELETE', url: `${base}/${id}`, headers: owner() })).statusCode).toBe(
      404,
    );
  });

  it("another site's owner and a visitor never see it", async () => {
    const id = await seedAbandoned(app, app.site.siteId);
    const other = await app.createSite('Other');
    expect((await get(id, app.ownerHeaders(other))).statusCode).toBe(404);
    expect((await get(id, await app.visitorHeaders())).statusCode).toBe(403);
  });

  it("the recovery link redirects to the site's checkout page; an unknown id is 404", async () => {
    const visitor = await app.visitorHeaders();
    const checkoutId = await checkout(visitor);
    clock.advance(2 * HOUR);
    await sweep();
    const row = (await abandonedOf(checkoutId))!;
    const answer = await app.request({
      method: 'GET',
      url: `${base}/${row.id}/redirect-to-checkout?metasiteId=${app.site.siteId}&redirectUrl=https://evil.example`,
      headers: visitor,
    });
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toMatch(new RegExp(`/store/checkout/${checkoutId}$`));
    expect(answer.headers.location).not.toContain('evil');
    const missing = await app.request({
      method: 'GET',
      url: `${base}/nope/redirect-to-checkout?metasiteId=${app.site.siteId}`,
      headers: visitor,
    });
    expect(missing.statusCode).toBe(404);
    const elsewhere = await app.createSite('Elsewhere');
    const otherSite = await app.request({
      method: 'GET',
      url: `${base}/${row.id}/redirect-to-checkout?metasiteId=${elsewhere.siteId}`,
    });
    expect(otherSite.statusCode).toBe(404);
    // The owner's answer carries the recovery link to this route.
    expect((await get(row.id)).json().abandonedCheckout.checkoutUrl).toContain(
      `/ecom/v1/abandoned-checkout/${row.id}/redirect-to-checkout?metasiteId=${app.site.siteId}`,
    );
  });

  /** Recovery emails delivered to `to` in the development mailbox (the outbox dispatched first). */
  const recoveryMails = async (to: string) => {
    await app.outbox.dispatchPending();
    const mails = await listMailbox(siteScope(app.db, app.site.siteId), { to, limit: 100 });
    return mails.filter((m) => m.subject === 'You left something in your checkout');
  };

  it('sends one recovery email with the redirect link; a later sweep or a redelivery sends no other', async () => {
    const checkoutId = await checkout(await app.visitorHeaders(), 'grace@example.com');
    clock.advance(2 * HOUR);
    await sweep();
    const row = (await abandonedOf(checkoutId))!;
    const mails = await recoveryMails('grace@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('2 × Desk lamp');
    expect(mails[0]!.body).toContain('Total: $49.00');
    const link = `/ecom/v1/abandoned-checkout/${row.id}/redirect-to-checkout?metasiteId=${app.site.siteId}`;
    expect(mails[0]!.body).toContain(link);
    expect(JSON.parse(row.activities)).toEqual([
      { type: 'EMAIL_SENT', createdDate: new Date(clock.now()).toISOString() },
    ]);
    // The link in the email leads to the site's checkout page.
    const followed = await app.request({ method: 'GET', url: link });
    expect(followed.statusCode, followed.body).toBe(302);
    expect(followed.headers.location).toMatch(new RegExp(`/store/checkout/${checkoutId}$`));

    clock.advance(HOUR);
    await sweep();
    await app.outbox.dispatchPending();
    expect(await recoveryMails('grace@example.com')).toHaveLength(1);
  });

  it('two sweeps racing over the same checkout snapshot it and email the buyer once', async () => {
    const checkoutId = await checkout(await app.visitorHeaders(), 'racer@example.com');
    clock.advance(2 * HOUR);
    const deps = {
      db: app.db,
      uow: app.uow,
      cart: app.modules.get(storeCartModule),
      abandonAfterMs: HOUR,
      publicUrl: 'http://localhost:3000',
    };
    // Both start from the same position, so both read the checkout.
    const found = await Promise.all([
      sweepAbandonedCheckouts(deps, clock.now()),
      sweepAbandonedCheckouts(deps, clock.now()),
    ]);
    expect(found.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await abandonedOf(checkoutId)).toBeDefined();
    expect(await recoveryMails('racer@example.com')).toHaveLength(1);
  });
});
