import { describe, expect, it } from 'vitest';
import { chanceSources, maskPhone, pickPrize, prizeOdds } from './draw';

const prizes = [
  { id: 1, weight: 6 },
  { id: 2, weight: 0 },
  { id: 3, weight: 3 },
  { id: 4, weight: 1 },
];

/** A random() that walks the whole range [0, 1) in `steps` equal steps. */
const sweep = (steps: number) => Array.from({ length: steps }, (_, i) => i / steps);

describe('pickPrize', () => {
  it('lands on each prize in proportion to its weight, never on a zero weight', () => {
    const counts = new Map<number, number>();
    for (const value of sweep(1000)) {
      const prize = pickPrize(prizes, () => value);
      counts.set(prize?.id ?? 0, (counts.get(prize?.id ?? 0) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 600, 3: 300, 4: 100 });
  });

  it('takes the prize at each boundary of the cumulative weights', () => {
    expect(pickPrize(prizes, () => 0)?.id).toBe(1);
    expect(pickPrize(prizes, () => 0.599)?.id).toBe(1);
    expect(pickPrize(prizes, () => 0.6)?.id).toBe(3);
    expect(pickPrize(prizes, () => 0.9)?.id).toBe(4);
    expect(pickPrize(prizes, () => 0.9999)?.id).toBe(4);
  });

  it('answers null when nothing has a weight', () => {
    expect(pickPrize([], () => 0.5)).toBeNull();
    expect(pickPrize([{ id: 1, weight: 0 }], () => 0.5)).toBeNull();
  });
});

describe('chanceSources', () => {
  const rule = { dailyChances: 1, orderMinFen: 50_000, dailyLimit: 0, totalLimit: 0 };
  const facts = {
    day: '2026-11-24',
    paidOrders: [
      { id: 9, paidFen: 50_000 },
      { id: 4, paidFen: 80_000 },
      { id: 7, paidFen: 49_999 },
    ],
    earlierChances: 0,
  };

  it('grants the day chance, then one per paid order of at least the amount, by order id', () => {
    expect(chanceSources(rule, facts)).toEqual(['day:2026-11-24', 'order:4', 'order:9']);
  });

  it('grants several day chances with distinct sources and no order chances when the amount is 0', () => {
    expect(chanceSources({ ...rule, dailyChances: 2, orderMinFen: 0 }, facts)).toEqual([
      'day:2026-11-24',
      'day:2026-11-24#2',
    ]);
  });

  it('stops at the daily limit and at what the total limit leaves', () => {
    expect(chanceSources({ ...rule, dailyLimit: 2 }, facts)).toEqual(['day:2026-11-24', 'order:4']);
    expect(chanceSources({ ...rule, totalLimit: 5 }, { ...facts, earlierChances: 4 })).toEqual([
      'day:2026-11-24',
    ]);
    expect(chanceSources({ ...rule, totalLimit: 5 }, { ...facts, earlierChances: 6 })).toEqual([]);
  });
});

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('prizeOdds', () => {
  it('gives each drawable prize its share of the weight, leaving out prizes without stock', () => {
    expect(
      prizeOdds([
        { weight: 50, stock: null },
        { weight: 15, stock: null },
        { weight: 10, stock: 200 },
        { weight: 1, stock: 0 },
        { weight: 24, stock: null },
      ]),
    ).toEqual(['50.50', '15.15', '10.10', '0.00', '24.24']);
  });

  it('rounds down, so the shares never add up to more than 100', () => {
    expect(
      prizeOdds([
        { weight: 1, stock: null },
        { weight: 2, stock: null },
      ]),
    ).toEqual(['33.33', '66.66']);
    expect(prizeOdds([{ weight: 0, stock: null }])).toEqual(['0.00']);
  });
});
