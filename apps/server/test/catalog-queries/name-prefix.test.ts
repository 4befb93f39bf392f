import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefixRange } from '../../src/modules/store-catalog/product-name-prefix.ts';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';
import { seedProducts } from './seed.ts';

const URL = '/stores-reader/v1/products/query-platformized';

// Names whose case, accents, LIKE wildcards and code points near the edges of the range make a
// prefix range and the compiler's `LOWER(name) LIKE 'prefix%'` most likely to disagree.
const NAMES = [
  'Apple',
  'apple pie',
  'APPLESAUCE',
  'Ápple',
  'ápple tart',
  'Äpfel',
  'a_b',
  'a%b',
  'aXb',
  'ab',
  'a',
  'Zebra',
  'émile',
  'Émile',
  'Ωmega',
  'ωmega',
  'Straße',
  'İstanbul',
  'ﬁsh',
  'Kelvin \u212a',
  '\u212aelvin',
  'x\ud7ffy',
  'x\ue000y',
  'x\uffff',
  'x\u{10000}',
  'y\u{10ffff}z',
  '日本茶',
  '日本酒',
];
const PREFIXES = [
  'a',
  'A',
  'app',
  'APP',
  'á',
  'Á',
  'a_',
  'a%',
  'a\\',
  'ab',
  'ω',
  'Ω',
  'é',
  'straß',
  'i',
  'İ',
  'k',
  '\u212a',
  'x\ud7ff',
  'x\uffff',
  'x',
  'y\u{10ffff}',
  '日本',
  '日',
  'zzz',
];

describe('name $startsWith as an index range', () => {
  let app: TestApp;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    app = await catalogTestApp({ visitorCacheMs: 0 });
    visitor = await app.visitorHeaders();
    await seedProducts(
      app.db,
      app.site.siteId,
      NAMES.map((name, i) => ({ name, slug: `p-${i}`, priceMinor: 100 + i })),
    );
  });
  afterAll(() => app.close());

  const found = async (prefix: string): Promise<string[]> => {
    const response = await app.request({
      method: 'GET',
      url: `${URL}?${encodedQuery({ query: { filter: { name: { $startsWith: prefix } }, paging: { limit: 100 } } })}`,
      headers: visitor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .products.map((p: { name: string }) => p.name)
      .sort();
  };

  /** What the filter compiler's own condition selects on this database (the behaviour kept). */
  const likeSelects = async (prefix: string): Promise<string[]> => {
    const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await app.db
      .selectFrom('store_products')
      .select('name')
      .where('site_id', '=', app.site.siteId)
      .where(sql<boolean>`LOWER(name) LIKE ${pattern} ESCAPE '\\'`)
      .execute();
    return rows.map((r) => r.name).sort();
  };

  it('selects exactly the rows the LIKE condition selects, for every prefix', async () => {
    for (const prefix of PREFIXES) {
      expect(await found(prefix), JSON.stringify(prefix)).toEqual(await likeSelects(prefix));
    }
    expect(await found('app')).toEqual(['Apple', 'APPLESAUCE', 'apple pie'].sort());
  });

  it('reads the page from the name prefix index', async () => {
    const range = prefixRange('app')!;
    const plan =
      app.dialect === 'postgres'
        ? await app.db.transaction().execute(async (trx) => {
            // A table this small is read whole by choice; without that choice the index must serve.
            await sql`SET LOCAL enable_seqscan = off`.execute(trx);
            const explained = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM store_products
              WHERE site_id = ${app.site.siteId} AND (LOWER(name) COLLATE "C") >= ${range.$gte}
              AND (LOWER(name) COLLATE "C") < ${range.$lt}`.execute(trx);
            return explained.rows.map((r) => r['QUERY PLAN']);
          })
        : (
            await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM store_products
              WHERE site_id = ${app.site.siteId} AND LOWER(store_products.name) >= ${range.$gte}
              AND LOWER(store_products.name) < ${range.$lt}`.execute(app.db)
          ).rows.map((r) => r.detail);
    expect(plan.join(' ')).toContain('store_products_name_prefix');
  });

  it('keeps the other operators on name and refuses the hidden field by name', async () => {
    const both = await app.request({
      method: 'GET',
      url: `${URL}?${encodedQuery({ query: { filter: { name: { $startsWith: 'app', $ne: 'Apple' } } } })}`,
      headers: visitor,
    });
    expect(
      both
        .json()
        .products.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['APPLESAUCE', 'apple pie'].sort());
    const hidden = await app.request({
      method: 'GET',
      url: `${URL}?${encodedQuery({ query: { filter: { 'name\u0000prefix': { $gte: 'a' } } } })}`,
      headers: visitor,
    });
    expect(hidden.statusCode, hidden.body).toBe(400);
    expect(hidden.body).toContain('FIELD_NOT_ALLOWED');
  });

  it('bounds a prefix by the next code point', () => {
    expect(prefixRange('App')).toEqual({ $gte: 'app', $lt: 'apq' });
    expect(prefixRange('x\ud7ff')).toEqual({ $gte: 'x\ud7ff', $lt: 'x\ue000' });
    expect(prefixRange('x\u{10000}')).toEqual({ $gte: 'x\u{10000}', $lt: 'x\u{10001}' });
    expect(prefixRange('y\u{10ffff}')).toBeUndefined();
    expect(prefixRange('')).toBeUndefined();
    expect(prefixRange('a\u0000')).toBeUndefined();
  });
});
