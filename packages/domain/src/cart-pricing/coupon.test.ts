import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponLineFacts, quoteCoupon, rankCoupons } from './coupon';
import { priceCart } from './price-cart';
import {
  AMOXICILLIN,
  beijing,
  CEFIXIME,
  cart,
  comboLine,
  goodsLine,
  IBUPROFEN,
  LIANHUA,
  NOW,
  SITE_WIDE,
  SPIKE,
} from './test-fixtures';

/** ¥20 off from ¥200, whole site, valid through March 2026. */
const TWENTY_OFF: CouponTerms = {
  id: 1,
  amountFen: 2000,
  thresholdFen: 20000,
  scope: 'all',
  scopeIds: [],
  startsAt: beijing('2026-03-01T00:00:00'),
  endsAt: beijing('2026-04-01T00:00:00'),
};

/** 抗生素 (category 30) under 西药 (category 3). */
const CATEGORIES = new Map<number, number[]>([
  [AMOXICILLIN.id, [30, 3]],
  [CEFIXIME.id, [30, 3]],
  [IBUPROFEN.id, [31, 3]],
  [LIANHUA.id, [40, 4]],
]);

function quote(lines: Parameters<typeof cart>[0], coupon: CouponTerms, overrides = {}) {
  const input = cart(lines, overrides);
  const priced = priceCart(input, NOW);
  return { priced, quote: quoteCoupon(priced, couponLineFacts(input, CATEGORIES), coupon, NOW) };
}

describe('a coupon against a priced cart', () => {
  it('takes ¥20 off ¥234.00 of goods, split over the lines by what they cost, exact to the fen', () => {
    const amox = goodsLine(AMOXICILLIN, 20); // 20 × 8.55 = 171.00
    const ibu = goodsLine(IBUPROFEN, 5); // 5 × 12.80 = 64.00
    const { quote: result } = quote([amox, ibu], TWENTY_OFF);
    expect(result).toMatchObject({ usable: true, reason: '', eligibleTotalFen: 23500, discountFen: 2000 });
    // 2000 × 17100 / 23500 = 1455.3 → 1455; 2000 × 6400 / 23500 = 544.68 → 544, the extra fen to the larger fraction.
    expect(result.allocation).toEqual(
      new Map([
        [amox.id, 1455],
        [ibu.id, 545],
      ]),
    );
  });

  it('says how much is missing when the eligible total is under the threshold', () => {
    const { quote: result } = quote([goodsLine(IBUPROFEN, 10)], TWENTY_OFF); // ¥128.00
    expect(result).toMatchObject({ usable: false, reason: '未满足使用条件：还差¥72.00', discountFen: 0 });
    expect(result.allocation.size).toBe(0);
  });

  it('measures the threshold on what the lines cost after their full-amount (满减) share', () => {
    const coupon = { ...TWENTY_OFF, thresholdFen: 100000 };
    const { priced, quote: result } = quote([goodsLine(AMOXICILLIN, 120)], coupon, {
      fullAmountActivities: [SITE_WIDE],
    }); // 120 × 7.90 = 948.00 — under 1000, no 满减
    expect(priced.discountFen).toBe(0);
    expect(result.reason).toBe('未满足使用条件：还差¥52.00');
    const reached = quote(
      [goodsLine(AMOXICILLIN, 130)],
      { ...coupon, thresholdFen: 90000 },
      {
        fullAmountActivities: [SITE_WIDE],
      },
    ); // 130 × 7.90 = 1027.00 − 50 = 977.00
    expect(reached.quote).toMatchObject({ usable: true, eligibleTotalFen: 97700, discountFen: 2000 });
  });

  it('leaves flash-sale, combination and unselected lines out of the eligible total', () => {
    const spike = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 5, {
      selection: { goodsPriceId: SPIKE.id },
    });
    const combo = comboLine({ id: 9, priceFen: 30000, parts: [] }, 1);
    const unselected = goodsLine(CEFIXIME, 10, { selected: false });
    const amox = goodsLine(AMOXICILLIN, 10); // ¥85.50
    const { quote: result } = quote([spike, combo, unselected, amox], { ...TWENTY_OFF, thresholdFen: 0 });
    expect(result).toMatchObject({ usable: true, eligibleTotalFen: 8550, discountFen: 2000 });
    expect([...result.allocation.keys()]).toEqual([amox.id]);
  });

  it('is not applicable when no selected goods is in its categories or goods', () => {
    const lines = [goodsLine(LIANHUA, 20)];
    expect(quote(lines, { ...TWENTY_OFF, scope: 'categories', scopeIds: [3] }).quote.reason).toBe(
      '不适用于所选商品',
    );
    expect(quote(lines, { ...TWENTY_OFF, scope: 'goods', scopeIds: [AMOXICILLIN.id] }).quote.reason).toBe(
      '不适用于所选商品',
    );
    // A parent category covers its sub-categories: 西药 (3) covers 抗生素 (30).
    const western = quote([goodsLine(AMOXICILLIN, 30), goodsLine(LIANHUA, 20)], {
      ...TWENTY_OFF,
      thresholdFen: 0,
      scope: 'categories',
      scopeIds: [3],
    });
    expect(western.quote.eligibleTotalFen).toBe(30 * 855);
  });

  it('is refused outside its validity, the end being exclusive', () => {
    const lines = [goodsLine(AMOXICILLIN, 30)];
    expect(quote(lines, { ...TWENTY_OFF, startsAt: NOW + 1 }).quote.reason).toBe('不在有效期内');
    expect(quote(lines, { ...TWENTY_OFF, endsAt: NOW }).quote.reason).toBe('不在有效期内');
  });

  it('never takes off more than the eligible lines cost', () => {
    const { quote: result } = quote([goodsLine(AMOXICILLIN, 1)], { ...TWENTY_OFF, thresholdFen: 0 });
    expect(result).toMatchObject({ usable: true, discountFen: 855 });
  });

  it('ranks usable coupons first, then the larger reduction', () => {
    const input = cart([goodsLine(AMOXICILLIN, 30)]); // ¥256.50
    const priced = priceCart(input, NOW);
    const coupons: CouponTerms[] = [
      { ...TWENTY_OFF, id: 1, amountFen: 5000, thresholdFen: 50000 },
      { ...TWENTY_OFF, id: 2, amountFen: 1000, thresholdFen: 0 },
      { ...TWENTY_OFF, id: 3 },
      { ...TWENTY_OFF, id: 4, endsAt: NOW },
    ];
    const ranked = rankCoupons(priced, couponLineFacts(input, CATEGORIES), coupons, NOW);
    expect(ranked.map(({ quote: q }) => [q.couponId, q.usable])).toEqual([
      [3, true],
      [2, true],
      [1, false],
      [4, false],
    ]);
  });
});

describe('coupon allocation, for any cart', () => {
  const goods = [AMOXICILLIN, IBUPROFEN, LIANHUA, CEFIXIME];
  const line = fc.record({
    goods: fc.constantFrom(...goods),
    quantity: fc.integer({ min: 1, max: 400 }),
    selected: fc.boolean(),
    spike: fc.boolean(),
  });
  it('adds up to the discount exactly and never exceeds a line payable', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        // A coupon worth more than the cart takes off all of it: the case where a share could pass a line.
        fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.constant(1_000_000_000)),
        fc.integer({ min: 0, max: 300_000 }),
        fc.boolean(),
        (specs, amountFen, thresholdFen, withActivity) => {
          const lines = specs.map((spec) =>
            spec.spike
              ? goodsLine({ ...spec.goods, promotions: [SPIKE] }, spec.quantity, {
                  selected: spec.selected,
                  selection: { goodsPriceId: SPIKE.id },
                })
              : goodsLine(spec.goods, spec.quantity, { selected: spec.selected }),
          );
          const input = cart(lines, { fullAmountActivities: withActivity ? [SITE_WIDE] : [] });
          const priced = priceCart(input, NOW);
          const result = quoteCoupon(
            priced,
            couponLineFacts(input, CATEGORIES),
            { ...TWENTY_OFF, amountFen, thresholdFen },
            NOW,
          );
          let sum = 0;
          for (const [id, share] of result.allocation) {
            const pricedLine = priced.lines.find((candidate) => candidate.id === id);
            expect(pricedLine?.counted).toBe(true);
            expect(pricedLine?.promotion?.units ?? 0).toBe(0);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(pricedLine?.payableFen ?? -1);
            sum += share;
          }
          expect(sum).toBe(result.discountFen);
          expect(result.discountFen).toBe(result.usable ? Math.min(amountFen, result.eligibleTotalFen) : 0);
          expect(result.usable).toBe(result.eligibleTotalFen > 0 && result.eligibleTotalFen >= thresholdFen);
        },
      ),
      { numRuns: 500 },
    );
  });
});
