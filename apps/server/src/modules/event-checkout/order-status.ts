import type { EventOrderStatus } from '@tessera/contracts/event-checkout';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * An order's payment status. Checkout makes an order FREE, OFFLINE_PENDING, PAID or PENDING; a
 * PENDING one is settled by its payment (in the call, or later by the provider's webhook or a
 * refresh); the owner confirms pay-at-the-door orders and captures or voids authorized ones.
 * Archiving is a flag beside the status, not a state: any order may be archived.
 */
export const orderStatus = defineStateMachine({
  name: 'order',
  idField: 'orderNumber',
  states: [
    'FREE',
    'PENDING',
    'PAID',
    'OFFLINE_PENDING',
    'AUTHORIZED',
    'DECLINED',
    'CANCELED',
    'VOIDED',
  ] satisfies EventOrderStatus[],
  illegalCode: 'INVALID_ORDER_STATUS_TRANSITION',
  transitions: [
    { action: 'pay', from: ['PENDING'], to: 'PAID' },
    { action: 'authorize', from: ['PENDING'], to: 'AUTHORIZED' },
    { action: 'decline', from: ['PENDING'], to: 'DECLINED' },
    { action: 'cancel', from: ['PENDING'], to: 'CANCELED' },
    {
      action: 'confirm',
      from: ['OFFLINE_PENDING'],
      to: 'PAID',
      already: { code: 'ORDER_ALREADY_PAID', description: 'is paid already' },
    },
    {
      action: 'capture',
      from: ['AUTHORIZED'],
      to: 'PAID',
      already: { code: 'ORDER_ALREADY_CAPTURED', description: 'is paid already' },
    },
    {
      action: 'void',
      from: ['AUTHORIZED'],
      to: 'VOIDED',
      already: { code: 'ORDER_ALREADY_VOIDED', description: 'is voided already' },
    },
  ],
});

export type OrderAction = (typeof orderStatus.transitions)[number]['action'];
