import { CART_LINES_MAX, type CartAddEntry, priceCart, quantityRange } from '@yaocai/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type BuyerRecord, loadGoodsForBuyer } from '../catalogue';
import type { Executor } from '../db/client';
import {
  cartItems,
  combinations,
  fullAmountActivities,
  fullAmountGoods,
  negotiatedPrices,
} from '../db/schema/index';
import { fieldRefused } from '../lib/errors';
import { cartLineCount } from './cart-reads';
import { lineQuantityRule, promotionRoom } from './line-rule';
import { type CartRow, loadCartPricing } from './pricing-input';

/*
 * Putting units into a cart line: POST /api/cart, quick add, edit and copy to another store all come here.
 * The line is merged with INSERT … ON CONFLICT ON CONSTRAINT cart_items_line (concurrent adds of the same thing
 * meet on the row lock and add up, never two rows), then the resulting line is checked against the buyer's
 * standing, the stock, the package step and a flash sale's per-buyer limit. A violation throws, and the
 * caller's transaction (or savepoint) rolls the change back: a refused quantity changes nothing.
 */

export const ADD_REASONS = {
  goodsMissing: '商品不存在',
  comboEnded: '组合活动已结束',
  promotionEnded: '活动已结束',
  spikeEnded: '秒杀活动已结束',
  noNegotiatedPrice: '该商品暂无议价',
  manjianEnded: '满减活动已结束',
  soldOut: '商品已售罄',
  shortOf: (max: number) => `库存不足，最多可购${max}`,
  overLimit: (max: number) => `超出限购数量，最多可购${max}`,
  step: (step: number) => `购买数量须为中包装${step}的整数倍`,
  cartFull: `购物车最多${CART_LINES_MAX}个商品`,
} as const;

/** A line as stored, less its quantity and selection: the add entry with its defaults filled in and its type settled. */
type LineKey = Omit<CartRow, 'id' | 'number' | 'isSelected'>;

/** Checks what the entry names exists and runs now; the line's type follows from its promotion. */
async function resolveEntry(
  tx: Executor,
  buyer: BuyerRecord,
  entry: CartAddEntry,
  nowMs: number,
): Promise<{ key: LineKey; number: number }> {
  const now = new Date(nowMs);
  if (entry.type === 3) {
    const combinationId = entry.combination_id as number;
    const [combo] = await tx
      .select({ id: combinations.id })
      .from(combinations)
      .where(
        and(
          eq(combinations.id, combinationId),
          lte(combinations.startsAt, now),
          gt(combinations.endsAt, now),
        ),
      );
    if (!combo) throw fieldRefused('combination_id', ADD_REASONS.comboEnded);
    return {
      key: {
        type: 3,
        goodsId: null,
        combinationId,
        goodsPriceId: 0,
        ladderPriceId: 0,
        goodsManjianId: 0,
        isYj: 0,
        ckId: entry.ck_id,
      },
      number: entry.number ?? 1,
    };
  }
  const goodsId = entry.goods_id as number;
  const [goods] = await loadGoodsForBuyer(tx, [goodsId], buyer, nowMs);
  if (!goods) throw fieldRefused('goods_id', ADD_REASONS.goodsMissing);
  let type: 0 | 1 = 0;
  if (entry.goods_price_id !== 0) {
    // loadGoodsForBuyer lists only the promotions running now.
    const promotion = goods.promotions.find((candidate) => candidate.promotionId === entry.goods_price_id);
    if (!promotion) throw fieldRefused('goods_price_id', ADD_REASONS.promotionEnded);
    type = promotion.kind === 'spike' ? 1 : 0;
  }
  if (entry.type === 1 && type !== 1) throw fieldRefused('goods_price_id', ADD_REASONS.spikeEnded);
  if (entry.is_yj === 1) {
    const [agreed] = buyer.company
      ? await tx
          .select({ priceFen: negotiatedPrices.priceFen })
          .from(negotiatedPrices)
          .where(and(eq(negotiatedPrices.companyId, buyer.company.id), eq(negotiatedPrices.goodsId, goodsId)))
      : [];
    if (!agreed) throw fieldRefused('is_yj', ADD_REASONS.noNegotiatedPrice);
  }
  if (entry.goods_manjian_id !== 0) {
    const [activity] = await tx
      .select({ id: fullAmountActivities.id })
      .from(fullAmountActivities)
      .leftJoin(
        fullAmountGoods,
        and(eq(fullAmountGoods.activityId, fullAmountActivities.id), eq(fullAmountGoods.goodsId, goodsId)),
      )
      .where(
        and(
          eq(fullAmountActivities.id, entry.goods_manjian_id),
          lte(fullAmountActivities.startsAt, now),
          gt(fullAmountActivities.endsAt, now),
          sql`(${fullAmountActivities.allGoods} OR ${fullAmountGoods.goodsId} IS NOT NULL)`,
        ),
      );
    if (!activity) throw fieldRefused('goods_manjian_id', ADD_REASONS.manjianEnded);
  }
  return {
    key: {
      type,
      goodsId,
      combinationId: null,
      goodsPriceId: entry.goods_price_id,
      ladderPriceId: entry.ladder_price_id,
      goodsManjianId: entry.goods_manjian_id,
      isYj: entry.is_yj,
      ckId: entry.ck_id,
    },
    // The default is one middle package (spec §3 cart add entry).
    number: entry.number ?? goods.zbz,
  };
}

/**
 * Whether the stored line `lineId` may hold its quantity now; throws the Chinese reason (on `field`) when not.
 * The line is priced with its siblings (the buyer's other lines of the same goods or combination: a flash
 * sale's limit is shared between them) by `priceCart`, whose exclusions say whether it may be bought.
 */
export async function assertLineOrderable(
  tx: Executor,
  buyer: BuyerRecord,
  lineId: number,
  nowMs: number,
  field = 'number',
): Promise<void> {
  const [row] = await tx
    .select({ goodsId: cartItems.goodsId, combinationId: cartItems.combinationId })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, buyer.userId)));
  if (!row) throw fieldRefused(field, ADD_REASONS.goodsMissing);
  const siblings = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, buyer.userId),
        row.goodsId === null
          ? eq(cartItems.combinationId, row.combinationId as number)
          : eq(cartItems.goodsId, row.goodsId),
      ),
    );
  const loaded = await loadCartPricing(
    tx,
    buyer,
    nowMs,
    siblings.map((sibling) => sibling.id),
  );
  const priced = priceCart(loaded.input, nowMs);
  const line = priced.lines.find((candidate) => candidate.id === lineId);
  const input = loaded.input.lines.find((candidate) => candidate.id === lineId);
  if (!line || !input) throw fieldRefused(field, ADD_REASONS.goodsMissing);
  const code = line.exclusion?.code;
  if (code === 'not_buyable' || code === 'combo_part_short' || code === 'invalid_quantity')
    throw fieldRefused(field, line.exclusion?.reason ?? '');
  const zbz = row.goodsId === null ? 1 : (loaded.goods.get(row.goodsId)?.zbz ?? 1);
  const rule = lineQuantityRule(input, loaded.input.lines, zbz, nowMs);
  const range = quantityRange(rule);
  if (!range) {
    const room = promotionRoom(input, loaded.input.lines, nowMs);
    throw fieldRefused(
      field,
      input.kind === 'goods' && room < input.goods.stock ? ADD_REASONS.overLimit(0) : ADD_REASONS.soldOut,
    );
  }
  if (line.quantity > range.max) {
    const limited =
      input.kind === 'goods' && promotionRoom(input, loaded.input.lines, nowMs) < input.goods.stock;
    throw fieldRefused(field, limited ? ADD_REASONS.overLimit(range.max) : ADD_REASONS.shortOf(range.max));
  }
  if (line.quantity % range.step !== 0) throw fieldRefused(field, ADD_REASONS.step(range.step));
}

/**
 * Adds one entry to `buyer`'s cart inside `tx` (the caller's transaction or savepoint): merges it into its
 * line and checks the result. Returns the line and its quantity after the add; throws when refused.
 */
export async function addEntry(
  tx: Executor,
  buyer: BuyerRecord,
  entry: CartAddEntry,
  nowMs: number,
  numberField = 'number',
): Promise<{ lineId: number; number: number }> {
  if (!buyer.standing.mayBuy) throw fieldRefused('goods_id', buyer.standing.reason);
  const { key, number } = await resolveEntry(tx, buyer, entry, nowMs);
  const result = await tx.execute<{ id: number; number: number; inserted: boolean }>(sql`
    INSERT INTO cart_items
      (user_id, type, goods_id, combination_id, goods_price_id, ladder_price_id, goods_manjian_id, is_yj, ck_id, number)
    VALUES (${buyer.userId}, ${key.type}, ${key.goodsId}, ${key.combinationId}, ${key.goodsPriceId},
      ${key.ladderPriceId}, ${key.goodsManjianId}, ${key.isYj}, ${key.ckId}, ${number})
    ON CONFLICT ON CONSTRAINT cart_items_line DO UPDATE SET
      -- Capped at int4: an absurd sum is then refused as beyond stock instead of failing as an overflow.
      number = least(cart_items.number::bigint + excluded.number, 2147483647)::integer,
      ladder_price_id = excluded.ladder_price_id,
      ck_id = excluded.ck_id,
      is_selected = 1,
      updated_at = now()
    RETURNING id, number, (xmax = 0) AS inserted`);
  const [line] = result.rows;
  if (!line) throw fieldRefused(numberField, ADD_REASONS.goodsMissing);
  if (line.inserted) {
    if ((await cartLineCount(tx, buyer.userId)) > CART_LINES_MAX)
      throw fieldRefused('goods_id', ADD_REASONS.cartFull);
  }
  await assertLineOrderable(tx, buyer, line.id, nowMs, numberField);
  return { lineId: line.id, number: line.number };
}
