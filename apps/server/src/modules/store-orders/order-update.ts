import type { Updateable } from 'kysely';
import type { FieldViolation } from '@tessera/contracts';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import type { StoreOrdersTable, StoreOrderRow } from './store-orders.schema.ts';

/**
 * What `PATCH /ecom/v1/orders/{id}` may change — the hosted updateOrder's list, plus the buyer's
 * note and custom fields. Everything else (lines, prices, statuses, payments) has its own route or
 * none: naming it is a 400 that names the field.
 */
export const UPDATABLE_PATHS = [
  'buyerInfo.email',
  'buyerLanguage',
  'weightUnit',
  'billingInfo.address',
  'billingInfo.contactDetails',
  'archived',
  'attributionSource',
  'seenByAHuman',
  'recipientInfo.address',
  'recipientInfo.contactDetails',
  'shippingInfo.logistics.shippingDestination.address',
  'shippingInfo.logistics.shippingDestination.contactDetails',
  'buyerNote',
  'customFields',
] as const;

/** Bookkeeping an order of any status may change (archive a canceled order, mark it seen). */
const ANY_STATUS = new Set(['archived', 'seenByAHuman', 'attributionSource']);
/** Paths that cannot be removed (the hosted "removing buyerInfo or contactDetails is an error"). */
const REQUIRED = new Set(['buyerInfo.email', 'weightUnit', 'archived', 'seenByAHuman']);

const covers = (path: string, parent: string) => path === parent || path.startsWith(`${parent}.`);

/** Every leaf path of a request's order (objects walked; arrays and scalars are leaves). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

const maskPaths = (mask: string | readonly string[]) =>
  (typeof mask === 'string' ? mask.split(',') : mask).map((path) => path.trim()).filter(Boolean);

/**
 * The updatable paths one update changes: those its field mask names (a parent names all its
 * updatable children: `billingInfo`), or without a mask those present in `order`. A path that
 * is not updatable is refused — in the mask, or present in `order` (its `id` aside).
 */
export function pathsOf(
  order: StoreOrder,
  fieldMask: string | readonly string[] | undefined,
  at: string,
): string[] {
  const problems: FieldViolation[] = [];
  const named = fieldMask === undefined ? leafPaths(order).filter((p) => p !== 'id') : maskPaths(fieldMask);
  const chosen = new Set<string>();
  for (const path of named) {
    const hits = UPDATABLE_PATHS.filter((u) => covers(u, path) || covers(path, u));
    if (hits.length === 0) {
      problems.push(
        violation(`${at}.${path}`, `${path} cannot be changed by an order update`, 'FIELD_NOT_ALLOWED'),
      );
    }
    for (const hit of hits) chosen.add(hit);
  }
  if (problems.length === 0 && chosen.size === 0) {
    problems.push(violation(at, 'Name at least one field to change', 'REQUIRED_FIELD'));
  }
  if (problems.length > 0) throw validationError(problems);
  return [...chosen];
}

/** The order as an update sees it: its updatable fields, read from the row. */
function documentOf(row: StoreOrderRow): Record<string, unknown> {
  const parse = (text: string | null) => (text ? (JSON.parse(text) as unknown) : undefined);
  const channel = JSON.parse(row.channel_info) as { attributionSource?: string };
  return {
    buyerInfo: { email: row.buyer_email ?? undefined },
    buyerLanguage: row.buyer_language ?? undefined,
    weightUnit: row.weight_unit,
    billingInfo: parse(row.billing_info),
    archived: row.archived === 1,
    attributionSource: channel.attributionSource,
    seenByAHuman: row.seen_by_a_human === 1,
    recipientInfo: parse(row.recipient_info),
    shippingInfo: parse(row.shipping_info),
    buyerNote: row.buyer_note ?? undefined,
    customFields: parse(row.custom_fields),
  };
}

const getPath = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      value,
    );

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    at[key] = next && typeof next === 'object' ? { ...(next as object) } : {};
    at = at[key] as Record<string, unknown>;
  }
  if (value === undefined || value === null) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
}

/**
 * The §8 and hosted refusals of an update by the order's state: a PENDING or REJECTED order is
 * not updated (ORDER_IS_PENDING / ORDER_IS_REJECTED, as the hosted updateOrder), a CANCELED one
 * only in its bookkeeping (archived, seen, attribution).
 */
function refuseByStatus(row: StoreOrderRow, paths: readonly string[]): void {
  if (paths.every((path) => ANY_STATUS.has(path))) return;
  const refuse = (code: string, description: string) =>
    new AppError('PRECONDITION', code, description, { orderId: row.id, status: row.status });
  if (row.status === 'PENDING') throw refuse('ORDER_IS_PENDING', 'A pending order cannot be updated');
  if (row.status === 'REJECTED') throw refuse('ORDER_IS_REJECTED', 'A rejected order cannot be updated');
  if (row.status === 'CANCELED') {
    throw refuse('ORDER_STATUS_IS_NOT_SUPPORTED', 'A canceled order can only be archived or marked as seen');
  }
}

/** The row's columns after an update of `paths` from `order`; the fields named for store_order_updated. */
export function updatedColumns(
  row: StoreOrderRow,
  order: StoreOrder,
  paths: readonly string[],
  at: string,
): { values: Updateable<StoreOrdersTable>; fields: string[] } {
  const problems = paths
    .filter((path) => REQUIRED.has(path) || path.endsWith('.contactDetails'))
    .filter((path) => getPath(order, path) == null)
    .map((path) => violation(`${at}.${path}`, `${path} cannot be removed`, 'REQUIRED_FIELD'));
  if (problems.length > 0) throw validationError(problems);
  refuseByStatus(row, paths);
  const doc = documentOf(row);
  for (const path of paths) setPath(doc, path, getPath(order, path));
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const channel = JSON.parse(row.channel_info) as Record<string, unknown>;
  const email = getPath(doc, 'buyerInfo.email') as string | undefined;
  return {
    values: {
      buyer_email: email ? email.toLowerCase() : null,
      buyer_language: (doc.buyerLanguage as string | undefined) ?? null,
      weight_unit: doc.weightUnit as string,
      billing_info: json(doc.billingInfo),
      archived: doc.archived ? 1 : 0,
      channel_info: JSON.stringify({ ...channel, attributionSource: doc.attributionSource }),
      seen_by_a_human: doc.seenByAHuman ? 1 : 0,
      recipient_info: json(doc.recipientInfo),
      shipping_info: json(doc.shippingInfo),
      buyer_note: (doc.buyerNote as string | undefined) ?? null,
      custom_fields: json(doc.customFields ?? []) ?? '[]',
    },
    fields: [...new Set(paths.map((path) => path.split('.')[0]!))],
  };
}
