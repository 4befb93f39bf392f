import {
  ApplicationError,
  RequestTimeoutError,
  TesseraApiError,
  ValidationError,
  type FieldViolation,
} from '@tessera/sdk';

// The visitor's purchase pages say what went wrong in sentences; codes, field paths and request
// ids go to the console for whoever debugs.

const BY_CODE: Record<string, string> = {
  TICKETS_UNAVAILABLE: 'Not enough tickets are left for this choice. Pick fewer, or another ticket.',
  TICKET_SALE_CLOSED: 'This ticket is not on sale right now.',
  REGISTRATION_CLOSED: 'Registration for this event is closed.',
  EVENT_NOT_FOUND: 'This event is no longer available.',
  RESERVATION_NOT_FOUND:
    'This reservation was not found. It may belong to another browser, or it was removed.',
  RESERVATION_EXPIRED: 'Your reservation has expired, so the tickets were released. Please pick them again.',
  RESERVATION_NOT_PENDING: 'This reservation was already checked out, canceled or has expired.',
  PAYMENT_DECLINED: 'Your card was declined. Check the card details or use another card, then try again.',
  PROVIDER_IS_DOWN:
    'The payment service is not answering right now. Nothing was charged; please try again in a moment.',
  ORDER_NOT_FOUND: 'This order was not found. It may have been placed in another browser.',
  RESOURCE_EXHAUSTED: 'Too many attempts. Please wait a minute and try again.',
};

/** One sentence for a failed call. */
export function purchaseErrorMessage(error: unknown): string {
  if (error instanceof TesseraApiError) {
    console.warn('[tickets]', error.code, error.status, error.requestId, error.message);
  }
  if (error instanceof ValidationError) {
    return 'Some details are not valid. Please check the highlighted fields.';
  }
  if (error instanceof ApplicationError) {
    if (BY_CODE[error.code]) return BY_CODE[error.code]!;
    if (error.status === 404) return 'It was not found. Please start again from the event page.';
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

/** The error's code when it is a refusal with one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApplicationError ? error.code : undefined;

/** The field violations of a 400, none otherwise. */
export const violationsOf = (error: unknown): FieldViolation[] =>
  error instanceof ValidationError ? error.fieldViolations : [];

/** A violation as a sentence about the field it names (its rule and the server's words). */
export function violationSentence(violation: FieldViolation): string {
  switch (violation.violatedRule) {
    case 'REQUIRED_FIELD':
      return 'This is required.';
    case 'MAX_LENGTH':
      return 'This is too long.';
    default: {
      const text = violation.description.trim();
      if (/email/i.test(text) || /email/i.test(violation.field)) return 'Enter a valid email address.';
      return text ? `This ${text.replace(/\.$/, '')}.` : 'This value is not valid.';
    }
  }
}
