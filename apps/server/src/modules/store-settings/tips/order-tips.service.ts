import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { InputOf, tipsRoutes as R } from '@tessera/contracts/routes/index';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import type { Tip, TipDistributionInput } from '@tessera/contracts/tips';
import type { Caller } from '../../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../../platform/clock.ts';
import type { Db, Executor } from '../../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../../platform/errors.ts';
import {
  allocate,
  money,
  toDecimal,
  toWireMoney,
  tryParseMoney,
  type Money,
} from '../../../platform/money/index.ts';
import { compileFilter } from '../../../platform/query/filter.ts';
import { openListing } from '../../../platform/query/listing.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../../platform/unit-of-work.ts';
import { setOrderTipFee } from '../../store-orders/index.ts';
import { storeCurrencyOf } from '../store-settings.store.ts';
import { distributionFields, tipDistributionsListing } from './tip-distributions.listing.ts';
import {
  DISTRIBUTION_COLUMNS,
  toWireDistribution,
  type TipDistributionRow,
} from './tip-distributions.model.ts';
import { defaultTipSettingsOf } from './tip-settings.service.ts';

/** What this service reads of orders (store-orders' port): the order as the wire has it. */
export interface OrdersReader {
  findOrder(scope: SiteScope, orderId: string): Promise<StoreOrder | undefined>;
}

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found');
const CHANGES = { changes: ['storeOrders'] } as const;

/** An order's tip as recorded: the lock of every change of its tip and distributions. */
interface OrderTip {
  tipId: string;
  amount: Money;
  subtotal: Money;
}

const decimal = (text: string | undefined, currency: string): Money => {
  const parsed = tryParseMoney(text ?? '0', currency);
  return parsed.ok ? parsed.money : money(0, currency);
};

/** The order's fee TIP (from its checkout's tip choice), if any. */
const tipFeeOf = (order: StoreOrder) => order.additionalFees?.find((fee) => fee.code === 'TIP');

/**
 * An order's tip and its distributions among staff (owner writes). The tip is the order's fee TIP
 * until the owner sets another amount; every change takes the order's `store_order_tips` row
 * first (made on first use, `ON CONFLICT DO NOTHING`, then locked), so distributions added at the
 * same time on any number of processes never pass the tip. A new amount moves the order's own fee
 * TIP, totals and payment status in the same unit (store-orders' `setOrderTipFee`, under the
 * order's row lock, taken after the tip row: nothing takes them the other way round).
 */
export class OrderTipsService {
  private readonly listing;

  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      clock: Clock;
      orders: OrdersReader;
      secrets: { cursorSecret(siteId: string): Promise<string> };
    },
  ) {
    this.listing = openListing(tipDistributionsListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    });
  }

  private async order(scope: SiteScope, orderId: string): Promise<StoreOrder> {
    const order = await this.deps.orders.findOrder(scope, orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /** The order's tip row, made from its fee on first use, locked in `unit`. */
  private async lockTip(unit: SiteTx, order: StoreOrder): Promise<OrderTip> {
    const currency = order.currency ?? (await storeCurrencyOf(unit.db, unit.siteId));
    const fee = tipFeeOf(order);
    await insertIntoSite(unit, 'store_order_tips', [
      {
        order_id: order.id!,
        tip_id: fee?.id ?? randomUUID(),
        amount_minor: decimal(fee?.price?.amount, currency).minor,
        currency,
        source: 'WEB',
        revision: 0,
        updated_date: isoAt(this.deps.clock.now()),
      },
    ])
      .onConflict((conflict) => conflict.columns(['site_id', 'order_id']).doNothing())
      .execute();
    const row = await unit
      .forUpdate(
        selectFromSite(unit, 'store_order_tips')
          .select(['tip_id', 'amount_minor', 'currency'])
          .where('order_id', '=', order.id!),
      )
      .executeTakeFirstOrThrow();
    return {
      tipId: row.tip_id,
      amount: money(Number(row.amount_minor), row.currency),
      subtotal: decimal(order.priceSummary?.subtotal?.amount, row.currency),
    };
  }

  private async distributionsOf(
    db: Executor,
    siteId: string,
    orderId: string,
  ): Promise<TipDistributionRow[]> {
    return (await selectFromSite(siteScope(db, siteId), 'store_tip_distributions')
      .select(DISTRIBUTION_COLUMNS)
      .where('order_id', '=', orderId)
      .orderBy('created_date')
      .orderBy('id')
      .execute()) as TipDistributionRow[];
  }

  private async tipOf(db: Executor, siteId: string, order: StoreOrder): Promise<Tip> {
    const currency = order.currency ?? (await storeCurrencyOf(db, siteId));
    const row = await selectFromSite(siteScope(db, siteId), 'store_order_tips')
      .select(['tip_id', 'amount_minor', 'currency'])
      .where('order_id', '=', order.id!)
      .executeTakeFirst();
    const fee = tipFeeOf(order);
    const amount = row
      ? money(Number(row.amount_minor), row.currency)
      : decimal(fee?.price?.amount, currency);
    const tipId = row?.tip_id ?? fee?.id;
    const distributions = await this.distributionsOf(db, siteId, order.id!);
    const given = distributions.reduce((total, d) => total + Number(d.amount_minor), 0);
    const left = amount.minor - given;
    return {
      ...(tipId ? { id: tipId } : {}),
      lineItemSubtotal: toDecimal(decimal(order.priceSummary?.subtotal?.amount, currency)),
      amount: toDecimal(amount),
      distributions: distributions.map(toWireDistribution),
      ...(left > 0 ? { undistributedAmount: toDecimal(money(left, amount.currency)) } : {}),
    };
  }

  private orderInfo(orderId: string, tip: OrderTip) {
    return {
      orderId,
      additionalFeeId: tip.tipId,
      additionalFeePrice: toWireMoney('ECOM_PRICE', tip.amount),
    };
  }

  async get(caller: Caller, orderId: string): Promise<{ tip: Tip }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    return { tip: await this.tipOf(this.deps.db, caller.siteId, await this.order(scope, orderId)) };
  }

  async set(caller: Caller, input: InputOf<typeof R.setTipOnOrder>) {
    const tip = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const order = await this.order(unit, input.orderId);
        const current = await this.lockTip(unit, order);
        const parsed = tryParseMoney(input.tip.amount, current.amount.currency);
        if (!parsed.ok)
          throw validationError([violation('tip.amount', `The tip ${parsed.reason}`, 'FORMAT')]);
        const given = await this.givenMinor(unit, input.orderId);
        if (parsed.money.minor < given) {
          throw new AppError(
            'PRECONDITION',
            'TIP_BELOW_DISTRIBUTED',
            `The tip cannot be less than the ${toDecimal(money(given, parsed.money.currency))} already given to staff`,
          );
        }
        await this.writeAmount(unit, input.orderId, parsed.money.minor, 'DASHBOARD');
        await this.moveOrderFee(unit, input.orderId, current.tipId, parsed.money.minor);
        return { ...current, amount: parsed.money };
      },
      CHANGES,
    );
    const order = await this.order(siteScope(this.deps.db, caller.siteId), input.orderId);
    return {
      tip: await this.tipOf(this.deps.db, caller.siteId, order),
      orderInfo: this.orderInfo(input.orderId, tip),
    };
  }

  async remove(caller: Caller, input: InputOf<typeof R.removeTipFromOrder>) {
    const tip = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const current = await this.lockTip(unit, await this.order(unit, input.orderId));
        await deleteFromSite(unit, 'store_tip_distributions').where('order_id', '=', input.orderId).execute();
        await this.writeAmount(unit, input.orderId, 0, 'DASHBOARD');
        await this.moveOrderFee(unit, input.orderId, current.tipId, 0);
        return { ...current, amount: money(0, current.amount.currency) };
      },
      CHANGES,
    );
    return { orderInfo: this.orderInfo(input.orderId, tip) };
  }

  async addDistributions(caller: Caller, input: InputOf<typeof R.addTipDistributionsToOrder>) {
    const now = isoAt(this.deps.clock.now());
    const { tip, rows } = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const tip = await this.lockTip(unit, await this.order(unit, input.orderId));
        const given = await this.givenMinor(unit, input.orderId);
        const settings = await defaultTipSettingsOf(unit.db, unit.siteId);
        const amounts = shares(
          input.tipDistributions,
          money(tip.amount.minor - given, tip.amount.currency),
          settings?.staff_distribution_method === 'PROPORTIONAL' ? 'PROPORTIONAL' : 'EQUAL',
        );
        const rows: TipDistributionRow[] = input.tipDistributions.map((d, index) => ({
          id: randomUUID(),
          tip_id: tip.tipId,
          order_id: input.orderId,
          staff_id: d.staff?.staffMemberId ?? null,
          staff_name: d.staff?.name ?? null,
          staff_member_id: d.staff?.staffMemberId ?? null,
          amount_minor: amounts[index].minor,
          currency: tip.amount.currency,
          line_item_info: JSON.stringify(d.lineItemInfo ?? []),
          source: d.source ?? 'DASHBOARD',
          created_date: now,
        }));
        await insertIntoSite(unit, 'store_tip_distributions', rows).execute();
        return { tip, rows };
      },
      CHANGES,
    );
    return { tipDistributions: rows.map(toWireDistribution), orderInfo: this.orderInfo(input.orderId, tip) };
  }

  query(caller: Caller, input: InputOf<typeof R.queryTipDistributions>) {
    const query = input.query ?? {};
    return this.listing.query(caller.siteId, caller, {
      filter: query.filter,
      sort: query.sort,
      cursorPaging: query.cursorPaging ?? {},
    });
  }

  async sum(caller: Caller, input: InputOf<typeof R.sumTipDistributionAmounts>) {
    const where = compileFilter(input.filter ?? {}, distributionFields, 'filter');
    const row = await selectFromSite(siteScope(this.deps.db, caller.siteId), 'store_tip_distributions')
      .select(sql<string | number | null>`sum(amount_minor)`.as('total'))
      .where(where)
      .executeTakeFirst();
    const currency = await storeCurrencyOf(this.deps.db, caller.siteId);
    return { totalAmount: toDecimal(money(Number(row?.total ?? 0), currency)) };
  }

  private async givenMinor(unit: SiteTx, orderId: string): Promise<number> {
    const row = await selectFromSite(unit, 'store_tip_distributions')
      .select(sql<string | number | null>`sum(amount_minor)`.as('given'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return Number(row?.given ?? 0);
  }

  /** The order's own fee TIP, totals and payment status follow the tip (store-orders' port, its row lock). */
  private moveOrderFee(unit: SiteTx, orderId: string, tipId: string, amountMinor: number) {
    return setOrderTipFee(unit, { orderId, feeId: tipId, amountMinor }, isoAt(this.deps.clock.now()));
  }

  private async writeAmount(unit: SiteTx, orderId: string, minor: number, source: string) {
    await updateSiteTable(unit, 'store_order_tips')
      .set({
        amount_minor: minor,
        source,
        revision: sql`revision + 1`,
        updated_date: isoAt(this.deps.clock.now()),
      })
      .where('order_id', '=', orderId)
      .execute();
  }
}

/**
 * Each distribution's amount: the one sent, or a share of what is left after those sent, split
 * EQUAL or PROPORTIONAL to its lines' prices (largest remainder: the shares add up exactly). All
 * of them never pass what is left of the tip.
 */
function shares(
  items: readonly TipDistributionInput[],
  left: Money,
  method: 'EQUAL' | 'PROPORTIONAL',
): Money[] {
  const { currency } = left;
  const sent = items.map((item, index) => {
    if (item.amount === undefined) return null;
    const parsed = tryParseMoney(item.amount, currency);
    if (!parsed.ok) {
      throw validationError([
        violation(`tipDistributions[${index}].amount`, `The amount ${parsed.reason}`, 'FORMAT'),
      ]);
    }
    return parsed.money;
  });
  const sentMinor = sent.reduce((total, m) => total + (m?.minor ?? 0), 0);
  const rest = left.minor - sentMinor;
  if (rest < 0) {
    throw new AppError(
      'PRECONDITION',
      'TIP_DISTRIBUTIONS_EXCEED_TIP',
      `Only ${toDecimal(left)} of the tip is left to give`,
    );
  }
  const open = items.map((item, index) => (sent[index] ? null : item)).filter((item) => item !== null);
  if (open.length === 0) return sent as Money[];
  const weights = open.map((item) =>
    method === 'EQUAL'
      ? 1
      : (item.lineItemInfo ?? []).reduce(
          (total, line) => total + decimal(line.price ?? '0', currency).minor * (line.quantity ?? 1),
          0,
        ),
  );
  const split = allocate(money(rest, currency), weights);
  let next = 0;
  return sent.map((m) => m ?? split[next++]);
}
