import {
  type CartLineInput,
  combinationSets,
  isPromotionRunning,
  type PromotionPrice,
  promotionQuota,
  type QuantityRule,
  selectedPromotion,
} from '@yaocai/domain';

/*
 * The quantity a cart line may hold, one rule for what the stepper offers (the wire's `quantity`) and what an
 * add or an edit may store: whole packages (zbz), at most the stock, and for a running flash sale at most what
 * the per-buyer limit leaves. The range itself is domain's `quantityRange`.
 */

/** The promotion a goods line names when it is running at `nowMs`; null otherwise. */
export function runningPromotionOf(line: CartLineInput, nowMs: number): PromotionPrice | null {
  if (line.kind !== 'goods') return null;
  const promotion = selectedPromotion(line);
  return promotion && isPromotionRunning(promotion, nowMs) ? promotion : null;
}

/**
 * Units of a running limited promotion this line may hold: the limit less what earlier orders took and what
 * the buyer's other lines of the same promotion hold. Infinity when the line takes no limited promotion.
 */
export function promotionRoom(line: CartLineInput, lines: readonly CartLineInput[], nowMs: number): number {
  const promotion = runningPromotionOf(line, nowMs);
  if (!promotion) return Number.POSITIVE_INFINITY;
  const quota = promotionQuota(promotion);
  if (quota === Number.POSITIVE_INFINITY) return quota;
  let others = 0;
  for (const other of lines) {
    if (other.id !== line.id && other.kind === 'goods' && other.selection.goodsPriceId === promotion.id)
      others += other.quantity;
  }
  return Math.max(0, quota - others);
}

/** `zbz` of the line's goods; a combination moves one set at a time. */
export function lineQuantityRule(
  line: CartLineInput,
  lines: readonly CartLineInput[],
  zbz: number,
  nowMs: number,
): QuantityRule {
  if (line.kind === 'combo') {
    return { step: 1, max: combinationSets(line.combo.parts) };
  }
  return { step: zbz, max: Math.min(line.goods.stock, promotionRoom(line, lines, nowMs)) };
}
