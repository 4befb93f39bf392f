import type { OutgoingMessage } from '../../platform/mail/mailer.ts';

export interface ShippedItem {
  name: string;
  quantity: number;
}

/** The buyer's shipping confirmation: what was sent and how to follow it. */
export function shippingConfirmation(
  order: { number: string; buyerEmail: string | null },
  items: readonly ShippedItem[],
  tracking: { trackingNumber: string | null; shippingProvider: string | null; trackingLink: string | null },
): OutgoingMessage | undefined {
  if (!order.buyerEmail) return undefined;
  const body = [
    `Good news: items of your order #${order.number} are on their way.`,
    '',
    ...items.map((item) => `${item.quantity} × ${item.name}`),
    ...(tracking.trackingNumber
      ? [
          '',
          `Tracking number: ${tracking.trackingNumber}${tracking.shippingProvider ? ` (${tracking.shippingProvider})` : ''}`,
        ]
      : []),
    ...(tracking.trackingLink ? [`Follow your parcel: ${tracking.trackingLink}`] : []),
  ].join('\n');
  return {
    channel: 'EMAIL',
    to: order.buyerEmail,
    subject: `Your order #${order.number} has shipped`,
    body,
  };
}
