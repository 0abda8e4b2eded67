import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullAmountTiers, ladderState, missingForFreeShipping } from './pricing';

const tiers = [
  { minNumber: 10, priceFen: 900 },
  { minNumber: 50, priceFen: 850 },
  { minNumber: 100, priceFen: 800 },
];

describe('ladder price (spec §4)', () => {
  it('uses the base price and points at the first tier below its quantity', () => {
    const state = ladderState(tiers, 4, 1000);
    expect(state.unitPriceFen).toBe(1000);
    expect(state.tiers.map((tier) => tier.reached)).toEqual([false, false, false]);
    expect(state.next).toEqual({ minNumber: 10, priceFen: 900, missing: 6 });
  });

  it('highlights reached tiers and marks the one that sets the price', () => {
    const state = ladderState(tiers, 60, 1000);
    expect(state.unitPriceFen).toBe(850);
    expect(state.tiers.map((tier) => [tier.reached, tier.current])).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(state.next).toEqual({ minNumber: 100, priceFen: 800, missing: 40 });
  });

  it('reaches a tier exactly at its quantity and has no next tier at the top', () => {
    expect(ladderState(tiers, 100, 1000)).toMatchObject({ unitPriceFen: 800, next: null });
    expect(ladderState(tiers, 10, 1000).unitPriceFen).toBe(900);
  });

  it('sorts unsorted tiers and keeps the lowest price for a duplicated quantity', () => {
    const state = ladderState([tiers[2]!, { minNumber: 10, priceFen: 950 }, tiers[0]!], 10, 1000);
    expect(state.tiers.map((tier) => tier.minNumber)).toEqual([10, 100]);
    expect(state.unitPriceFen).toBe(900);
  });

  it('agrees with a reference: the price is that of the largest tier not above the quantity', () => {
    const tierArb = fc.array(
      fc.record({
        minNumber: fc.integer({ min: 1, max: 500 }),
        priceFen: fc.integer({ min: 1, max: 100000 }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        tierArb,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 100000 }),
        (list, qty, base) => {
          const state = ladderState(list, qty, base);
          const eligible = list.filter((tier) => tier.minNumber <= qty);
          const top = Math.max(...eligible.map((tier) => tier.minNumber));
          const expected = eligible.length
            ? Math.min(...eligible.filter((tier) => tier.minNumber === top).map((tier) => tier.priceFen))
            : base;
          expect(state.unitPriceFen).toBe(expected);
          const above = list.filter((tier) => tier.minNumber > qty).map((tier) => tier.minNumber);
          expect(state.next?.missing ?? null).toBe(above.length ? Math.min(...above) - qty : null);
          expect(state.tiers.filter((tier) => tier.current).length).toBe(eligible.length ? 1 : 0);
        },
      ),
    );
  });
});

describe('single-item free shipping (spec §4)', () => {
  it('shows the quantity still needed, never below zero', () => {
    expect(missingForFreeShipping(20, 5)).toBe(15);
    expect(missingForFreeShipping(20, 20)).toBe(0);
    expect(missingForFreeShipping(20, 35)).toBe(0);
  });
});

describe('full-amount tiers (spec §4)', () => {
  it('sets status 1 once the eligible total reaches the amount and lists reached tiers first', () => {
    const result = fullAmountTiers([{ amountFen: 10000 }, { amountFen: 50000 }, { amountFen: 30000 }], 30000);
    expect(result).toEqual([
      { amountFen: 10000, status: 1 },
      { amountFen: 30000, status: 1 },
      { amountFen: 50000, status: 0 },
    ]);
  });
});
