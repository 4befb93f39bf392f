import type { DiscountErrorCode } from '@tessera/contracts/event-discounts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { discountFor, redeemDiscount, type AppliedDiscount } from '../event-discounts/index.ts';

// The discount code's part of the invoice and checkout (event-discounts' checkout port).

export interface PricedDiscount {
  discount?: AppliedDiscount;
  error?: DiscountErrorCode;
}

const descriptions: Record<DiscountErrorCode, string> = {
  ERROR_COUPON_DOES_NOT_EXIST: 'is not a discount code of the event',
  ERROR_COUPON_IS_DISABLED: 'is switched off',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'is not valid yet',
  ERROR_COUPON_HAS_EXPIRED: 'is no longer valid',
  ERROR_COUPON_USAGE_EXCEEDED: 'has been used as often as it may be',
  ERROR_COUPON_IS_NOT_APPLICABLE: 'does not apply to the reserved tickets',
};

/** The code a buyer typed (none: no discount) for a reservation's lines at `now`. */
export async function priceDiscount(
  scope: SiteScope,
  eventId: string,
  couponCode: string | undefined,
  now: string,
  lines: readonly { definitionId: string; currency: string }[],
): Promise<PricedDiscount> {
  if (!couponCode) return {};
  const found = await discountFor(scope, eventId, couponCode, now, lines);
  return found.ok ? { discount: found.discount } : { error: found.code };
}

/** The invoice's `discountErrors` (the hosted API's shape), or nothing. */
export const discountErrorsOf = (priced: PricedDiscount) =>
  priced.error ? { discountErrors: { error: [{ code: priced.error }] } } : {};

/** Checkout refuses a code that does not apply: a field violation naming the error code. */
export const discountViolation = (code: DiscountErrorCode) =>
  violation('discount.couponCode', descriptions[code], 'VALIDATION', { code }, code);

/**
 * Counts the order's use in the unit writing the order; a code used up (or switched off) since
 * it was priced refuses the checkout and the unit writes nothing.
 */
export async function redeemOrRefuse(
  unit: SiteScope,
  priced: PricedDiscount,
  orderId: string,
  now: string,
): Promise<void> {
  if (!priced.discount) return;
  if (await redeemDiscount(unit, priced.discount.id, orderId, now)) return;
  const error: AppError = validationError([discountViolation('ERROR_COUPON_USAGE_EXCEEDED')]);
  throw error;
}
