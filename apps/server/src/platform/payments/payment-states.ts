/**
 * Payment statuses and the moves between them, as data: the service's conditional statements
 * take their `WHERE status IN (…)` from here, and the docs print this table.
 *
 *   PENDING ──authorize──▶ AUTHORIZED ──capture──▶ CAPTURED ──refund──▶ PARTIALLY_REFUNDED ──refund──▶ REFUNDED
 *      │  └──(auto capture)──────────────────────▶ CAPTURED └──refund (all)──────────────────────────▶ REFUNDED
 *      └──decline──▶ DECLINED          AUTHORIZED ──void──▶ VOIDED
 */
export const PaymentStatuses = [
  'PENDING',
  'AUTHORIZED',
  'CAPTURED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'VOIDED',
  'DECLINED',
] as const;
export type PaymentStatus = (typeof PaymentStatuses)[number];

export type PaymentAction = 'authorize' | 'capture' | 'void' | 'refund';

/** For each action, the statuses it may start from and the statuses it may lead to. */
export const PaymentTransitions: Record<
  PaymentAction,
  { from: readonly PaymentStatus[]; to: readonly PaymentStatus[] }
> = {
  authorize: { from: ['PENDING'], to: ['AUTHORIZED', 'CAPTURED', 'DECLINED'] },
  capture: { from: ['AUTHORIZED'], to: ['CAPTURED'] },
  void: { from: ['AUTHORIZED'], to: ['VOIDED'] },
  refund: { from: ['CAPTURED', 'PARTIALLY_REFUNDED'], to: ['PARTIALLY_REFUNDED', 'REFUNDED'] },
};

export const canStart = (action: PaymentAction, status: string): boolean =>
  (PaymentTransitions[action].from as readonly string[]).includes(status);
