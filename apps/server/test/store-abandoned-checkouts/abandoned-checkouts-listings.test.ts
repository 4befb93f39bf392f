import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import type { TestApp } from '../support/test-app.ts';
import { storeTestApp } from '../store-orders/helpers.ts';
import { seedAbandoned } from './seed.ts';

const base = '/ecom/v1/abandoned-checkout';

/** QueryAbandonedCheckouts, SearchAbandonedCheckouts and stores v1's abandoned carts over one site's rows. */
describe('abandoned checkouts listings', () => {
  const clock = new TestClock(Date.parse('2026-11-20T10:00:00.000Z'));
  let app: TestApp;
  let site: NewSite;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await storeTestApp({ clock });
    site = await app.createSite('Listings');
    const seed = (name: string, row: Parameters<typeof seedAbandoned>[2]) =>
      seedAbandoned(app, site.siteId, row).then((id) => (ids[name] = id));
    await seed('ada', {
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      memberId: 'member-ada',
      totalMinor: 1250,
      createdDate: '2026-11-01T10:00:00.000Z',
    });
    await seed('bo', {
      email: 'bo@shop.test',
      firstName: 'Bo',
      lastName: 'Diddley',
      totalMinor: 9900,
      createdDate: '2026-11-02T10:00:00.000Z',
      cartId: 'cart-of-bo',
    });
    await seed('cy', {
      email: 'cy@shop.test',
      firstName: 'Cy',
      lastName: 'Twombly',
      status: 'RECOVERED',
      totalMinor: 4000,
      createdDate: '2026-11-03T10:00:00.000Z',
    });
    await seed('yen', {
      email: 'yen@shop.test',
      currency: 'JPY',
      totalMinor: 3000,
      createdDate: '2026-11-04T10:00:00.000Z',
    });
  }, 180_000);
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers = app.ownerHeaders(site)) =>
    app.request({ method: 'POST', url, headers, payload });
  const query = (q: Record<string, unknown>) => post(`${base}/query`, { query: q });
  const idsOf = (answer: { json(): { abandonedCheckouts: { id: string }[] } }) =>
    answer.json().abandonedCheckouts.map((c) => c.id);
  const named = (...names: string[]) => names.map((n) => ids[n]);

  it('answers newest first; filters on status, dates, email (any case), contact and total in major units', async () => {
    const all = await query({});
    expect(all.statusCode, all.body).toBe(200);
    expect(idsOf(all)).toEqual(named('yen', 'cy', 'bo', 'ada'));
    expect(all.json().abandonedCheckouts[3]).toMatchObject({
      buyerInfo: { email: 'Ada@Example.com', memberId: 'member-ada', contactId: 'member-ada' },
      totalPrice: { amount: '12.50' },
    });

    const cases: [Record<string, unknown>, string[]][] = [
      [{ status: 'RECOVERED' }, ['cy']],
      [{ createdDate: { $gte: '2026-11-02T00:00:00Z', $lt: '2026-11-04T00:00:00Z' } }, ['cy', 'bo']],
      [{ 'buyerInfo.email': 'ada@example.COM' }, ['ada']],
      [{ 'buyerInfo.contactId': 'member-ada' }, ['ada']],
      // 3000 yen is 3000, not 30.00: the currency's own minor units.
      [{ 'totalPrice.amount': { $gte: 40 } }, ['yen', 'cy', 'bo']],
      [{ checkoutRecoveredDate: { $exists: true } }, ['cy']],
    ];
    for (const [filter, expected] of cases) {
      const answer = await query({ filter });
      expect(answer.statusCode, `${JSON.stringify(filter)}: ${answer.body}`).toBe(200);
      expect(idsOf(answer), JSON.stringify(filter)).toEqual(named(...expected));
    }
    const byTotal = await query({ sort: [{ fieldName: 'totalPrice.amount', order: 'ASC' }] });
    expect(idsOf(byTotal)).toEqual(named('ada', 'cy', 'bo', 'yen'));
  });

  it('pages by cursor without repeating or skipping a row', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 3; page++) {
      const answer = await query({ cursorPaging: cursor ? { cursor, limit: 3 } : { limit: 3 } });
      expect(answer.statusCode, answer.body).toBe(200);
      seen.push(...idsOf(answer));
      cursor = answer.json().metadata.cursors?.next;
      if (!cursor) break;
    }
    expect(seen).toEqual(named('yen', 'cy', 'bo', 'ada'));
  });

  it('refuses unknown fields, hostile names, bad values and deep filters with 400 and field violations', async () => {
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 30; i++) node = (node.$and = [{}])[0] as Record<string, unknown>;
    for (const filter of [
      { snapshot: 'x' },
      JSON.parse('{"__proto__": {"$eq": 1}}'),
      { constructor: 'x' },
      { status: 'LOST' },
      { 'totalPrice.amount': { $gt: '12' } },
      deep,
    ]) {
      const answer = await query({ filter });
      expect(answer.statusCode, JSON.stringify(filter)).toBe(400);
      expect(answer.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect((await query({ sort: [{ fieldName: 'contactDetails.firstName' }] })).statusCode).toBe(400);
    expect((await query({ cursorPaging: { limit: 101 } })).statusCode).toBe(400);
    expect((await query({ cursorPaging: { cursor: 'not-a-cursor' } })).statusCode).toBe(400);
  });

  it('searches free text in the email and name (any word, or every word with AND)', async () => {
    const search = (expression: string, extra: Record<string, unknown> = {}) =>
      post(`${base}/search`, { search: { search: { expression, ...(extra.search as object) }, ...extra } });
    const byName = await search('twom');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(idsOf(byName)).toEqual(named('cy'));
    expect(byName.json().pagingMetadata.count).toBe(1);
    expect(idsOf(await search('shop.test'))).toEqual(named('yen', 'cy', 'bo'));
    expect(idsOf(await search('ada bo'))).toEqual(named('bo', 'ada'));
    const both = await post(`${base}/search`, {
      search: { search: { expression: 'bo diddley', mode: 'AND' } },
    });
    expect(idsOf(both)).toEqual(named('bo'));
    // LIKE's wildcards are plain characters here.
    expect(idsOf(await search('%'))).toEqual([]);
    const filtered = await post(`${base}/search`, {
      search: { search: { expression: 'shop.test' }, filter: { status: 'ABANDONED' } },
    });
    expect(idsOf(filtered)).toEqual(named('yen', 'bo'));
  });

  it("stores v1: a cart by its cart id (or its checkout's), and a query with JSON text filter and sort", async () => {
    const cart = await app.request({
      method: 'GET',
      url: '/v1/abandonedCarts/cart-of-bo',
      headers: app.ownerHeaders(site),
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().abandonedCart).toMatchObject({
      id: 'cart-of-bo',
      status: 'ABANDONED',
      abandonTime: '2026-11-02T10:00:00.000Z',
      buyerInfo: { email: 'bo@shop.test', firstName: 'Bo', lastName: 'Diddley' },
      total: '$99.00',
    });
    const missing = await app.request({
      method: 'GET',
      url: '/v1/abandonedCarts/nope',
      headers: app.ownerHeaders(site),
    });
    expect(missing.statusCode).toBe(404);

    const listed = await post('/v1/abandonedCarts/query', {
      query: { filter: '{"status":"ABANDONED"}', sort: '[{"abandonTime":"asc"}]', paging: { limit: 2 } },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().totalResults).toBe(3);
    expect(
      listed.json().abandonedCarts.map((c: { buyerInfo: { email: string } }) => c.buyerInfo.email),
    ).toEqual(['Ada@Example.com', 'bo@shop.test']);
    for (const bad of [
      { filter: '{not json' },
      { filter: '[1]' },
      { sort: '[{"abandonTime":"up"}]' },
      { sort: '[{"nope":"asc"}]' },
    ]) {
      const answer = await post('/v1/abandonedCarts/query', { query: bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("another site's owner lists none of them; a visitor is refused", async () => {
    const other = await app.createSite('Other listings');
    const answer = await post(`${base}/query`, { query: {} }, app.ownerHeaders(other));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().abandonedCheckouts).toEqual([]);
    const cart = await app.request({
      method: 'GET',
      url: '/v1/abandonedCarts/cart-of-bo',
      headers: app.ownerHeaders(other),
    });
    expect(cart.statusCode).toBe(404);
    expect((await post(`${base}/query`, { query: {} }, await app.visitorHeaders(site))).statusCode).toBe(403);
  });
});
