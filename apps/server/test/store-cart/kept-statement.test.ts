import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatement } from '../../src/platform/kept-statement.ts';
import type { LineRow } from '../../src/modules/store-cart/cart.store.ts';
import type { TestApp } from '../support/test-app.ts';
import { storeTestApp } from '../store-orders/helpers.ts';
import { statementsDuring } from './statements.ts';

/**
 * A kept statement runs Kysely's SQL of the first call with each call's values; a call whose
 * values Kysely would build differently (undefined leaves a column out) is built anew.
 */
describe('keptStatement', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  }, 180_000);
  afterAll(() => app.close());

  const insertLine = keptStatement((db, row: Partial<LineRow>) =>
    db.insertInto('store_cart_lines').values(row as LineRow),
  );
  const lineById = keptStatement((db, a: { siteId: string; id: string }) =>
    db.selectFrom('store_cart_lines').selectAll().where('site_id', '=', a.siteId).where('id', '=', a.id),
  );
  const line = (id: string, name: string | null | undefined): LineRow => ({
    id,
    site_id: app.site.siteId,
    parent_id: 'parent-kept',
    position: 0,
    catalog_item_id: 'item',
    app_id: null,
    options: null,
    quantity: 2,
    name: name as string | null,
    custom: null,
  });
  const read = async (id: string) => (await lineById(app.db, { siteId: app.site.siteId, id })).rows[0];

  it("binds each call's values to the statement compiled once", async () => {
    const statements = await statementsDuring(app, async () => {
      await insertLine(app.db, line('kept-1', 'first'));
      await insertLine(app.db, line('kept-2', 'second'));
    });
    expect(new Set(statements).size).toBe(1);
    expect(await read('kept-1')).toMatchObject({ id: 'kept-1', name: 'first', quantity: 2 });
    expect(await read('kept-2')).toMatchObject({ id: 'kept-2', name: 'second' });
    expect(await read('kept-none')).toBeUndefined();
  });

  it('builds anew what Kysely would build differently: undefined, other names', async () => {
    const statements = await statementsDuring(app, async () => {
      await insertLine(app.db, line('kept-3', undefined));
      const { name: _name, ...fewer } = line('kept-4', 'x');
      await insertLine(app.db, fewer);
    });
    // Neither names the column: Kysely left it out, as it does for undefined.
    expect(statements.every((text) => !text.includes('"name"'))).toBe(true);
    expect(await read('kept-3')).toMatchObject({ id: 'kept-3', name: null });
    expect(await read('kept-4')).toMatchObject({ id: 'kept-4', name: null });
  });
});
