import type { DiscountErrorCode } from '@tessera/contracts/event-discounts';
import { money, parsePercentage, type Money, type Percentage } from '../../platform/money/index.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import {
  deleteRedemption,
  findDiscountCodeByKey,
  giveUseBack,
  insertRedemption,
  takeUse,
} from './event-discounts.store.ts';

// Checkout's port (modules/event-checkout): find the code a buyer typed and say why it does not
// apply, count a use in the order's unit, give it back when the order ends unpaid.

/** A code that applies, as the invoice needs it. */
export interface AppliedDiscount {
  id: string;
  code: string;
  name: string;
  percent?: Percentage;
  amount?: Money;
  /** The ticket definitions it lowers; empty: all. */
  definitionIds: readonly string[];
}

export type DiscountLookup = { ok: true; discount: AppliedDiscount } | { ok: false; code: DiscountErrorCode };

/**
 * The code `typed` of an event as it stands at `now` for a reservation's lines: applied, or the
 * checkout's discount error (missing, disabled, not yet or no longer valid, used up, or none of
 * the reserved tickets — or none in the amount's currency — is one it lowers).
 */
export async function discountFor(
  scope: SiteScope,
  eventId: string,
  typed: string,
  now: string,
  lines: readonly { definitionId: string; currency: string }[],
): Promise<DiscountLookup> {
  const row = await findDiscountCodeByKey(scope, eventId, typed);
  if (!row) return { ok: false, code: 'ERROR_COUPON_DOES_NOT_EXIST' };
  if (Number(row.active) !== 1) return { ok: false, code: 'ERROR_COUPON_IS_DISABLED' };
  if (row.valid_from && now < row.valid_from) return { ok: false, code: 'ERROR_COUPON_IS_NOT_ACTIVE_YET' };
  if (row.valid_until && now >= row.valid_until) return { ok: false, code: 'ERROR_COUPON_HAS_EXPIRED' };
  if (row.usage_limit !== null && Number(row.times_used) >= row.usage_limit)
    return { ok: false, code: 'ERROR_COUPON_USAGE_EXCEEDED' };
  const definitionIds = JSON.parse(row.ticket_definition_ids) as string[];
  const lowers = lines.some(
    (line) =>
      (definitionIds.length === 0 || definitionIds.includes(line.definitionId)) &&
      (row.currency === null || row.currency === line.currency),
  );
  if (!lowers) return { ok: false, code: 'ERROR_COUPON_IS_NOT_APPLICABLE' };
  return {
    ok: true,
    discount: {
      id: row.id,
      code: row.code,
      name: row.name,
      percent: row.percent_off ? parsePercentage(row.percent_off) : undefined,
      amount:
        row.amount_minor !== null && row.currency ? money(Number(row.amount_minor), row.currency) : undefined,
      definitionIds,
    },
  };
}

/**
 * Counts the order's use of a code, in the unit that writes the order: false when the code ran
 * out (or was disabled or deleted) since it was looked up — the order must not be written then.
 */
export async function redeemDiscount(
  unit: SiteScope,
  discountCodeId: string,
  orderId: string,
  now: string,
): Promise<boolean> {
  if (!(await takeUse(unit, discountCodeId))) return false;
  await insertRedemption(unit, orderId, discountCodeId, now);
  return true;
}

/** An order that ends unpaid (declined, canceled, voided) gives its use back, once. */
export async function releaseDiscountOf(unit: SiteScope, orderId: string): Promise<void> {
  const codeId = await deleteRedemption(unit, orderId);
  if (codeId) await giveUseBack(unit, codeId);
}
