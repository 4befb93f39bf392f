import {
  ApplicationError,
  RequestTimeoutError,
  TesseraApiError,
  ValidationError,
  type FieldViolation,
} from '@tessera/sdk';

/**
 * The one place the dashboard turns a failed call into words for people. Codes, field paths and
 * request ids go to the console (for whoever debugs), never into the page.
 */
export function errorMessage(error: unknown): string {
  logForDevelopers(error);
  if (error instanceof ValidationError) {
    return error.fieldViolations.map(violationMessage).join(' ') || 'Some of the values are not valid.';
  }
  if (error instanceof ApplicationError) return applicationErrorMessage(error);
  if (error instanceof RequestTimeoutError) return 'The server took too long to answer. Please try again.';
  if (error instanceof TesseraApiError) return statusMessage(error.status);
  if (error instanceof Error && error.message) return sentence(error.message);
  return 'Something went wrong. Please try again.';
}

/** Codes whose server wording is meant for developers; other descriptions are already plain. */
const BY_CODE: Record<string, string> = {
  INVALID_CREDENTIALS: 'Wrong email or password.',
  UNAUTHENTICATED: 'You are not signed in, or your sign-in has ended. Please sign in again.',
  PERMISSION_DENIED: 'You are not allowed to do this.',
  NOT_FOUND: 'It no longer exists. Refresh the page to see the current state.',
  RESOURCE_EXHAUSTED: 'Too many attempts. Please wait a minute and try again.',
  // Spec §8: the email is taken.
  '-19995': 'A member with this email address already exists.',
};

function applicationErrorMessage(error: ApplicationError): string {
  // "API key is invalid" says more than the generic sentence of its code.
  if (error.code === 'UNAUTHENTICATED' && /api key/i.test(error.description)) {
    return 'This API key is not valid. Check the key and the site id.';
  }
  if (BY_CODE[error.code]) return BY_CODE[error.code];
  const described = error.description && error.description !== error.code;
  return described ? sentence(error.description) : statusMessage(error.status);
}

function statusMessage(status: number | undefined): string {
  if (status === undefined) return 'The server could not be reached. Check your connection and try again.';
  if (status === 401) return BY_CODE.UNAUTHENTICATED;
  if (status === 403) return BY_CODE.PERMISSION_DENIED;
  if (status === 404) return BY_CODE.NOT_FOUND;
  if (status === 429) return BY_CODE.RESOURCE_EXHAUSTED;
  if (status >= 500) return 'Something went wrong on the server. Please try again in a moment.';
  return 'The request was not accepted. Please check the values and try again.';
}

/** How people call the fields the server names by path (the path's last name). */
const FIELD_NAMES: Record<string, string> = {
  title: 'The title',
  startDate: 'The start',
  endDate: 'The end',
  timeZoneId: 'The time zone',
  location: 'The location',
  name: 'The name',
  type: 'The type',
  initialType: 'The registration type',
  dateAndTimeSettings: 'The date and time',
  loginEmail: 'The email address',
  email: 'The email address',
  password: 'The password',
  firstName: 'The first name',
  lastName: 'The last name',
  url: 'The link',
};

/** One field violation as a sentence: "The end must be after the start." */
export function violationMessage(violation: FieldViolation): string {
  const last = /([A-Za-z]+)(?:\[\d+\])?$/.exec(violation.field)?.[1] ?? '';
  const subject = FIELD_NAMES[last] ?? (last ? `The ${words(last)}` : 'A value');
  const description = violation.description.trim();
  if (description === 'must not be empty') return `${subject} is required.`;
  if (description === 'must be a TZ database time zone') return 'Choose a time zone from the list.';
  if (description === 'must be after startDate') return `${subject} must be after the start.`;
  return sentence(`${subject} ${description.replace(/\b([a-z]+[A-Z][A-Za-z]*)\b/g, (name) => words(name))}`);
}

/** `timeZoneId` → `time zone id`. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A capital first letter and a full stop. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return 'Something went wrong. Please try again.';
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const logged = new WeakSet<object>();

/** Each failure once (pages re-render), with what a developer needs to find it in the server log. */
function logForDevelopers(error: unknown): void {
  if (typeof error !== 'object' || error === null || logged.has(error)) return;
  logged.add(error);
  if (error instanceof TesseraApiError) {
    console.warn(
      `[tessera] ${error.code} (status ${error.status ?? 'none'}, request ${error.requestId ?? '-'})`,
      error,
    );
  } else {
    console.warn('[tessera]', error);
  }
}
