import type { Executor } from '../../platform/db.ts';
import { validationError, violation } from '../../platform/errors.ts';
import type { FindCatalogItems } from './catalog-port.ts';
import type { LineRow } from './cart.store.ts';
import { resolveLines, type CustomData, type ResolvedLine } from './lines.ts';

/**
 * The most the lines of one cart or checkout may cost together, in minor units (10 trillion of a
 * two-digit currency). The totals calculator works in safe integers (below 2^53) and refuses
 * anything larger with an exception; this bound leaves room for tax and shipping on top, so a
 * cart is refused in words (400) instead of failing as a 5xx.
 */
export const MAX_LINES_TOTAL_MINOR = 10n ** 15n;
/** Above any catalog unit price (999,999,999.99 in a three-digit currency): the no-query bound. */
const MAX_CATALOG_UNIT_MINOR = 10n ** 12n;

const tooLarge = (field: string) =>
  validationError([
    violation(
      field,
      'the lines cost more together than one order can charge; lower the quantities',
      'MAX',
      { maximumMinor: MAX_LINES_TOTAL_MINOR.toString() },
      'CART_TOTAL_TOO_LARGE',
    ),
  ]);

/** What resolved lines cost at most (the higher of price and full price), exactly. */
export const linesTotalMinor = (lines: readonly ResolvedLine[]): bigint =>
  lines.reduce(
    (sum, line) =>
      sum + BigInt(Math.max(line.unitPriceMinor, line.fullPriceMinor)) * BigInt(line.row.quantity),
    0n,
  );

/** Refuses resolved lines that cost more than MAX_LINES_TOTAL_MINOR (before pricing them). */
export function assertPriceable(lines: readonly ResolvedLine[], field = 'lineItems'): void {
  if (linesTotalMinor(lines) > MAX_LINES_TOTAL_MINOR) throw tooLarge(field);
}

/**
 * Refuses lines about to be written that cost more than MAX_LINES_TOTAL_MINOR. Without a query
 * when even the dearest catalog price could not reach it (every ordinary cart); else the catalog
 * lines are resolved at today's prices.
 */
export async function assertWithinTotalLimit(
  db: Executor,
  siteId: string,
  lines: readonly LineRow[],
  findCatalogItems: FindCatalogItems,
  field = 'lineItems',
): Promise<void> {
  let bound = 0n;
  for (const row of lines) {
    const custom = row.custom === null ? null : (JSON.parse(row.custom) as CustomData);
    const unit = custom ? BigInt(Math.max(custom.priceMinor, custom.fullPriceMinor)) : MAX_CATALOG_UNIT_MINOR;
    bound += unit * BigInt(row.quantity);
  }
  if (bound <= MAX_LINES_TOTAL_MINOR) return;
  assertPriceable(await resolveLines(db, siteId, lines, findCatalogItems), field);
}
