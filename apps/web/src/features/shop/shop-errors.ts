import { ApplicationError, RequestTimeoutError, TesseraApiError, ValidationError } from '@tessera/sdk';

// The store's pages say what went wrong in sentences; codes and request ids go to the console.

const BY_CODE: Record<string, string> = {
  ERROR_COUPON_DOES_NOT_EXIST: 'There is no coupon with this code.',
  ERROR_COUPON_IS_DISABLED: 'This coupon can no longer be used.',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'This coupon cannot be used yet.',
  ERROR_COUPON_HAS_EXPIRED: 'This coupon has expired.',
  ERROR_COUPON_USAGE_EXCEEDED: 'This coupon has been used up.',
  ERROR_COUPON_MINIMUM_NOT_MET: 'Your order does not reach this coupon’s minimum yet.',
  FULL_OUT_OF_STOCK: 'An item in your order has sold out. Remove it from your cart and try again.',
  PARTIAL_OUT_OF_STOCK: 'Not enough of an item is left. Lower its quantity and try again.',
  CHECKOUT_NOT_FOUND: 'This checkout was not found. It may belong to another browser.',
  CHECKOUT_ALREADY_COMPLETED: 'This checkout was already completed.',
  ORDER_NOT_FOUND: 'This order was not found. It may have been placed in another browser.',
  PAYMENT_DECLINED: 'Your card was declined. Check the card details or use another card, then try again.',
  PROVIDER_IS_DOWN:
    'The payment service is not answering right now. Nothing was charged; please try again in a moment.',
  REQUEST_COLLECTION_DISABLED: 'This store does not take back-in-stock requests right now.',
  RESOURCE_EXHAUSTED: 'Too many attempts. Please wait a minute and try again.',
};

/** One sentence for a failed call. */
export function shopErrorMessage(error: unknown): string {
  if (error instanceof TesseraApiError) {
    console.warn('[shop]', error.code, error.status, error.requestId, error.message);
  }
  if (error instanceof ApplicationError && BY_CODE[error.code]) return BY_CODE[error.code]!;
  if (error instanceof ValidationError) {
    const first = error.fieldViolations[0];
    const field = first?.field ?? '';
    if (/email/i.test(field)) return 'Enter a valid email address.';
    if (/coupon/i.test(field))
      return BY_CODE[first?.ruleName ?? ''] ?? 'This coupon cannot be used for this order.';
    return 'Some details are not valid. Please check them and try again.';
  }
  if (error instanceof ApplicationError) {
    if (/COUPON/.test(error.code)) return 'This coupon cannot be used for this order.';
    if (error.status === 404) return 'It was not found. It may have been removed.';
    if (error.status === 429) return BY_CODE.RESOURCE_EXHAUSTED!;
    return 'The request was not accepted. Please check your choice and try again.';
  }
  if (error instanceof RequestTimeoutError) return 'The server took too long to answer. Please try again.';
  if (error instanceof TesseraApiError) {
    if (error.status === undefined)
      return 'The server could not be reached. Check your connection and try again.';
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  }
  return 'Something went wrong. Please try again.';
}

/** Item problems (the cart's and checkout's violations) as sentences, by line id ('' for the order). */
export function problemsByLine(
  violations: {
    severity: string;
    description?: string | null;
    target?: { lineItem?: { id?: string | null } };
  }[],
): Map<string, { text: string; blocking: boolean }[]> {
  const byLine = new Map<string, { text: string; blocking: boolean }[]>();
  for (const violation of violations) {
    const id = violation.target?.lineItem?.id ?? '';
    const text = violation.description?.trim() || 'This item cannot be bought right now.';
    byLine.set(id, [...(byLine.get(id) ?? []), { text, blocking: violation.severity === 'ERROR' }]);
  }
  return byLine;
}
