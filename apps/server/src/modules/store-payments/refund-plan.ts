import type { StockLine } from '../store-inventory/index.ts';

/**
 * What a refund does once its money went back, kept on the refund row (`restock` column, JSON):
 * the stock lines to give back and whether the buyer is told by email. Rows written before the
 * email existed hold only the array of lines.
 */
export interface RefundPlan {
  lines: StockLine[];
  email: { customMessage: string | null } | null;
}

export const encodeRefundPlan = (plan: RefundPlan): string => JSON.stringify(plan);

export function decodeRefundPlan(text: string): RefundPlan {
  const parsed = JSON.parse(text) as RefundPlan | StockLine[];
  return Array.isArray(parsed) ? { lines: parsed, email: null } : parsed;
}
