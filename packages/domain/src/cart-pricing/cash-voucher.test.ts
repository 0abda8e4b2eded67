import { describe, expect, it } from 'vitest';
import { applyCashVouchers, CASH_VOUCHER_REASONS, type CashVoucherTerms } from './cash-voucher';
import { type CouponTerms, couponLineFacts, quoteCoupon } from './coupon';
import { priceCart } from './price-cart';
import {
  AMOXICILLIN,
  beijing,
  cart,
  goodsLine,
  IBUPROFEN,
  LIANHUA,
  NOW,
  SITE_WIDE,
  SPIKE,
} from './test-fixtures';

/*
 * Cash vouchers (现金券) at checkout, after 满减 and the coupon, with real prices: 阿莫西林胶囊 ¥8.55 (¥7.90 from 100),
 * 布洛芬缓释胶囊 ¥12.80, 连花清瘟胶囊 in a ¥11.80 秒杀, 全场满1000减50, a 满200减20 coupon.
 */

const MARCH = { startsAt: beijing('2026-03-01T00:00:00'), endsAt: beijing('2026-04-01T00:00:00') };
const TWENTY_OFF: CouponTerms = {
  id: 1,
  amountFen: 2000,
  thresholdFen: 20000,
  scope: 'all',
  scopeIds: [],
  ...MARCH,
};
const voucher = (id: number, remainingFen: number, endsAt = MARCH.endsAt): CashVoucherTerms => ({
  id,
  remainingFen,
  startsAt: MARCH.startsAt,
  endsAt,
});

function checkout(
  lines: Parameters<typeof cart>[0],
  coupon: CouponTerms | null,
  vouchers: CashVoucherTerms[],
) {
  const input = cart(lines, { fullAmountActivities: [SITE_WIDE] });
  const priced = priceCart(input, NOW);
  const couponQuote = coupon ? quoteCoupon(priced, couponLineFacts(input, new Map()), coupon, NOW) : null;
  return { priced, couponQuote, vouchers: applyCashVouchers(priced, couponQuote, vouchers, NOW) };
}

describe('cash vouchers at checkout', () => {
  it('pays after 满减 and the coupon: 130 阿莫西林 ¥1027.00 → 满减 ¥977.00 → coupon ¥957.00 → ¥50 voucher ¥907.00', () => {
    const { priced, couponQuote, vouchers } = checkout([goodsLine(AMOXICILLIN, 130)], TWENTY_OFF, [
      voucher(9, 5000),
    ]);
    expect(priced.totalFen - (couponQuote?.discountFen ?? 0) - vouchers.totalFen).toBe(90700);
    expect(vouchers.spent).toEqual([{ id: 9, fen: 5000 }]);
  });

  it('pays a 秒杀 line too (money, not a discount): 10 连花清瘟 at ¥11.80 with a ¥20 voucher', () => {
    const spike = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 10, {
      selection: { goodsPriceId: SPIKE.id },
    });
    const { vouchers } = checkout([spike], null, [voucher(9, 2000)]);
    expect(vouchers.allocation.get(spike.id)).toBe(2000);
  });

  it('never pays more than the goods cost (not shipping); what is left stays on the voucher', () => {
    const line = goodsLine(IBUPROFEN, 10); // ¥128.00
    const { vouchers } = checkout([line], null, [voucher(9, 50000)]);
    expect(vouchers).toMatchObject({ totalFen: 12800, spent: [{ id: 9, fen: 12800 }] });
  });

  it('spends the earliest-ending voucher first, then the next; a voucher with nothing left to pay is not touched', () => {
    const line = goodsLine(IBUPROFEN, 10); // ¥128.00
    const late = voucher(1, 10000);
    const early = voucher(2, 10000, beijing('2026-03-20T00:00:00'));
    const spare = voucher(3, 10000);
    expect(checkout([line], null, [late, early, spare]).vouchers.spent).toEqual([
      { id: 2, fen: 10000 },
      { id: 1, fen: 2800 },
    ]);
  });

  it('splits what it pays over the lines by what each still costs, adding up exactly', () => {
    const amox = goodsLine(AMOXICILLIN, 30); // ¥256.50
    const ibu = goodsLine(IBUPROFEN, 10); // ¥128.00
    const { vouchers } = checkout([amox, ibu], null, [voucher(9, 1001)]);
    expect([vouchers.allocation.get(amox.id), vouchers.allocation.get(ibu.id)]).toEqual([668, 333]);
  });

  it('refuses a voucher outside its window or with nothing left', () => {
    const line = goodsLine(IBUPROFEN, 10);
    const ended = voucher(1, 1000, beijing('2026-03-02T00:00:00'));
    const { vouchers } = checkout([line], null, [ended, voucher(2, 0)]);
    expect(vouchers.refused).toEqual([
      { id: 1, reason: CASH_VOUCHER_REASONS.outOfValidity },
      { id: 2, reason: CASH_VOUCHER_REASONS.empty },
    ]);
    expect(vouchers.totalFen).toBe(0);
  });
});
