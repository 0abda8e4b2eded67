import { type GoodsScope, type GoodsScopeFacts, goodsInScope } from './cart-pricing/goods-scope';
import type { CouponAudience } from './coupon-centre';
import type { Fen } from './money';

/*
 * Cash-back on the full amount (满返, `/hb`) and the cash vouchers it earns (现金券, `/wdqb/xjq`). An order placed
 * while a campaign runs joins it (the one that gives the most); when the order completes, the tier its paid amount
 * reaches is issued as one voucher; a refund that brings the order below its tier takes the difference back.
 * Decisions: docs/cashback.md. Paying with vouchers is cart-pricing/cash-voucher.ts.
 */

/** Paid ≥ thresholdFen (in-scope lines) → a voucher of voucherFen. */
export interface CashbackTier {
  thresholdFen: Fen;
  voucherFen: Fen;
}

export const CASHBACK_STATUSES = ['active', 'paused', 'ended'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];
export const CASHBACK_STATUS_TEXT: Record<CashbackStatus, string> = {
  active: '进行中',
  paused: '已暂停',
  ended: '已结束',
};

export interface CashbackCampaignTerms extends GoodsScope {
  id: number;
  audience: CouponAudience;
  status: CashbackStatus;
  /** Epoch ms; orders placed from `startsAt` inclusive to `endsAt` exclusive join. */
  startsAt: number;
  endsAt: number;
  tiers: readonly CashbackTier[];
}

/** An order line as cash-back sees it: the goods' scope facts and what was paid for it in money. */
export interface CashbackLine extends GoodsScopeFacts {
  lineId: number;
  /** What was paid for the line in money: after 满减, coupon and cash-voucher shares. */
  paidFen: Fen;
}

/**
 * The highest tier the amount reaches (tiers do not add up: 满1000返50 and 满3000返200 give ¥200 at ¥3000, not
 * ¥250), null when none is reached. A tier needs a positive threshold: cash-back on nothing is not a tier.
 */
export function cashbackTier(tiers: readonly CashbackTier[], amountFen: Fen): CashbackTier | null {
  let best: CashbackTier | null = null;
  for (const tier of tiers)
    if (
      tier.thresholdFen > 0 &&
      amountFen >= tier.thresholdFen &&
      (!best || tier.thresholdFen > best.thresholdFen)
    )
      best = tier;
  return best;
}

/** Whether the campaign takes orders from this buyer at `now` (running, in its window, audience). */
export function cashbackRunning(campaign: CashbackCampaignTerms, now: number, newBuyer: boolean): boolean {
  if (campaign.status !== 'active' || now < campaign.startsAt || now >= campaign.endsAt) return false;
  return campaign.audience === 'all' || newBuyer;
}

export interface CashbackChoice {
  campaign: CashbackCampaignTerms;
  /** The order lines in the campaign's scope. */
  lineIds: number[];
  /** Σ paidFen of those lines: what counts toward the tier. */
  qualifyingFen: Fen;
  tier: CashbackTier;
}

/**
 * The campaign an order joins: among those running for this buyer, the one whose reached tier gives the largest
 * voucher (ties: the lower id); null when the order reaches no tier of any. What counts is the money paid for the
 * in-scope lines (after 满减, coupon and cash vouchers — a voucher's part never earns another voucher).
 */
export function chooseCashback(
  campaigns: readonly CashbackCampaignTerms[],
  lines: readonly CashbackLine[],
  now: number,
  newBuyer: boolean,
): CashbackChoice | null {
  let best: CashbackChoice | null = null;
  for (const campaign of campaigns) {
    if (!cashbackRunning(campaign, now, newBuyer)) continue;
    const members = lines.filter((line) => line.paidFen > 0 && goodsInScope(campaign, line));
    let qualifyingFen: Fen = 0;
    for (const line of members) qualifyingFen += line.paidFen;
    const tier = cashbackTier(campaign.tiers, qualifyingFen);
    if (!tier) continue;
    const better =
      !best ||
      tier.voucherFen > best.tier.voucherFen ||
      (tier.voucherFen === best.tier.voucherFen && campaign.id < best.campaign.id);
    if (better) best = { campaign, lineIds: members.map((line) => line.lineId), qualifyingFen, tier };
  }
  return best;
}

/**
 * What a refund takes back of an issued voucher: the value above the tier the order still reaches (`dueFen`),
 * first from what is left on the voucher (`fromVoucherFen`), the rest — value already spent — from the refund
 * being paid out (`fromRefundFen`, at most `refundFen`), and what even that cannot cover is owed (`owedFen`).
 */
export function cashbackTakeBack(
  issuedFen: Fen,
  keptFen: Fen,
  remainingFen: Fen,
  refundFen: Fen,
): { dueFen: Fen; fromVoucherFen: Fen; fromRefundFen: Fen; owedFen: Fen } {
  const dueFen = Math.max(issuedFen - keptFen, 0);
  const fromVoucherFen = Math.min(dueFen, Math.max(remainingFen, 0));
  const fromRefundFen = Math.min(dueFen - fromVoucherFen, Math.max(refundFen, 0));
  return { dueFen, fromVoucherFen, fromRefundFen, owedFen: dueFen - fromVoucherFen - fromRefundFen };
}

export const CASH_VOUCHER_STATUSES = ['unused', 'used', 'expired', 'revoked'] as const;
export type CashVoucherStatus = (typeof CASH_VOUCHER_STATUSES)[number];
export const CASH_VOUCHER_STATUS_TEXT: Record<CashVoucherStatus, string> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
  revoked: '已收回',
};

/** A voucher's status from its facts: taken back, spent to ¥0, past its window, else unused. */
export function cashVoucherStatus(
  voucher: { remainingFen: Fen; endsAt: number; revoked: boolean },
  now: number,
): CashVoucherStatus {
  if (voucher.revoked) return 'revoked';
  if (voucher.remainingFen <= 0) return 'used';
  if (now >= voucher.endsAt) return 'expired';
  return 'unused';
}
