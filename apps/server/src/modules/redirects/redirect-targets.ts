import { validationError, violation } from '../../platform/errors.ts';
import { originAllowed, originOf, originRefusedMessage } from '../oauth/index.ts';

// Where a flow sends the browser afterwards (post-flow, post-logout, page callbacks). Such URLs
// come from requests, so they are checked and normalised when they are received, before anything
// is written or spent; a Location header then only ever carries `new URL(target).href` (ASCII,
// percent-encoded), never the raw text (a raw `/チケット` made Node answer 500 ERR_INVALID_CHAR).

const invalid = (field: string, description: string) =>
  validationError([violation(field, description, 'VALIDATION')]);

// WHATWG URL parsing silently drops tabs and line breaks; a URL that carries them is refused
// rather than quietly changed into another address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The normalised href of an absolute http(s) URL, or a 400 naming `field`. */
export function normalisedTarget(url: string, field: string): string {
  if (CONTROL.test(url)) throw invalid(field, 'must not contain control characters (CR, LF, tab)');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(field, 'must be an absolute http(s) URL');
  }
  if (!originOf(parsed.href)) throw invalid(field, 'must be an http(s) URL without credentials');
  return parsed.href;
}

/** As `normalisedTarget`, and on one of the client's allowed origins. */
export function allowedTarget(url: string, allowedOrigins: readonly string[], field: string): string {
  const href = normalisedTarget(url, field);
  if (!originAllowed(href, allowedOrigins)) {
    throw invalid(field, originRefusedMessage(href));
  }
  return href;
}
