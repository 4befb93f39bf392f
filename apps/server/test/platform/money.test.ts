import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@tessera/contracts/money';
import {
  add,
  allocate,
  allocateByAmounts,
  currencyExponent,
  discountByPercent,
  divideRounded,
  money,
  multiply,
  parseMoney,
  parsePercentage,
  percentOf,
  sum,
  taxAdded,
  taxIncluded,
  taxOnLines,
  toDecimal,
  toWireMoney,
  tryParseMoney,
  type Money,
} from '../../src/platform/money/index.ts';
import { AppError } from '../../src/platform/errors.ts';

const eur = (decimal: string): Money => parseMoney(decimal, 'EUR', 'amount', { allowNegative: true });
const CURRENCIES = ['EUR', 'USD', 'JPY', 'KWD', 'BHD', 'CLF', 'ISK'] as const;
const anyCurrency = fc.constantFrom(...CURRENCIES);
/** Amounts small enough that a thousand of them still add up to a safe integer. */
const anyMinor = fc.integer({ min: -1e12, max: 1e12 });
const anyMoney = fc.tuple(anyMinor, anyCurrency).map(([minor, currency]) => money(minor, currency));

describe('currencies', () => {
  it('knows each currency’s minor-unit digits (ISO 4217)', () => {
    expect([
      currencyExponent('JPY'),
      currencyExponent('EUR'),
      currencyExponent('KWD'),
      currencyExponent('CLF'),
    ]).toEqual([0, 2, 3, 4]);
  });

  it('finds nothing under prototype names or unknown codes', () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'XXX', 'eur', ''])
      expect(tryParseMoney('1', code)).toEqual({ ok: false, reason: 'is not an ISO 4217 currency code' });
  });
});

describe('parsing and formatting the wire decimals', () => {
  it('reads decimals exactly: 0.1 + 0.2 is 0.30', () => {
    expect(toDecimal(add(eur('0.1'), eur('0.2')))).toBe('0.30');
    expect(eur('12.5')).toEqual({ minor: 1250, currency: 'EUR' });
    expect(parseMoney('1200', 'JPY', 'price')).toEqual({ minor: 1200, currency: 'JPY' });
    expect(parseMoney('1.005', 'KWD', 'price')).toEqual({ minor: 1005, currency: 'KWD' });
    expect(toDecimal(money(5, 'KWD'))).toBe('0.005');
    expect(toDecimal(money(-5, 'EUR'))).toBe('-0.05');
  });

  it('accepts trailing zeros beyond the currency’s digits, refuses anything else it cannot charge', () => {
    expect(eur('12.500')).toEqual({ minor: 1250, currency: 'EUR' });
    expect(tryParseMoney('12.505', 'EUR')).toMatchObject({
      ok: false,
      reason: 'has more than 2 decimal places for EUR',
    });
    expect(tryParseMoney('1.5', 'JPY')).toMatchObject({ ok: false });
    for (const bad of ['', '1e3', ' 1', '1,50', '0x10', '.5', '5.', '+5', 'NaN', 'Infinity', '1.2.3'])
      expect(tryParseMoney(bad, 'EUR'), bad).toMatchObject({ ok: false });
    expect(tryParseMoney('-1', 'EUR')).toMatchObject({ ok: false, reason: 'must not be negative' });
    expect(tryParseMoney('99999999999999999', 'EUR')).toMatchObject({ ok: false, reason: 'is too large' });
  });

  it('names the field in a 400 violation', () => {
    const error = (() => {
      try {
        parseMoney('12.345', 'EUR', 'ticket.price');
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(400);
    expect(error.violations).toEqual([
      expect.objectContaining({ field: 'ticket.price', violatedRule: 'FORMAT' }),
    ]);
  });

  it('round-trips: parse ∘ toDecimal is the identity (property)', () => {
    fc.assert(
      fc.property(anyMoney, (amount) => {
        const text = toDecimal(amount);
        expect(text).toMatch(/^-?[0-9]+(\.[0-9]+)?$/);
        const back = tryParseMoney(text, amount.currency, { allowNegative: true });
        expect(back).toEqual({ ok: true, money: amount });
      }),
    );
  });

  it('formats for people with the currency’s digits, from the exact decimal', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('1200', 'JPY', 'en-US')).toBe('¥1,200');
    expect(formatMoney('90071992547409.91', 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatMoney('1', 'EUR', 'not a locale!')).toBe('€1.00');
  });

  it('fills each wire family from one amount', () => {
    const price = eur('12.5');
    expect(toWireMoney('EVENT', price)).toEqual({
      value: '12.50',
      currency: 'EUR',
      formattedValue: '€12.50',
    });
    expect(toWireMoney('TICKETING', price)).toEqual({ amount: '12.50', currency: 'EUR', value: '12.50' });
    expect(toWireMoney('COMMON', price)).toEqual({ value: '12.50', currency: 'EUR' });
    expect(toWireMoney('ECOM_PRICE', price)).toEqual({ amount: '12.50', formattedAmount: '€12.50' });
  });
});

describe('arithmetic', () => {
  it('sums and multiplies by quantity, refusing mixed currencies and unsafe results', () => {
    expect(toDecimal(multiply(eur('19.99'), 3))).toBe('59.97');
    expect(toDecimal(sum([eur('0.10'), eur('0.20'), eur('0.05')], 'EUR'))).toBe('0.35');
    expect(() => add(eur('1'), money(1, 'USD'))).toThrow(/Currency mismatch/);
    expect(() => multiply(money(Number.MAX_SAFE_INTEGER, 'EUR'), 2)).toThrow(RangeError);
    expect(() => multiply(eur('1'), 1.5)).toThrow(RangeError);
  });

  it('rounds half up by default, half even on request', () => {
    const cases: [bigint, bigint, string, bigint][] = [
      [5n, 2n, 'HALF_UP', 3n],
      [-5n, 2n, 'HALF_UP', -3n],
      [5n, 2n, 'HALF_EVEN', 2n],
      [7n, 2n, 'HALF_EVEN', 4n],
      [-7n, 2n, 'HALF_EVEN', -4n],
      [7n, 3n, 'DOWN', 2n],
      [7n, 3n, 'UP', 3n],
      [-7n, 3n, 'UP', -3n],
      [6n, 3n, 'UP', 2n],
    ];
    for (const [n, d, mode, expected] of cases)
      expect(divideRounded(n, d, mode as never), `${n}/${d} ${mode}`).toBe(expected);
  });

  it('takes percentages exactly', () => {
    const rate = parsePercentage('19.25')!;
    expect(toDecimal(percentOf(eur('100'), rate))).toBe('19.25');
    expect(toDecimal(percentOf(eur('0.10'), parsePercentage('5')!))).toBe('0.01'); // 0.005 → half up
    expect(toDecimal(discountByPercent(eur('19.99'), parsePercentage('15')!))).toBe('16.99'); // 2.9985 → 3.00 off
    for (const bad of ['', '101', '-1', '1e2', '19.123456', '__proto__'])
      expect(parsePercentage(bad), bad).toBeUndefined();
  });
});

describe('tax', () => {
  it('adds tax on top, or finds it inside a gross price', () => {
    expect(taxAdded(eur('10.00'), parsePercentage('19')!)).toEqual({
      net: eur('10.00'),
      tax: eur('1.90'),
      gross: eur('11.90'),
    });
    expect(taxIncluded(eur('11.90'), parsePercentage('19')!)).toEqual({
      net: eur('10.00'),
      tax: eur('1.90'),
      gross: eur('11.90'),
    });
    // 9.99 incl. 7 %: tax 0.6535… → 0.65, net 9.34.
    expect(taxIncluded(eur('9.99'), parsePercentage('7')!)).toEqual({
      net: eur('9.34'),
      tax: eur('0.65'),
      gross: eur('9.99'),
    });
  });

  it('splits an included tax so net + tax is the gross (property)', () => {
    const anyRate = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 9999 }))
      .map(([w, f]) => parsePercentage(w === 100 ? '100' : `${w}.${String(f).padStart(4, '0')}`)!);
    fc.assert(
      fc.property(anyMoney, anyRate, (gross, rate) => {
        const split = taxIncluded(gross, rate);
        expect(add(split.net, split.tax)).toEqual(gross);
        const added = taxAdded(gross, rate);
        expect(add(added.net, added.tax)).toEqual(added.gross);
      }),
    );
  });

  it('taxes lines once on their total and hands the tax back without losing a cent', () => {
    // Three lines of 0.10 at 5 %: per line 0.005 → 0.01 each = 0.03; on the total 0.015 → 0.02.
    const lines = [eur('0.10'), eur('0.10'), eur('0.10')];
    const splits = taxOnLines(lines, parsePercentage('5')!, false, 'EUR');
    expect(splits.map((s) => toDecimal(s.tax))).toEqual(['0.01', '0.01', '0.00']);
    expect(
      toDecimal(
        sum(
          splits.map((s) => s.gross),
          'EUR',
        ),
      ),
    ).toBe('0.32');
  });
});

describe('allocation (largest remainder)', () => {
  it('spreads a discount over lines in proportion, the leftover cent to the largest remainder', () => {
    expect(allocate(eur('1.00'), [1, 1, 1]).map(toDecimal)).toEqual(['0.34', '0.33', '0.33']);
    expect(allocate(eur('0.02'), [1000, 999, 1]).map(toDecimal)).toEqual(['0.01', '0.01', '0.00']);
    expect(allocateByAmounts(eur('-5.00'), [eur('10'), eur('20'), eur('0')]).map(toDecimal)).toEqual([
      '-1.67',
      '-3.33',
      '0.00',
    ]);
    expect(allocate(eur('0.05'), [0, 0]).map(toDecimal)).toEqual(['0.03', '0.02']);
    expect(() => allocate(eur('1'), [])).toThrow(RangeError);
    expect(() => allocate(eur('1'), [1, -1])).toThrow(RangeError);
  });

  it('parts add up to the total, each within one unit of its exact share, zero weights get nothing (property)', () => {
    fc.assert(
      fc.property(
        anyMoney,
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(sum(parts, total.currency)).toEqual(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            if (weightSum === 0) return;
            if (weights[i] === 0) expect(part.minor).toBe(0);
            const exact = (BigInt(total.minor) * BigInt(weights[i])) / BigInt(weightSum);
            const diff = BigInt(part.minor) - exact;
            expect(diff >= -1n && diff <= 1n).toBe(true);
            expect(Math.sign(part.minor) * Math.sign(total.minor)).not.toBe(-1);
          });
        },
      ),
    );
  });
});
