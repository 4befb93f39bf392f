import type { AbandonedCheckout, AbandonedCheckoutStatus } from '@tessera/sdk/abandoned-checkouts-admin';
import { formatMoney } from '@tessera/contracts/money';

export const STATUS_LABEL: Record<AbandonedCheckoutStatus, string> = {
  ABANDONED: 'Not recovered',
  RECOVERED: 'Recovered',
};
export const STATUS_COLOR: Record<AbandonedCheckoutStatus, string> = {
  ABANDONED: 'orange',
  RECOVERED: 'green',
};
export const STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'ABANDONED', label: STATUS_LABEL.ABANDONED },
  { value: 'RECOVERED', label: STATUS_LABEL.RECOVERED },
];

export const ACTIVITY_LABEL: Record<string, string> = {
  EMAIL_SENT: 'Recovery email sent',
  EMAIL_NOT_SENT: 'Recovery email not sent',
  SCHEDULED: 'Recovery scheduled',
  NOTIFICATION_SENT: 'Notification sent',
  TASK_CREATED: 'Task created',
  AUTOMATION_SKIPPED: 'Automation skipped',
};

/** Who left it, in words: the name when given, else the email. */
export function buyerName(checkout: AbandonedCheckout): string {
  const { firstName, lastName } = checkout.contactDetails ?? {};
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || checkout.buyerInfo?.email || 'Unknown buyer';
}

/** An amount of the checkout's currency, e.g. "$49.00". */
export const priceOf = (checkout: AbandonedCheckout, amount = checkout.totalPrice?.amount) =>
  formatMoney(amount ?? '0', checkout.currency ?? 'USD');
