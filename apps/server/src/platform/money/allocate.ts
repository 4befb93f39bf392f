import { money, type Money } from './money.ts';

/**
 * Splits `total` into parts proportional to `weights` so that the parts add up to the total
 * exactly (a discount or fee spread over order lines, a tax computed once on an order and shown
 * per line). Largest remainder (Hamilton): every part is first rounded down, then the units left
 * over go one each to the parts whose exact share lost the most; ties go to the earlier part.
 * So each part differs from its exact share by less than one minor unit, a part of weight 0 gets
 * nothing, and equal weights get parts at most one unit apart, the larger ones first.
 * A negative total is split like its magnitude. All weights 0 split equally.
 */
export function allocate(total: Money, weights: readonly (number | bigint)[]): Money[] {
  if (weights.length === 0) throw new RangeError('Nothing to allocate to');
  let ws = weights.map((w) => {
    const big = BigInt(w);
    if (big < 0n) throw new RangeError('Allocation weights must not be negative');
    return big;
  });
  let weightSum = ws.reduce((a, b) => a + b, 0n);
  if (weightSum === 0n) {
    ws = ws.map(() => 1n);
    weightSum = BigInt(ws.length);
  }
  const negative = total.minor < 0;
  const magnitude = BigInt(Math.abs(total.minor));
  const parts = ws.map((w) => (magnitude * w) / weightSum);
  const remainders = ws.map((w, index) => ({ index, remainder: (magnitude * w) % weightSum }));
  let leftover = magnitude - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] += 1n;
    leftover -= 1n;
  }
  return parts.map((part) => money(negative ? -part : part, total.currency));
}

/** `allocate` with the lines' own amounts as weights (lines of the total's currency, none negative). */
export function allocateByAmounts(total: Money, lines: readonly Money[]): Money[] {
  for (const line of lines) {
    if (line.currency !== total.currency) throw new RangeError('Lines must be in the currency of the total');
  }
  return allocate(
    total,
    lines.map((line) => line.minor),
  );
}
