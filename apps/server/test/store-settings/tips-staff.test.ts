/**
 * ListTippableStaff (H79): the site's staff members as the tippable staff of the typings, by name,
 * filtered by a name's start or by ids; their ids go into a tip distribution's `staff`.
 */
import { tipsRoutes } from '@tessera/contracts/routes/tips.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { placeOrder, storePaymentsApp } from '../store-payments/helpers.ts';

const T = tipsRoutes;

describe('tips: staff who may get part of a tip', () => {
  let app: TestApp;
  const client = () => testClient(app);

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  async function invite(site: TestApp['site'], email: string, name?: string): Promise<string> {
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: app.ownerHeaders(site),
      payload: { staffMember: { email, ...(name ? { name } : {}), scopes: ['CHECK_IN_GUESTS'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().staffMember.id as string;
  }

  it("lists the site's staff by name, filtered by a name's start or ids; none of another site", async () => {
    const site = await app.createSite('Salon');
    const as = app.ownerHeaders(site);
    const bo = await invite(site, 'bo@example.com', 'Bo Berg');
    const ada = await invite(site, 'ada@example.com', 'ada Lind');
    const nameless = await invite(site, 'cy@example.com');
    const other = await app.createSite('Elsewhere');
    await invite(other, 'zed@example.com', 'Zed');

    const all = await client().call(T.listTippableStaff, { as, input: {} });
    expect(all.staff).toEqual([
      { id: ada, staffMemberId: ada, name: 'ada Lind' },
      { id: bo, staffMemberId: bo, name: 'Bo Berg' },
      { id: nameless, staffMemberId: nameless, name: 'cy@example.com' },
    ]);
    const byName = await client().call(T.listTippableStaff, { as, input: { filterByName: 'AD' } });
    expect(byName.staff.map((one) => one.id)).toEqual([ada]);
    // The query string's repeated ids (one id is a list of one).
    const byIds = await app.request({
      method: 'GET',
      url: `/tips-staff/v1/eligible-staff?filterByIds=${bo}&filterByIds=${newId()}&includeWixUsers=true`,
      headers: as,
    });
    expect(byIds.statusCode, byIds.body).toBe(200);
    expect(byIds.json().staff.map((one: { id: string }) => one.id)).toEqual([bo]);
    const one = await app.request({
      method: 'GET',
      url: `/tips-staff/v1/eligible-staff?filterByIds=${ada}`,
      headers: as,
    });
    expect(one.json().staff.map((s: { id: string }) => s.id)).toEqual([ada]);
    expect(
      (await client().call(T.listTippableStaff, { as: app.ownerHeaders(), input: {} })).staff,
    ).not.toContainEqual(expect.objectContaining({ id: ada }));

    // A listed id names the staff member of a distribution.
    const orderId = await placeOrder(app, site.siteId);
    await client().call(T.setTipOnOrder, { as, input: { orderId, tip: { amount: '3.00' } } });
    const given = await client().call(T.addTipDistributionsToOrder, {
      as,
      input: { orderId, tipDistributions: [{ staff: { staffMemberId: ada, name: 'ada Lind' } }] },
    });
    expect(given.tipDistributions[0]).toMatchObject({
      staff: { id: ada, staffMemberId: ada },
      amount: '3.00',
    });
  });

  it('refuses bad filters with field violations and callers without the scope', async () => {
    const tooMany = Array.from({ length: 101 }, () => `filterByIds=${newId()}`).join('&');
    const refused = await app.request({
      method: 'GET',
      url: `/tips-staff/v1/eligible-staff?${tooMany}`,
      headers: app.ownerHeaders(),
    });
    expect(refused.statusCode).toBe(400);
    const long = await app.request({
      method: 'GET',
      url: `/tips-staff/v1/eligible-staff?filterByName=${'a'.repeat(501)}`,
      headers: app.ownerHeaders(),
    });
    expect(long.statusCode).toBe(400);
    const visitor = await client().send(T.listTippableStaff, { as: await app.visitorHeaders(), input: {} });
    expect(visitor.statusCode).toBe(403);
  });
});
