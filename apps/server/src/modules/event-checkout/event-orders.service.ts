import type { FieldViolation } from '@tessera/contracts';
import type {
  BulkUpdateOrdersRequest,
  GetSummaryResponse,
  ListOrdersQuery,
  ListOrdersResponse,
  OrderFieldset,
  OrderView,
  UpdateOrderRequest,
} from '@tessera/contracts/event-orders';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { money, parseMoney, toWireMoney } from '../../platform/money/index.ts';
import type { Payment, PaymentsService } from '../../platform/payments/payments.service.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { selectFromSite, siteScope, updateSiteTable, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { validateFormAnswers, type EventFormsService } from '../event-forms/index.ts';
import { confirmReservation } from '../reservations/index.ts';
import type { OrderRow } from './event-checkout.schema.ts';
import { recordOrderEvent } from './order-events.ts';
import { moveOrder } from './order-moves.ts';
import { orderStatus, type OrderAction } from './order-status.ts';
import { ALL_FIELDSETS, orderViews } from './order-views.ts';
import { CONFIRMED } from './order-wire.ts';
import { ordersFilter, ordersListing, ordersSort, type OrderListingCtx } from './orders.listing.ts';

export interface EventOrdersDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  payments: PaymentsService;
  forms: EventFormsService;
}

// Counters too: a voided order gives its sold places back (order-moves.ts).
const CHANGES = { changes: ['counter:tickets', 'payments'] } as const;
const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found');
const fieldsetsOf = (asked: readonly OrderFieldset[] | undefined) => (asked?.length ? asked : ALL_FIELDSETS);

/**
 * What owners and staff do with orders after checkout: list and read them, archive, change the
 * buyer's answers, confirm pay-at-the-door orders, capture or void authorized payments. Every
 * status move asks the order state machine (order-status.ts) and writes with its condition, in
 * the unit that records the order's domain event.
 */
export class EventOrdersService {
  private readonly listing: Listing<OrderListingCtx, OrderRow, { orders: OrderView[]; pagingMetadata: any }>;

  constructor(private readonly deps: EventOrdersDeps) {
    this.listing = openListing(ordersListing, { db: deps.db, cursorSecret: siteCursorSecrets(deps.db) });
  }

  private now = () => isoAt(this.deps.clock.now());

  async list(caller: Caller, input: ListOrdersQuery): Promise<ListOrdersResponse> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const phrase = input.searchPhrase?.trim();
    const ctx: OrderListingCtx = {
      scope,
      phrase: phrase || undefined,
      fieldsets: fieldsetsOf(input.fieldset),
    };
    const filter = ordersFilter(input);
    const offset = input.offset ?? 0;
    const limit = input.limit ?? ordersListing.limits.default;
    const sort = ordersSort(input.sort);
    const page =
      limit === 0
        ? {
            orders: [],
            pagingMetadata: (await this.listing.page(caller.siteId, ctx, { filter, paging: { limit: 0 } }))
              .pagingMetadata,
          }
        : await this.listing.query(caller.siteId, ctx, {
            filter,
            paging: { offset, limit },
            ...(sort ? { sort } : {}),
          });
    const facets = input.facet?.length
      ? await this.listing.countBy(caller.siteId, ctx, filter, [...new Set(input.facet)])
      : undefined;
    return {
      total: page.pagingMetadata.total ?? page.orders.length,
      offset,
      limit,
      orders: page.orders,
      ...(facets ? { facets } : {}),
    };
  }

  async get(caller: Caller, eventId: string, orderNumber: string, fieldset?: readonly OrderFieldset[]) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const row = await findOrder(scope, eventId, orderNumber);
    if (!row) throw orderNotFound();
    return { order: (await orderViews(scope, [row], fieldsetsOf(fieldset)))[0] };
  }

  /** Archive flag and the buyer's answers (re-checked against the published form), under the row lock. */
  async update(caller: Caller, eventId: string, orderNumber: string, input: UpdateOrderRequest) {
    const named = (field: 'checkoutForm' | 'archived') =>
      input[field] !== undefined && (!input.fields?.length || input.fields.includes(field));
    const violations: FieldViolation[] = [];
    for (const field of input.fields ?? [])
      if (input[field] === undefined)
        violations.push(violation(field, 'is named in fields but not given', 'REQUIRED_FIELD'));
    const scope = siteScope(this.deps.db, caller.siteId);
    if (named('checkoutForm')) {
      const form = await this.deps.forms.publishedForm(scope, eventId);
      if (form) violations.push(...validateFormAnswers(form, input.checkoutForm, 'checkoutForm'));
    }
    if (violations.length) throw validationError(violations);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const order = await lockOrder(unit, eventId, orderNumber);
        if (!order) throw orderNotFound();
        const changed = (['checkoutForm', 'archived'] as const).filter(named);
        if (changed.length === 0) return;
        await updateSiteTable(unit, 'event_orders')
          .set({
            ...(named('checkoutForm') ? { checkout_form: JSON.stringify(input.checkoutForm) } : {}),
            ...(named('archived') ? { archived: input.archived ? 1 : 0 } : {}),
            updated_date: this.now(),
          })
          .where('id', '=', order.id)
          .execute();
        await recordOrderEvent(unit, 'event_order_updated', order.id, {
          eventId,
          timestamp: this.now(),
          orderNumber,
          fields: changed,
        });
      },
      { changes: [] },
    );
    return this.get(caller, eventId, orderNumber);
  }

  /** Archives or unarchives orders of one event; every number must be the event's (else 404, nothing written). */
  async bulkUpdate(caller: Caller, eventId: string, input: BulkUpdateOrdersRequest) {
    if (input.archived === undefined)
      throw validationError([violation('archived', 'must not be empty', 'REQUIRED_FIELD')]);
    const numbers = [...new Set(input.orderNumber)];
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const orders = await lockOrders(unit, eventId, numbers);
        if (orders.length !== numbers.length) throw orderNotFound();
        const archived = input.archived ? 1 : 0;
        for (const order of orders.filter((o) => o.archived !== archived)) {
          await updateSiteTable(unit, 'event_orders')
            .set({ archived, updated_date: this.now() })
            .where('id', '=', order.id)
            .execute();
          await recordOrderEvent(unit, 'event_order_updated', order.id, {
            eventId,
            timestamp: this.now(),
            orderNumber: order.order_number,
            fields: ['archived'],
          });
        }
      },
      { changes: [] },
    );
    return this.views(caller, eventId, numbers);
  }

  /**
   * Pay-at-the-door orders paid: OFFLINE_PENDING → PAID. A PAID order is left as it is (a repeated
   * confirm changes nothing); any other status is refused and nothing is written.
   */
  async confirm(caller: Caller, eventId: string, orderNumbers: string[]) {
    const numbers = [...new Set(orderNumbers)];
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const orders = await lockOrders(unit, eventId, numbers);
        if (orders.length !== numbers.length) throw orderNotFound();
        for (const order of orders) {
          if (order.status === 'PAID') continue;
          await this.move(unit, order, 'confirm', {});
        }
      },
      CHANGES,
    );
    return this.views(caller, eventId, numbers);
  }

  /** Captures an AUTHORIZED order's payment (AUTHORIZED → PAID) or voids it (→ VOIDED). */
  async settleAuthorized(caller: Caller, orderNumber: string, eventId: string, action: 'capture' | 'void') {
    const scope = siteScope(this.deps.db, caller.siteId);
    const order = await findOrder(scope, eventId, orderNumber);
    if (!order) throw orderNotFound();
    orderStatus.assertTransition(action, order.status as never, orderNumber);
    if (!order.payment_id)
      throw new AppError('PRECONDITION', 'ORDER_HAS_NO_PAYMENT', 'The order has no payment to settle');
    // The payment first (its key makes a retry safe), then the order in one unit with its event.
    const key = `event-order-${action}:${order.id}`;
    const payment: Payment =
      action === 'capture'
        ? await this.deps.payments.capture(caller.siteId, order.payment_id, { idempotencyKey: key })
        : await this.deps.payments.void(caller.siteId, order.payment_id, { idempotencyKey: key });
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const locked = await lockOrder(unit, eventId, orderNumber);
        if (!locked || locked.status !== 'AUTHORIZED') return; // a racing call settled it
        await this.move(unit, locked, action, { payment_id: payment.id });
      },
      CHANGES,
    );
    return {};
  }

  /**
   * A slow payment settled later (payments' `onSettled` port: the provider's webhook or a refresh):
   * its PENDING order becomes PAID or AUTHORIZED and its hold confirmed in one unit, or DECLINED
   * (the hold stays pending for another try). A hold that expired meanwhile cancels the order and
   * gives the money back. Repeats find the order settled and change nothing.
   */
  async paymentSettled(siteId: string, payment: Payment): Promise<void> {
    const scope = siteScope(this.deps.db, siteId);
    const found = await selectFromSite(scope, 'event_orders')
      .select(['event_id', 'order_number'])
      .where('payment_id', '=', payment.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (!found) return;
    const outcome = await this.deps.uow.run(
      siteId,
      async (unit) => {
        const order = await lockOrder(unit, found.event_id, found.order_number);
        if (!order || order.status !== 'PENDING') return 'settled';
        if (payment.status === 'DECLINED') {
          await this.move(unit, order, 'decline', {});
          return 'declined';
        }
        if (!(await confirmReservation(unit, order.reservation_id, this.now()))) {
          await this.move(unit, order, 'cancel', {});
          return 'expired';
        }
        await this.move(unit, order, payment.status === 'AUTHORIZED' ? 'authorize' : 'pay', {});
        return 'confirmed';
      },
      { changes: ['counter:tickets', 'payments'] },
    );
    if (outcome !== 'expired') return;
    const key = `event-order-undo:${payment.id}`;
    if (payment.status === 'CAPTURED')
      await this.deps.payments.refund(siteId, payment.id, { idempotencyKey: key, amount: payment.amount });
    else if (payment.status === 'AUTHORIZED')
      await this.deps.payments.void(siteId, payment.id, { idempotencyKey: key });
  }

  /** Confirmed orders' sales by currency (FREE, PAID, AUTHORIZED, OFFLINE_PENDING), in one grouped pass. */
  async summary(caller: Caller, eventIds: string[] | undefined): Promise<GetSummaryResponse> {
    let query = selectFromSite(siteScope(this.deps.db, caller.siteId), 'event_orders')
      .select((eb) => [
        'currency',
        eb.fn.countAll<number | string>().as('orders'),
        eb.fn.sum<number | string>('total_minor').as('total'),
        eb.fn.sum<number | string>('tickets_count').as('tickets'),
      ])
      .where('status', 'in', [...CONFIRMED])
      .groupBy('currency')
      .orderBy('currency');
    if (eventIds?.length) query = query.where('event_id', 'in', [...new Set(eventIds)]);
    const rows = await query.execute();
    // Revenue is what the seller keeps: the invoices' revenue, summed exactly per order.
    const revenue = await this.revenueByCurrency(caller.siteId, eventIds);
    return {
      sales: rows.map((row) => ({
        total: toWireMoney('TICKETING', money(BigInt(row.total ?? 0), row.currency)),
        revenue: toWireMoney('TICKETING', money(revenue.get(row.currency) ?? 0, row.currency)),
        count: Number(row.orders),
        ticketCount: Number(row.tickets ?? 0),
      })),
    };
  }

  private async revenueByCurrency(siteId: string, eventIds: string[] | undefined) {
    let query = selectFromSite(siteScope(this.deps.db, siteId), 'event_orders')
      .select(['currency', 'invoice'])
      .where('status', 'in', [...CONFIRMED]);
    if (eventIds?.length) query = query.where('event_id', 'in', [...new Set(eventIds)]);
    const sums = new Map<string, number>();
    for (const row of await query.execute()) {
      const value = (JSON.parse(row.invoice) as { revenue?: { value?: string } }).revenue?.value ?? '0';
      const minor = parseMoney(value, row.currency, 'invoice.revenue').minor;
      sums.set(row.currency, (sums.get(row.currency) ?? 0) + minor);
    }
    return sums;
  }

  /** One status move (order-moves.ts): the machine's check, its condition, places back, the domain event. */
  private async move(unit: SiteTx, order: OrderRow, action: OrderAction, more: { payment_id?: string }) {
    await moveOrder(unit, order, action, this.now(), more);
  }

  private async views(caller: Caller, eventId: string, numbers: string[]) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const rows = await selectFromSite(scope, 'event_orders')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('order_number', 'in', numbers)
      .orderBy('order_number')
      .execute();
    return { orders: await orderViews(scope, rows) };
  }
}

export const findOrder = (scope: SiteScope, eventId: string, orderNumber: string) =>
  orderQuery(scope, eventId, orderNumber).executeTakeFirst();

const orderQuery = (scope: SiteScope, eventId: string, orderNumber: string) =>
  selectFromSite(scope, 'event_orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('event_id', '=', eventId);

const lockOrder = (unit: SiteTx, eventId: string, orderNumber: string) =>
  unit.forUpdate(orderQuery(unit, eventId, orderNumber)).executeTakeFirst();

/** Orders locked in number order: two bulk calls over the same orders never wait on each other crosswise. */
const lockOrders = (unit: SiteTx, eventId: string, numbers: string[]) =>
  unit
    .forUpdate(
      selectFromSite(unit, 'event_orders')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('order_number', 'in', numbers)
        .orderBy('order_number'),
    )
    .execute();
