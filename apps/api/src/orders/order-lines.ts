import { allocateProRata, type CouponQuote, type PricedCart } from '@yaocai/domain';
import { inArray } from 'drizzle-orm';
import type { LoadedCart } from '../cart';
import { goodsImageUrl } from '../catalogue';
import type { Executor } from '../db/client';
import { goods, type orderLines } from '../db/schema/index';
import { unitsByGoods } from './claims';

/*
 * The rows of `order_lines` for a priced cart: goods lines (split where some units took a promotion price, so
 * price × number = amount on every line), combination sets with their parts, and gifts. payable_fen is what the
 * line costs in money: after its 满减 and coupon shares (discount_fen) and what cash vouchers paid (cash_voucher_fen).
 */

type LineRow = typeof orderLines.$inferInsert;

/** The order's lines: goods lines (split where some units took a promotion price), combination sets with their parts, gifts. */
export async function lineRows(
  tx: Executor,
  loaded: LoadedCart,
  priced: PricedCart,
  coupon: CouponQuote | null,
  vouchers: ReadonlyMap<number, number>,
  orderId: number,
): Promise<LineRow[]> {
  const goodsIds = [...unitsByGoods(loaded, priced).keys()];
  const pzwh = new Map(
    (await tx.select({ id: goods.id, pzwh: goods.pzwh }).from(goods).where(inArray(goods.id, goodsIds))).map(
      (row) => [row.id, row.pzwh],
    ),
  );
  const describe = (goodsId: number) => {
    const shown = loaded.goods.get(goodsId);
    const gift = loaded.giftNames.get(goodsId);
    return {
      goodsId,
      name: shown?.name ?? gift?.name ?? '',
      sccj: shown?.sccj ?? '',
      ypgg: shown?.ypgg ?? '',
      bzdw: shown?.bzdw ?? gift?.bzdw ?? '',
      pzwh: pzwh.get(goodsId) ?? '',
      goodsImage: goodsImageUrl(goodsId),
    };
  };
  const rows: LineRow[] = [];
  for (const line of priced.lines) {
    const input = loaded.input.lines.find((candidate) => candidate.id === line.id);
    if (!input) continue;
    if (input.kind === 'combo') {
      const combo = loaded.combos.get(input.combo.id);
      rows.push({
        orderId,
        combinationId: input.combo.id,
        lineType: 3,
        name: combo?.name ?? '组合商品',
        number: line.quantity,
        priceFen: line.unitPriceFen,
        amountFen: line.amountFen,
        discountFen: line.discountFen,
        payableFen: line.payableFen - (vouchers.get(line.id) ?? 0),
        cashVoucherFen: vouchers.get(line.id) ?? 0,
      });
      // The parts carry the goods (stock, batches, trace codes); the set line carries the money.
      for (const part of input.combo.parts)
        rows.push({
          orderId,
          ...describe(part.goodsId),
          combinationId: input.combo.id,
          lineType: 3,
          number: part.quantity * line.quantity,
          priceFen: 0,
          amountFen: 0,
          discountFen: 0,
          payableFen: 0,
        });
      continue;
    }
    const shown = describe(input.goods.id);
    const promoUnits = line.promotion?.units ?? 0;
    if (promoUnits > 0 && line.promotion) {
      // Promotion-priced lines take no 满减 or coupon share, so each part is its units × its own price.
      const promoFen = line.promotion.priceFen * promoUnits;
      // The line's cash-voucher share split over its two parts by what each costs.
      const split = allocateProRata(vouchers.get(line.id) ?? 0, [
        { id: 0, amountFen: promoFen },
        { id: 1, amountFen: line.amountFen - promoFen },
      ]);
      const promoVoucher = split.get(0) ?? 0;
      const restVoucher = split.get(1) ?? 0;
      rows.push({
        orderId,
        ...shown,
        lineType: line.type,
        number: promoUnits,
        priceFen: line.promotion.priceFen,
        amountFen: promoFen,
        payableFen: promoFen - promoVoucher,
        cashVoucherFen: promoVoucher,
        promotionId: line.promotion.id,
        promotionUnits: promoUnits,
      });
      const rest = line.quantity - promoUnits;
      if (rest > 0)
        rows.push({
          orderId,
          ...shown,
          lineType: line.type,
          number: rest,
          priceFen: line.unitPriceFen,
          amountFen: line.amountFen - promoFen,
          payableFen: line.amountFen - promoFen - restVoucher,
          cashVoucherFen: restVoucher,
        });
      continue;
    }
    // The line's 全场94折 share, its 满减 share and its coupon share: what the invoice line takes off.
    const discountFen = line.storeWideFen + line.discountFen + (coupon?.allocation.get(line.id) ?? 0);
    const cashVoucherFen = vouchers.get(line.id) ?? 0;
    rows.push({
      orderId,
      ...shown,
      lineType: line.type,
      number: line.quantity,
      priceFen: line.unitPriceFen,
      amountFen: line.amountFen,
      discountFen,
      payableFen: line.amountFen - discountFen - cashVoucherFen,
      cashVoucherFen,
    });
  }
  for (const gift of priced.gifts) {
    if (gift.quantity === 0) continue;
    rows.push({
      orderId,
      ...describe(gift.goodsId),
      number: gift.quantity,
      priceFen: 0,
      amountFen: 0,
      payableFen: 0,
      isGift: true,
    });
  }
  return rows.map((row, sort) => ({ ...row, sort }));
}
