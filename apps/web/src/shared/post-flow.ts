import { sameOriginPath } from './same-origin-path.ts';

/** Where the browser goes after a successful checkout. */
export type AfterCheckout =
  | { kind: 'here'; path: string }
  | { kind: 'confirmation'; continueUrl?: string }
  /** A callback the server confirmed for the redirect session that opened the page (app/redirect-session.ts). */
  | { kind: 'away'; url: string };

/**
 * A redirect session's `eventsCheckout` page carries the session's callbacks in its query
 * (server `redirects/site-pages.ts`): `thankYouPageUrl`, else `postFlowUrl`, is where a paid
 * order goes next. The query is anyone's to write, so only a path of this site is followed
 * automatically (`sameOriginPath`: the browser's own parse, not a prefix check). Another site —
 * the usual case for a site built on the SDK — is offered as a link on the confirmation page,
 * with its host shown, for the buyer to follow: never an automatic jump to an address from a URL.
 */
export function afterCheckout(search: URLSearchParams, origin: string, confirmed?: string): AfterCheckout {
  // The session's own callback, checked by the server when the session was made: followed even
  // on another origin (H44).
  const confirmedUrl = externalUrl(confirmed);
  if (confirmedUrl) return { kind: 'away', url: confirmedUrl };
  const target = search.get('thankYouPageUrl') || search.get('postFlowUrl');
  if (!target) return { kind: 'confirmation' };
  const path = sameOriginPath(target, origin, '');
  if (path) return { kind: 'here', path };
  return { kind: 'confirmation', continueUrl: externalUrl(target) };
}

/** An absolute http(s) URL of another site, normalised; undefined for anything else. */
export function externalUrl(target: string | null | undefined): string | undefined {
  if (!target) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined;
  try {
    const url = new URL(target);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
      return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
