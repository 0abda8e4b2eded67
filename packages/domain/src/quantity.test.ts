import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityRange, snapQuantity, stepQuantity } from './quantity';

const rules = fc.record(
  {
    step: fc.integer({ min: 1, max: 50 }),
    min: fc.integer({ min: 0, max: 200 }),
    max: fc.integer({ min: 0, max: 2000 }),
  },
  { requiredKeys: ['step'] },
);
const typed = fc.oneof(
  fc.integer({ min: -100, max: 3000 }),
  fc.double({ min: -100, max: 3000, noNaN: true }),
);

describe('quantity in middle packages (zbz, spec §4)', () => {
  it('starts at one package and rounds a typed quantity up to the next package', () => {
    expect(snapQuantity(0, { step: 10 })).toBe(10);
    expect(snapQuantity(15, { step: 10 })).toBe(20);
    expect(snapQuantity(20, { step: 10 })).toBe(20);
    expect(snapQuantity(7.5, { step: 1 })).toBe(8);
    expect(snapQuantity(Number.NaN, { step: 6 })).toBe(6);
  });

  it('caps at the largest whole package under the maximum', () => {
    expect(snapQuantity(500, { step: 10, max: 95 })).toBe(90);
    expect(snapQuantity(91, { step: 10, max: 95 })).toBe(90);
    expect(quantityRange({ step: 10, max: 95 })).toEqual({ step: 10, min: 10, max: 90 });
  });

  it('lifts a minimum purchase to a whole package', () => {
    expect(quantityRange({ step: 12, min: 30 })).toEqual({
      step: 12,
      min: 36,
      max: Number.POSITIVE_INFINITY,
    });
    expect(snapQuantity(1, { step: 12, min: 30 })).toBe(36);
  });

  it('has nothing to order when the maximum is below one package', () => {
    expect(quantityRange({ step: 10, max: 9 })).toBeNull();
    expect(snapQuantity(10, { step: 10, max: 0 })).toBeNull();
    expect(stepQuantity(10, 1, { step: 10, max: 9 })).toBeNull();
  });

  it('reads a step below one or with a fraction as whole units', () => {
    expect(snapQuantity(3, { step: 0 })).toBe(3);
    expect(snapQuantity(3, { step: 2.7 })).toBe(4);
  });

  it('steps to the neighbouring package boundary and stops at the bounds', () => {
    expect(stepQuantity(15, 1, { step: 10 })).toBe(20);
    expect(stepQuantity(15, -1, { step: 10 })).toBe(10);
    expect(stepQuantity(20, 1, { step: 10, max: 25 })).toBe(20);
    expect(stepQuantity(10, -1, { step: 10 })).toBe(10);
  });

  it('always lands on a whole package within the range', () => {
    fc.assert(
      fc.property(rules, typed, (rule, value) => {
        const range = quantityRange(rule);
        const result = snapQuantity(value, rule);
        if (range === null) return result === null;
        return result !== null && result % range.step === 0 && result >= range.min && result <= range.max;
      }),
    );
  });

  it('never gives fewer than asked unless the maximum forbids it, and never a package more than needed', () => {
    fc.assert(
      fc.property(rules, typed, (rule, value) => {
        const range = quantityRange(rule);
        const result = snapQuantity(value, rule);
        if (range === null || result === null) return true;
        if (value > range.max) return result === range.max;
        if (value <= range.min) return result === range.min;
        return result >= value && result - value < range.step;
      }),
    );
  });

  it('is idempotent and keeps order between typed quantities', () => {
    fc.assert(
      fc.property(rules, typed, typed, (rule, a, b) => {
        const snapA = snapQuantity(a, rule);
        if (snapA === null) return true;
        const snapB = snapQuantity(b, rule) as number;
        return snapQuantity(snapA, rule) === snapA && (a <= b ? snapA <= snapB : snapA >= snapB);
      }),
    );
  });

  it('moves by exactly one package inside the range and never leaves it', () => {
    fc.assert(
      fc.property(rules, typed, fc.constantFrom<1 | -1>(1, -1), (rule, value, direction) => {
        const range = quantityRange(rule);
        const current = snapQuantity(value, rule);
        if (range === null || current === null) return true;
        const next = stepQuantity(current, direction, rule) as number;
        const inside = current + direction * range.step;
        const expected = inside < range.min || inside > range.max ? current : inside;
        return next === expected;
      }),
    );
  });
});
