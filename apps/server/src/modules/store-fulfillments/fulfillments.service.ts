import type { Static } from '@sinclair/typebox';
import type {
  BulkCreateFulfillmentRequest,
  CreateFulfillmentRequest,
  FulfillmentTrackingInfo,
  OrderWithFulfillments,
  UpdateFulfillmentRequest,
} from '@tessera/contracts/store-fulfillments';
import { StoreFulfillmentsEntityFqdn } from '@tessera/contracts/store-fulfillment-events';
import type { StoreOrderFulfillmentStatus } from '@tessera/contracts/store-orders';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { bulkResults } from '../../platform/bulk-results.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { orderNotFound, type NewActivity, type StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import {
  fulfilledUnits,
  fulfillmentStatusOf,
  planFulfillment,
  type OrderLine,
} from './fulfillment-quantities.ts';
import {
  deleteFulfillmentRow,
  fulfillmentsOf,
  insertFulfillment,
  linesOf,
  updateFulfillmentRow,
  type FulfillmentRow,
} from './fulfillments.store.ts';
import { ordersWithFulfillments } from './fulfillments.wire.ts';
import { shippingConfirmation } from './shipping-mail.ts';
import { carrierTrackingLink, isWebLink } from './tracking-links.ts';

export interface FulfillmentsDeps {
  db: Db;
  uow: UnitOfWork;
  now: () => string;
  /** store-orders' port: the order under its lock, its lines, and the status the fulfillments add up to. */
  orders: StoreOrdersPaymentsPort;
}

type NewFulfillment = Static<typeof CreateFulfillmentRequest>['fulfillment'];
type Tracking = {
  trackingNumber: string | null;
  shippingProvider: string | null;
  trackingLink: string | null;
};
type Change = 'CREATED' | 'UPDATED' | 'DELETED';

const CHANGES = { changes: ['storeOrders'] } as const;
/** Orders waiting for their payment to start, or canceled, ship nothing. */
const NOT_FULFILLABLE = new Set(['INITIALIZED', 'CANCELED']);

/**
 * Fulfillments of store orders. Every write is one unit holding the order's row lock (through
 * store-orders' port), so two shipments of the same line can never fulfil more units than it has,
 * on any number of processes; the order's fulfillment status is recomputed from the units in that
 * same unit.
 */
export class FulfillmentsService {
  constructor(private readonly deps: FulfillmentsDeps) {}

  async listForOrder(
    caller: Caller,
    orderId: string,
  ): Promise<{ orderWithFulfillments: OrderWithFulfillments }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    if (!(await this.deps.orders.orderForPayment(scope, orderId))) throw orderNotFound();
    const rows = await fulfillmentsOf(scope, [orderId]);
    return { orderWithFulfillments: ordersWithFulfillments([orderId], rows)[0]! };
  }

  async listForOrders(caller: Caller, orderIds: readonly string[]) {
    const ids = [...new Set(orderIds)];
    const rows = await fulfillmentsOf(siteScope(this.deps.db, caller.siteId), ids);
    return { ordersWithFulfillments: ordersWithFulfillments(ids, rows) };
  }

  async create(caller: Caller, orderId: string, input: NewFulfillment) {
    return this.deps.uow.run(
      caller.siteId,
      async (tx) => {
        const fulfillmentId = await this.createIn(tx, orderId, input);
        return { orderWithFulfillments: await this.answer(tx, orderId), fulfillmentId };
      },
      CHANGES,
    );
  }

  async update(
    caller: Caller,
    orderId: string,
    fulfillmentId: string,
    input: Static<typeof UpdateFulfillmentRequest>,
  ) {
    const changes = input.fulfillment;
    if (changes.id !== undefined && changes.id !== fulfillmentId) {
      throw validationError([
        violation('fulfillment.id', 'must be the fulfillment of the path', 'VALIDATION'),
      ]);
    }
    return this.deps.uow.run(
      caller.siteId,
      async (tx) => {
        const { rows, orderLines } = await this.lockedOrder(tx, orderId, false);
        const row = rows.find((r) => r.id === fulfillmentId);
        if (!row) throw fulfillmentNotFound();
        const activities: NewActivity[] = [];
        const next: Partial<FulfillmentRow> = { updated_date: this.deps.now() };
        if (changes.trackingInfo !== undefined) {
          const tracking = trackingOf(changes.trackingInfo);
          assertNewTrackingNumber(rows, tracking.trackingNumber, row.id);
          Object.assign(next, {
            tracking_number: tracking.trackingNumber,
            shipping_provider: tracking.shippingProvider,
            tracking_link: tracking.trackingLink,
          });
          if (tracking.trackingNumber && tracking.trackingNumber !== row.tracking_number)
            activities.push({
              type: row.tracking_number ? 'TRACKING_NUMBER_EDITED' : 'TRACKING_NUMBER_ADDED',
            });
          if (tracking.trackingLink && !row.tracking_link) activities.push({ type: 'TRACKING_LINK_ADDED' });
        }
        if (changes.customInfo !== undefined) next.custom_info = customInfoOf(changes.customInfo);
        if (changes.status !== undefined) next.status = changes.status;
        if (changes.completed !== undefined)
          next.completed = changes.completed === null ? null : changes.completed ? 1 : 0;
        await updateFulfillmentRow(tx, orderId, fulfillmentId, next);
        const status = fulfillmentStatusOf(orderLines, fulfilledUnits(rows.map(linesOf)));
        await this.deps.orders.recordFulfillmentStatus(tx, orderId, status, activities);
        await this.recordChange(tx, orderId, fulfillmentId, 'UPDATED', status);
        return { orderWithFulfillments: await this.answer(tx, orderId) };
      },
      CHANGES,
    );
  }

  async delete(caller: Caller, orderId: string, fulfillmentId: string) {
    return this.deps.uow.run(
      caller.siteId,
      async (tx) => {
        const { order, rows, orderLines } = await this.lockedOrder(tx, orderId, false);
        if (!(await deleteFulfillmentRow(tx, orderId, fulfillmentId))) throw fulfillmentNotFound();
        const left = rows.filter((row) => row.id !== fulfillmentId);
        const status = fulfillmentStatusOf(orderLines, fulfilledUnits(left.map(linesOf)));
        const activities: NewActivity[] =
          order.fulfillmentStatus === 'FULFILLED' && status !== 'FULFILLED'
            ? [{ type: 'ORDER_NOT_FULFILLED' }]
            : [];
        await this.deps.orders.recordFulfillmentStatus(tx, orderId, status, activities);
        await this.recordChange(tx, orderId, fulfillmentId, 'DELETED', status);
        return { orderWithFulfillments: await this.answer(tx, orderId) };
      },
      CHANGES,
    );
  }

  /** Each order in a unit of its own: one failing order (missing, over-fulfilled) fails alone. */
  async bulkCreate(caller: Caller, input: Static<typeof BulkCreateFulfillmentRequest>) {
    const { results, bulkActionMetadata } = await bulkResults(
      input.ordersWithFulfillments,
      (item) => item.orderId,
      (item) =>
        this.deps.uow.run(
          caller.siteId,
          async (tx) => {
            for (const fulfillment of item.fulfillments) await this.createIn(tx, item.orderId, fulfillment);
            return this.answer(tx, item.orderId);
          },
          CHANGES,
        ),
    );
    return {
      results: results.map(({ itemMetadata, item }) => ({
        itemMetadata,
        ...(item ? { ordersWithFulfillments: item } : {}),
      })),
      bulkActionMetadata,
    };
  }

  /** One new fulfillment in the caller's unit; answers its id. */
  private async createIn(tx: SiteTx, orderId: string, input: NewFulfillment): Promise<string> {
    const { order, rows, orderLines, names } = await this.lockedOrder(tx, orderId, true);
    const planned = planFulfillment(
      orderLines,
      fulfilledUnits(rows.map(linesOf)),
      input.lineItems?.map((line) => ({ id: line.id, quantity: line.quantity })),
    );
    const tracking = trackingOf(input.trackingInfo ?? {});
    assertNewTrackingNumber(rows, tracking.trackingNumber);
    const now = this.deps.now();
    const row: FulfillmentRow = {
      id: newId(),
      order_id: orderId,
      line_items: JSON.stringify(planned),
      tracking_number: tracking.trackingNumber,
      shipping_provider: tracking.shippingProvider,
      tracking_link: tracking.trackingLink,
      custom_info: input.customInfo ? customInfoOf(input.customInfo) : null,
      status: input.status ?? null,
      completed: input.completed === undefined || input.completed === null ? null : input.completed ? 1 : 0,
      created_date: now,
      updated_date: now,
    };
    try {
      await insertFulfillment(tx, row);
    } catch (error) {
      // The order's lock makes this unreachable but for a concurrent writer outside this module.
      if (isUniqueViolation(error)) throw trackingNumberTaken();
      throw error;
    }
    const status = fulfillmentStatusOf(orderLines, fulfilledUnits([...rows, row].map(linesOf)));
    const activities: NewActivity[] = [];
    if (status === 'FULFILLED' && order.fulfillmentStatus !== 'FULFILLED')
      activities.push({ type: 'ORDER_FULFILLED' });
    if (tracking.trackingNumber) activities.push({ type: 'TRACKING_NUMBER_ADDED' });
    const message = shippingConfirmation(
      order,
      planned.map((line) => ({ name: names.get(line.id) ?? 'Item', quantity: line.quantity })),
      tracking,
    );
    if (message) {
      await queueMessage(tx, message);
      activities.push({ type: 'SHIPPING_CONFIRMATION_EMAIL_SENT' });
    }
    await this.deps.orders.recordFulfillmentStatus(tx, orderId, status, activities);
    await this.recordChange(tx, orderId, row.id, 'CREATED', status);
    return row.id;
  }

  /** The order under its row lock (missing: the blind 404) and its fulfillments so far. */
  private async lockedOrder(tx: SiteTx, orderId: string, toShip: boolean) {
    const payment = await this.deps.orders.orderForPayment(tx, orderId, true);
    if (!payment) throw orderNotFound();
    if (toShip && NOT_FULFILLABLE.has(payment.status)) {
      throw new AppError(
        'PRECONDITION',
        'ORDER_NOT_FULFILLABLE',
        payment.status === 'CANCELED'
          ? 'A canceled order cannot be fulfilled'
          : 'The order is not placed yet',
        { status: payment.status },
      );
    }
    // Read once under the lock: its lines cannot change until the unit ends.
    const wire = (await this.deps.orders.findOrder(tx, orderId))!;
    const lines = (wire.lineItems ?? []).filter(
      (line): line is typeof line & { id: string } => typeof line.id === 'string',
    );
    return {
      order: {
        number: payment.number,
        buyerEmail: payment.buyerEmail,
        fulfillmentStatus: wire.fulfillmentStatus as StoreOrderFulfillmentStatus | undefined,
      },
      orderLines: lines.map((line): OrderLine => ({ id: line.id, quantity: line.quantity ?? 0 })),
      names: new Map(lines.map((line) => [line.id, line.productName?.original ?? 'Item'])),
      rows: await fulfillmentsOf(tx, [orderId]),
    };
  }

  private async answer(tx: SiteTx, orderId: string): Promise<OrderWithFulfillments> {
    return ordersWithFulfillments([orderId], await fulfillmentsOf(tx, [orderId]))[0]!;
  }

  private recordChange(tx: SiteTx, orderId: string, fulfillmentId: string, change: Change, status: string) {
    return recordDomainEvent(tx.db, {
      siteId: tx.siteId,
      name: 'store_fulfillments_updated',
      entityFqdn: StoreFulfillmentsEntityFqdn,
      entityId: orderId,
      payload: { orderId, fulfillmentId, change, fulfillmentStatus: status, timestamp: this.deps.now() },
    });
  }
}

const fulfillmentNotFound = () => new AppError('NOT_FOUND', 'FULFILLMENT_NOT_FOUND', 'Fulfillment not found');
const trackingNumberTaken = () =>
  new AppError(
    'CONFLICT',
    'TRACKING_NUMBER_ALREADY_EXISTS',
    'Another fulfillment of this order has this tracking number',
  );

function assertNewTrackingNumber(rows: readonly FulfillmentRow[], number: string | null, except?: string) {
  if (number && rows.some((row) => row.id !== except && row.tracking_number === number))
    throw trackingNumberTaken();
}

/** The tracking as stored: a known carrier's link made from the number; only web links. */
function trackingOf(info: Static<typeof FulfillmentTrackingInfo>): Tracking {
  const trackingNumber = info.trackingNumber?.trim() || null;
  const shippingProvider = info.shippingProvider?.trim() || null;
  const given = info.trackingLink?.trim() || null;
  if (given && !isWebLink(given)) {
    throw validationError([
      violation('fulfillment.trackingInfo.trackingLink', 'must be a web address (http or https)', 'FORMAT'),
    ]);
  }
  return {
    trackingNumber,
    shippingProvider,
    trackingLink: given ?? carrierTrackingLink(shippingProvider, trackingNumber),
  };
}

const customInfoOf = (info: { fieldsData?: Record<string, string> }) =>
  info.fieldsData === undefined ? null : JSON.stringify(Object.fromEntries(Object.entries(info.fieldsData)));
