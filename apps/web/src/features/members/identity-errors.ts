import { ApplicationError, TesseraApiError, ValidationError, type FieldViolation } from '@tessera/sdk';
import { MIN_PASSWORD_LENGTH } from './password-rule.ts';

/** Whether the server asked for a captcha (spec §8: -19971 missing, -19970 invalid). */
export const needsCaptcha = (error: unknown) =>
  error instanceof ApplicationError && (error.code === '-19971' || error.code === '-19970');

/** Sentences for the spec §8 codes and Tessera's own identity codes a visitor can run into. */
const BY_CODE: Record<string, string> = {
  '-19971': 'Please complete the captcha.',
  '-19970': 'The captcha was not accepted. Please try again.',
  '-19976': 'Wrong email or password.',
  '-19999': 'Wrong email or password.',
  '-19973': 'This account needs a new password: use “Forgot password?”.',
  '-19995': 'An account with this email already exists. Log in instead.',
  REGISTRATION_CLOSED: 'This site does not take new sign-ups. Ask the site owner to add you.',
  STATE_TOKEN_NOT_FOUND: 'This sign-in has expired. Please start again.',
  RECOVERY_TOKEN_NOT_FOUND: 'This link was used or has expired. Ask for a new one.',
  INVALID_CODE: 'That code is not right. Check it and try again.',
  CODE_EXPIRED: 'That code has expired. Ask for a new one.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Please start again in a few minutes.',
  ACCOUNT_LOCKED: 'Too many failed log-ins. Try again later, or reset your password.',
  UNAUTHENTICATED: 'You are no longer logged in. Please log in again.',
  PERMISSION_DENIED: 'You are not allowed to do this.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
};

const FIELD_LABELS: [RegExp, string][] = [
  [/password/i, 'Password'],
  [/email/i, 'Email'],
  [/code/i, 'Code'],
  [/firstName/, 'First name'],
  [/lastName/, 'Last name'],
  [/nickname/, 'Nickname'],
];

const labelOf = (field: string) => FIELD_LABELS.find(([pattern]) => pattern.test(field))?.[1] ?? 'A field';

/** One field's problem as a sentence (the field path and rule stay in the console). */
function violationSentence(violation: FieldViolation): string {
  const label = labelOf(violation.field);
  if (label === 'Password' && violation.violatedRule === 'MIN_LENGTH') {
    const limit = Number(violation.data?.limit) || MIN_PASSWORD_LENGTH;
    return `Choose a password of at least ${limit} characters.`;
  }
  if (label === 'Email' && violation.violatedRule !== 'REQUIRED_FIELD')
    return 'Enter a valid email address, like name@example.com.';
  if (violation.violatedRule === 'REQUIRED_FIELD' || violation.violatedRule === 'MIN_LENGTH')
    return `${label} is missing.`;
  if (violation.violatedRule === 'MAX_LENGTH') return `${label} is too long.`;
  return `${label} is not valid. Please check it.`;
}

/**
 * What to tell a visitor about a failed identity call, in plain sentences. The code, request id
 * and the server's own wording go to the console for whoever debugs it, never to the page.
 */
export function identityErrorMessage(error: unknown): string {
  if (error instanceof TesseraApiError)
    console.warn('identity call failed', error.code, error.requestId ?? '', error.message);
  if (error instanceof ValidationError) {
    const sentences = [...new Set(error.fieldViolations.map(violationSentence))];
    return sentences.join(' ') || 'Please check what you entered.';
  }
  if (error instanceof TesseraApiError) {
    const known = BY_CODE[error.code] ?? (error.status === 429 ? BY_CODE.TOO_MANY_REQUESTS : undefined);
    if (known) return known;
    if (error.status === undefined || error.code === 'DEADLINE_EXCEEDED')
      return 'The site could not be reached. Check your connection and try again.';
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return 'That did not work. Please try again.';
  }
  // A plain Error is the pages' own, written for people; anything else (a TypeError, an SDK client
  // error) is not.
  if (error instanceof Error && error.constructor === Error) return error.message;
  if (error instanceof Error) console.warn('identity step failed', error);
  return 'That did not work. Please try again.';
}
