import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '../money';
import type { BuyerStanding, ControlledFacts } from '../standing';
import { applyCashVouchers, type CashVoucherTerms } from './cash-voucher';
import { referenceCashVouchers } from './cash-voucher.reference';
import { COUPON_REASONS, type CouponTerms, couponLineFacts, quoteCoupon } from './coupon';
import { referenceCoupon } from './coupon.reference';
import { nextHint } from './next-hint';
import { priceCart } from './price-cart';
import { type DiscountKind, lineDiscounts, stackingRefusal } from './stacking';
import { referenceStoreWide } from './store-wide.reference';
import { BUYER, beijing, NOW } from './test-fixtures';
import type {
  CartLineInput,
  CartPricingInput,
  FullAmountActivity,
  GoodsPricingFacts,
  PromotionPrice,
  StoreWideOffer,
} from './types';

/*
 * An independent reference for priceCart: BigInt fen throughout, ladders by a scan instead of a sorted table,
 * per-buyer limits by handing out the promotion's units one at a time, the leftover fen of an allocation by
 * repeatedly picking the largest remaining fraction instead of sorting, totals as yuan strings built from
 * BigInt digits. It shares no code with the engine; only the rules (docs/pricing.md) are the same.
 */

/** A promotion as generated: `running` is known by construction, the windows below make it true or false. */
type PromotionSpec = PromotionPrice & { running: boolean };
type GoodsSpec = Omit<GoodsPricingFacts, 'promotions'> & { promotions: PromotionSpec[] };

const SPIKE_RUNNING = { dailyStart: '10:00', dailyEnd: '12:00' };
const SPIKE_LATER = { dailyStart: '13:00', dailyEnd: '14:00' };
const LONG = { startsAt: beijing('2026-03-01T00:00:00'), endsAt: beijing('2026-03-10T00:00:00') };
const ENDED = { startsAt: beijing('2026-03-01T00:00:00'), endsAt: beijing('2026-03-02T00:00:00') };

const controlledArb: fc.Arbitrary<ControlledFacts | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  fc.record({
    inProgramme: fc.boolean(),
    status: fc.constantFrom('none', 'pending', 'approved', 'rejected', 'region' as const),
  }),
);

function promotionArb(id: number): fc.Arbitrary<PromotionSpec> {
  return fc
    .record({
      kind: fc.constantFrom('spike' as const, 'everyday' as const),
      running: fc.boolean(),
      priceFen: fc.integer({ min: 0, max: 500_000 }),
      limitPerBuyer: fc.integer({ min: 0, max: 40 }),
      boughtByBuyer: fc.integer({ min: 0, max: 40 }),
    })
    .map(({ kind, running, ...rest }) => {
      const window =
        kind === 'spike'
          ? { ...LONG, ...(running ? SPIKE_RUNNING : SPIKE_LATER) }
          : { ...(running ? LONG : ENDED), dailyStart: null, dailyEnd: null };
      return { id, kind, running, ...window, ...rest };
    });
}

const POOL = 6;

/** Goods as generated: the gift rule is completed once the whole pool (and so the gift goods' stock) exists. */
type GeneratedGoods = GoodsSpec & {
  giftSpec: { buy: number; get: number; type: 1 | 2; other: number } | null;
};

function goodsArb(id: number): fc.Arbitrary<GeneratedGoods> {
  return fc
    .record({
      id: fc.constant(id),
      priceFen: fc.integer({ min: 0, max: 2_000_000 }),
      stock: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 600 }) },
      ),
      ladder: fc.array(
        fc.record({
          minNumber: fc.integer({ min: 1, max: 300 }),
          priceFen: fc.integer({ min: 0, max: 2_000_000 }),
        }),
        { maxLength: 4 },
      ),
      promotions: fc
        .tuple(fc.boolean(), fc.boolean())
        .chain(([first, second]) =>
          fc.tuple(
            first ? promotionArb(id * 10 + 1) : fc.constant(null),
            second ? promotionArb(id * 10 + 2) : fc.constant(null),
          ),
        )
        .map((list) => list.filter((promotion): promotion is PromotionSpec => promotion !== null)),
      negotiatedPriceFen: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
      withCoupon: fc.boolean(),
      controlled: controlledArb,
      scope: fc.constant('chemical' as const),
      regulatoryClass: fc.constant('prescription' as const),
      isDpby: fc.boolean(),
      qgNumber: fc.integer({ min: 0, max: 80 }),
      isFreeShipping: fc.boolean(),
      freeShippingNumber: fc.integer({ min: 0, max: 30 }),
      gift: fc.option(
        fc.record({
          buy: fc.integer({ min: 0, max: 12 }),
          get: fc.integer({ min: 0, max: 3 }),
          type: fc.constantFrom(1 as const, 2 as const),
          other: fc.integer({ min: 1, max: POOL }),
        }),
      ),
    })
    .map((goods) => ({ ...goods, gift: null, giftSpec: goods.gift }) satisfies GeneratedGoods);
}

const quantityArb = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -3, 1.5) },
);

const activityArb = (id: number): fc.Arbitrary<FullAmountActivity> =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(`满减${id}`),
    goodsIds: fc.oneof(
      fc.constant('all' as const),
      fc.uniqueArray(fc.integer({ min: 1, max: POOL }), { maxLength: POOL }),
    ),
    tiers: fc.array(
      fc.record({
        amountFen: fc.integer({ min: 0, max: 3_000_000 }),
        reductionFen: fc.integer({ min: 0, max: 400_000 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });

const standingArb: fc.Arbitrary<BuyerStanding> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(BUYER) },
  {
    weight: 1,
    arbitrary: fc.constant({
      maySeePrices: true,
      mayBuy: false,
      reason: '资质审核中，暂不能购买',
      scope: [],
    }),
  },
);

/** A random cart: up to 12 lines over a pool of 6 goods, combos of them, up to 3 activities. */
const cartArb: fc.Arbitrary<{ input: CartPricingInput; specs: GoodsSpec[] }> = fc
  .tuple(
    fc.tuple(...Array.from({ length: POOL }, (_, index) => goodsArb(index + 1))),
    fc.tuple(activityArb(1), activityArb(2), activityArb(3)),
    fc.integer({ min: 0, max: 3 }),
    standingArb,
    fc.record({
      feeFen: fc.integer({ min: 0, max: 3000 }),
      freeFromFen: fc.integer({ min: 0, max: 2_000_000 }),
    }),
  )
  .chain(([pool, activities, activityCount, standing, shipping]) => {
    const goods = pool.map(({ giftSpec, ...spec }) => {
      if (!giftSpec) return spec;
      const giftGoodsId = giftSpec.type === 1 ? spec.id : giftSpec.other;
      const giftStock = pool[giftGoodsId - 1]?.stock ?? 0;
      return {
        ...spec,
        gift: { buy: giftSpec.buy, get: giftSpec.get, type: giftSpec.type, giftGoodsId, giftStock },
      };
    });
    const goodsLineArb = fc.record({
      kind: fc.constant('goods' as const),
      goodsIndex: fc.integer({ min: 0, max: POOL - 1 }),
      quantity: quantityArb,
      selected: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      priceChoice: fc.integer({ min: 0, max: 3 }),
      manjianChoice: fc.constantFrom(0, 1, 2, 3, 99),
      isYj: fc.constantFrom(0 as const, 1 as const),
    });
    const comboLineArb = fc.record({
      kind: fc.constant('combo' as const),
      quantity: quantityArb,
      selected: fc.boolean(),
      priceFen: fc.integer({ min: 0, max: 1_000_000 }),
      parts: fc.uniqueArray(
        fc.record({
          goodsIndex: fc.integer({ min: 0, max: POOL - 1 }),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3, selector: (part) => part.goodsIndex },
      ),
    });
    return fc
      .tuple(
        fc.array(fc.oneof({ weight: 5, arbitrary: goodsLineArb }, { weight: 1, arbitrary: comboLineArb }), {
          maxLength: 12,
        }),
        fc.shuffledSubarray(
          Array.from({ length: 40 }, (_, index) => index + 1),
          { minLength: 12, maxLength: 12 },
        ),
      )
      .map(([rawLines, ids]) => {
        const lines: CartLineInput[] = rawLines.map((raw, index) => {
          const id = ids[index] as number;
          if (raw.kind === 'combo') {
            return {
              kind: 'combo',
              id,
              quantity: raw.quantity,
              selected: raw.selected,
              combo: {
                id: 500 + index,
                priceFen: raw.priceFen,
                parts: raw.parts.map((part) => {
                  const facts = goods[part.goodsIndex] as GoodsSpec;
                  return {
                    goodsId: facts.id,
                    name: `商品${facts.id}`,
                    quantity: part.quantity,
                    stock: facts.stock,
                    controlled: facts.controlled,
                    scope: facts.scope,
                    regulatoryClass: facts.regulatoryClass,
                  };
                }),
              },
            };
          }
          const facts = goods[raw.goodsIndex] as GoodsSpec;
          const goodsPriceId = [0, facts.id * 10 + 1, facts.id * 10 + 2, 99][raw.priceChoice] as number;
          return {
            kind: 'goods',
            id,
            quantity: raw.quantity,
            selected: raw.selected,
            selection: { goodsPriceId, ladderPriceId: 0, goodsManjianId: raw.manjianChoice, isYj: raw.isYj },
            goods: facts,
          };
        });
        return {
          specs: goods,
          input: { standing, lines, fullAmountActivities: activities.slice(0, activityCount), shipping },
        };
      });
  });

interface ReferenceLine {
  counted: boolean;
  kind: 'goods' | 'combo';
  type: 0 | 1 | 3;
  amount: bigint;
  /** A reached ladder tier or a negotiated price (the offer's `discounted` exclusion). */
  discountedPrice: boolean;
  storeWide: bigint;
  discount: bigint;
  promoUnits: number;
  activityId: number | null;
}

interface Reference {
  lines: Map<number, ReferenceLine>;
  gifts: { forLineId: number; goodsId: number; quantity: number }[];
  activities: { id: number; eligible: bigint; discount: bigint; statuses: [number, number][] }[];
  goodsTotal: bigint;
  storeWide: { eligible: bigint; discount: bigint } | null;
  storeWideTotal: bigint;
  discount: bigint;
  fee: bigint;
  totalYuan: string;
}

const authorised = (controlled: ControlledFacts | undefined) =>
  controlled === undefined || controlled.status === 'approved' || controlled.status === 'region';

function yuanOf(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const digits = (fen < 0n ? -fen : fen).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function reference(input: CartPricingInput, specs: readonly GoodsSpec[]): Reference {
  const specOf = (id: number) => specs.find((spec) => spec.id === id) as GoodsSpec;
  const validQuantity = (q: number) => Number.isInteger(q) && q > 0;
  const counted = new Map<number, boolean>();
  for (const line of input.lines) {
    let ok = validQuantity(line.quantity) && input.standing.mayBuy && line.selected;
    if (line.kind === 'goods') {
      ok =
        ok && authorised(line.goods.controlled) && line.goods.stock > 0 && line.quantity <= line.goods.stock;
    } else {
      for (const part of line.combo.parts) {
        ok = ok && authorised(part.controlled) && part.quantity * line.quantity <= part.stock;
      }
    }
    counted.set(line.id, ok);
  }

  const byId = [...input.lines].sort((a, b) => a.id - b.id);
  const quotaOrder = [
    ...byId.filter((line) => counted.get(line.id)),
    ...byId.filter((line) => !counted.get(line.id)),
  ];
  const left = new Map<number, number>();
  const lines = new Map<number, ReferenceLine>();
  for (const line of quotaOrder) {
    const isCounted = counted.get(line.id) as boolean;
    const units = validQuantity(line.quantity) ? line.quantity : 0;
    if (line.kind === 'combo') {
      const amount = BigInt(line.combo.priceFen) * BigInt(units);
      lines.set(line.id, {
        counted: isCounted,
        kind: 'combo',
        type: 3,
        amount,
        discountedPrice: false,
        storeWide: 0n,
        discount: 0n,
        promoUnits: 0,
        activityId: null,
      });
      continue;
    }
    const goods = line.goods;
    let normal = BigInt(goods.priceFen);
    let discountedPrice = false;
    if (line.selection.isYj === 1 && goods.negotiatedPriceFen !== null) {
      normal = BigInt(goods.negotiatedPriceFen);
      discountedPrice = true;
    } else {
      let reachedMin = 0;
      for (const tier of goods.ladder) {
        if (tier.minNumber > units) continue;
        if (
          tier.minNumber > reachedMin ||
          (tier.minNumber === reachedMin && BigInt(tier.priceFen) < normal)
        ) {
          normal = BigInt(tier.priceFen);
          reachedMin = tier.minNumber;
        }
      }
      discountedPrice = reachedMin > 0;
    }
    const promotion = specOf(goods.id).promotions.find(
      (candidate) => candidate.id === line.selection.goodsPriceId,
    );
    let amount = 0n;
    let promoUnits = 0;
    for (let unit = 0; unit < units; unit++) {
      const quota = promotion
        ? (left.get(promotion.id) ??
          (promotion.limitPerBuyer === 0
            ? Infinity
            : Math.max(0, promotion.limitPerBuyer - promotion.boughtByBuyer)))
        : 0;
      if (promotion?.running && quota > 0) {
        left.set(promotion.id, quota - 1);
        const price = BigInt(promotion.priceFen);
        amount += price < normal ? price : normal;
        promoUnits++;
      } else {
        amount += normal;
      }
    }
    lines.set(line.id, {
      counted: isCounted,
      kind: 'goods',
      type: promotion?.kind === 'spike' ? 1 : 0,
      amount,
      discountedPrice,
      storeWide: 0n,
      discount: 0n,
      promoUnits,
      activityId: null,
    });
  }

  // 全场94折 before 满减: the activities count what a line costs after its share.
  const runningPromotionGoods = new Set(
    specs.filter((spec) => spec.promotions.some((promotion) => promotion.running)).map((spec) => spec.id),
  );
  const storeWide = referenceStoreWide(input, lines, runningPromotionGoods, input.storeWide, NOW);
  for (const [id, share] of storeWide?.shares ?? []) (lines.get(id) as ReferenceLine).storeWide = share;
  const afterStoreWide = (line: ReferenceLine) => line.amount - line.storeWide;

  const activities: Reference['activities'] = [];
  for (const activity of input.fullAmountActivities) {
    const members = byId.filter((line) => {
      if (line.kind !== 'goods') return false;
      const own = lines.get(line.id) as ReferenceLine;
      if (!own.counted || !line.goods.withCoupon || own.promoUnits > 0) return false;
      const covering = input.fullAmountActivities.filter(
        (candidate) => candidate.goodsIds === 'all' || candidate.goodsIds.includes(line.goods.id),
      );
      const named = covering.find((candidate) => candidate.id === line.selection.goodsManjianId);
      return (named ?? covering[0])?.id === activity.id;
    });
    let eligible = 0n;
    for (const line of members) eligible += afterStoreWide(lines.get(line.id) as ReferenceLine);
    let reduction = 0n;
    for (const tier of activity.tiers) {
      if (BigInt(tier.amountFen) <= eligible && BigInt(tier.reductionFen) > reduction)
        reduction = BigInt(tier.reductionFen);
    }
    const discount = reduction < eligible ? reduction : eligible;
    // Floors first, then one fen at a time to the largest remaining fraction (lower id on ties).
    const fraction = new Map<number, bigint>();
    let given = 0n;
    for (const line of members) {
      const own = lines.get(line.id) as ReferenceLine;
      own.activityId = activity.id;
      if (eligible === 0n) continue;
      own.discount = (discount * afterStoreWide(own)) / eligible;
      given += own.discount;
      fraction.set(line.id, (discount * afterStoreWide(own)) % eligible);
    }
    for (let extra = given; extra < discount; extra++) {
      let best: number | null = null;
      for (const [id, value] of fraction) {
        const bestValue = best === null ? -1n : (fraction.get(best) as bigint);
        if (value > bestValue || (value === bestValue && best !== null && id < best)) best = id;
      }
      const own = lines.get(best as number) as ReferenceLine;
      own.discount += 1n;
      fraction.delete(best as number);
    }
    const reached = activity.tiers.filter((tier) => BigInt(tier.amountFen) <= eligible);
    const unreached = activity.tiers.filter((tier) => BigInt(tier.amountFen) > eligible);
    const ascending = (list: typeof activity.tiers) => [...list].sort((a, b) => a.amountFen - b.amountFen);
    activities.push({
      id: activity.id,
      eligible,
      discount,
      statuses: [
        ...ascending(reached).map((tier) => [tier.amountFen, 1] as [number, number]),
        ...ascending(unreached).map((tier) => [tier.amountFen, 0] as [number, number]),
      ],
    });
  }

  let goodsTotal = 0n;
  let storeWideTotal = 0n;
  let discount = 0n;
  const countedLines = byId.filter((line) => counted.get(line.id));
  for (const line of countedLines) {
    goodsTotal += (lines.get(line.id) as ReferenceLine).amount;
    storeWideTotal += (lines.get(line.id) as ReferenceLine).storeWide;
    discount += (lines.get(line.id) as ReferenceLine).discount;
  }
  const goodsOf = (line: CartLineInput) => (line.kind === 'goods' ? line.goods : null);
  let fee = BigInt(Math.max(input.shipping.feeFen, 0));
  if (countedLines.length === 0) fee = 0n;
  else if (
    countedLines.some((line) => goodsOf(line)?.isDpby && line.quantity >= (goodsOf(line)?.qgNumber ?? 0))
  )
    fee = 0n;
  else if (
    countedLines.every(
      (line) => goodsOf(line)?.isFreeShipping && line.quantity >= (goodsOf(line)?.freeShippingNumber ?? 0),
    )
  )
    fee = 0n;
  else if (goodsTotal - storeWideTotal - discount >= BigInt(input.shipping.freeFromFen)) fee = 0n;

  const gifts: Reference['gifts'] = [];
  const giftStock = new Map<number, number>();
  for (const line of countedLines) {
    if (line.kind !== 'goods' || !line.goods.gift || line.goods.gift.buy < 1 || line.goods.gift.get < 1)
      continue;
    const rule = line.goods.gift;
    if (!giftStock.has(rule.giftGoodsId)) {
      let inCart = 0;
      for (const other of countedLines)
        if (other.kind === 'goods' && other.goods.id === rule.giftGoodsId) inCart += other.quantity;
      giftStock.set(rule.giftGoodsId, Math.max(0, rule.giftStock - inCart));
    }
    const earned = Math.trunc(line.quantity / rule.buy) * rule.get;
    const quantity = Math.min(earned, giftStock.get(rule.giftGoodsId) as number);
    giftStock.set(rule.giftGoodsId, (giftStock.get(rule.giftGoodsId) as number) - quantity);
    if (quantity > 0) gifts.push({ forLineId: line.id, goodsId: rule.giftGoodsId, quantity });
  }

  return {
    lines,
    gifts,
    activities,
    goodsTotal,
    storeWide: storeWide && { eligible: storeWide.eligible, discount: storeWide.discount },
    storeWideTotal,
    discount,
    fee,
    totalYuan: yuanOf(goodsTotal - storeWideTotal - discount + fee),
  };
}

/** Goods' categories (with a parent) and brands: the facts coupon scopes read. */
const scopeFactsArb = fc.record({
  categories: fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }), {
    minLength: POOL,
    maxLength: POOL,
  }),
  brands: fc.array(fc.option(fc.integer({ min: 1, max: 3 })), { minLength: POOL, maxLength: POOL }),
});

/** Every coupon kind: 满减券, 无门槛, 折扣券 with or without a cap; every scope; exclusions; in or out of validity. */
const couponArb: fc.Arbitrary<CouponTerms> = fc
  .record({
    kind: fc.constantFrom('amount' as const, 'discount' as const),
    amountFen: fc.integer({ min: 0, max: 600_000 }),
    ratePercent: fc.integer({ min: 1, max: 99 }),
    thresholdFen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000_000 })),
    scope: fc.constantFrom('all' as const, 'categories' as const, 'brands' as const, 'goods' as const),
    scopeIds: fc.uniqueArray(fc.integer({ min: 1, max: POOL }), { maxLength: 3 }),
    excludeGoodsIds: fc.uniqueArray(fc.integer({ min: 1, max: POOL }), { maxLength: 2 }),
    withFullAmount: fc.boolean(),
    valid: fc.oneof(
      { weight: 6, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  })
  .map(({ valid, ...terms }) => ({
    id: 1,
    ...terms,
    ...(valid ? LONG : { startsAt: NOW + 1, endsAt: NOW + 86_400_000 }),
  }));

/** Up to three cash vouchers, some spent to ¥0, some outside their window, some worth more than the cart. */
const vouchersArb: fc.Arbitrary<CashVoucherTerms[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 9 }),
      remainingFen: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 })),
      endDay: fc.integer({ min: 0, max: 9 }),
    }),
    { maxLength: 3, selector: (voucher) => voucher.id },
  )
  .map((vouchers) =>
    vouchers.map(({ id, remainingFen, endDay }) => ({
      id,
      remainingFen,
      // Day 0 ends before NOW; the others run to a day of March, so ties in the end are common.
      startsAt: LONG.startsAt,
      endsAt: endDay === 0 ? NOW - 1 : LONG.startsAt + endDay * 86_400_000,
    })),
  );

/**
 * The all-store percentage off, or none: any rate, running or not, every exclusion the operator can set (goods,
 * categories — the coupon's category facts with parents —, controlled-sale, promotion and discounted goods).
 */
const storeWideArb: fc.Arbitrary<StoreWideOffer | null> = fc.option(
  fc
    .record({
      ratePercent: fc.oneof(fc.constant(94), fc.integer({ min: 1, max: 99 })),
      running: fc.oneof(
        { weight: 6, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      exclude: fc.record({
        controlled: fc.boolean(),
        promotions: fc.boolean(),
        discounted: fc.boolean(),
        goodsIds: fc.uniqueArray(fc.integer({ min: 1, max: POOL }), { maxLength: 2 }),
        categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
      }),
    })
    .map(({ running, ...offer }) => ({
      id: 7,
      title: '全场94折',
      ...offer,
      ...(running ? LONG : ENDED),
    })),
  { freq: 4 },
);

const REFUSAL_OF: Record<string, string> = {
  validity: COUPON_REASONS.outOfValidity,
  scope: COUPON_REASONS.notApplicable,
  nothing: COUPON_REASONS.nothingOff,
};

describe('priceCart against an independent reference', () => {
  it('agrees on 10,000 random carts, line by line, and keeps money exact and never negative', () => {
    fc.assert(
      fc.property(
        cartArb,
        couponArb,
        scopeFactsArb,
        storeWideArb,
        vouchersArb,
        (cart, coupon, scopeFacts, offer, vouchers) => {
          const categoriesOf = new Map(scopeFacts.categories.map((ids, index) => [index + 1, ids]));
          const input: CartPricingInput = { ...cart.input, storeWide: offer && { offer, categoriesOf } };
          const priced = priceCart(input, NOW);
          const expected = reference(input, cart.specs);
          // The coupon after priceCart, against the reference's own line figures.
          const brandOf = new Map(
            scopeFacts.brands.flatMap((brand, index) =>
              brand === null ? [] : [[index + 1, brand] as const],
            ),
          );
          const quote = quoteCoupon(priced, couponLineFacts(input, categoriesOf, brandOf), coupon, NOW);
          const wantCoupon = referenceCoupon(input, expected.lines, categoriesOf, brandOf, coupon, NOW);
          expect([quote.usable, BigInt(quote.eligibleTotalFen), BigInt(quote.discountFen)]).toEqual([
            wantCoupon.usable,
            wantCoupon.eligible,
            wantCoupon.discount,
          ]);
          if (wantCoupon.refusal === 'threshold') expect(quote.reason).toMatch(/^未满足使用条件：还差¥/);
          else expect(quote.reason).toBe(REFUSAL_OF[wantCoupon.refusal] ?? '');
          expect(new Map([...quote.allocation].map(([id, fen]) => [id, BigInt(fen)]))).toEqual(
            wantCoupon.allocation,
          );
          // Cash vouchers after the coupon, against the reference's own figures and coupon.
          const paid = applyCashVouchers(priced, quote, vouchers, NOW);
          const wantPaid = referenceCashVouchers(input, expected.lines, wantCoupon, vouchers, NOW);
          expect(paid.spent.map(({ id, fen }) => ({ id, fen: BigInt(fen) }))).toEqual(wantPaid.spent);
          expect(BigInt(paid.totalFen)).toBe(wantPaid.total);
          expect(paid.refused.map(({ id }) => id)).toEqual(wantPaid.refusedIds);
          expect(new Map([...paid.allocation].map(([id, fen]) => [id, BigInt(fen)]))).toEqual(
            wantPaid.allocation,
          );
          expect(priced.totalFen - quote.discountFen - paid.totalFen).toBeGreaterThanOrEqual(
            priced.shipping.feeFen,
          );
          for (const line of priced.lines) {
            const want = expected.lines.get(line.id) as ReferenceLine;
            expect({
              id: line.id,
              counted: line.counted,
              type: line.type,
              amount: BigInt(line.amountFen),
            }).toEqual({
              id: line.id,
              counted: want.counted,
              type: want.type,
              amount: want.amount,
            });
            expect([BigInt(line.storeWideFen), line.fullAmountActivityId, BigInt(line.discountFen)]).toEqual([
              want.storeWide,
              want.activityId,
              want.discount,
            ]);
            expect(line.payableFen).toBe(line.amountFen - line.storeWideFen - line.discountFen);
            // A buyer never gets two discounts the stacking matrix forbids. (Unit prices are per unit: units over a
            // flash sale's quota are at the ladder price, footnote ¹; each order-level discount must stack with all.)
            const unitKinds = lineDiscounts({ ...line, storeWideFen: 0 });
            const orderKinds: DiscountKind[] = [];
            if (line.storeWideFen > 0) orderKinds.push('storeWide94');
            if (line.discountFen > 0) orderKinds.push('fullAmount');
            if ((quote.allocation.get(line.id) ?? 0) > 0) orderKinds.push('coupon');
            if ((paid.allocation.get(line.id) ?? 0) > 0) orderKinds.push('cashVoucher');
            // Each order-level discount against every other discount of the line (a line's units may carry two unit
            // prices, e.g. a flash sale and 议价 beyond its quota: that pair is per unit, not this check's).
            for (const kind of orderKinds)
              for (const other of [...unitKinds, ...orderKinds.filter((one) => one !== kind)])
                expect(stackingRefusal([kind, other])).toBe('');
            expect(line.payableFen).toBeGreaterThanOrEqual(0);
            expect(line.promotion?.units ?? 0).toBe(want.promoUnits);
          }
          expect(
            priced.activities.map((activity) => ({
              id: activity.id,
              eligible: BigInt(activity.eligibleTotalFen),
              discount: BigInt(activity.discountFen),
              statuses: activity.tiers.map((tier) => [tier.amountFen, tier.status]),
            })),
          ).toEqual(expected.activities);
          expect(
            priced.gifts.map(({ forLineId, goodsId, quantity }) => ({ forLineId, goodsId, quantity })),
          ).toEqual(expected.gifts);
          expect([
            BigInt(priced.goodsTotalFen),
            BigInt(priced.storeWideFen),
            BigInt(priced.discountFen),
            BigInt(priced.shipping.feeFen),
          ]).toEqual([expected.goodsTotal, expected.storeWideTotal, expected.discount, expected.fee]);
          expect(
            priced.storeWide && {
              eligible: BigInt(priced.storeWide.eligibleTotalFen),
              discount: BigInt(priced.storeWide.discountFen),
            },
          ).toEqual(expected.storeWide);
          expect(fenToYuan(priced.totalFen)).toBe(expected.totalYuan);
          // The lines add up to the order total exactly: what an invoice needs.
          const payable = priced.lines
            .filter((line) => line.counted)
            .reduce((sum, line) => sum + line.payableFen, 0);
          expect(payable + priced.shipping.feeFen).toBe(priced.totalFen);
          expect(priced.totalFen).toBeGreaterThanOrEqual(0);
          // Hints: the lowest unreached tier of each activity, and shipping only while it is charged.
          const hints = nextHint(priced);
          for (const hint of hints.fullAmount) {
            const activity = expected.activities.find((candidate) => candidate.id === hint.activityId);
            const lowest = activity?.statuses.find(([, status]) => status === 0)?.[0];
            expect([hint.amountFen, BigInt(hint.missingFen)]).toEqual([
              lowest,
              BigInt(lowest ?? 0) - (activity?.eligible ?? 0n),
            ]);
          }
          expect(hints.shipping === null).toBe(expected.fee === 0n);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 300_000);
});
