import { validationError, violation } from '../errors.ts';

/** The request header a client sends with a write it may repeat (lower case, as Node reads it). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is a kept one, not a new execution. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const MAX_KEY_LENGTH = 128;
/** UUIDs, ULIDs, hex, base64 and base64url keys fit; nothing that could split a header or a log line. */
const KEY_PATTERN = /^[A-Za-z0-9_\-.:~+/=]+$/;

const refuse = (description: string, data?: Record<string, unknown>) =>
  validationError([violation('Idempotency-Key', description, 'FORMAT', data)]);

/** The request's key, or undefined when it sent none; a malformed key is a 400 field violation. */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  // Node joins a repeated header with ', ', which the pattern refuses.
  if (Array.isArray(value)) throw refuse('must be sent once');
  if (value.length === 0 || value.length > MAX_KEY_LENGTH) {
    throw refuse(`must be 1 to ${MAX_KEY_LENGTH} characters`, { maxLength: MAX_KEY_LENGTH });
  }
  if (!KEY_PATTERN.test(value)) throw refuse('may hold only letters, digits and - _ . : ~ + / =');
  return value;
}
