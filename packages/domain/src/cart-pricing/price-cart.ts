import { isPromotionRunning } from '../flash-sale';
import { type Fen, lineAmount } from '../money';
import { fullAmountTiers, missingForFreeShipping } from '../pricing';
import { allocateProRata } from './allocate';
import { comboExclusion, goodsExclusion, isQuantity } from './exclusions';
import { giftLines } from './gifts';
import { priceShipping, type ShippedLine } from './shipping';
import { lineMayTake } from './stacking';
import { applyStoreWide } from './store-wide';
import type {
  CartPricingInput,
  ComboLineInput,
  FullAmountActivity,
  GoodsLineInput,
  LineExclusion,
  PricedActivity,
  PricedCart,
  PricedLine,
} from './types';
import { normalUnitPrice, promotionQuota, selectedPromotion } from './unit-price';

/**
 * Units × a unit price that must not be negative. A negative price in the tables is corrupt data: refusing to
 * price beats paying the buyer, and the database keeps goods prices ≥ 0 already.
 */
function chargeFor(unitPriceFen: Fen, units: number): Fen {
  if (unitPriceFen < 0) throw new RangeError(`价格不能为负: ${unitPriceFen}`);
  return lineAmount(unitPriceFen, units);
}

/** Lines that will be counted take a promotion's per-buyer quota first, then the rest, each in id order. */
function quotaOrder(lines: readonly GoodsLineInput[], counted: ReadonlySet<number>): GoodsLineInput[] {
  return [...lines].sort((a, b) => Number(counted.has(b.id)) - Number(counted.has(a.id)) || a.id - b.id);
}

/** Activities with their covered goods as a set: a cart asks about every line. */
interface CoveringActivity {
  id: number;
  covers: (goodsId: number) => boolean;
}

function coveringActivities(activities: readonly FullAmountActivity[]): CoveringActivity[] {
  return activities.map(({ id, goodsIds }) => {
    if (goodsIds === 'all') return { id, covers: () => true };
    const covered = new Set(goodsIds);
    return { id, covers: (goodsId: number) => covered.has(goodsId) };
  });
}

/** The activity a line joins: the one its goods_manjian_id names if that covers the goods, else the first. */
function activityFor(line: GoodsLineInput, activities: readonly CoveringActivity[]): number | undefined {
  const goodsId = line.goods.id;
  const chosen = line.selection.goodsManjianId;
  const named = chosen !== 0 ? activities.find((activity) => activity.id === chosen) : undefined;
  if (named?.covers(goodsId)) return named.id;
  return activities.find((activity) => activity.covers(goodsId))?.id;
}

function pricedGoodsLine(
  line: GoodsLineInput,
  exclusion: LineExclusion | null,
  quotaLeft: Map<number, number>,
  now: number,
): PricedLine {
  const normal = normalUnitPrice(line);
  const quantity = isQuantity(line.quantity) ? line.quantity : 0;
  const chosen = selectedPromotion(line);
  let promotion: PricedLine['promotion'] = null;
  let promoUnits = 0;
  let promoPriceFen = 0;
  if (chosen) {
    const running = isPromotionRunning(chosen, now);
    // Choosing a promotion never costs more than not choosing it.
    promoPriceFen = Math.min(chosen.priceFen, normal.unitPriceFen);
    if (running) {
      const left = quotaLeft.get(chosen.id) ?? promotionQuota(chosen);
      promoUnits = Math.min(quantity, left);
      quotaLeft.set(chosen.id, left - promoUnits);
    }
    promotion = { id: chosen.id, kind: chosen.kind, priceFen: promoPriceFen, units: promoUnits, running };
  }
  const amountFen =
    chargeFor(promoPriceFen, promoUnits) + chargeFor(normal.unitPriceFen, quantity - promoUnits);
  return {
    id: line.id,
    kind: 'goods',
    type: chosen?.kind === 'spike' ? 1 : 0,
    quantity: line.quantity,
    counted: exclusion === null,
    exclusion,
    unitPriceFen: normal.unitPriceFen,
    source: normal.source,
    ladder: normal.ladder,
    promotion,
    amountFen,
    storeWideFen: 0,
    fullAmountActivityId: null,
    discountFen: 0,
    payableFen: amountFen,
    freeShippingMissing: line.goods.isDpby ? missingForFreeShipping(line.goods.qgNumber, quantity) : null,
  };
}

function pricedComboLine(line: ComboLineInput, exclusion: LineExclusion | null): PricedLine {
  const quantity = isQuantity(line.quantity) ? line.quantity : 0;
  const amountFen = chargeFor(line.combo.priceFen, quantity);
  return {
    id: line.id,
    kind: 'combo',
    type: 3,
    quantity: line.quantity,
    counted: exclusion === null,
    exclusion,
    unitPriceFen: line.combo.priceFen,
    source: 'combo',
    ladder: null,
    promotion: null,
    amountFen,
    storeWideFen: 0,
    fullAmountActivityId: null,
    discountFen: 0,
    payableFen: amountFen,
    freeShippingMissing: null,
  };
}

/**
 * Prices a cart at `now` (epoch ms): the only place a price is computed (DESIGN.md). Lines keep their input
 * order; totals count only selected lines that may be bought and are in stock. Decisions: docs/pricing.md.
 */
export function priceCart(input: CartPricingInput, now: number): PricedCart {
  const exclusions = new Map<number, LineExclusion | null>();
  const goodsLines: GoodsLineInput[] = [];
  for (const line of input.lines) {
    if (line.kind === 'goods') {
      exclusions.set(line.id, goodsExclusion(line, input));
      goodsLines.push(line);
    } else {
      exclusions.set(line.id, comboExclusion(line, input));
    }
  }
  const countedIds = new Set([...exclusions].filter(([, exclusion]) => exclusion === null).map(([id]) => id));

  const priced = new Map<number, PricedLine>();
  const quotaLeft = new Map<number, number>();
  for (const line of quotaOrder(goodsLines, countedIds)) {
    priced.set(line.id, pricedGoodsLine(line, exclusions.get(line.id) ?? null, quotaLeft, now));
  }
  const lines = input.lines.map((line) =>
    line.kind === 'goods'
      ? (priced.get(line.id) as PricedLine)
      : pricedComboLine(line, exclusions.get(line.id) ?? null),
  );

  // 全场94折 first: 满减 and the coupon count what the line costs after it (docs/pricing.md "Stacking").
  const storeWide = applyStoreWide(input.storeWide, goodsLines, priced, now);

  const members = new Map<number, PricedLine[]>();
  const covering = coveringActivities(input.fullAmountActivities);
  for (const line of goodsLines) {
    const pricedLine = priced.get(line.id) as PricedLine;
    // The stacking matrix: promotion-priced units are already a discount, such lines stay out of 满减.
    if (!pricedLine.counted || !line.goods.withCoupon || !lineMayTake(pricedLine, 'fullAmount')) continue;
    const activityId = activityFor(line, covering);
    if (activityId === undefined) continue;
    pricedLine.fullAmountActivityId = activityId;
    const joined = members.get(activityId);
    if (joined) joined.push(pricedLine);
    else members.set(activityId, [pricedLine]);
  }

  const activities: PricedActivity[] = input.fullAmountActivities.map((activity) => {
    const joined = members.get(activity.id) ?? [];
    const weights = joined.map((line) => ({ id: line.id, amountFen: line.amountFen - line.storeWideFen }));
    let eligibleTotalFen = 0;
    for (const line of weights) eligibleTotalFen += line.amountFen;
    const tiers = fullAmountTiers(activity.tiers, eligibleTotalFen);
    let reduction = 0;
    for (const tier of tiers) if (tier.status === 1) reduction = Math.max(reduction, tier.reductionFen);
    const discountFen = Math.min(reduction, eligibleTotalFen);
    const shares = allocateProRata(discountFen, weights);
    for (const line of joined) {
      line.discountFen = shares.get(line.id) ?? 0;
      line.payableFen = line.amountFen - line.storeWideFen - line.discountFen;
    }
    return { id: activity.id, title: activity.title, eligibleTotalFen, tiers, discountFen };
  });

  let goodsTotalFen: Fen = 0;
  let storeWideFen: Fen = 0;
  let discountFen: Fen = 0;
  const shipped: ShippedLine[] = [];
  input.lines.forEach((line, index) => {
    const pricedLine = lines[index] as PricedLine;
    if (!pricedLine.counted) return;
    goodsTotalFen += pricedLine.amountFen;
    storeWideFen += pricedLine.storeWideFen;
    discountFen += pricedLine.discountFen;
    shipped.push({ quantity: line.quantity, goods: line.kind === 'goods' ? line.goods : null });
  });
  const countedGoods = goodsLines.filter((line) => countedIds.has(line.id)).sort((a, b) => a.id - b.id);
  const shipping = priceShipping(input.shipping, shipped, goodsTotalFen - storeWideFen - discountFen);
  return {
    lines,
    gifts: giftLines(countedGoods),
    activities,
    shipping,
    goodsTotalFen,
    storeWide,
    storeWideFen,
    discountFen,
    totalFen: goodsTotalFen - storeWideFen - discountFen + shipping.feeFen,
    countedLines: countedIds.size,
  };
}
