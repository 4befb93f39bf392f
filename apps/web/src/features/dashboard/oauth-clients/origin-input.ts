import { ValidationError } from '@tessera/sdk';
import { errorMessage } from '../error-message.ts';

/** How an origin is written, shown under the field and in every refusal. */
export const ORIGIN_HINT =
  'Write the scheme, host and port only, e.g. https://shop.example or http://localhost:5173.';

/**
 * What the owner typed, as the server stores it (the server checks again): an origin
 * (`https://shop.example`), or a port wildcard (`http://localhost:*`). A pasted page address
 * (`http://127.0.0.1:5173/`) is cut to its origin when it has no more than a slash after the host.
 */
export function parseOriginInput(text: string): { origin: string } | { error: string } {
  const trimmed = text.trim().replace(/\/$/, '');
  if (!trimmed) return { error: 'Enter an origin.' };
  const wildcard = trimmed.endsWith(':*');
  const base = wildcard ? trimmed.slice(0, -2) : trimmed;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { error: `“${trimmed}” is not an origin. ${ORIGIN_HINT}` };
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !/^https?:\/\/[^/?#]*[/?#]/i.test(base) &&
    url.port !== '0' &&
    !(wildcard && url.port);
  if (!plain) return { error: `“${trimmed}” is not an origin. ${ORIGIN_HINT}` };
  return { origin: wildcard ? `${url.protocol}//${url.hostname}:*` : url.origin };
}

/** A refused save as a sentence: a refused origin names itself, other failures as elsewhere. */
export function saveErrorMessage(error: unknown, origins: readonly string[]): string {
  if (error instanceof ValidationError) {
    const refused = error.fieldViolations
      .map((v) => /allowedRedirectOrigins\.(\d+)$/.exec(v.field)?.[1])
      .filter((i): i is string => i !== undefined)
      .map((i) => origins[Number(i)] ?? 'An origin');
    if (refused.length > 0)
      return `${refused.map((o) => `“${o}”`).join(', ')} is not an origin. ${ORIGIN_HINT}`;
  }
  return errorMessage(error);
}
