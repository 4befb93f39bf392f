import type { StoreOrderFulfillmentStatus } from '@tessera/contracts/store-orders';
import type { FieldViolation } from '@tessera/contracts';
import { AppError, validationError, violation } from '../../platform/errors.ts';

/** An order line as fulfillments see it. */
export interface OrderLine {
  id: string;
  quantity: number;
}

/** A line of a fulfillment: the order line and how many of its units it ships. */
export interface FulfilledLine {
  id: string;
  quantity: number;
}

/** Units of each order line already in a fulfillment. */
export function fulfilledUnits(fulfillments: readonly (readonly FulfilledLine[])[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const lines of fulfillments)
    for (const line of lines) units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
  return units;
}

/**
 * The lines of a new fulfillment: each asked line with its quantity (absent: every unit not yet
 * fulfilled), or — nothing asked — every line with units left. Refuses unknown or repeated lines
 * (field violations) and more units than are left (428, nothing written).
 */
export function planFulfillment(
  orderLines: readonly OrderLine[],
  already: Map<string, number>,
  asked: readonly { id: string; quantity?: number | null }[] | undefined,
  field = 'fulfillment.lineItems',
): FulfilledLine[] {
  const left = (line: OrderLine) => Math.max(0, line.quantity - (already.get(line.id) ?? 0));
  if (asked === undefined) {
    const planned = orderLines
      .filter((line) => left(line) > 0)
      .map((line) => ({ id: line.id, quantity: left(line) }));
    if (planned.length === 0)
      throw new AppError(
        'PRECONDITION',
        'ORDER_ALREADY_FULFILLED',
        'Every item of the order is already fulfilled',
      );
    return planned;
  }
  if (asked.length === 0)
    throw validationError([violation(field, 'must name at least one line item', 'VALIDATION')]);
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const violations: FieldViolation[] = [];
  const seen = new Set<string>();
  const planned: FulfilledLine[] = [];
  for (const [i, item] of asked.entries()) {
    const line = byId.get(item.id);
    if (!line)
      violations.push(violation(`${field}[${i}].id`, 'is not a line item of the order', 'VALIDATION'));
    else if (seen.has(item.id))
      violations.push(violation(`${field}[${i}].id`, 'is listed twice', 'VALIDATION'));
    else {
      seen.add(item.id);
      planned.push({ id: item.id, quantity: item.quantity ?? left(line) });
    }
  }
  if (violations.length > 0) throw validationError(violations);
  for (const item of planned) {
    const available = left(byId.get(item.id)!);
    if (item.quantity < 1 || item.quantity > available) {
      throw new AppError(
        'PRECONDITION',
        'LINE_ITEM_QUANTITY_NOT_AVAILABLE',
        available === 0
          ? 'This item is already fulfilled'
          : `Only ${available} of this item ${available === 1 ? 'is' : 'are'} left to fulfill`,
        { lineItemId: item.id, requested: item.quantity, available },
      );
    }
  }
  return planned;
}

/** The order's status from the units fulfilled: none, some, or every unit of every line. */
export function fulfillmentStatusOf(
  orderLines: readonly OrderLine[],
  fulfilled: Map<string, number>,
): StoreOrderFulfillmentStatus {
  const counted = orderLines.filter((line) => line.quantity > 0);
  const done = counted.filter((line) => (fulfilled.get(line.id) ?? 0) >= line.quantity).length;
  if (counted.length > 0 && done === counted.length) return 'FULFILLED';
  return counted.some((line) => (fulfilled.get(line.id) ?? 0) > 0) ? 'PARTIALLY_FULFILLED' : 'NOT_FULFILLED';
}
