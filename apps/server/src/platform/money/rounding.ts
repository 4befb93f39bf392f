/**
 * How a computed amount that falls between two minor units is rounded.
 *
 * - `HALF_UP` (the default): to the nearest unit, a half away from zero (2.5 → 3, -2.5 → -3).
 *   Invoices, receipts and tax authorities expect it (commercial rounding).
 * - `HALF_EVEN`: a half to the even neighbour (2.5 → 2, 3.5 → 4): no upward drift over many
 *   roundings, for statistics and currency conversion.
 * - `DOWN` / `UP`: towards / away from zero, for rules that say so (e.g. a fee never rounded up).
 */
export type RoundingMode = 'HALF_UP' | 'HALF_EVEN' | 'DOWN' | 'UP';

/** `numerator / denominator` rounded to an integer, exactly (bigint, no float on the way). */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = 'HALF_UP',
): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return divideRounded(-numerator, -denominator, mode);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  let rounded = quotient;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    if (mode === 'UP') rounded += 1n;
    else if (mode === 'HALF_UP' && twice >= denominator) rounded += 1n;
    else if (mode === 'HALF_EVEN' && (twice > denominator || (twice === denominator && quotient % 2n === 1n)))
      rounded += 1n;
  }
  return negative ? -rounded : rounded;
}
