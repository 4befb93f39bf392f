import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { insertOrder } from '../../src/modules/store-orders/orders-store.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { orderDraft, storeTestApp, subjectHeaders } from './helpers.ts';

const O = storeOrdersRoutes;
/** Other buyers' orders: enough that walking the site's orders by date costs more than the buyer's own entries. */
const OTHERS = 400;

/**
 * A member's or visitor's own orders (SearchStoreOrders, `subjectsSeeOwn`) are read through the
 * buyer indexes of migration 0052: the statement the listing really runs, explained on this
 * database, names the buyer's index and needs no sort of its own (the index holds created_date, id).
 */
describe("store orders: a buyer's own search uses the buyer index", () => {
  let app: TestApp;
  const member = newId();
  const visitor = newId();

  beforeAll(async () => {
    app = await storeTestApp();
    const drafts = [
      ...Array.from({ length: OTHERS }, (_, i) => (i % 2 ? { memberId: newId() } : { visitorId: newId() })),
      { memberId: member },
      { memberId: member },
      { visitorId: visitor },
    ].map((buyer, i) =>
      orderDraft({
        status: 'APPROVED',
        buyer,
        subject: { role: buyer.memberId ? 'MEMBER' : 'VISITOR', id: (buyer.memberId ?? buyer.visitorId)! },
        number: 20000 + i,
      }),
    );
    await app.uow.run(
      app.site.siteId,
      async (tx) => {
        for (const [i, draft] of drafts.entries()) {
          await insertOrder(tx, draft, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString());
        }
      },
      { changes: ['storeOrders'] },
    );
    // Statistics, as a live database has them, so each planner weighs the indexes by their rows.
    await sql`ANALYZE`.execute(app.db);
  });
  afterAll(() => app.close());

  const tokenOf = (role: 'MEMBER' | 'VISITOR', subjectId: string) => subjectHeaders(app, role, subjectId);

  /** The page statement of the buyer's search as it was sent (text and parameters), and its answer. */
  const ownSearch = async (role: 'MEMBER' | 'VISITOR', subjectId: string, column: string) => {
    const as = await tokenOf(role, subjectId);
    const spy = vi.spyOn(app.db.getExecutor(), 'executeQuery');
    try {
      const answer = await testClient(app).call(O.searchStoreOrders, { input: {}, as });
      const page = spy.mock.calls
        .map(([query]) => query)
        .find((query) => /from "store_orders"/.test(query.sql) && query.sql.includes(`"${column}" =`));
      expect(page, 'the listing statement').toBeDefined();
      return { answer, page: page! };
    } finally {
      spy.mockRestore();
    }
  };

  const planOf = async (query: CompiledQuery): Promise<string> => {
    const explain = app.dialect === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
    const result = await app.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
  };

  it("a member's search reads the member index, newest first, without sorting the site's orders", async () => {
    const { answer, page } = await ownSearch('MEMBER', member, 'buyer_member_id');
    expect(answer.orders.map((o) => o.buyerInfo?.memberId)).toEqual([member, member]);
    const plan = await planOf(page);
    expect(plan).toContain('store_orders_member_created');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it("a visitor's search reads the visitor index", async () => {
    const { answer, page } = await ownSearch('VISITOR', visitor, 'buyer_visitor_id');
    expect(answer.orders.map((o) => o.buyerInfo?.visitorId)).toEqual([visitor]);
    const plan = await planOf(page);
    expect(plan).toContain('store_orders_visitor_created');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
