import { formatYuan } from '@yaocai/domain/print';
import { Prices, PriceTag, UnitPrice } from './CartLine.styles';
import type { CartLineItem, CartPriceSource } from './types';

const sourceLabels: Record<CartPriceSource, string | null> = {
  base: null,
  ladder: '阶梯价',
  negotiated: '协议价',
};

const promotionLabels = { spike: '秒杀价', everyday: '每日特价' } as const;

/**
 * The unit-price cell: the promotion price and how many units got it, then the normal unit price
 * labelled by where it comes from. A promotion that is not running says the normal price applies.
 * Exported for read-only line tables (the order confirmation): every unit price there is the one charged.
 */
export function CartLinePrice({ line }: { line: CartLineItem }) {
  const { promotion } = line;
  const sourceLabel = sourceLabels[line.priceSource ?? 'base'];
  const promotionCoversAll = promotion?.running && promotion.units >= line.quantity;
  return (
    <Prices>
      {promotion?.running && (
        <UnitPrice>
          <PriceTag>{promotionLabels[promotion.kind]}</PriceTag>
          {formatYuan(promotion.price)}
          {!promotionCoversAll && `（${promotion.units}${line.unit}）`}
        </UnitPrice>
      )}
      {promotion && !promotion.running && (
        <span>{promotionLabels[promotion.kind]}活动未在进行，按原价计</span>
      )}
      {!promotionCoversAll && (
        <UnitPrice $plain={Boolean(promotion?.running)}>
          {sourceLabel && <PriceTag $quiet>{sourceLabel}</PriceTag>}
          {promotion?.running && '其余 '}
          {formatYuan(line.price)}
        </UnitPrice>
      )}
    </Prices>
  );
}
