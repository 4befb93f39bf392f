import type { OrderPaymentStatus } from '@tessera/contracts/store-payments';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * An order's payment status, as data. The status is never assigned by hand: every unit that
 * changes an order's payments derives the next status from the payments themselves
 * (`derivePaymentStatus`), then asks this table whether the move is allowed (`moveFor`) before
 * it writes it through store-orders' port — a fully refunded order is never "paid" again, a
 * paid one never "declined" by a late card. The table lives with the order (store-payments and
 * store-tips both move the status; store-payments reads the table from here).
 */
export const orderPaymentStatus = defineStateMachine({
  name: 'orderPayment',
  idField: 'orderId',
  states: [
    'NOT_PAID',
    'PENDING',
    'PENDING_MERCHANT',
    'PARTIALLY_PAID',
    'PAID',
    'PARTIALLY_REFUNDED',
    'FULLY_REFUNDED',
    'DECLINED',
    'CANCELED',
  ] satisfies OrderPaymentStatus[],
  illegalCode: 'ORDER_PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
  transitions: [
    {
      action: 'collect',
      from: ['NOT_PAID', 'PENDING', 'PENDING_MERCHANT', 'PARTIALLY_PAID', 'DECLINED', 'CANCELED'],
      to: ['PAID', 'PARTIALLY_PAID'],
      already: { code: 'ORDER_ALREADY_PAID', description: 'is paid already' },
    },
    {
      action: 'hold',
      from: ['NOT_PAID', 'PENDING', 'PENDING_MERCHANT', 'DECLINED', 'CANCELED'],
      to: ['PENDING', 'PENDING_MERCHANT'],
    },
    {
      action: 'decline',
      from: ['NOT_PAID', 'PENDING', 'PENDING_MERCHANT', 'DECLINED', 'CANCELED'],
      to: 'DECLINED',
    },
    {
      action: 'cancel',
      from: ['NOT_PAID', 'PENDING', 'PENDING_MERCHANT', 'DECLINED', 'CANCELED'],
      to: 'CANCELED',
    },
    { action: 'unpay', from: ['PENDING', 'PENDING_MERCHANT', 'PARTIALLY_PAID'], to: 'NOT_PAID' },
    // The order's total changed under money already taken (a tip added, changed or removed):
    // what was paid covers the new total or not; NOT_PAID for an order that took nothing (free).
    {
      action: 'reprice',
      from: ['PAID', 'PARTIALLY_PAID'],
      to: ['PAID', 'PARTIALLY_PAID', 'NOT_PAID'],
    },
    {
      action: 'refund',
      from: ['PAID', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED'],
      to: ['PARTIALLY_REFUNDED', 'FULLY_REFUNDED'],
    },
  ],
});

export type OrderPaymentAction = (typeof orderPaymentStatus.transitions)[number]['action'];
export type KnownPaymentStatus = (typeof orderPaymentStatus.states)[number];
