import { mayBuyGoods } from '../standing';
import type { CartPricingInput, ComboLineInput, GoodsLineInput, LineExclusion } from './types';

export const EXCLUSION_REASONS = {
  unselected: '未勾选',
  invalidQuantity: '购买数量无效',
  soldOut: '商品已售罄',
  shortOf: (stock: number) => `库存不足，最多可购${stock}`,
  partShort: (name: string) => `组合商品中「${name}」库存不足`,
} as const;

/** A cart quantity is a positive whole number of units (or sets). */
export const isQuantity = (quantity: number) => Number.isSafeInteger(quantity) && quantity > 0;

/**
 * Why a goods line is left out of the totals, the first reason in the order invalid quantity, not buyable, out
 * of stock, unselected (docs/pricing.md); null when it counts.
 */
export function goodsExclusion(line: GoodsLineInput, input: CartPricingInput): LineExclusion | null {
  if (!isQuantity(line.quantity))
    return { code: 'invalid_quantity', reason: EXCLUSION_REASONS.invalidQuantity };
  const may = mayBuyGoods(
    input.standing,
    line.goods.controlled,
    line.goods.scope,
    line.goods.regulatoryClass,
    line.goods.listed,
  );
  if (!may.mayBuy) return { code: 'not_buyable', reason: may.reason };
  if (line.goods.stock <= 0) return { code: 'out_of_stock', reason: EXCLUSION_REASONS.soldOut };
  if (line.quantity > line.goods.stock) {
    return { code: 'out_of_stock', reason: EXCLUSION_REASONS.shortOf(line.goods.stock) };
  }
  return line.selected ? null : { code: 'unselected', reason: EXCLUSION_REASONS.unselected };
}

/** The same for a combination: every part must be buyable and in stock for parts × sets. */
export function comboExclusion(line: ComboLineInput, input: CartPricingInput): LineExclusion | null {
  if (!isQuantity(line.quantity))
    return { code: 'invalid_quantity', reason: EXCLUSION_REASONS.invalidQuantity };
  if (!input.standing.mayBuy) return { code: 'not_buyable', reason: input.standing.reason };
  for (const part of line.combo.parts) {
    const may = mayBuyGoods(input.standing, part.controlled, part.scope, part.regulatoryClass, part.listed);
    if (!may.mayBuy)
      return { code: 'not_buyable', reason: `${part.name}：${may.reason}`, partGoodsId: part.goodsId };
  }
  for (const part of line.combo.parts) {
    if (part.quantity * line.quantity > part.stock) {
      return {
        code: 'combo_part_short',
        reason: EXCLUSION_REASONS.partShort(part.name),
        partGoodsId: part.goodsId,
      };
    }
  }
  return line.selected ? null : { code: 'unselected', reason: EXCLUSION_REASONS.unselected };
}
