import { describe, expect, it } from 'vitest';
import { orderPaymentStatus } from '../../src/modules/store-orders/index.ts';
import { derivePaymentStatus, moveFor } from '../../src/modules/store-payments/order-payment-status.ts';

// The order's payment status table: what payments may move, and the tip port's own `reprice`.
describe('order payment status table', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error as { status?: number; code?: string };
    }
    throw new Error('expected a refusal');
  };

  it('lets a change of total under money taken move PAID and PARTIALLY_PAID (reprice)', () => {
    expect(orderPaymentStatus.assertTransition('reprice', 'PAID', 'o1').action).toBe('reprice');
    expect(orderPaymentStatus.assertTransition('reprice', 'PARTIALLY_PAID', 'o1').action).toBe('reprice');
  });

  it('refuses a reprice of a refunded or unpaid order with the machine’s 428', () => {
    for (const from of ['FULLY_REFUNDED', 'PARTIALLY_REFUNDED', 'NOT_PAID', 'DECLINED'] as const) {
      const error = refusal(() => orderPaymentStatus.assertTransition('reprice', from, 'o1'));
      expect(error.code).toBe('ORDER_PAYMENT_STATUS_CHANGE_NOT_ALLOWED');
    }
  });

  it('derives from payments and never makes a fully refunded order paid again', () => {
    const approved = { status: 'APPROVED', collectedMinor: 1000, refundedMinor: 0 };
    expect(derivePaymentStatus(1000, [approved])).toBe('PAID');
    expect(derivePaymentStatus(1500, [approved])).toBe('PARTIALLY_PAID');
    expect(moveFor('o1', 'NOT_PAID', 'PAID')).toBe('collect');
    expect(moveFor('o1', 'PAID', 'PAID')).toBeNull();
    expect(refusal(() => moveFor('o1', 'FULLY_REFUNDED', 'PAID')).code).toBe(
      'ORDER_PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
    );
  });
});
