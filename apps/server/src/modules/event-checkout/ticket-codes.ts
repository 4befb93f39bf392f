import { randomInt } from 'node:crypto';
import { hmacOf, signatureMatches } from '../../platform/signatures.ts';
import { randomSecret } from '../../platform/ids.ts';
import { insertIntoSite, selectFromSite, type SiteScope } from '../../platform/site-scope.ts';

// No 0/O, 1/I/L: read aloud at a door or typed from a printout without doubt.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const code = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A human-friendly order number (`7KQ2-M9XP`, 31^8 ≈ 8.5 × 10^11 values), random rather than a
 * per-site sequence so checkouts do not queue on one counter row and numbers tell nothing about
 * sales; a unique index on (site, number) refuses the rare repeat and the caller draws again.
 */
export const newOrderNumber = (): string => `${code(4)}-${code(4)}`;

/** Ticket numbers extend their order's number, so they are unique per site as the order's is. */
export const ticketNumberOf = (orderNumber: string, position: number): string =>
  `${orderNumber}-${String(position + 1).padStart(2, '0')}`;

/**
 * Stores the site's QR secret if it has none: called in the unit that issues tickets, so the secret
 * exists exactly when a ticket does (two first checkouts at once: one row, both read it). A read
 * never creates it, so a refused or plain read writes nothing.
 */
export async function ensureQrSecret(unit: SiteScope): Promise<void> {
  await insertIntoSite(unit, 'event_checkout_secrets', [{ qr_secret: randomSecret() }])
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
}

/**
 * The site's QR secret. A site without one never issued a ticket: a throwaway secret then signs
 * nothing that was issued and verifies no payload (it is never stored or answered).
 */
export async function qrSecretOf(scope: SiteScope): Promise<string> {
  const found = await selectFromSite(scope, 'event_checkout_secrets').select('qr_secret').executeTakeFirst();
  return found?.qr_secret ?? randomSecret();
}

const signatureOf = (secret: string, ticketNumber: string) =>
  hmacOf(secret, `ticket:${ticketNumber}`).slice(0, 22);

/** The ticket's QR payload: its number and an HMAC over it with the site's secret. */
export const signTicket = (secret: string, ticketNumber: string): string =>
  `${ticketNumber}.${signatureOf(secret, ticketNumber)}`;

/** The ticket number a scanned payload names, when its signature is the site's; else undefined. */
export function verifyTicketPayload(secret: string, payload: string): string | undefined {
  if (typeof payload !== 'string' || payload.length > 100) return undefined;
  const dot = payload.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const ticketNumber = payload.slice(0, dot);
  return signatureMatches(payload.slice(dot + 1), signatureOf(secret, ticketNumber))
    ? ticketNumber
    : undefined;
}
