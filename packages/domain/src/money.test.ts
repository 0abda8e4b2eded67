import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  fenToYuan,
  formatFen,
  formatYuan,
  isYuanInput,
  isZeroYuan,
  lineAmount,
  sumFen,
  yuanToFen,
} from './money';

/** Independent reference: decimal string arithmetic on digits, no shared code with money.ts. */
function referenceYuanToFen(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  const dropped = /[1-9]/.test(fraction.slice(2));
  if (!negative) return Number(digits);
  return -Number(digits + (dropped ? 1n : 0n));
}

/** Yuan text as the wire or a person may write it: a sign, digits, and any number of decimals up to six. */
const yuanText = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }),
  )
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('money in fen', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(123456789)).toBe('1234567.89');
  });

  it('parses yuan strings and rounds extra decimals down', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.509')).toBe(1250);
    expect(yuanToFen('0.019')).toBe(1);
    expect(yuanToFen('3')).toBe(300);
    expect(yuanToFen(' 7.00 ')).toBe(700);
    expect(yuanToFen('-0.011')).toBe(-2);
  });

  it('rejects amounts that are not money', () => {
    expect(() => yuanToFen('abc')).toThrow(RangeError);
    expect(() => yuanToFen('1e3')).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => lineAmount(100, -1)).toThrow(RangeError);
  });

  it('round-trips every fen amount through its yuan string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });

  it('parses like an independent decimal reference, always rounding down', () => {
    fc.assert(
      fc.property(yuanText, (text) => {
        const fen = yuanToFen(text);
        expect(fen).toBe(referenceYuanToFen(text));
        // Never more than the exact value: fen/100 ≤ digits/10^places, compared in BigInt (no float).
        const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
        const exact = BigInt(whole + fraction) * (text.startsWith('-') ? -1n : 1n);
        expect(BigInt(fen) * 10n ** BigInt(fraction.length) <= exact * 100n).toBe(true);
      }),
    );
  });

  it('applies a rate rounding down, matching exact rational arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e10, max: 1e10 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (amount, numerator, denominator) => {
          const result = applyRate(amount, numerator, denominator);
          // result ≤ exact < result + 1, checked in BigInt so no float is involved.
          const exactTimesD = BigInt(amount) * BigInt(numerator);
          expect(BigInt(result) * BigInt(denominator) <= exactTimesD).toBe(true);
          expect((BigInt(result) + 1n) * BigInt(denominator) > exactTimesD).toBe(true);
        },
      ),
    );
  });

  it('takes 94% of 19.99 as 18.79 (down, not 18.7906 rounded up)', () => {
    expect(fenToYuan(applyRate(1999, 94, 100))).toBe('18.79');
  });

  it('computes line amounts and sums exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e4 })), {
          maxLength: 50,
        }),
        (lines) => {
          const total = sumFen(lines.map(([price, qty]) => lineAmount(price, qty)));
          const reference = lines.reduce((acc, [price, qty]) => acc + BigInt(price) * BigInt(qty), 0n);
          expect(BigInt(total)).toBe(reference);
        },
      ),
    );
  });
});

describe('price text', () => {
  it('shows the yuan sign before two decimals and the minus before the sign', () => {
    expect(formatFen(1250)).toBe('¥12.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-5)).toBe('-¥0.05');
  });

  it('rounds a stray fraction of a fen down, also below zero (spec §9)', () => {
    expect(formatFen(1250.9)).toBe('¥12.50');
    expect(formatFen(-0.5)).toBe('-¥0.01');
  });

  it('agrees with fenToYuan on every integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        const text = formatFen(fen);
        return text === (fen < 0 ? `-¥${fenToYuan(-fen)}` : `¥${fenToYuan(fen)}`);
      }),
    );
  });
});

describe('wire yuan strings on screen', () => {
  it('prints a wire amount as the fen it stands for would print', () => {
    expect(formatYuan('12.50')).toBe('¥12.50');
    expect(formatYuan('12.5')).toBe('¥12.50');
    expect(formatYuan('-0.05')).toBe('-¥0.05');
    expect(formatYuan('3')).toBe('¥3.00');
    fc.assert(fc.property(yuanText, (text) => formatYuan(text) === formatFen(referenceYuanToFen(text))));
  });

  it('refuses what is not an amount rather than printing ¥NaN', () => {
    expect(() => formatYuan('')).toThrow(RangeError);
    expect(() => formatYuan('12,50')).toThrow(RangeError);
  });

  it('knows an amount of nothing in any spelling', () => {
    for (const zero of ['0', '0.00', '-0.00', '0.009']) expect(isZeroYuan(zero), zero).toBe(true);
    for (const some of ['0.01', '-0.01', '100']) expect(isZeroYuan(some), some).toBe(false);
  });
});

describe('typed yuan amounts', () => {
  it('accepts digits with up to two decimals and no sign', () => {
    for (const text of ['0', '12', '12.5', '12.50', '9999999.99']) expect(isYuanInput(text), text).toBe(true);
    for (const text of ['', '-1', '+1', '1.', '.5', '1.234', '1e3', ' 1', '12,5', '10000000'])
      expect(isYuanInput(text), text).toBe(false);
  });

  it('limits the whole digits to the given count', () => {
    expect(isYuanInput('123456789012', 12)).toBe(true);
    expect(isYuanInput('1234567890123', 12)).toBe(false);
  });

  it('accepts exactly what parses to the same fen with nothing dropped', () => {
    const typed = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 7 }),
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 2 })),
      )
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(typed, (text) => {
        expect(isYuanInput(text)).toBe(true);
        expect(fenToYuan(yuanToFen(text))).toBe(fenToYuan(referenceYuanToFen(text)));
      }),
    );
  });
});
