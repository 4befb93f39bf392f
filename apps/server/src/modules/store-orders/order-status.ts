import type { StoreOrderStatus } from '@tessera/contracts/store-orders';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * A store order's status (ecom orders v1). An order that still waits for its payment is
 * INITIALIZED (search never lists those), a paid, free or pay-offline one APPROVED; a payment
 * under review may leave it PENDING; a payment refused for good REJECTED; the owner cancels
 * (stock given back when asked, once: only the call that moved the order restocks).
 */
export const storeOrderStatus = defineStateMachine({
  name: 'storeOrder',
  idField: 'orderId',
  states: ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'] satisfies StoreOrderStatus[],
  illegalCode: 'ORDER_STATUS_CHANGE_NOT_ALLOWED',
  transitions: [
    {
      action: 'approve',
      from: ['INITIALIZED', 'PENDING'],
      to: 'APPROVED',
      already: { code: 'ORDER_ALREADY_APPROVED', description: 'is approved already' },
    },
    { action: 'pend', from: ['INITIALIZED'], to: 'PENDING' },
    { action: 'reject', from: ['INITIALIZED', 'PENDING'], to: 'REJECTED' },
    {
      action: 'cancel',
      from: ['INITIALIZED', 'APPROVED', 'PENDING'],
      to: 'CANCELED',
      already: { code: 'ORDER_ALREADY_CANCELED', description: 'is canceled already' },
    },
  ],
});

export type StoreOrderAction = (typeof storeOrderStatus.transitions)[number]['action'];
