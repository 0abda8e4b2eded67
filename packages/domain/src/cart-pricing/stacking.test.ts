import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponLineFacts, quoteCoupon } from './coupon';
import { priceCart } from './price-cart';
import { DISCOUNT_KINDS, NOT_BUILT, stackingRefusal, stacks } from './stacking';
import {
  AMOXICILLIN,
  beijing,
  cart,
  EVERYDAY,
  goodsLine,
  IBUPROFEN,
  LIANHUA,
  NOW,
  SITE_WIDE,
  SPIKE,
} from './test-fixtures';

/*
 * The stacking matrix of docs/pricing.md, one rule a case, with real prices: 阿莫西林胶囊 ¥8.55 (ladder ¥8.20 from
 * 50, ¥7.90 from 100), 布洛芬缓释胶囊 ¥12.80, 连花清瘟胶囊 ¥14.60 (秒杀 ¥11.80, 每日特价 ¥8.99), 全场满1000减50.
 */

const MARCH = { startsAt: beijing('2026-03-01T00:00:00'), endsAt: beijing('2026-04-01T00:00:00') };
/** 满200减20, whole store. */
const TWENTY_OFF: CouponTerms = {
  id: 1,
  amountFen: 2000,
  thresholdFen: 20000,
  scope: 'all',
  scopeIds: [],
  ...MARCH,
};
/** 8.8折, at most ¥50 off, 无门槛. */
const RATE_88: CouponTerms = {
  ...TWENTY_OFF,
  id: 2,
  kind: 'discount',
  ratePercent: 88,
  amountFen: 5000,
  thresholdFen: 0,
};

const CATEGORIES = new Map<number, number[]>([
  [AMOXICILLIN.id, [30, 3]],
  [IBUPROFEN.id, [31, 3]],
  [LIANHUA.id, [40, 4]],
]);
/** 布洛芬 is 芬必得 (brand 7). */
const BRANDS = new Map<number, number>([[IBUPROFEN.id, 7]]);

function quote(lines: Parameters<typeof cart>[0], coupon: CouponTerms, withActivity = false) {
  const input = cart(lines, { fullAmountActivities: withActivity ? [SITE_WIDE] : [] });
  const priced = priceCart(input, NOW);
  return { priced, quote: quoteCoupon(priced, couponLineFacts(input, CATEGORIES, BRANDS), coupon, NOW) };
}

describe('the stacking matrix', () => {
  it('is symmetric, lets ladder and 议价 take 满减 and a coupon, and 满减 one coupon', () => {
    for (const a of DISCOUNT_KINDS) for (const b of DISCOUNT_KINDS) expect(stacks(a, b)).toBe(stacks(b, a));
    expect(stacks('ladder', 'fullAmount')).toBe(true);
    expect(stacks('negotiated', 'coupon')).toBe(true);
    expect(stacks('fullAmount', 'coupon')).toBe(true);
  });

  it('lets a cash voucher (现金券) combine with every price and discount, and with another voucher', () => {
    for (const kind of DISCOUNT_KINDS)
      if (!NOT_BUILT.has(kind)) expect(stacks('cashVoucher', kind)).toBe(true);
    expect(stackingRefusal(['spike', 'cashVoucher'])).toBe('');
    expect(stackingRefusal(['ladder', 'fullAmount', 'coupon', 'cashVoucher', 'cashVoucher'])).toBe('');
  });

  it('forbids a promotion price or a combination with 满减 or a coupon, and two coupons', () => {
    for (const price of ['spike', 'everyday', 'combination'] as const) {
      expect(stacks(price, 'fullAmount')).toBe(false);
      expect(stacks(price, 'coupon')).toBe(false);
    }
    expect(stackingRefusal(['coupon', 'coupon'])).toBe('优惠券每单限用一张');
    expect(stackingRefusal(['spike', 'coupon'])).toBe('秒杀不可与优惠券同时使用');
    expect(stackingRefusal(['ladder', 'fullAmount', 'coupon'])).toBe('');
  });

  it('lets a promotion not built yet combine with nothing (none is left today)', () => {
    for (const kind of NOT_BUILT) for (const other of DISCOUNT_KINDS) expect(stacks(kind, other)).toBe(false);
  });
});

describe('each stacking rule on a cart', () => {
  it('ladder + 满减 + coupon: 130 阿莫西林 at ¥7.90 = ¥1027.00, 满1000减50 → ¥977.00, then 满200减20 → ¥957.00', () => {
    const { priced, quote: result } = quote([goodsLine(AMOXICILLIN, 130)], TWENTY_OFF, true);
    expect(priced.lines[0]).toMatchObject({ source: 'ladder', amountFen: 102700, discountFen: 5000 });
    expect(result).toMatchObject({ usable: true, eligibleTotalFen: 97700, discountFen: 2000 });
  });

  it('秒杀 takes neither 满减 nor a coupon: 80 连花清瘟 at ¥11.80 beside 100 阿莫西林', () => {
    const spike = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 10, {
      selection: { goodsPriceId: SPIKE.id },
    });
    const amox = goodsLine(AMOXICILLIN, 130);
    const { priced, quote: result } = quote([spike, amox], TWENTY_OFF, true);
    const spikeLine = priced.lines.find((line) => line.id === spike.id);
    expect(spikeLine).toMatchObject({ amountFen: 11800, discountFen: 0, fullAmountActivityId: null });
    expect([...result.allocation.keys()]).toEqual([amox.id]);
  });

  it('每日特价 takes no coupon either', () => {
    const everyday = goodsLine({ ...LIANHUA, promotions: [EVERYDAY] }, 30, {
      selection: { goodsPriceId: EVERYDAY.id },
    });
    expect(quote([everyday], { ...TWENTY_OFF, thresholdFen: 0 }).quote.reason).toBe('不适用于所选商品');
  });

  it('a coupon marked 不与满减同享 skips the lines that got a 满减 share', () => {
    const amox = goodsLine(AMOXICILLIN, 130); // in 全场满1000减50
    const alone: CouponTerms = { ...TWENTY_OFF, thresholdFen: 0, withFullAmount: false };
    expect(quote([amox], alone, true).quote.reason).toBe('不适用于所选商品');
    // Without the activity reached (¥128.00 of 布洛芬 is under ¥1000) the line has no share and takes it.
    expect(quote([goodsLine(IBUPROFEN, 10)], alone, true).quote).toMatchObject({
      usable: true,
      discountFen: 2000,
    });
  });

  it('折扣券 8.8折 takes 12% rounded down, capped at ¥50: ¥128.00 → ¥15.36; ¥1027.00 → ¥50.00', () => {
    expect(quote([goodsLine(IBUPROFEN, 10)], RATE_88).quote.discountFen).toBe(1536);
    expect(quote([goodsLine(AMOXICILLIN, 130)], RATE_88).quote.discountFen).toBe(5000);
    // 7 fen at 8.8折 is 0.84 fen off: nothing to take, the coupon is not spent.
    const cheap = { ...IBUPROFEN, priceFen: 7 };
    expect(quote([goodsLine(cheap, 1)], RATE_88).quote.reason).toBe('所选商品金额过低，无法使用');
  });

  it('brand scope and exclusions: 芬必得 only; a whole-store coupon that excludes 阿莫西林', () => {
    const lines = [goodsLine(AMOXICILLIN, 30), goodsLine(IBUPROFEN, 10)]; // ¥256.50 + ¥128.00
    const brand = quote(lines, { ...TWENTY_OFF, thresholdFen: 0, scope: 'brands', scopeIds: [7] }).quote;
    expect(brand.eligibleTotalFen).toBe(12800);
    const excluding = quote(lines, { ...TWENTY_OFF, excludeGoodsIds: [AMOXICILLIN.id] }).quote;
    expect(excluding).toMatchObject({
      usable: false,
      eligibleTotalFen: 12800,
      reason: '未满足使用条件：还差¥72.00',
    });
  });

  it('a goods with with_coupon 0 takes no coupon', () => {
    const line = goodsLine({ ...AMOXICILLIN, withCoupon: false }, 30);
    expect(quote([line], { ...TWENTY_OFF, thresholdFen: 0 }).quote.reason).toBe('不适用于所选商品');
  });
});
