import { allocateProRata, type CouponQuote, type PricedCart } from '@yaocai/domain';
import { inArray, sql } from 'drizzle-orm';
import type { LoadedCart } from '../cart';
import { goodsImageUrl } from '../catalogue';
import type { Executor } from '../db/client';
import { goods, type orderLines } from '../db/schema/index';
import { unitsByGoods } from './claims';

/*
 * The rows of `order_lines` for a priced cart: goods lines (split where some units took a promotion price, so
 * price × number = amount on every line), combination sets with their parts, and gifts. payable_fen is what the
 * line costs in money: after its 满减 and coupon shares (discount_fen) and what cash vouchers paid (cash_voucher_fen).
 * Ids are drawn from the table's sequence first, so a gift names the line that earned it (gift_of_line_id, with the
 * rule: docs/after-sales.md "Gifts") and the rest-price part of a split line names its promotion part in the same
 * insert; ids rise with `sort`, so a trigger line is always locked before its gift.
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
  /** The first row each priced goods line wrote: what its gifts and its split rest part point at. */
  const firstRowOf = new Map<number, LineRow>();
  /** Links between rows, made ids once the rows have theirs. */
  const links: Link[] = [];
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
      const promoRow: LineRow = {
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
      };
      rows.push(promoRow);
      firstRowOf.set(line.id, promoRow);
      const rest = line.quantity - promoUnits;
      if (rest > 0) {
        const restRow: LineRow = {
          orderId,
          ...shown,
          lineType: line.type,
          number: rest,
          priceFen: line.unitPriceFen,
          amountFen: line.amountFen - promoFen,
          payableFen: line.amountFen - promoFen - restVoucher,
          cashVoucherFen: restVoucher,
        };
        rows.push(restRow);
        links.push({ from: restRow, to: promoRow, column: 'splitOfLineId' });
      }
      continue;
    }
    // The line's 全场94折 share, its 满减 share and its coupon share: what the invoice line takes off.
    const discountFen = line.storeWideFen + line.discountFen + (coupon?.allocation.get(line.id) ?? 0);
    const cashVoucherFen = vouchers.get(line.id) ?? 0;
    const row: LineRow = {
      orderId,
      ...shown,
      lineType: line.type,
      number: line.quantity,
      priceFen: line.unitPriceFen,
      amountFen: line.amountFen,
      discountFen,
      payableFen: line.amountFen - discountFen - cashVoucherFen,
      cashVoucherFen,
    };
    rows.push(row);
    firstRowOf.set(line.id, row);
  }
  for (const gift of priced.gifts) {
    if (gift.quantity === 0) continue;
    const input = loaded.input.lines.find((candidate) => candidate.id === gift.forLineId);
    const rule = input?.kind === 'goods' ? input.goods.gift : null;
    const trigger = firstRowOf.get(gift.forLineId);
    const row: LineRow = {
      orderId,
      ...describe(gift.goodsId),
      number: gift.quantity,
      priceFen: 0,
      amountFen: 0,
      payableFen: 0,
      isGift: true,
    };
    rows.push(row);
    if (rule && trigger) {
      row.giftBuy = rule.buy;
      row.giftGet = rule.get;
      links.push({ from: row, to: trigger, column: 'giftOfLineId' });
    }
  }
  return numbered(tx, rows, links);
}

interface Link {
  from: LineRow;
  to: LineRow;
  column: 'giftOfLineId' | 'splitOfLineId';
}

/**
 * Gives each row its id from the table's sequence (ascending with `sort`) and turns the links written as rows
 * (a gift's trigger, a split part's promotion part) into those ids, before the one insert.
 */
async function numbered(tx: Executor, rows: LineRow[], links: readonly Link[]): Promise<LineRow[]> {
  const drawn = await tx.execute<{ id: number }>(sql`
    SELECT nextval(pg_get_serial_sequence('order_lines', 'id'))::int AS id FROM generate_series(1, ${rows.length})`);
  const ids = drawn.rows.map((row) => row.id).sort((a, b) => a - b);
  rows.forEach((row, sort) => {
    row.id = ids[sort];
    row.sort = sort;
  });
  for (const link of links) link.from[link.column] = link.to.id;
  return rows;
}
