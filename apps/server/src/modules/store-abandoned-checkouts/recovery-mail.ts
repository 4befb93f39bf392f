import { formatMoney } from '@tessera/contracts/money';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import type { Snapshot } from './abandoned-checkouts.store.ts';

/**
 * The buyer's reminder of a checkout left (plain text): what was in it, its total, and the
 * recovery link (this server's redirect to the site's checkout page). None without an email.
 */
export function recoveryMessage(
  row: { buyer_email: string | null; currency: string; total_minor: number | string },
  snapshot: Snapshot,
  link: string,
): OutgoingMessage | undefined {
  if (!row.buyer_email) return undefined;
  const name = snapshot.contactDetails?.firstName;
  const body = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    'You left these in your checkout:',
    ...(snapshot.lineItems ?? []).map(
      (line) => `${line.quantity ?? 1} × ${line.productName?.original ?? 'Item'}`,
    ),
    '',
    `Total: ${formatMoney(toDecimal(money(Number(row.total_minor), row.currency)), row.currency)}`,
    '',
    'Complete your purchase:',
    link,
  ].join('\n');
  return { channel: 'EMAIL', to: row.buyer_email, subject: 'You left something in your checkout', body };
}
