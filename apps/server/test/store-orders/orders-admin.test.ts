import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { storeTestApp, writeActivity, writeOrder } from './helpers.ts';

const O = storeOrdersRoutes;

/** Search, activities, status and tags of store orders (owner), on SQLite and PostgreSQL. */
describe('store orders: search, activities, status, tags', () => {
  let app: TestApp;
  const clock = new TestClock(Date.parse('2026-11-20T10:00:00.000Z'));
  beforeAll(async () => {
    app = await storeTestApp({ clock });
  });
  afterAll(() => app.close());

  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const approved = (overrides: Parameters<typeof writeOrder>[1] = {}) =>
    writeOrder(app, { status: 'APPROVED', paymentStatus: 'PAID', ...overrides });

  it('search: newest first, filters, cursor pages, phrase; INITIALIZED never listed; a visitor finds none', async () => {
    const other = await app.createSite('Other shop');
    await writeOrder(app, { status: 'APPROVED' }, other.siteId);
    const waiting = await writeOrder(app, { status: 'INITIALIZED' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      ids.push(await approved({ buyer: { email: `Buyer${i}@Example.com`, memberId: `m-${i}` } }));
    }
    const canceled = await writeOrder(app, { status: 'CANCELED', paymentStatus: 'NOT_PAID' });

    const all = await client().call(O.searchStoreOrders, { input: {}, as: owner() });
    const listed = all.orders.map((o) => o.id!);
    expect(listed).not.toContain(waiting);
    expect(listed).toContain(canceled);
    expect(listed.filter((id) => ids.includes(id))).toEqual([...ids].reverse());

    const paid = await client().call(O.searchStoreOrders, {
      input: { search: { filter: { paymentStatus: 'PAID', 'buyerInfo.memberId': { $in: ['m-0', 'm-2'] } } } },
      as: owner(),
    });
    expect(paid.orders.map((o) => o.id).sort()).toEqual([ids[0], ids[2]].sort());

    // Two pages of one, the second from the first's cursor only.
    const first = await client().call(O.searchStoreOrders, {
      input: {
        search: {
          filter: { status: 'APPROVED', 'buyerInfo.memberId': { $in: ['m-0', 'm-1'] } },
          sort: [{ fieldName: 'number', order: 'ASC' }],
          cursorPaging: { limit: 1 },
        },
      },
      as: owner(),
    });
    expect(first.orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(first.metadata.hasNext).toBe(true);
    const second = await client().call(O.searchStoreOrders, {
      input: { search: { cursorPaging: { limit: 1, cursor: first.metadata.cursors!.next! } } },
      as: owner(),
    });
    expect(second.orders.map((o) => o.id)).toEqual([ids[1]]);

    const byEmail = await client().call(O.searchStoreOrders, {
      input: { search: { search: { expression: 'buyer1@example' } } },
      as: owner(),
    });
    expect(byEmail.orders.map((o) => o.id)).toEqual([ids[1]]);
    const byNumber = await client().call(O.searchStoreOrders, {
      input: { search: { search: { expression: byEmail.orders[0].number! } } },
      as: owner(),
    });
    expect(byNumber.orders.map((o) => o.id)).toEqual([ids[1]]);
    const wildcard = await client().call(O.searchStoreOrders, {
      input: { search: { search: { expression: '%' } } },
      as: owner(),
    });
    expect(wildcard.orders).toEqual([]);

    const bad = await client().send(O.searchStoreOrders, {
      input: { search: { filter: { nope: 1 } } },
      as: owner(),
    });
    expect(bad.statusCode).toBe(400);
    const badSort = await client().send(O.searchStoreOrders, {
      input: { search: { sort: [{ fieldName: '__proto__' }] } },
      as: owner(),
    });
    expect(badSort.statusCode).toBe(400);
    // A visitor searches only their own orders (own-orders.test.ts): this one has none.
    const visitor = await client().call(O.searchStoreOrders, { input: {}, as: await app.visitorHeaders() });
    expect(visitor.orders).toEqual([]);
  });

  it('search by tags ($hasSome, $hasAll)', async () => {
    const tagged = await approved();
    const plain = await approved();
    await client().call(O.bulkUpdateStoreOrderTags, {
      input: { orderIds: [tagged], assignTags: { tags: { tagIds: ['gift'] } } },
      as: owner(),
    });
    const some = await client().call(O.searchStoreOrders, {
      input: { search: { filter: { 'tags.tags.tagIds': { $hasSome: ['gift'] } } } },
      as: owner(),
    });
    expect(some.orders.map((o) => o.id)).toEqual([tagged]);
    const all2 = await client().call(O.searchStoreOrders, {
      input: {
        search: { filter: { id: { $in: [tagged, plain] }, 'tags.tags.tagIds': { $hasAll: ['gift'] } } },
      },
      as: owner(),
    });
    expect(all2.orders.map((o) => o.id)).toEqual([tagged]);
  });

  it('activities: add a comment or custom activity, delete it; system activities stay', async () => {
    const id = await approved();
    const placed = await writeActivity(app, id, { type: 'ORDER_PLACED' });
    const added = await client().call(O.addStoreOrderActivity, {
      params: { id },
      input: { activity: { merchantComment: { message: 'Gift wrapped' } } },
      as: owner(),
    });
    expect(added.order.activities).toContainEqual(
      expect.objectContaining({
        id: added.activityId,
        type: 'MERCHANT_COMMENT',
        merchantComment: { message: 'Gift wrapped' },
      }),
    );
    const custom = await client().call(O.addStoreOrderActivity, {
      params: { id },
      input: {
        activity: { customActivity: { appId: 'app-1', type: 'LABEL_PRINTED', additionalData: { a: 'b' } } },
      },
      as: owner(),
    });
    expect(custom.order.activities!.find((a) => a.id === custom.activityId)).toMatchObject({
      type: 'CUSTOM_ACTIVITY',
      customActivity: { appId: 'app-1', type: 'LABEL_PRINTED' },
    });

    const both = await client().send(O.addStoreOrderActivity, {
      params: { id },
      input: { activity: { merchantComment: { message: 'a' }, customActivity: { appId: 'x', type: 'y' } } },
      as: owner(),
    });
    expect(both.statusCode).toBe(400);
    const neither = await client().send(O.addStoreOrderActivity, {
      params: { id },
      input: { activity: {} },
      as: owner(),
    });
    expect(neither.statusCode).toBe(400);

    const deleted = await client().call(O.deleteStoreOrderActivity, {
      params: { id, activityId: added.activityId },
      as: owner(),
    });
    expect(deleted.order.activities!.map((a) => a.id)).not.toContain(added.activityId);
    const again = await client().send(O.deleteStoreOrderActivity, {
      params: { id, activityId: added.activityId },
      as: owner(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().details.applicationError.code).toBe('ACTIVITY_NOT_FOUND');
    const system = await client().send(O.deleteStoreOrderActivity, {
      params: { id, activityId: placed },
      as: owner(),
    });
    expect(system.statusCode).toBe(428);
    expect(system.json().details.applicationError.code).toBe('ACTIVITY_NOT_EDITABLE');

    const missing = await client().send(O.addStoreOrderActivity, {
      params: { id: newId() },
      input: { activity: { merchantComment: { message: 'a' } } },
      as: owner(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('ORDER_NOT_FOUND');
  });

  it('activities: add several at once (all or nothing), update one of the same kind only', async () => {
    const id = await approved();
    const placed = await writeActivity(app, id, { type: 'ORDER_PLACED' });
    const added = await client().call(O.addStoreOrderActivities, {
      params: { id },
      input: {
        orderActivities: [
          { merchantComment: { message: 'Packed' } },
          { type: 'CUSTOM_ACTIVITY', customActivity: { appId: 'app', type: 'LABEL' } },
        ],
      },
      as: owner(),
    });
    expect(added.activityIds).toHaveLength(2);
    const refused = await client().send(O.addStoreOrderActivities, {
      params: { id },
      input: {
        orderActivities: [
          { merchantComment: { message: 'ok' } },
          { type: 'MERCHANT_COMMENT', customActivity: { appId: 'a', type: 'b' } },
        ],
      },
      as: owner(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('orderActivities[1].type');
    // The official SDK names the kind `activityType`: accepted alike, checked alike.
    const byActivityType = await client().send(O.addStoreOrderActivities, {
      params: { id },
      input: { orderActivities: [{ activityType: 'CUSTOM_ACTIVITY', merchantComment: { message: 'no' } }] },
      as: owner(),
    });
    expect(byActivityType.statusCode).toBe(400);
    expect(byActivityType.body).toContain('orderActivities[0].activityType');
    const { order } = await client().call(O.getStoreOrder, { params: { id }, as: owner() });
    expect(order.activities!.filter((a) => a.type === 'MERCHANT_COMMENT')).toHaveLength(1);

    const updated = await client().call(O.updateStoreOrderActivity, {
      params: { id, activityId: added.activityIds[0] },
      input: { activity: { merchantComment: { message: 'Packed twice' } } },
      as: owner(),
    });
    expect(updated.order.activities!.find((a) => a.id === added.activityIds[0])?.merchantComment).toEqual({
      message: 'Packed twice',
    });
    const otherKind = await client().send(O.updateStoreOrderActivity, {
      params: { id, activityId: added.activityIds[0] },
      input: { activity: { customActivity: { appId: 'a', type: 'b' } } },
      as: owner(),
    });
    expect(otherKind.statusCode).toBe(400);
    const system = await client().send(O.updateStoreOrderActivity, {
      params: { id, activityId: placed },
      input: { activity: { merchantComment: { message: 'no' } } },
      as: owner(),
    });
    expect(system.statusCode).toBe(428);
  });

  it('update status: along the machine only; cancel points to its route; the revision moves', async () => {
    const id = await writeOrder(app, { status: 'INITIALIZED' });
    const pending = await client().call(O.updateStoreOrderStatus, {
      params: { id },
      input: { status: 'PENDING' },
      as: owner(),
    });
    expect(pending.order.status).toBe('PENDING');
    const approvedOrder = await client().call(O.updateStoreOrderStatus, {
      params: { id },
      input: { status: 'APPROVED' },
      as: owner(),
    });
    expect(approvedOrder.order.status).toBe('APPROVED');
    const back = await client().send(O.updateStoreOrderStatus, {
      params: { id },
      input: { status: 'PENDING' },
      as: owner(),
    });
    expect(back.statusCode).toBe(428);
    const cancel = await client().send(O.updateStoreOrderStatus, {
      params: { id },
      input: { status: 'CANCELED' },
      as: owner(),
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.body).toContain('/cancel');
    const row = await app.db
      .selectFrom('store_orders')
      .select(['status', 'revision'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('APPROVED');
    expect(Number(row.revision)).toBe(3);
  });

  it('bulk tags: a result per order, a missing one fails alone; unassign wins', async () => {
    const a = await approved();
    const b = await approved();
    const missing = newId();
    const answer = await client().call(O.bulkUpdateStoreOrderTags, {
      input: {
        orderIds: [a, missing, b],
        assignTags: { tags: { tagIds: ['vip', 'gift'] }, privateTags: { tagIds: ['check'] } },
        unassignTags: { tags: { tagIds: ['gift'] } },
      },
      as: owner(),
    });
    expect(answer.results.map((r) => [r.itemMetadata.originalIndex, r.itemMetadata.success])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(answer.results[1].itemMetadata.error?.code).toBe('ORDER_NOT_FOUND');
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    const { order } = await client().call(O.getStoreOrder, { params: { id: a }, as: owner() });
    expect(order.tags).toEqual({ privateTags: { tagIds: ['check'] }, tags: { tagIds: ['vip'] } });

    const tooMany = await client().send(O.bulkUpdateStoreOrderTags, {
      input: { orderIds: Array.from({ length: 101 }, () => newId()) },
      as: owner(),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
