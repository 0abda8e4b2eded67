import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponLineFacts, quoteCoupon } from './coupon';
import { priceCart } from './price-cart';
import { stacks } from './stacking';
import { storeWideUnitPriceFen } from './store-wide';
import {
  AMOXICILLIN,
  BANLANGEN,
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
import type { CartPricingInput, PricedCart, StoreWideExclusions, StoreWideOffer } from './types';

/*
 * 全场94折 (docs/pricing.md "全场94折"), one rule a case, with real prices: 布洛芬缓释胶囊 ¥12.80, 连花清瘟胶囊 ¥14.60
 * (秒杀 ¥11.80), 板蓝根颗粒 ¥9.90, 阿莫西林胶囊 ¥8.55 (¥7.90 from 100), 头孢克肟分散片 ¥23.50, 全场满1000减50.
 */

const NONE: StoreWideExclusions = {
  controlled: false,
  promotions: false,
  discounted: false,
  goodsIds: [],
  categoryIds: [],
};
const OFFER: StoreWideOffer = {
  id: 1,
  title: '全场94折',
  ratePercent: 94,
  startsAt: beijing('2026-03-01T00:00:00'),
  endsAt: beijing('2026-04-01T00:00:00'),
  exclude: NONE,
};
/** 头孢克肟 is in 抗生素 (31) under 西药 (3). */
const CATEGORIES = new Map<number, number[]>([[CEFIXIME.id, [31, 3]]]);

function priced(
  lines: CartPricingInput['lines'],
  exclude: Partial<StoreWideExclusions> = {},
  overrides: Partial<CartPricingInput> = {},
): PricedCart {
  const offer = { ...OFFER, exclude: { ...NONE, ...exclude } };
  return priceCart(cart(lines, { storeWide: { offer, categoriesOf: CATEGORIES }, ...overrides }), NOW);
}

const shareOf = (cart: PricedCart, id: number) => cart.lines.find((line) => line.id === id)?.storeWideFen;

describe('全场94折 in the engine', () => {
  it('takes 6% off rounded down: 10 布洛芬 ¥128.00 → ¥120.32, and one unit shows ¥12.04', () => {
    const line = goodsLine(IBUPROFEN, 10);
    const result = priced([line]);
    expect(result.storeWide).toMatchObject({ eligibleTotalFen: 12800, discountFen: 768 });
    expect(result.lines[0]).toMatchObject({ storeWideFen: 768, discountFen: 0, payableFen: 12032 });
    expect(storeWideUnitPriceFen(94, 1280)).toBe(1204);
    expect(
      priceCart(
        cart([goodsLine(IBUPROFEN, 1)], { storeWide: { offer: OFFER, categoriesOf: CATEGORIES } }),
        NOW,
      ).lines[0]?.payableFen,
    ).toBe(1204);
  });

  it('splits one rounded-down discount over the lines so they add up to the total', () => {
    const lines = [goodsLine(IBUPROFEN, 3), goodsLine(LIANHUA, 1), goodsLine(BANLANGEN, 7)];
    const result = priced(lines);
    // ¥38.40 + ¥14.60 + ¥69.30 = ¥122.30; 6% is ¥7.338 → ¥7.33, the leftover fen to the largest fraction (连花).
    expect(result.storeWide).toMatchObject({ eligibleTotalFen: 12230, discountFen: 733 });
    expect(lines.map((line) => shareOf(result, line.id))).toEqual([230, 88, 415]);
    const payable = result.lines.reduce((sum, line) => sum + line.payableFen, 0);
    expect(payable + result.shipping.feeFen).toBe(result.totalFen);
    expect(result.totalFen).toBe(12230 - 733 + 1000);
  });

  it('never discounts a flash-sale unit; with the promotion exclusion, not the goods either while its sale runs', () => {
    const spikeGoods = { ...LIANHUA, promotions: [SPIKE] };
    const atSpike = goodsLine(spikeGoods, 2, { selection: { goodsPriceId: SPIKE.id } });
    const atNormal = goodsLine(spikeGoods, 1);
    expect(stacks('spike', 'storeWide94')).toBe(false);
    const open = priced([atSpike, atNormal]);
    expect([shareOf(open, atSpike.id), shareOf(open, atNormal.id)]).toEqual([0, 87]);
    const excluded = priced([atSpike, atNormal], { promotions: true });
    expect([shareOf(excluded, atSpike.id), shareOf(excluded, atNormal.id), excluded.storeWideFen]).toEqual([
      0, 0, 0,
    ]);
  });

  it('comes before 满减, which then measures what is left: 130 阿莫西林 at ¥7.90 no longer reach 满1000', () => {
    const line = goodsLine(AMOXICILLIN, 130);
    const withOffer = priced([line], {}, { fullAmountActivities: [SITE_WIDE] });
    expect(withOffer.lines[0]).toMatchObject({ amountFen: 102700, storeWideFen: 6162, discountFen: 0 });
    expect(withOffer.activities[0]?.eligibleTotalFen).toBe(96538);
    // The operator keeps already-discounted prices (a reached ladder tier, 议价) out: 满减 applies instead.
    const ladderOut = priced([line], { discounted: true }, { fullAmountActivities: [SITE_WIDE] });
    expect(ladderOut.lines[0]).toMatchObject({ storeWideFen: 0, discountFen: 5000, payableFen: 97700 });
  });

  it('stacks 94折 → 满减 → one coupon: 100 布洛芬 ¥1280.00 → ¥1203.20 → ¥1153.20 → ¥1133.20', () => {
    const input = cart([goodsLine(IBUPROFEN, 100)], {
      fullAmountActivities: [SITE_WIDE],
      storeWide: { offer: OFFER, categoriesOf: CATEGORIES },
    });
    const result = priceCart(input, NOW);
    expect(result.lines[0]).toMatchObject({ storeWideFen: 7680, discountFen: 5000, payableFen: 115320 });
    const coupon: CouponTerms = {
      id: 1,
      amountFen: 2000,
      thresholdFen: 20000,
      scope: 'all',
      scopeIds: [],
      startsAt: OFFER.startsAt,
      endsAt: OFFER.endsAt,
    };
    const quote = quoteCoupon(result, couponLineFacts(input, CATEGORIES), coupon, NOW);
    expect([quote.eligibleTotalFen, quote.discountFen]).toEqual([115320, 2000]);
    expect(result.totalFen - quote.discountFen).toBe(113320);
  });

  it('keeps out controlled-sale goods, named goods and goods of an excluded category (with its sub-categories)', () => {
    const controlled = goodsLine({ ...BANLANGEN, controlled: { inProgramme: true, status: 'approved' } }, 10);
    const named = goodsLine(IBUPROFEN, 10);
    const inCategory = goodsLine(CEFIXIME, 10);
    const result = priced([controlled, named, inCategory], {
      controlled: true,
      goodsIds: [IBUPROFEN.id],
      categoryIds: [3],
    });
    expect([controlled, named, inCategory].map((line) => shareOf(result, line.id))).toEqual([0, 0, 0]);
    const open = priced([controlled, named, inCategory]);
    expect([controlled, named, inCategory].map((line) => shareOf(open, line.id))).toEqual([594, 768, 1410]);
  });

  it('gives nothing to a combination line or outside its window', () => {
    const combo = comboLine({ id: 9, priceFen: 3000, parts: [] }, 2);
    expect(shareOf(priced([combo]), combo.id)).toBe(0);
    const line = goodsLine(IBUPROFEN, 10);
    const later = { ...OFFER, startsAt: NOW + 1 };
    const result = priceCart(cart([line], { storeWide: { offer: later, categoriesOf: CATEGORIES } }), NOW);
    expect([result.storeWide, result.storeWideFen, result.lines[0]?.payableFen]).toEqual([null, 0, 12800]);
  });

  it('measures free shipping on what the buyer pays: 40 布洛芬 ¥512.00 → ¥481.28 pays the ¥10 fee again', () => {
    const result = priced([goodsLine(IBUPROFEN, 40)]);
    expect(result.shipping).toMatchObject({ baseFen: 48128, feeFen: 1000 });
    expect(result.totalFen).toBe(48128 + 1000);
  });
});
