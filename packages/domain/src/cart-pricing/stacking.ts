/*
 * The stacking matrix (docs/pricing.md "Stacking"): which discounts one cart line may combine. The engine asks
 * `stacks` wherever two of them could meet, so this table is the one home of the rule; a pair it forbids never
 * reaches a buyer. Rows marked `notBuilt` are promotions that do not exist yet (全场94折, 现金券): they stack with
 * nothing until they are built and their row is decided.
 */

/** The discounts that can touch a line: unit prices (flash sale, 每日特价, ladder, 议价), then order-level ones. */
export const DISCOUNT_KINDS = [
  'spike',
  'everyday',
  'ladder',
  'negotiated',
  'combination',
  'fullAmount',
  'coupon',
  'storeWide94',
  'cashVoucher',
] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_LABELS: Record<DiscountKind, string> = {
  spike: '秒杀',
  everyday: '每日特价',
  ladder: '阶梯价',
  negotiated: '议价',
  combination: '组合套餐',
  fullAmount: '满减',
  coupon: '优惠券',
  storeWide94: '全场94折',
  cashVoucher: '现金券',
};

/** Not built yet: they combine with nothing until their rows are decided (none today). */
export const NOT_BUILT: ReadonlySet<DiscountKind> = new Set<DiscountKind>();

/**
 * Pairs that combine on one line (symmetric). Everything not listed is forbidden: a promotion price (秒杀,
 * 每日特价) or a combination's set price is already the discount, so no 满减 and no coupon; the ladder and 议价 are
 * the line's normal price and take both; 满减 then one coupon. Two coupons never: one coupon per order.
 */
const ALLOWED: readonly (readonly [DiscountKind, DiscountKind])[] = [
  ['ladder', 'fullAmount'],
  ['ladder', 'coupon'],
  ['negotiated', 'fullAmount'],
  ['negotiated', 'coupon'],
  ['fullAmount', 'coupon'],
  // A cash voucher is money that is not cash: it pays what is left after every price and discount, so it
  // combines with each of them, and several vouchers may pay one order (cart-pricing/cash-voucher.ts).
  ['cashVoucher', 'spike'],
  ['cashVoucher', 'everyday'],
  ['cashVoucher', 'ladder'],
  ['cashVoucher', 'negotiated'],
  ['cashVoucher', 'combination'],
  ['cashVoucher', 'fullAmount'],
  ['cashVoucher', 'coupon'],
  ['cashVoucher', 'storeWide94'],
  ['cashVoucher', 'cashVoucher'],
  // 全场94折 comes off the normal (list, ladder or 议价) price; 满减 and one coupon then count what is left.
  ['storeWide94', 'ladder'],
  ['storeWide94', 'negotiated'],
  ['storeWide94', 'fullAmount'],
  ['storeWide94', 'coupon'],
];

export function stacks(a: DiscountKind, b: DiscountKind): boolean {
  return ALLOWED.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The first forbidden pair among the discounts a line (or an order) would get, in Chinese; '' when they stack. */
export function stackingRefusal(kinds: readonly DiscountKind[]): string {
  for (let i = 0; i < kinds.length; i++) {
    for (let j = i + 1; j < kinds.length; j++) {
      const a = kinds[i] as DiscountKind;
      const b = kinds[j] as DiscountKind;
      if (!stacks(a, b)) {
        return a === b
          ? `${DISCOUNT_LABELS[a]}每单限用一张`
          : `${DISCOUNT_LABELS[a]}不可与${DISCOUNT_LABELS[b]}同时使用`;
      }
    }
  }
  return '';
}

/** The unit-price discounts a priced line already carries (a promotion counts once any unit got its price). */
export function lineDiscounts(line: {
  kind: 'goods' | 'combo';
  source: string;
  promotion: { kind: 'spike' | 'everyday'; units: number } | null;
  storeWideFen?: number;
}): DiscountKind[] {
  const kinds: DiscountKind[] = [];
  if (line.kind === 'combo') kinds.push('combination');
  if (line.source === 'ladder') kinds.push('ladder');
  if (line.source === 'negotiated') kinds.push('negotiated');
  if (line.promotion && line.promotion.units > 0) kinds.push(line.promotion.kind);
  if ((line.storeWideFen ?? 0) > 0) kinds.push('storeWide94');
  return kinds;
}

/** Whether a priced line may also take `next`: `lineDiscounts` without the array, for the engine's hot path. */
export function lineMayTake(line: Parameters<typeof lineDiscounts>[0], next: DiscountKind): boolean {
  if (line.kind === 'combo' && !stacks('combination', next)) return false;
  if (line.source === 'ladder' && !stacks('ladder', next)) return false;
  if (line.source === 'negotiated' && !stacks('negotiated', next)) return false;
  if ((line.storeWideFen ?? 0) > 0 && !stacks('storeWide94', next)) return false;
  return !(line.promotion && line.promotion.units > 0 && !stacks(line.promotion.kind, next));
}

/** Whether a line with `carried` discounts may also take `next`. */
export function mayAlsoTake(carried: readonly DiscountKind[], next: DiscountKind): boolean {
  return carried.every((kind) => stacks(kind, next));
}
