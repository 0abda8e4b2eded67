import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_TRANSITIONS,
  afterSaleActions,
  afterSaleRefusal,
  fromStatusFor,
  giftUnitsKept,
  giftUnitsToReturn,
  lineRefundFen,
  mayTakeAction,
  returnedBatchUnits,
  setPartUnits,
} from './after-sales';
import { AFTER_SALE_TYPES } from './print/after-sale-labels';

const DAY = 24 * 60 * 60 * 1000;

describe('lineRefundFen', () => {
  it('adds up to exactly the payable when a line comes back in any number of parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (payableFen, parts) => {
          const number = parts.reduce((a, b) => a + b, 0);
          let before = 0;
          let total = 0;
          for (const units of parts) {
            const fen = lineRefundFen({ payableFen, number }, before, units);
            expect(fen).toBeGreaterThanOrEqual(0);
            // Never more than the units' exact share rounded up.
            expect(fen * number).toBeLessThanOrEqual(payableFen * units + number);
            total += fen;
            before += units;
          }
          expect(total).toBe(payableFen);
        },
      ),
    );
  });

  it('is what 2 of 5 boxes cost after the line’s discount share, rounded down', () => {
    expect(lineRefundFen({ payableFen: 17_063, number: 5 }, 0, 2)).toBe(6825);
  });

  it('refuses more units than the line holds', () => {
    expect(() => lineRefundFen({ payableFen: 100, number: 2 }, 1, 2)).toThrow(RangeError);
  });
});

describe('the transitions', () => {
  it('lets a 退货退款 go 待审核 → 已同意 → 买家已寄回 → 已收货 → 已退款, and 仅退款 refund once approved', () => {
    expect(afterSaleActions('return', 'pending', 'operator')).toEqual(['approve', 'reject']);
    expect(afterSaleActions('return', 'approved', 'buyer')).toEqual(['cancel', 'ship_back']);
    expect(afterSaleActions('return', 'shipped_back', 'operator')).toEqual(['receive']);
    expect(afterSaleActions('return', 'received', 'operator')).toEqual(['refund']);
    expect(afterSaleActions('return', 'approved', 'operator')).toEqual([]);
    expect(afterSaleActions('refund', 'approved', 'operator')).toEqual(['refund']);
    expect(afterSaleActions('refund', 'approved', 'buyer')).toEqual(['cancel']);
    expect(afterSaleActions('documents', 'approved', 'operator')).toEqual(['send_documents']);
    expect(afterSaleActions('exchange', 'received', 'operator')).toEqual(['exchange']);
  });

  it('builds the conditional UPDATE from the same table the actions come from', () => {
    for (const type of AFTER_SALE_TYPES)
      for (const action of Object.keys(AFTER_SALE_TRANSITIONS) as (keyof typeof AFTER_SALE_TRANSITIONS)[])
        for (const status of fromStatusFor(action, type))
          expect(mayTakeAction(action, type, status)).toBe(true);
  });

  it('ends nothing that is final', () => {
    for (const status of ['refunded', 'exchanged', 'documents_sent', 'rejected', 'cancelled'] as const)
      for (const type of AFTER_SALE_TYPES) {
        expect(afterSaleActions(type, status, 'buyer')).toEqual([]);
        expect(afterSaleActions(type, status, 'operator')).toEqual([]);
      }
  });
});

describe('afterSaleRefusal', () => {
  const now = Date.UTC(2026, 10, 27);
  it('asks for a shipped order, and a received one within the window', () => {
    expect(afterSaleRefusal({ status: 'shipped', completedAtMs: null }, 7, now)).toBeNull();
    expect(afterSaleRefusal({ status: 'completed', completedAtMs: now - 7 * DAY }, 7, now)).toBeNull();
  });
  it('refuses before shipping and after the window', () => {
    expect(afterSaleRefusal({ status: 'paid', completedAtMs: null }, 7, now)).toBe('订单发货后才能申请售后');
    expect(afterSaleRefusal({ status: 'completed', completedAtMs: now - 7 * DAY - 1 }, 7, now)).toBe(
      '已超过收货后7天的售后期限',
    );
  });
});

describe('gifts follow their trigger line (赠品随退)', () => {
  const buyTenGetOne = { buy: 10, get: 1 };

  it('keeps the gift units the kept quantity still earns: 25 bought, 2 given, 20 kept → 2, 19 kept → 1', () => {
    expect(giftUnitsKept(buyTenGetOne, 2, 25)).toBe(2);
    expect(giftUnitsKept(buyTenGetOne, 2, 20)).toBe(2);
    expect(giftUnitsKept(buyTenGetOne, 2, 19)).toBe(1);
    expect(giftUnitsKept(buyTenGetOne, 2, 9)).toBe(0);
    expect(giftUnitsKept(buyTenGetOne, 2, 0)).toBe(0);
  });

  it('never keeps more than the order gave when the gift stock gave less than the rule earned', () => {
    expect(giftUnitsKept({ buy: 5, get: 2 }, 1, 50)).toBe(1);
  });

  it('takes back only what is still with the buyer and no longer earned', () => {
    // 25 bought, 2 gifts: returning 6 keeps 19 → one gift goes back; a later return of 10 more keeps 9 → the other.
    expect(giftUnitsToReturn(buyTenGetOne, { givenUnits: 2, giftHeldUnits: 0 }, 19)).toBe(1);
    expect(giftUnitsToReturn(buyTenGetOne, { givenUnits: 2, giftHeldUnits: 1 }, 9)).toBe(1);
    expect(giftUnitsToReturn(buyTenGetOne, { givenUnits: 2, giftHeldUnits: 0 }, 20)).toBe(0);
    expect(giftUnitsToReturn(buyTenGetOne, { givenUnits: 2, giftHeldUnits: 2 }, 0)).toBe(0);
  });

  it('leaves the buyer exactly what the rule grants for any sequence of returns (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ buy: fc.integer({ min: 1, max: 12 }), get: fc.integer({ min: 1, max: 4 }) }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
        (rule, bought, stockShort, returns) => {
          const earned = Math.floor(bought / rule.buy) * rule.get;
          const given = Math.max(0, earned - stockShort);
          let kept = bought;
          let giftHeld = 0;
          for (const units of returns) {
            if (units > kept) break;
            kept -= units;
            giftHeld += giftUnitsToReturn(rule, { givenUnits: given, giftHeldUnits: giftHeld }, kept);
            expect(giftHeld).toBeLessThanOrEqual(given);
            expect(given - giftHeld).toBe(Math.min(given, Math.floor(kept / rule.buy) * rule.get));
          }
        },
      ),
    );
  });
});

describe('setPartUnits (套餐 in whole sets)', () => {
  it('takes each part in proportion: 10 boxes per set, 1 of 2 sets → 10', () => {
    expect(setPartUnits({ number: 20 }, { number: 2 }, 1)).toBe(10);
    expect(setPartUnits({ number: 2 }, { number: 2 }, 2)).toBe(2);
  });

  it('refuses more sets than were bought, or a part that does not divide into the sets', () => {
    expect(() => setPartUnits({ number: 20 }, { number: 2 }, 3)).toThrow(RangeError);
    expect(() => setPartUnits({ number: 3 }, { number: 2 }, 1)).toThrow(RangeError);
  });

  it('refunds a set its share of what the sets cost, the last set the remainder', () => {
    // 2 sets paid ¥255.01 after discounts: the first set ¥127.50, the second ¥127.51.
    const set = { payableFen: 25_501, number: 2 };
    expect(lineRefundFen(set, 0, 1)).toBe(12_750);
    expect(lineRefundFen(set, 1, 1)).toBe(12_751);
  });
});

describe('returnedBatchUnits (saleable returns credited to the shipped batches)', () => {
  const shipped = [
    { batchNo: 'B2', expiryDate: '2028-06-30', number: 3 },
    { batchNo: 'B1', expiryDate: '2027-12-31', number: 2 },
  ];
  it('credits the earliest expiry first, each batch at most what it shipped', () => {
    const credited = returnedBatchUnits(shipped, 4).map(({ batch, number }) => [batch.batchNo, number]);
    expect(credited).toEqual([
      ['B1', 2],
      ['B2', 2],
    ]);
  });
  it('never credits more than was returned, nor beyond what shipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (units) => {
        const total = returnedBatchUnits(shipped, units).reduce((sum, { number }) => sum + number, 0);
        expect(total).toBe(Math.min(units, 5));
      }),
    );
  });
});
