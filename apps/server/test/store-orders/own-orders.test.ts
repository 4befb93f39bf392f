import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { storeTestApp, subjectHeaders, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;

/**
 * `POST /ecom/v1/orders/search` as a member or visitor (rule `subjectsSeeOwn`): only the orders
 * they bought, whatever filter, phrase or cursor they send; the owner and order staff see all.
 */
describe('store orders: a member or visitor searches their own orders', () => {
  let app: TestApp;
  const clock = new TestClock(Date.parse('2026-11-21T10:00:00.000Z'));
  const memberA = newId();
  const memberB = newId();
  const visitorV = newId();
  const ordersOfA: string[] = [];
  let orderOfB = '';
  let orderOfV = '';

  const tokenOf = (role: 'MEMBER' | 'VISITOR', subjectId: string) => subjectHeaders(app, role, subjectId);
  const search = async (as: Record<string, string>, search: Record<string, unknown> = {}) =>
    testClient(app).call(O.searchStoreOrders, { input: { search }, as });
  const idsOf = (answer: { orders: { id?: string | null }[] }) => answer.orders.map((o) => o.id!);
  const placedBy = (role: 'MEMBER' | 'VISITOR', id: string, email: string) => {
    clock.advance(1000);
    return writeOrder(app, {
      status: 'APPROVED',
      paymentStatus: 'PAID',
      subject: { role, id },
      buyer: role === 'MEMBER' ? { memberId: id, email } : { visitorId: id, email },
    });
  };

  beforeAll(async () => {
    app = await storeTestApp({ clock });
    for (let i = 0; i < 3; i++) ordersOfA.push(await placedBy('MEMBER', memberA, 'a@example.com'));
    orderOfB = await placedBy('MEMBER', memberB, 'b@example.com');
    orderOfV = await placedBy('VISITOR', visitorV, 'v@example.com');
    // Still waiting for its payment: never listed, not even to its buyer.
    await writeOrder(app, { subject: { role: 'MEMBER', id: memberA }, buyer: { memberId: memberA } });
  });
  afterAll(() => app.close());

  it("member A finds only A's orders, newest first; B only B's; the visitor only theirs", async () => {
    expect(idsOf(await search(await tokenOf('MEMBER', memberA)))).toEqual([...ordersOfA].reverse());
    expect(idsOf(await search(await tokenOf('MEMBER', memberB)))).toEqual([orderOfB]);
    expect(idsOf(await search(await tokenOf('VISITOR', visitorV)))).toEqual([orderOfV]);
    // A visitor id is never a member id: the same id as a member owns nothing.
    expect(idsOf(await search(await tokenOf('MEMBER', visitorV)))).toEqual([]);
  });

  it("a filter, phrase or $or naming B's order is ANDed with A's own, never widened", async () => {
    const asA = await tokenOf('MEMBER', memberA);
    const byB = { 'buyerInfo.memberId': memberB };
    expect(idsOf(await search(asA, { filter: byB }))).toEqual([]);
    expect(idsOf(await search(asA, { filter: { id: { $in: [orderOfB, orderOfV] } } }))).toEqual([]);
    expect(idsOf(await search(asA, { filter: { $or: [byB, { status: 'APPROVED' }] } })).sort()).toEqual(
      [...ordersOfA].sort(),
    );
    expect(idsOf(await search(asA, { search: { expression: 'b@example.com' } }))).toEqual([]);
    const bNumber = (await search(app.ownerHeaders(), { filter: { id: orderOfB } })).orders[0].number!;
    expect(idsOf(await search(asA, { search: { expression: String(bNumber) } }))).toEqual([]);
    // A filter inside A's own narrows as usual.
    expect(idsOf(await search(asA, { filter: { id: ordersOfA[1] } }))).toEqual([ordersOfA[1]]);
  });

  it("pages A's orders by cursor; A's cursor does not open under B's token", async () => {
    const asA = await tokenOf('MEMBER', memberA);
    const first = await search(asA, { cursorPaging: { limit: 2 } });
    expect(idsOf(first)).toEqual([ordersOfA[2], ordersOfA[1]]);
    expect(first.metadata.hasNext).toBe(true);
    const cursor = first.metadata.cursors!.next!;
    const second = await search(asA, { cursorPaging: { limit: 2, cursor } });
    expect(idsOf(second)).toEqual([ordersOfA[0]]);
    expect(second.metadata.hasNext).toBe(false);

    const replayed = await testClient(app).send(O.searchStoreOrders, {
      input: { search: { cursorPaging: { limit: 2, cursor } } },
      as: await tokenOf('MEMBER', memberB),
    });
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(replayed.body).not.toContain(ordersOfA[0]);
  });

  it('a visitor without orders gets an empty list', async () => {
    const answer = await search(await app.visitorHeaders());
    expect(answer.orders).toEqual([]);
    expect(answer.metadata.hasNext).toBe(false);
  });

  it('the owner and staff managing orders see every order; other staff and no credentials are refused', async () => {
    const everyone = [...ordersOfA, orderOfB, orderOfV].sort();
    expect(idsOf(await search(app.ownerHeaders())).sort()).toEqual(everyone);
    const manager = await createApiKey(app.db, app.site.siteId, 'orders', undefined, ['ecom.orders.manage']);
    expect(idsOf(await search({ authorization: manager.key })).sort()).toEqual(everyone);

    const other = await createApiKey(app.db, app.site.siteId, 'events', undefined, ['events.manage']);
    const refused = await testClient(app).send(O.searchStoreOrders, {
      input: {},
      as: { authorization: other.key },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    const anonymous = await testClient(app).send(O.searchStoreOrders, { input: {}, as: {} });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
  });

  it('a member reads an order the owner made for them (buyer), as their search lists it', async () => {
    const forA = await writeOrder(app, { status: 'APPROVED', buyer: { memberId: memberA } });
    const asA = await tokenOf('MEMBER', memberA);
    expect(idsOf(await search(asA))).toContain(forA);
    const got = await testClient(app).send(O.getStoreOrder, { params: { id: forA }, as: asA });
    expect(got.statusCode, got.body).toBe(200);
    const asB = await tokenOf('MEMBER', memberB);
    const refused = await testClient(app).send(O.getStoreOrder, { params: { id: forA }, as: asB });
    expect(refused.statusCode, refused.body).toBe(404);
  });
});
