import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayCancelOrder, orderNumber } from './order-rules';

describe('the order number', () => {
  it('reads YC, the Beijing time the order was placed, then the order id to six digits', () => {
    // 2026-11-25 01:15:02 UTC is 09:15:02 in Beijing.
    expect(orderNumber(123, Date.parse('2026-11-25T01:15:02Z'))).toBe('YC20261125091502000123');
    // Past 16:00 UTC it is already the next day in Beijing.
    expect(orderNumber(7, Date.parse('2026-11-24T16:00:00Z'))).toBe('YC20261125000000000007');
  });

  it('keeps every digit of an id past six digits, so two orders never share a number', () => {
    const at = Date.parse('2026-11-25T01:15:02Z');
    expect(orderNumber(1_234_567, at)).toBe('YC202611250915021234567');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (a, b) => {
        fc.pre(a !== b);
        expect(orderNumber(a, at)).not.toBe(orderNumber(b, at));
      }),
    );
  });

  it('refuses an id that is not a positive integer', () => {
    for (const id of [0, -1, 1.5, Number.NaN])
      expect(() => orderNumber(id, Date.now()), String(id)).toThrow(RangeError);
  });
});

describe('cancelling an order', () => {
  it('is open while unpaid or paid, closed once shipped', () => {
    expect(mayCancelOrder('unpaid')).toBe(true);
    expect(mayCancelOrder('paid')).toBe(true);
    for (const status of ['shipped', 'completed', 'cancelled'] as const)
      expect(mayCancelOrder(status)).toBe(false);
  });
});
