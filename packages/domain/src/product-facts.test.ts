import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryRange, nextBatch, retailMargin } from './product-facts';

const batch = (batch_no: string, expiry_date: string, quantity = 10) => ({
  batch_no,
  production_date: '2025-01-01',
  expiry_date,
  quantity,
});

describe('retailMargin', () => {
  it('gives the margin per unit and its share of the retail price, rounded down to a tenth of a percent', () => {
    expect(retailMargin(1530, 2000)).toEqual({ amount: '4.70', rate: '23.5%' });
    // 1/3 = 33.33…% → 33.3%
    expect(retailMargin(200, 300)).toEqual({ amount: '1.00', rate: '33.3%' });
  });

  it('shows a loss when the buyer pays more than the suggested retail price', () => {
    expect(retailMargin(2100, 2000)).toEqual({ amount: '-1.00', rate: '-5.0%' });
  });

  it('has no margin without a retail price', () => {
    expect(retailMargin(1000, 0)).toBeNull();
  });

  it('agrees with a decimal reference for any price and retail price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (p, r) => {
          const margin = retailMargin(p, r);
          const reference = Number((BigInt(r - p) * 1000n) / BigInt(r)) / 10;
          const tenths = Math.round(Number.parseFloat(margin?.rate ?? '') * 10);
          // BigInt division truncates toward zero; the rule rounds down, which differs only below zero.
          const floored =
            (r - p) * 1000 < 0 && ((r - p) * 1000) % r !== 0 ? reference * 10 - 1 : reference * 10;
          return tenths === Math.round(floored);
        },
      ),
    );
  });
});

describe('nextBatch (first expiry, first out)', () => {
  const today = '2026-11-27';

  it('ships the earliest-expiring batch that has stock and has not expired', () => {
    const batches = [batch('B3', '2028-06-30'), batch('B1', '2026-11-26'), batch('B2', '2027-03-31')];
    expect(nextBatch(batches, today)?.batch_no).toBe('B2');
    expect(expiryRange(batches, today)).toEqual({ from: '2027-03-31', to: '2028-06-30' });
  });

  it('skips an empty batch, and a batch still good today ships', () => {
    const batches = [batch('B1', '2026-12-31', 0), batch('B2', '2026-11-27'), batch('B3', '2027-01-31')];
    expect(nextBatch(batches, today)?.batch_no).toBe('B2');
  });

  it('has nothing to ship when every batch is empty or expired', () => {
    expect(nextBatch([batch('B1', '2026-01-01'), batch('B2', '2027-01-01', 0)], today)).toBeNull();
    expect(expiryRange([], today)).toBeNull();
  });
});
