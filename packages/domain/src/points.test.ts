import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expirySchedule, pointsDueToExpire, pointsEarned, pointsExpireAt, refundTakeBack } from './points';
import { beijingMidnight } from './time';

describe('points rules', () => {
  it('earns one point per whole ¥10 paid, rounded down', () => {
    expect(pointsEarned(9_999, 1000)).toBe(9);
    expect(pointsEarned(10_000, 1000)).toBe(10);
    expect(pointsEarned(999, 1000)).toBe(0);
  });

  it('expires points at the Beijing new year after the next one', () => {
    // 2026-12-31 23:30 Beijing is still 2026: its points expire as 2028 begins in Beijing.
    const lateOnNewYearsEve = beijingMidnight('2027-01-01') - 30 * 60 * 1000;
    expect(pointsExpireAt(lateOnNewYearsEve, 1)).toBe(beijingMidnight('2028-01-01'));
    expect(pointsExpireAt(beijingMidnight('2027-01-01'), 1)).toBe(beijingMidnight('2029-01-01'));
    expect(pointsExpireAt(beijingMidnight('2027-01-01'), 2)).toBe(beijingMidnight('2030-01-01'));
  });

  it('spends the earliest-expiring points first', () => {
    const credits = [
      { amount: 100, expiresAt: 2000 },
      { amount: 50, expiresAt: 1000 },
      { amount: 30, expiresAt: null },
    ];
    expect(expirySchedule(credits, 70)).toEqual([{ expiresAt: 2000, amount: 80 }]);
    expect(pointsDueToExpire(credits, 20, 1000)).toBe(30);
    expect(pointsDueToExpire(credits, 20, 999)).toBe(0);
  });

  it('never expires more than is held, and expiring what is due leaves nothing due', () => {
    const credit = fc.record({
      amount: fc.integer({ min: 1, max: 1000 }),
      expiresAt: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(credit, { maxLength: 20 }),
        fc.nat(20_000),
        fc.integer({ min: 0, max: 10 }),
        (credits, rawDebit, now) => {
          const total = credits.reduce((sum, c) => sum + c.amount, 0);
          const debited = Math.min(rawDebit, total);
          const due = pointsDueToExpire(credits, debited, now);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(total - debited);
          expect(pointsDueToExpire(credits, debited + due, now)).toBe(0);
        },
      ),
    );
  });

  it('takes back the refunded share of what an order earned, never more than is left', () => {
    expect(refundTakeBack(50, 50_000, 25_000, 0)).toBe(25);
    expect(refundTakeBack(50, 50_000, 999, 0)).toBe(0);
    expect(refundTakeBack(50, 50_000, 50_000, 40)).toBe(10);
    expect(refundTakeBack(50, 50_000, 90_000, 0)).toBe(50);
  });
});
