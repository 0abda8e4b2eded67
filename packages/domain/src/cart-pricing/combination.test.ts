import { describe, expect, it } from 'vitest';
import { combinationSeparateFen, combinationSets } from './combination';

describe('combination by its parts', () => {
  it('makes as many sets as the scarcest part allows, 0 without parts', () => {
    expect(
      combinationSets([
        { stock: 7, quantity: 2 },
        { stock: 100, quantity: 1 },
      ]),
    ).toBe(3);
    expect(combinationSets([{ stock: 1, quantity: 2 }])).toBe(0);
    expect(combinationSets([])).toBe(0);
  });

  it('prices a set bought part by part: 连花清瘟胶囊 ×2 at ¥14.60 and 口罩 ×1 at ¥9.90 → ¥39.10', () => {
    expect(
      combinationSeparateFen([
        { priceFen: 1460, quantity: 2 },
        { priceFen: 990, quantity: 1 },
      ]),
    ).toBe(3910);
  });
});
