import type { CouponScope } from './print/order-labels';

/*
 * The coupon centre's rules (/lqzx, issue #22 §2): which group a template shows in, whether a buyer may claim it
 * now and why not, and the holder's validity. The server's claim is a conditional update that enforces the same
 * numbers (docs/promotions.md); this is where the Chinese reasons and the states live.
 */

/** Who may hold a template: every buyer, or new buyers (issued once when the company is approved). */
export const COUPON_AUDIENCES = ['all', 'new_buyer'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];

/** An operator's switch: active (claimable inside its claim window), paused, ended (never again). */
export const COUPON_TEMPLATE_STATUSES = ['active', 'paused', 'ended'] as const;
export type CouponTemplateStatus = (typeof COUPON_TEMPLATE_STATUSES)[number];
export const COUPON_TEMPLATE_STATUS_TEXT: Record<CouponTemplateStatus, string> = {
  active: '进行中',
  paused: '已暂停',
  ended: '已结束',
};

/** The centre's groups, `type` of GET /api/user/availableCoupon: 0 全部, 1 店铺券, 2 品类券, 3 新人券. */
export const COUPON_GROUPS = ['全部', '店铺券', '品类券', '新人券'] as const;
export type CouponGroup = 1 | 2 | 3;

/** 新人券 by audience; otherwise 店铺券 when it covers the whole store, 品类券 when it names categories, brands or goods. */
export function couponGroup(template: { audience: CouponAudience; scope: CouponScope }): CouponGroup {
  if (template.audience === 'new_buyer') return 3;
  return template.scope === 'all' ? 1 : 2;
}

/** What the centre knows of a template (times in epoch ms). */
export interface CouponTemplateFacts {
  status: CouponTemplateStatus;
  audience: CouponAudience;
  /** null = no total limit. */
  totalQuantity: number | null;
  claimedCount: number;
  perBuyerLimit: number;
  claimStartsAt: number;
  claimEndsAt: number;
  /** Fixed validity (used when `validityDays` is null). */
  startsAt: number;
  endsAt: number;
  /** Valid N days from claiming instead of fixed dates. */
  validityDays: number | null;
}

export const DAY_MS = 86_400_000;

/** The holder's window: the fixed dates, or from the claim for N days. */
export function couponValidity(
  template: Pick<CouponTemplateFacts, 'startsAt' | 'endsAt' | 'validityDays'>,
  claimedAt: number,
): { startsAt: number; endsAt: number } {
  if (template.validityDays === null) return { startsAt: template.startsAt, endsAt: template.endsAt };
  return { startsAt: claimedAt, endsAt: claimedAt + template.validityDays * DAY_MS };
}

/** How many are left to claim; null when the template has no total. */
export function couponRemaining(template: Pick<CouponTemplateFacts, 'totalQuantity' | 'claimedCount'>) {
  return template.totalQuantity === null ? null : Math.max(template.totalQuantity - template.claimedCount, 0);
}

export const CLAIM_REASONS = {
  notStarted: '领取尚未开始',
  over: '领取已结束',
  paused: '该优惠券已暂停发放',
  soldOut: '优惠券已抢光',
  limit: '已达领取上限',
  newBuyersOnly: '仅限新用户领取',
  notFound: '优惠券不存在',
} as const;

/**
 * Why this buyer may not claim the template now, '' when it may. `held` counts what the company holds of it
 * (used or not); `newBuyer` is a company without an order.
 */
export function claimRefusal(
  template: CouponTemplateFacts,
  buyer: { held: number; newBuyer: boolean },
  now: number,
): string {
  if (template.status === 'ended' || now >= template.claimEndsAt) return CLAIM_REASONS.over;
  if (template.status === 'paused') return CLAIM_REASONS.paused;
  if (now < template.claimStartsAt) return CLAIM_REASONS.notStarted;
  if (buyer.held >= template.perBuyerLimit) return CLAIM_REASONS.limit;
  if (couponRemaining(template) === 0) return CLAIM_REASONS.soldOut;
  if (template.audience === 'new_buyer' && !buyer.newBuyer) return CLAIM_REASONS.newBuyersOnly;
  return '';
}

/** The centre's button: 立即领取, 已领取 (the buyer holds its limit), 已抢光 (none left). */
export type ClaimState = 'claimable' | 'claimed' | 'sold_out' | 'unavailable';
export function claimState(
  template: CouponTemplateFacts,
  buyer: { held: number; newBuyer: boolean },
  now: number,
): ClaimState {
  const reason = claimRefusal(template, buyer, now);
  if (reason === '') return 'claimable';
  if (reason === CLAIM_REASONS.limit) return 'claimed';
  if (reason === CLAIM_REASONS.soldOut) return 'sold_out';
  return 'unavailable';
}

/** A discount coupon's rate as the buyer reads it, in integer arithmetic: 88 → "8.8", 90 → "9". */
export function couponRateText(ratePercent: number): string {
  const tenths = Math.trunc(ratePercent);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}
