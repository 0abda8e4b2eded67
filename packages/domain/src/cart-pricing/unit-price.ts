import type { Fen } from '../money';
import { type LadderState, ladderState } from '../pricing';
import type { GoodsLineInput, GoodsPricingFacts, PriceSelection, PriceSource, PromotionPrice } from './types';

/** What the normal unit price reads of a line (the cart's lines, and one unit priced for a buyer's alert). */
export interface NormalPriceLine {
  quantity: number;
  selection: Pick<PriceSelection, 'isYj'>;
  goods: Pick<GoodsPricingFacts, 'priceFen' | 'ladder' | 'negotiatedPriceFen'>;
}

export interface NormalPrice {
  unitPriceFen: Fen;
  source: PriceSource;
  ladder: LadderState | null;
}

/**
 * The unit price of a goods line's units that are not at a promotion price: the buyer's negotiated price when
 * the line carries is_yj and one is agreed (it replaces list and ladder, being a contract price), else the
 * highest ladder tier the line's quantity reaches, else the goods' price.
 */
export function normalUnitPrice(line: NormalPriceLine): NormalPrice {
  const { goods } = line;
  if (line.selection.isYj === 1 && goods.negotiatedPriceFen !== null) {
    return { unitPriceFen: goods.negotiatedPriceFen, source: 'negotiated', ladder: null };
  }
  if (goods.ladder.length === 0) return { unitPriceFen: goods.priceFen, source: 'base', ladder: null };
  const ladder = ladderState(goods.ladder, Math.max(line.quantity, 0), goods.priceFen);
  const reached = ladder.tiers.some((tier) => tier.current);
  return { unitPriceFen: ladder.unitPriceFen, source: reached ? 'ladder' : 'base', ladder };
}

/** The promotion a line's goods_price_id names among its goods' promotions; null for 0 or an unknown id. */
export function selectedPromotion(line: GoodsLineInput): PromotionPrice | null {
  const id = line.selection.goodsPriceId;
  if (id === 0) return null;
  return line.goods.promotions.find((promotion) => promotion.id === id) ?? null;
}

/**
 * Units of a promotion this buyer may still take at its price, before this cart's lines: the per-buyer limit
 * less what earlier orders took. Infinity without a limit.
 */
export function promotionQuota(promotion: PromotionPrice): number {
  if (promotion.limitPerBuyer <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, promotion.limitPerBuyer - Math.max(promotion.boughtByBuyer, 0));
}
