import type { TransactionStatus } from '@tessera/contracts/store-payments';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * A payment's own status (spec §4 transaction status). Calls move offline and recorded
 * payments (UpdatePaymentStatus); an online payment moves only by what its provider did
 * (charge, capture, void, refund), never by a call naming a status. Refunds move APPROVED →
 * PARTIALLY_REFUNDED → REFUNDED as they succeed.
 */
export const paymentTransactionStatus = defineStateMachine({
  name: 'payment',
  idField: 'paymentId',
  states: [
    'UNDEFINED',
    'PENDING',
    'PENDING_MERCHANT',
    'AUTHORIZED',
    'APPROVED',
    'PARTIALLY_REFUNDED',
    'REFUNDED',
    'DECLINED',
    'CANCELED',
    'VOIDED',
  ] satisfies TransactionStatus[],
  illegalCode: 'PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
  transitions: [
    {
      action: 'approve',
      from: ['UNDEFINED', 'PENDING', 'PENDING_MERCHANT'],
      to: 'APPROVED',
      already: { code: 'PAYMENT_ALREADY_APPROVED', description: 'is approved already' },
    },
    { action: 'pend', from: ['UNDEFINED', 'PENDING_MERCHANT'], to: 'PENDING' },
    { action: 'awaitMerchant', from: ['UNDEFINED', 'PENDING'], to: 'PENDING_MERCHANT' },
    { action: 'decline', from: ['UNDEFINED', 'PENDING', 'PENDING_MERCHANT'], to: 'DECLINED' },
    { action: 'cancel', from: ['UNDEFINED', 'PENDING', 'PENDING_MERCHANT'], to: 'CANCELED' },
    {
      action: 'capture',
      from: ['AUTHORIZED'],
      to: 'APPROVED',
      already: { code: 'PAYMENT_ALREADY_CAPTURED', description: 'is captured already' },
    },
    {
      action: 'void',
      from: ['AUTHORIZED'],
      to: 'VOIDED',
      already: { code: 'PAYMENT_ALREADY_VOIDED', description: 'is voided already' },
    },
    { action: 'refund', from: ['APPROVED', 'PARTIALLY_REFUNDED'], to: ['PARTIALLY_REFUNDED', 'REFUNDED'] },
  ],
});

export type PaymentTransactionAction = (typeof paymentTransactionStatus.transitions)[number]['action'];

/** The call-made move to a status UpdatePaymentStatus names (none for statuses only providers reach). */
export const actionForStatus: Partial<Record<string, PaymentTransactionAction>> = {
  APPROVED: 'approve',
  PENDING: 'pend',
  PENDING_MERCHANT: 'awaitMerchant',
  DECLINED: 'decline',
  CANCELED: 'cancel',
};
