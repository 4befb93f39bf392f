import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import type { StoredLineItem } from './order-document.ts';
import { orderMoneyText as priceText } from './order-money.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

/** The buyer's order confirmation (plain text); none without a buyer email. */
export function confirmationMessage(row: StoreOrderRow, publicUrl: string): OutgoingMessage | undefined {
  if (!row.buyer_email) return undefined;
  const lines = JSON.parse(row.line_items) as StoredLineItem[];
  const body = [
    `Thank you for your order #${row.number}.`,
    '',
    ...lines.map(
      (line) =>
        `${line.quantity} × ${line.productName.original}: ${priceText(line.totalPriceAfterTaxMinor, row.currency)}`,
    ),
    '',
    `Subtotal: ${priceText(row.subtotal_minor, row.currency)}`,
    `Shipping: ${priceText(row.shipping_minor, row.currency)}`,
    `Tax: ${priceText(row.tax_minor, row.currency)}`,
    ...(Number(row.discount_minor) > 0 ? [`Discount: -${priceText(row.discount_minor, row.currency)}`] : []),
    `Total: ${priceText(row.total_minor, row.currency)}`,
    '',
    row.payment_status === 'PAID'
      ? 'Your order is confirmed.'
      : 'We will confirm your order once it is paid.',
    '',
    publicUrl,
  ].join('\n');
  return { channel: 'EMAIL', to: row.buyer_email, subject: `Your order #${row.number}`, body };
}

/** The buyer's cancellation notice, with the owner's message when given. */
export function cancellationMessage(
  row: StoreOrderRow,
  customMessage: string | undefined,
): OutgoingMessage | undefined {
  if (!row.buyer_email) return undefined;
  const body = [
    `Your order #${row.number} was canceled.`,
    ...(customMessage ? ['', customMessage] : []),
  ].join('\n');
  return { channel: 'EMAIL', to: row.buyer_email, subject: `Your order #${row.number} was canceled`, body };
}
