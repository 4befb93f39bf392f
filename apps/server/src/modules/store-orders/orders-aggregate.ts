import { sql, type RawBuilder } from 'kysely';
import type { FieldViolation } from '@tessera/contracts';
import type { InputOf, storeOrdersRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Executor } from '../../platform/db.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { orderDecimal } from './order-money.ts';
import { orderFields } from './orders.listing.ts';

/**
 * `POST /ecom/v1/orders/aggregate` (owner): `{ aggregation: { <key>: { $count: field | fields } |
 * { $sum: value, by?: field | fields } }, filter? }` → `{ aggregates: { <key>: { "<group>": n } } }`,
 * a group named by its values (several: "(a|b)", the separator overridable), as the typings'
 * example. Counts are numbers; sums are decimal strings per currency (the currency is always the
 * sum's last group part). Over the orders the search lists (never INITIALIZED), the search's
 * filter language; one grouped statement per key, at most 1,000 groups each (by key order).
 */
const GROUPS: Readonly<Record<string, RawBuilder<unknown>>> = Object.assign(Object.create(null), {
  status: sql`store_orders.status`,
  paymentStatus: sql`store_orders.payment_status`,
  fulfillmentStatus: sql`store_orders.fulfillment_status`,
  'channelInfo.type': sql`store_orders.channel_type`,
  archived: sql`store_orders.archived`,
  currency: sql`store_orders.currency`,
  /** Tessera: the UTC day of `createdDate` ("2026-11-24"), for figures by day. */
  'createdDate.day': sql`SUBSTR(store_orders.created_date, 1, 10)`,
});
const SUMS: Readonly<Record<string, RawBuilder<unknown>>> = Object.assign(Object.create(null), {
  'priceSummary.total': sql`store_orders.total_minor`,
  'priceSummary.subtotal': sql`store_orders.subtotal_minor`,
  'priceSummary.tax': sql`store_orders.tax_minor`,
  'priceSummary.shipping': sql`store_orders.shipping_minor`,
  'priceSummary.discount': sql`store_orders.discount_minor`,
  'balanceSummary.paid': sql`store_orders.paid_minor`,
  'balanceSummary.refunded': sql`store_orders.refunded_minor`,
});
export const MAX_GROUPS = 1000;
const MAX_KEYS = 10;

interface Plan {
  key: string;
  groups: string[];
  sum: string | null;
}

const list = (value: unknown) => (Array.isArray(value) ? value : [value]);

function plan(aggregation: Record<string, unknown>): Plan[] {
  const problems: FieldViolation[] = [];
  const entries = Object.entries(aggregation);
  if (entries.length === 0 || entries.length > MAX_KEYS) {
    throw validationError([violation('aggregation', `Give 1 to ${MAX_KEYS} aggregations`, 'MAX_SIZE')]);
  }
  const plans = entries.map(([key, spec]): Plan => {
    const at = `aggregation.${key}`;
    const op = (spec ?? {}) as { $count?: unknown; $sum?: unknown; by?: unknown };
    const count = op.$count !== undefined;
    const grouped = (count ? list(op.$count) : op.by === undefined ? [] : list(op.by)).map(String);
    if (
      count === (op.$sum !== undefined) ||
      Object.keys(op).some((k) => !['$count', '$sum', 'by'].includes(k))
    ) {
      problems.push(violation(at, 'Give exactly one of $count or $sum (with by)', 'OTHER'));
    }
    if (grouped.length > 3) problems.push(violation(at, 'Group by at most 3 fields', 'MAX_SIZE'));
    for (const group of grouped) {
      if (!GROUPS[group]) problems.push(violation(at, `${group} cannot be grouped by`, 'OTHER'));
    }
    const sum = count ? null : String(op.$sum);
    if (sum !== null && !SUMS[sum])
      problems.push(violation(`${at}.$sum`, `${sum} cannot be summed`, 'OTHER'));
    return { key, groups: grouped, sum };
  });
  if (problems.length > 0) throw validationError(problems);
  return plans;
}

export async function aggregateOrders(
  db: Executor,
  caller: Caller,
  input: InputOf<typeof R.aggregateStoreOrders>,
) {
  const plans = plan(input.aggregation);
  const where =
    input.filter && Object.keys(input.filter).length > 0
      ? compileFilter(input.filter, orderFields, 'filter')
      : sql<boolean>`1 = 1`;
  const separator = input.hierarchySeparatorOverride ?? '|';
  const aggregates: Record<string, Record<string, number | string>> = {};
  for (const p of plans) {
    const exprs = [...p.groups.map((g) => GROUPS[g]!), ...(p.sum ? [sql`store_orders.currency`] : [])];
    const value = p.sum ? sql`SUM(${SUMS[p.sum]!})` : sql`COUNT(*)`;
    const columns = exprs.map((e, i) => sql`${e} AS ${sql.ref(`g${i}`)}`);
    const groupBy = exprs.length ? sql`GROUP BY ${sql.join(exprs)} ORDER BY ${sql.join(exprs)}` : sql``;
    const rows = await sql<Record<string, unknown>>`SELECT ${sql.join([...columns, sql`${value} AS v`])}
      FROM store_orders WHERE store_orders.site_id = ${caller.siteId} AND store_orders.status <> 'INITIALIZED'
      AND ${where} ${groupBy} LIMIT ${MAX_GROUPS}`.execute(db);
    const out: Record<string, number | string> = Object.create(null);
    for (const row of rows.rows) {
      const parts = exprs.map((_, i) => wireValue(p.groups[i], row[`g${i}`]));
      const name = parts.length === 0 ? 'all' : parts.length === 1 ? parts[0]! : `(${parts.join(separator)})`;
      const currency = p.sum ? String(row[`g${exprs.length - 1}`]) : '';
      out[name] = p.sum ? orderDecimal(Number(row.v ?? 0), currency) : Number(row.v);
    }
    aggregates[p.key] = { ...out };
  }
  return { aggregates };
}

/** A group's value as the wire has it (booleans stored as 0/1). */
const wireValue = (group: string | undefined, value: unknown) =>
  group === 'archived' ? String(Number(value) === 1) : String(value);
