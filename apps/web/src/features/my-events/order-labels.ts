import type { OrderStatus, OrderStatusLabels } from '../../shared/order-status.ts';

/** An order's status as the member reads it, with the badge colour (the owner's words differ). */
export const ORDER_STATUS: OrderStatusLabels = {
  NA_ORDER_STATUS: { label: 'Unknown', color: 'gray' },
  FREE: { label: 'Free', color: 'green' },
  PAID: { label: 'Paid', color: 'green' },
  PENDING: { label: 'Payment pending', color: 'yellow' },
  INITIATED: { label: 'Payment pending', color: 'yellow' },
  AUTHORIZED: { label: 'Payment authorized', color: 'blue' },
  OFFLINE_PENDING: { label: 'Pay at the door', color: 'yellow' },
  PARTIALLY_PAID: { label: 'Partly paid', color: 'yellow' },
  DECLINED: { label: 'Payment declined', color: 'red' },
  CANCELED: { label: 'Canceled', color: 'gray' },
  VOIDED: { label: 'Voided', color: 'gray' },
};

/** Tickets that get the member in: shown with their QR codes (others say why not). */
export const admits = (status: OrderStatus): boolean =>
  status === 'PAID' || status === 'FREE' || status === 'OFFLINE_PENDING' || status === 'AUTHORIZED';
