import type { GiftLine, GoodsLineInput } from './types';

/**
 * Gifts (buy N get M) of the counted goods lines, given in the order of `counted` (priceCart: line id). A gift comes out of the gift goods' stock
 * left after what the cart buys of that goods (so a same-goods gift, type 1, never eats into the units the
 * buyer pays for), shared by every line giving it. Gifts beyond that stock are not given (`earned` keeps what
 * the rule grants); a line that gets none has no gift line.
 */
export function giftLines(counted: readonly GoodsLineInput[]): GiftLine[] {
  const remaining = new Map<number, number>();
  const bought = new Map<number, number>();
  for (const line of counted) bought.set(line.goods.id, (bought.get(line.goods.id) ?? 0) + line.quantity);
  const gifts: GiftLine[] = [];
  for (const line of counted) {
    const rule = line.goods.gift;
    if (rule === null || rule.buy < 1 || rule.get < 1) continue;
    const stock =
      remaining.get(rule.giftGoodsId) ?? Math.max(rule.giftStock - (bought.get(rule.giftGoodsId) ?? 0), 0);
    const earned = Math.floor(line.quantity / rule.buy) * rule.get;
    const quantity = Math.min(earned, stock);
    remaining.set(rule.giftGoodsId, stock - quantity);
    if (quantity > 0) {
      gifts.push({
        forLineId: line.id,
        goodsId: rule.giftGoodsId,
        quantity,
        amountFen: 0,
        gift: true,
        type: rule.type,
        earned,
      });
    }
  }
  return gifts;
}
