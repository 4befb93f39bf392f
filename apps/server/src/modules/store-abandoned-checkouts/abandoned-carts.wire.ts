import type { QueryV2, Sorting } from '@tessera/contracts';
import type { AbandonedCart } from '@tessera/contracts/abandoned-checkouts';
import { formatMoney } from '@tessera/contracts/money';
import { validationError, violation } from '../../platform/errors.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import { activitiesOf, type AbandonedRow, type Snapshot } from './abandoned-checkouts.store.ts';

/** Stores v1's id of an abandoned cart: its cart's id, or the checkout's when it had no cart. */
export const cartIdOf = (row: Pick<AbandonedRow, 'cart_id' | 'checkout_id'>) =>
  row.cart_id ?? row.checkout_id;

/** An abandoned checkout in stores v1's cart shape (`@wix/auto_sdk_stores_abandoned-carts`). */
export function toCartWire(row: AbandonedRow): AbandonedCart {
  const snapshot = JSON.parse(row.snapshot) as Snapshot;
  const buyer = snapshot.buyerInfo ?? {};
  const contact = snapshot.contactDetails ?? {};
  const total = toDecimal(money(Number(row.total_minor), row.currency));
  return {
    id: cartIdOf(row),
    status: row.status as AbandonedCart['status'],
    abandonTime: row.created_date,
    buyerInfo: {
      ...(buyer.memberId ? { id: buyer.memberId, identityType: 'MEMBER' as const } : {}),
      ...(!buyer.memberId && buyer.visitorId
        ? { id: buyer.visitorId, identityType: 'VISITOR' as const }
        : {}),
      email: row.buyer_email,
      phone: contact.phone ?? null,
      firstName: contact.firstName ?? null,
      lastName: contact.lastName ?? null,
    },
    total: formatMoney(total, row.currency),
    activities: activitiesOf(row).map((a) => ({ activityType: a.type, timestamp: a.createdDate })),
  };
}

/** Stores v1's query: filter and sort are JSON text, paging by offset. */
export function v1Query(query: {
  filter?: string | null;
  sort?: string | null;
  paging?: { limit?: number | null; offset?: number | null };
}): QueryV2 {
  return {
    filter: jsonText(query.filter, 'query.filter', isRecord) ?? undefined,
    sort: sortsOf(jsonText(query.sort, 'query.sort', (v) => isRecord(v) || Array.isArray(v))),
    paging: { limit: query.paging?.limit ?? 50, offset: query.paging?.offset ?? 0 },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parsed JSON text of the expected kind (absent or blank: undefined); anything else is a 400 at `path`. */
function jsonText<T>(
  text: string | null | undefined,
  path: string,
  ok: (value: unknown) => value is T,
): T | undefined;
function jsonText(text: string | null | undefined, path: string, ok: (value: unknown) => boolean): unknown;
function jsonText(text: string | null | undefined, path: string, ok: (value: unknown) => boolean) {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!ok(value))
    throw validationError([violation(path, 'must be JSON text of the documented form', 'FORMAT')]);
  return value;
}

/**
 * `[{"abandonTime":"desc"}]` (v1's form) or `[{"fieldName":"abandonTime","order":"DESC"}]`; at most
 * four. The field names are checked by the listing like any sort.
 */
function sortsOf(parsed: unknown): Sorting[] | undefined {
  if (parsed === undefined) return undefined;
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const refuse = () =>
    validationError([violation('query.sort', 'must be a list of at most 4 sorts by field', 'FORMAT')]);
  if (list.length > 4) throw refuse();
  return list.map((entry) => {
    if (!isRecord(entry)) throw refuse();
    const [fieldName, order] =
      typeof entry.fieldName === 'string'
        ? [entry.fieldName, entry.order ?? 'ASC']
        : Object.keys(entry).length === 1
          ? Object.entries(entry)[0]!
          : [undefined, undefined];
    const upper = typeof order === 'string' ? order.toUpperCase() : '';
    if (typeof fieldName !== 'string' || (upper !== 'ASC' && upper !== 'DESC')) throw refuse();
    return { fieldName: fieldName.slice(0, 512), order: upper };
  });
}
