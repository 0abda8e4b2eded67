import {
  type CartLine,
  type CartLineInput,
  type Combination,
  combinationSeparateFen,
  combinationSets,
  fenToYuan,
  type PricedCart,
  type PricedLine,
  quantityRange,
} from '@yaocai/domain';
import { flag, goodsImageUrl } from '../catalogue';
import { lineQuantityRule } from './line-rule';
import type { CartRow, LoadedCart } from './pricing-input';

/* A priced cart's lines on the wire (packages/domain/src/contracts/cart.ts); wire.ts puts the rest around them. */

function combinationOf(loaded: LoadedCart, combinationId: number): Combination | null {
  const combo = loaded.combos.get(combinationId);
  if (!combo) return null;
  const found = combo.parts.flatMap((part) => {
    const goods = loaded.goods.get(part.goodsId);
    return goods ? [{ goods, quantity: part.number, priceFen: goods.priceFen, stock: goods.stock }] : [];
  });
  const parts = found.map(({ goods, quantity }) => ({
    goods_id: goods.id,
    name: goods.name,
    sccj: goods.sccj,
    ypgg: goods.ypgg,
    bzdw: goods.bzdw,
    goods_image: [goodsImageUrl(goods.id)],
    number: quantity,
    price: fenToYuan(goods.priceFen),
  }));
  return {
    id: combo.id,
    name: combo.name,
    price: fenToYuan(combo.priceFen),
    original_price: fenToYuan(combinationSeparateFen(found)),
    parts,
    stock: combinationSets(found),
  };
}

function toLine(
  loaded: LoadedCart,
  priced: PricedCart,
  row: CartRow,
  input: CartLineInput | undefined,
  line: PricedLine,
  nowMs: number,
): CartLine {
  const goods = row.goodsId === null ? undefined : loaded.goods.get(row.goodsId);
  const zbz = goods?.zbz ?? 1;
  const range = input ? quantityRange(lineQuantityRule(input, loaded.input.lines, zbz, nowMs)) : null;
  const gift = priced.gifts.find((candidate) => candidate.forLineId === line.id);
  const notBuyable = line.exclusion?.code === 'not_buyable';
  return {
    id: line.id,
    type: line.type,
    is_combination: flag(line.kind === 'combo'),
    goods: goods
      ? {
          id: goods.id,
          name: goods.name,
          sccj: goods.sccj,
          ypgg: goods.ypgg,
          bzdw: goods.bzdw,
          zbz: goods.zbz,
          ck_id: row.ckId,
          goods_image: [goodsImageUrl(goods.id)],
          number: goods.stock,
        }
      : null,
    combination: row.combinationId === null ? null : combinationOf(loaded, row.combinationId),
    price: fenToYuan(line.unitPriceFen),
    number: line.quantity,
    goods_price_id: row.goodsPriceId,
    ladder_price_id: row.ladderPriceId,
    goods_manjian_id: row.goodsManjianId,
    is_yj: row.isYj,
    // Forced unselected (spec §4) when the line cannot be bought or lacks stock, whatever is stored.
    is_selected: flag(line.counted),
    goods_type: flag(goods?.isSelfOperated ?? false),
    goods_manjian_amount: fenToYuan(line.discountFen),
    store_wide_amount: fenToYuan(line.storeWideFen),
    with_coupon: flag(input?.kind === 'goods' && input.goods.withCoupon),
    gift_data: gift ? { total: gift.quantity, type: gift.type } : null,
    price_list: (row.goodsId === null ? [] : (loaded.ladders.get(row.goodsId) ?? [])).map((tier) => ({
      number: tier.minNumber,
      price: fenToYuan(tier.priceFen),
    })),
    promotion: line.promotion
      ? {
          id: line.promotion.id,
          kind: line.promotion.kind,
          price: fenToYuan(line.promotion.priceFen),
          units: line.promotion.units,
          running: flag(line.promotion.running),
        }
      : null,
    amount: fenToYuan(line.amountFen),
    payable: fenToYuan(line.payableFen),
    counted: flag(line.counted),
    exclusion: line.exclusion ? { code: line.exclusion.code, reason: line.exclusion.reason } : null,
    is_buy: flag(!notBuyable),
    buy_reason: notBuyable ? (line.exclusion?.reason ?? '') : '',
    quantity: range
      ? { step: range.step, min: range.min, max: range.max }
      : { step: Math.max(zbz, 1), min: Math.max(zbz, 1), max: 0 },
    ladder_next: line.ladder?.next
      ? { missing: line.ladder.next.missing, price: fenToYuan(line.ladder.next.priceFen) }
      : null,
    free_shipping_missing: line.freeShippingMissing,
  };
}

/** The wire lines of a priced cart, in the engine's order. */
export function toLines(loaded: LoadedCart, priced: PricedCart, nowMs: number): CartLine[] {
  const rows = new Map(loaded.rows.map((row) => [row.id, row]));
  const inputs = new Map(loaded.input.lines.map((line) => [line.id, line]));
  return priced.lines.flatMap((line) => {
    const row = rows.get(line.id);
    return row ? [toLine(loaded, priced, row, inputs.get(line.id), line, nowMs)] : [];
  });
}
