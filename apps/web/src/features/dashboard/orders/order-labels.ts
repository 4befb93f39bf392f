import type { OrderAction } from '@tessera/react';
import type { EventOrderStatus, OrderView } from '@tessera/sdk/event-orders-admin';
import type { OrderStatusLabels } from '../../../shared/order-status.ts';
import type { Confirmation } from '../ConfirmDialog.tsx';

/** An order's status as the owner reads it, with the badge colour (the member's words differ). */
export const ORDER_STATUS: OrderStatusLabels = {
  NA_ORDER_STATUS: { label: 'Unknown', color: 'gray' },
  FREE: { label: 'Free', color: 'teal' },
  PENDING: { label: 'Payment pending', color: 'yellow' },
  PAID: { label: 'Paid', color: 'green' },
  OFFLINE_PENDING: { label: 'Pay at the door', color: 'orange' },
  INITIATED: { label: 'Started', color: 'gray' },
  CANCELED: { label: 'Canceled', color: 'gray' },
  DECLINED: { label: 'Declined', color: 'red' },
  AUTHORIZED: { label: 'Authorized', color: 'blue' },
  VOIDED: { label: 'Voided', color: 'gray' },
  PARTIALLY_PAID: { label: 'Partly paid', color: 'yellow' },
};

/** The statuses offered as filters, in the order an owner meets them. */
export const FILTER_STATUSES: EventOrderStatus[] = [
  'PAID',
  'FREE',
  'OFFLINE_PENDING',
  'AUTHORIZED',
  'PENDING',
  'DECLINED',
  'VOIDED',
  'CANCELED',
];

/** What a row offers: its details, and the order actions its state allows. */
export type OrderRowAction = OrderAction | 'details';

export const ORDER_ACTION_LABELS: Record<OrderRowAction, string> = {
  details: 'Details',
  confirm: 'Mark paid',
  capture: 'Capture payment',
  void: 'Void payment',
  archive: 'Archive',
  unarchive: 'Unarchive',
};

export function orderActionsFor(order: OrderView): OrderRowAction[] {
  const actions: OrderRowAction[] = ['details'];
  if (order.status === 'OFFLINE_PENDING') actions.push('confirm');
  if (order.status === 'AUTHORIZED') actions.push('capture', 'void');
  actions.push(order.archived ? 'unarchive' : 'archive');
  return actions;
}

export const buyerName = (order: OrderView) =>
  order.fullName || [order.firstName, order.lastName].filter(Boolean).join(' ');

type Question = Omit<Confirmation, 'onConfirm'>;

/** What is asked before each order action (none is taken on one click). */
export const ORDER_QUESTIONS: Record<OrderAction, (number: string) => Question> = {
  confirm: (number) => ({
    title: 'Mark this order as paid?',
    message: `Do this once order ${number} was paid at the door. Its tickets count as sold and can be checked in.`,
    confirmLabel: 'Mark as paid',
  }),
  capture: (number) => ({
    title: 'Capture this payment?',
    message: `The amount authorized for order ${number} is charged to the buyer's card. This cannot be undone here.`,
    confirmLabel: 'Capture payment',
  }),
  void: (number) => ({
    title: 'Void this payment?',
    message: `The authorization of order ${number} is released: the buyer is not charged and the tickets become void. This cannot be undone.`,
    confirmLabel: 'Void payment',
    danger: true,
  }),
  archive: (number) => ({
    title: 'Archive this order?',
    message: `Order ${number} moves out of the list of current orders. Its tickets stay valid; you can unarchive it from the archived orders.`,
    confirmLabel: 'Archive order',
  }),
  unarchive: (number) => ({
    title: 'Unarchive this order?',
    message: `Order ${number} comes back to the list of current orders.`,
    confirmLabel: 'Unarchive order',
  }),
};

/** What the owner is told once an action went through. */
export const ORDER_ACTION_DONE: Record<OrderAction, (number: string) => string> = {
  confirm: (number) => `Order ${number} is marked as paid.`,
  capture: (number) => `The payment of order ${number} was captured.`,
  void: (number) => `The payment of order ${number} was voided.`,
  archive: (number) => `Order ${number} was archived.`,
  unarchive: (number) => `Order ${number} was unarchived.`,
};
