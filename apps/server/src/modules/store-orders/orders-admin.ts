import type { InputOf } from '@tessera/contracts/routes/index';
import { storeOrdersRoutes, type storeOrdersRoutes as R } from '@tessera/contracts/routes/index';
import type { StoreOrder, StoreOrderStatus } from '@tessera/contracts/store-orders';
import type { PublicOrderActivity } from '@tessera/contracts/store-order-requests';
import type { NewActivity } from './order-document.ts';
import { ownListingSubject } from '../../platform/auth/auth-context.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { bulkResults } from '../../platform/bulk-results.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { openListing } from '../../platform/query/listing.ts';
import { deleteFromSite, selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { recordOrderEvent, recordOrderUpdated } from './order-events.ts';
import { storeOrderStatus, type StoreOrderAction } from './order-status.ts';
import { storeOrdersListing } from './orders.listing.ts';
import { addActivity, changeTags, lockOrder, readWireOrder, touchOrder, wireOrders } from './orders-store.ts';
import { orderNotFound } from './payments-port.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

export interface OrdersAdminDeps {
  db: Db;
  uow: UnitOfWork;
  now: () => string;
}

const ORDER_CHANGES = { changes: ['storeOrders'] } as const;
/** Activities a caller may write and delete; the system's (ORDER_PLACED, ORDER_PAID…) stay as written. */
const EDITABLE = new Set(['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY']);
/** The status a caller may ask for, and the machine's move to it (cancel has its own route: restock, email). */
const ACTION_TO: Partial<Record<StoreOrderStatus, Exclude<StoreOrderAction, 'cancel'>>> = {
  APPROVED: 'approve',
  PENDING: 'pend',
  REJECTED: 'reject',
};

/** Orders search (a member or visitor: their own); activities, status, tags (ecom.orders.manage). */
export class OrdersAdmin {
  private readonly listing;

  constructor(private readonly deps: OrdersAdminDeps) {
    this.listing = openListing(storeOrdersListing, {
      db: deps.db,
      cursorSecret: siteCursorSecrets(deps.db),
    });
  }

  async search(caller: Caller, input: InputOf<typeof R.searchStoreOrders>) {
    const { search: phrase, ...query } = input.search ?? {};
    // The owner and order-managing staff search all; a member or visitor only what they bought.
    const own = ownListingSubject(caller, storeOrdersRoutes.searchStoreOrders.access);
    const page = await this.listing.page(
      caller.siteId,
      { expression: phrase?.expression ?? null, own },
      { ...query, cursorPaging: query.cursorPaging ?? {} },
      this.deps.now(),
    );
    const orders = await wireOrders(siteScope(this.deps.db, caller.siteId), page.rows as StoreOrderRow[]);
    return { orders, metadata: page.pagingMetadata };
  }

  addActivity(caller: Caller, orderId: string, input: InputOf<typeof R.addStoreOrderActivity>) {
    const activity = publicActivity(input.activity, 'activity');
    return this.change(caller, orderId, async (tx, row, now) => ({
      activityId: await addActivity(tx, row.id, activity, now),
      fields: ['activities'],
    }));
  }

  /** All or nothing: one bad activity refuses them all (its index in the violation). */
  async addActivities(caller: Caller, orderId: string, input: InputOf<typeof R.addStoreOrderActivities>) {
    const activities = input.orderActivities.map((item, index) => {
      const activity = publicActivity(item, `orderActivities[${index}]`);
      for (const field of ['type', 'activityType'] as const) {
        const kind = item[field];
        if (kind && kind !== activity.type) {
          throw validationError([
            violation(`orderActivities[${index}].${field}`, `a ${kind} needs its own content`, 'OTHER'),
          ]);
        }
      }
      return activity;
    });
    return this.change(caller, orderId, async (tx, row, now) => {
      const activityIds = [];
      for (const activity of activities) activityIds.push(await addActivity(tx, row.id, activity, now));
      return { activityIds, fields: ['activities'] };
    });
  }

  async updateActivity(
    caller: Caller,
    orderId: string,
    activityId: string,
    input: InputOf<typeof R.updateStoreOrderActivity>,
  ) {
    const next = publicActivity(input.activity, 'activity');
    const { order } = await this.change(caller, orderId, async (tx, row) => {
      const activity = await editableActivity(tx, row.id, activityId);
      if (activity.type !== next.type) {
        throw validationError([
          violation('activity', `the activity is a ${activity.type}: send its own kind of content`, 'OTHER'),
        ]);
      }
      const { type: _type, ...content } = next;
      await updateSiteTable(tx, 'store_order_activities')
        .set({ content: JSON.stringify(content) })
        .where('order_id', '=', row.id)
        .where('id', '=', activityId)
        .execute();
      return { fields: ['activities'] };
    });
    return { order };
  }

  async deleteActivity(caller: Caller, orderId: string, activityId: string) {
    const { order } = await this.change(caller, orderId, async (tx, row) => {
      await editableActivity(tx, row.id, activityId);
      await deleteFromSite(tx, 'store_order_activities').where('id', '=', activityId).execute();
      return { fields: ['activities'] };
    });
    return { order };
  }

  async updateStatus(caller: Caller, orderId: string, status: StoreOrderStatus) {
    const action = ACTION_TO[status];
    if (!action) {
      const reason =
        status === 'CANCELED'
          ? 'cancel an order with POST /ecom/v1/orders/{id}/cancel (it gives stock back and tells the buyer)'
          : 'an order never goes back to INITIALIZED';
      throw validationError([violation('status', reason, 'OTHER')]);
    }
    const { order } = await this.change(caller, orderId, async (tx, row, now) => {
      storeOrderStatus.assertTransition(action, row.status as never, orderId);
      const to = status;
      const moved = await updateSiteTable(tx, 'store_orders')
        .set({ status: to })
        .where('id', '=', row.id)
        .where((eb) => storeOrderStatus.transitionWhere(action, eb.ref('status')))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw storeOrderStatus.lostRace(action, orderId);
      if (action === 'approve')
        await recordOrderEvent(tx, 'store_order_approved', { ...row, status: to }, now);
      return { fields: ['status'] as const, status: to as string };
    });
    return { order };
  }

  /** One unit per order: a missing one fails alone, the others change (a result per order). */
  bulkUpdateTags(caller: Caller, input: InputOf<typeof R.bulkUpdateStoreOrderTags>) {
    const tagIds = (tags: typeof input.assignTags) => ({
      privateTags: [...new Set(tags?.privateTags?.tagIds ?? [])],
      tags: [...new Set(tags?.tags?.tagIds ?? [])],
    });
    const assign = tagIds(input.assignTags);
    const unassign = tagIds(input.unassignTags);
    return bulkResults(
      input.orderIds,
      (id) => id,
      async (id) => {
        await this.change(caller, id, async (tx, row) => {
          await changeTags(tx, row.id, assign, unassign);
          return { fields: ['tags'] };
        });
        return undefined;
      },
    );
  }

  /**
   * One change of one order in its own unit, on the locked row: the order touched (revision,
   * update date) and store_order_updated recorded with the fields changed; answers the order.
   */
  async change<T extends { fields: readonly string[]; status?: string }>(
    caller: Caller,
    orderId: string,
    work: (tx: SiteTx, row: StoreOrderRow, now: string) => Promise<T>,
  ): Promise<T & { order: StoreOrder }> {
    return this.deps.uow.run(
      caller.siteId,
      async (tx) => {
        const now = this.deps.now();
        const row = await lockOrder(tx, orderId);
        if (!row) throw orderNotFound(orderId);
        const done = await work(tx, row, now);
        await touchOrder(tx, row.id, now).execute();
        await recordOrderUpdated(tx, { ...row, status: done.status ?? row.status }, done.fields, now);
        return { ...done, order: (await readWireOrder(tx, row.id))! };
      },
      ORDER_CHANGES,
    );
  }
}

/** A merchant comment or a custom activity: exactly one of them. */
function publicActivity(activity: PublicOrderActivity, field: string): NewActivity {
  const { merchantComment, customActivity } = activity;
  if (!merchantComment === !customActivity) {
    throw validationError([
      violation(field, 'give exactly one of merchantComment or customActivity', 'OTHER'),
    ]);
  }
  return merchantComment
    ? { type: 'MERCHANT_COMMENT', merchantComment }
    : { type: 'CUSTOM_ACTIVITY', customActivity: customActivity! };
}

/** The order's activity a caller may change: 404 when it has none with this id, 428 for the system's. */
async function editableActivity(tx: SiteTx, orderId: string, activityId: string) {
  const activity = await selectFromSite(tx, 'store_order_activities')
    .select(['id', 'type'])
    .where('order_id', '=', orderId)
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw notFound('ACTIVITY_NOT_FOUND', 'Activity not found');
  if (!EDITABLE.has(activity.type)) {
    throw new AppError(
      'PRECONDITION',
      'ACTIVITY_NOT_EDITABLE',
      `The order's ${activity.type} activity is written by the store and cannot be changed`,
      { activityId },
    );
  }
  return activity;
}
