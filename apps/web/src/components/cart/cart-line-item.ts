import { type CartGift, type CartLine, ladderState, yuanToFen } from '@yaocai/domain';
import type { CartLineItem, CartPriceSource } from '@yaocai/ui';
import { goodsHref } from '../../data/use-goods';

/**
 * Which price the server's unit price is, for its label: 协议价 when the line takes the agreed price (is_yj),
 * 阶梯价 when the quantity reaches a tier of the goods' ladder (domain `ladderState`, the rule the server priced with).
 */
function priceSource(line: CartLine): CartPriceSource {
  if (line.is_yj === 1) return 'negotiated';
  const tiers = line.price_list.map((tier) => ({ minNumber: tier.number, priceFen: yuanToFen(tier.price) }));
  return ladderState(tiers, line.number, yuanToFen(line.price)).tiers.some((tier) => tier.current)
    ? 'ladder'
    : 'base';
}

/** A wire cart line (with the cart's gift lines) as the library's table shows it. */
export function toCartLineItem(line: CartLine, gifts: readonly CartGift[]): CartLineItem {
  const { goods, combination } = line;
  return {
    id: line.id,
    name: combination?.name ?? goods?.name ?? '',
    spec: goods?.ypgg,
    maker: goods?.sccj,
    unit: combination ? '套' : (goods?.bzdw ?? ''),
    imageSrc: goods?.goods_image[0] ?? combination?.parts[0]?.goods_image[0],
    // The link carries the line's price ids (spec §2), so the detail shows the price this line takes.
    href: goods
      ? goodsHref(goods.id, {
          goods_price_id: line.goods_price_id,
          ladder_price_id: line.ladder_price_id,
          goods_manjian_id: line.goods_manjian_id,
          is_yj: line.is_yj,
        })
      : undefined,
    price: line.price,
    priceSource: priceSource(line),
    promotion: line.promotion && {
      kind: line.promotion.kind,
      price: line.promotion.price,
      units: line.promotion.units,
      running: line.promotion.running === 1,
    },
    quantity: line.number,
    step: line.quantity.step,
    min: line.quantity.min,
    max: line.quantity.max,
    selected: line.is_selected === 1,
    // Forced unselected lines say why (spec §4); a line the buyer unticked is simply unticked.
    unavailableReason: line.exclusion && line.exclusion.code !== 'unselected' ? line.exclusion.reason : null,
    ladderNext: line.ladder_next,
    freeShippingMissing: line.free_shipping_missing,
    amount: line.amount,
    discountShare: line.goods_manjian_amount,
    gifts: gifts
      .filter((gift) => gift.for_line_id === line.id)
      .map((gift) => ({ name: gift.name, number: gift.number, unit: gift.bzdw })),
    parts: combination?.parts.map((part) => ({
      name: part.name,
      spec: part.ypgg,
      maker: part.sccj,
      units: part.number,
      unit: part.bzdw,
      imageSrc: part.goods_image[0],
    })),
  };
}
