import { hmacOf, signatureMatches } from '../../../platform/signatures.ts';

/** Where an order's tickets PDF is served: a plain link (mail, a phone's browser), no credentials. */
export const TICKETS_PDF_PATH =
  '/_api/tessera/v1/sites/:siteId/events/:eventId/orders/:orderNumber/tickets.pdf';
/** A link lasts a week from when it was handed out (an order read, the confirmation email). */
export const TICKETS_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface TicketsLinkTarget {
  siteId: string;
  eventId: string;
  orderNumber: string;
}

const signatureOf = (secret: string, target: TicketsLinkTarget, expires: number) =>
  hmacOf(secret, `tickets-pdf\n${target.siteId}\n${target.eventId}\n${target.orderNumber}\n${expires}`);

/**
 * The signed, expiring path of an order's tickets (HMAC-SHA256 with the site's secret over the site,
 * event, order and expiry). The expiry is rounded up to a whole day, so the reads of one day answer
 * the same link.
 */
export function ticketsPdfPath(secret: string, target: TicketsLinkTarget, nowMs: number): string {
  const expires = Math.ceil((nowMs + TICKETS_LINK_TTL_MS) / DAY_MS) * DAY_MS;
  const path = TICKETS_PDF_PATH.replace(':siteId', encodeURIComponent(target.siteId))
    .replace(':eventId', encodeURIComponent(target.eventId))
    .replace(':orderNumber', encodeURIComponent(target.orderNumber));
  return `${path}?expires=${expires}&sig=${signatureOf(secret, target, expires)}`;
}

/** 'valid', 'expired' or 'forged' (compared in constant time; anything malformed is forged). */
export function checkTicketsLink(
  secret: string,
  target: TicketsLinkTarget,
  query: { expires?: unknown; sig?: unknown },
  nowMs: number,
): 'valid' | 'expired' | 'forged' {
  const { expires, sig } = query;
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires) || typeof sig !== 'string') return 'forged';
  if (!signatureMatches(sig, signatureOf(secret, target, Number(expires)))) return 'forged';
  return Number(expires) <= nowMs ? 'expired' : 'valid';
}
