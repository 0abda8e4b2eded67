import { describe, expect, it } from 'vitest';
import {
  type CashbackCampaignTerms,
  type CashbackLine,
  cashbackTakeBack,
  cashbackTier,
  cashVoucherStatus,
  chooseCashback,
} from './cashback';

/* 满返 with real figures: 全场满1000返50, 满3000返200; 感冒用药满500返30 (category 40: 连花清瘟, 板蓝根). */

const MARCH = {
  startsAt: Date.parse('2026-03-01T00:00:00+08:00'),
  endsAt: Date.parse('2026-04-01T00:00:00+08:00'),
};
const NOW = Date.parse('2026-03-03T10:30:00+08:00');
const STORE: CashbackCampaignTerms = {
  id: 1,
  audience: 'all',
  status: 'active',
  scope: 'all',
  scopeIds: [],
  tiers: [
    { thresholdFen: 100000, voucherFen: 5000 },
    { thresholdFen: 300000, voucherFen: 20000 },
  ],
  ...MARCH,
};
const COLD: CashbackCampaignTerms = {
  ...STORE,
  id: 2,
  scope: 'categories',
  scopeIds: [40],
  tiers: [{ thresholdFen: 50000, voucherFen: 3000 }],
};
const line = (lineId: number, paidFen: number, categoryIds: number[] = [3]): CashbackLine => ({
  lineId,
  goodsId: lineId,
  categoryIds,
  brandId: null,
  paidFen,
});

describe('cash-back tiers', () => {
  it('gives the highest tier reached; tiers do not add up', () => {
    expect(cashbackTier(STORE.tiers, 99999)).toBeNull();
    expect(cashbackTier(STORE.tiers, 100000)?.voucherFen).toBe(5000);
    expect(cashbackTier(STORE.tiers, 300000)?.voucherFen).toBe(20000);
  });

  it('counts only what was paid for in-scope lines: ¥520 of 连花清瘟 + ¥600 of 阿莫西林 → 感冒用药 ¥30 < 全场 ¥50', () => {
    const lines = [line(1, 52000, [40, 4]), line(2, 60000)];
    const choice = chooseCashback([COLD, STORE], lines, NOW, false);
    expect(choice).toMatchObject({ campaign: { id: 1 }, qualifyingFen: 112000, tier: { voucherFen: 5000 } });
    const coldOnly = chooseCashback([COLD], lines, NOW, false);
    expect(coldOnly).toMatchObject({ lineIds: [1], qualifyingFen: 52000, tier: { voucherFen: 3000 } });
  });

  it('joins nothing outside the window, when paused, or for a new-buyer campaign and an old buyer', () => {
    const lines = [line(1, 200000)];
    expect(chooseCashback([{ ...STORE, status: 'paused' }], lines, NOW, false)).toBeNull();
    expect(chooseCashback([{ ...STORE, startsAt: NOW + 1 }], lines, NOW, false)).toBeNull();
    expect(chooseCashback([{ ...STORE, audience: 'new_buyer' }], lines, NOW, false)).toBeNull();
    expect(chooseCashback([{ ...STORE, audience: 'new_buyer' }], lines, NOW, true)).not.toBeNull();
  });
});

describe('taking cash-back back on a refund', () => {
  it('takes the value above the tier still reached from the voucher first, then from the refund, then owes', () => {
    // ¥200 issued, the order now reaches only the ¥50 tier: ¥150 due.
    expect(cashbackTakeBack(20000, 5000, 20000, 0)).toEqual({
      dueFen: 15000,
      fromVoucherFen: 15000,
      fromRefundFen: 0,
      owedFen: 0,
    });
    // ¥180 of it already spent: ¥20 from the voucher, ¥130 from a ¥400 refund.
    expect(cashbackTakeBack(20000, 5000, 2000, 40000)).toMatchObject({
      fromVoucherFen: 2000,
      fromRefundFen: 13000,
    });
    // A ¥50 refund cannot cover it: ¥80 owed.
    expect(cashbackTakeBack(20000, 5000, 2000, 5000)).toMatchObject({ fromRefundFen: 5000, owedFen: 8000 });
    expect(cashbackTakeBack(5000, 5000, 5000, 9999).dueFen).toBe(0);
  });

  it('names the status: 已收回, 已使用, 已过期, 未使用', () => {
    expect(cashVoucherStatus({ remainingFen: 0, endsAt: NOW + 1, revoked: true }, NOW)).toBe('revoked');
    expect(cashVoucherStatus({ remainingFen: 0, endsAt: NOW + 1, revoked: false }, NOW)).toBe('used');
    expect(cashVoucherStatus({ remainingFen: 10, endsAt: NOW, revoked: false }, NOW)).toBe('expired');
    expect(cashVoucherStatus({ remainingFen: 10, endsAt: NOW + 1, revoked: false }, NOW)).toBe('unused');
  });
});
