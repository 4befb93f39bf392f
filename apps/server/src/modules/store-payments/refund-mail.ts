import { formatMoney } from '@tessera/contracts/money';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import type { OrderForPayment } from '../store-orders/index.ts';

/** The buyer's refund notice (plain text), with the owner's message when given; none without an email. */
export function refundMessage(
  order: OrderForPayment,
  refundedMinor: number,
  customMessage: string | null,
): OutgoingMessage | undefined {
  if (!order.buyerEmail) return undefined;
  const amount = formatMoney(toDecimal(money(refundedMinor, order.currency)), order.currency);
  const body = [
    `${amount} of your order #${order.number} was refunded.`,
    'It goes back to the way you paid; your bank may take a few days to show it.',
    ...(customMessage ? ['', customMessage] : []),
  ].join('\n');
  return {
    channel: 'EMAIL',
    to: order.buyerEmail,
    subject: `Your order #${order.number} was refunded`,
    body,
  };
}
