import type { FullAmountActivity, RegulatoryClass, ScopeCategory } from '@yaocai/domain';
import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BuyerRecord } from '../catalogue';
import type { Executor } from '../db/client';
import {
  cartItems,
  combinationParts,
  combinations,
  fullAmountActivities,
  fullAmountGoods,
  fullAmountTiers,
  giftRules,
  goods,
  manufacturers,
  negotiatedPrices,
} from '../db/schema/index';

/*
 * The statements of a cart read (`loadCartPricing` in pricing-input.ts puts their rows together): each reads the
 * tables in the caller's transaction. A round trip per statement is what a cart read costs, so the lines come
 * with their goods, gift rule and agreed price in one.
 */

/** How many lines the buyer's cart holds: the header badge, GET /api/cart/total and the cart's size limit. */
export async function cartLineCount(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** A stored cart line (cart_items). */
export interface CartRow {
  id: number;
  type: 0 | 1 | 3;
  goodsId: number | null;
  combinationId: number | null;
  goodsPriceId: number;
  ladderPriceId: number;
  goodsManjianId: number;
  isYj: 0 | 1;
  ckId: number;
  number: number;
  isSelected: 0 | 1;
}

/** What the wire shows of a goods (cart lines and combination parts). */
export interface GoodsDisplay {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  zbz: number;
  stock: number;
  priceFen: number;
  isSelfOperated: boolean;
}

export interface ComboDisplay {
  id: number;
  name: string;
  priceFen: number;
  parts: { goodsId: number; number: number }[];
}

const cartRowColumns = {
  id: cartItems.id,
  type: cartItems.type,
  goodsId: cartItems.goodsId,
  combinationId: cartItems.combinationId,
  goodsPriceId: cartItems.goodsPriceId,
  ladderPriceId: cartItems.ladderPriceId,
  goodsManjianId: cartItems.goodsManjianId,
  isYj: cartItems.isYj,
  ckId: cartItems.ckId,
  number: cartItems.number,
  isSelected: cartItems.isSelected,
};

/** What the wire shows and `priceCart` reads of a goods, besides ladder, promotions and gifts. */
const goodsColumns = {
  id: goods.id,
  name: goods.name,
  sccj: manufacturers.name,
  ypgg: goods.ypgg,
  bzdw: goods.bzdw,
  zbz: goods.zbz,
  stock: goods.stock,
  priceFen: goods.priceFen,
  isSelfOperated: goods.isSelfOperated,
  isDpby: goods.isDpby,
  qgNumber: goods.qgNumber,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
  isControlled: goods.isControlled,
  withCoupon: goods.withCoupon,
  scopeCategory: goods.scopeCategory,
  regulatoryClass: goods.regulatoryClass,
  listed: goods.listed,
};
export type GoodsFacts = GoodsDisplay & {
  isDpby: boolean;
  qgNumber: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  isControlled: boolean;
  /** with_coupon: takes part in coupons and 满减. */
  withCoupon: boolean;
  scopeCategory: ScopeCategory;
  regulatoryClass: RegulatoryClass;
  listed: boolean;
};

/** Combination parts' goods (a cart line's own goods come with the line). */
export async function goodsFacts(tx: Executor, ids: readonly number[]): Promise<GoodsFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select(goodsColumns)
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(goods.id, [...ids]));
}

const giftGoods = alias(goods, 'gift_goods');

/**
 * The buyer's lines with what each needs of its goods in the same statement (a round trip per statement is
 * what a cart read costs): the goods and maker, the gift rule running at `now` with the gift goods' name and
 * stock, and the price agreed with the buyer's company. Combination lines have no goods.
 */
export async function linesWithGoods(
  tx: Executor,
  buyer: BuyerRecord,
  now: Date,
  lineIds?: readonly number[],
) {
  const mine = eq(cartItems.userId, buyer.userId);
  const rows = await tx
    .select({
      row: cartRowColumns,
      goods: goodsColumns,
      gift: {
        buy: giftRules.buy,
        get: giftRules.get,
        type: giftRules.type,
        giftGoodsId: giftRules.giftGoodsId,
        giftStock: giftGoods.stock,
        giftName: giftGoods.name,
        giftBzdw: giftGoods.bzdw,
      },
      negotiatedPriceFen: negotiatedPrices.priceFen,
    })
    .from(cartItems)
    .leftJoin(goods, eq(goods.id, cartItems.goodsId))
    .leftJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .leftJoin(
      giftRules,
      and(eq(giftRules.goodsId, cartItems.goodsId), lte(giftRules.startsAt, now), gt(giftRules.endsAt, now)),
    )
    .leftJoin(giftGoods, eq(giftGoods.id, giftRules.giftGoodsId))
    .leftJoin(
      negotiatedPrices,
      and(
        eq(negotiatedPrices.goodsId, cartItems.goodsId),
        // Ids start at 1: a buyer without a company matches no agreed price.
        eq(negotiatedPrices.companyId, buyer.company?.id ?? 0),
      ),
    )
    .where(lineIds ? and(mine, inArray(cartItems.id, [...lineIds])) : mine)
    .orderBy(asc(cartItems.id));
  // Left joins type every joined column nullable; a goods (or gift rule) found has all of its NOT NULL
  // columns, and the table's CHECKs hold a row's type and flags to their literal sets.
  return rows.map(({ row, goods: found, gift, negotiatedPriceFen }) => ({
    row: row as CartRow,
    goods: found.id === null ? null : (found as GoodsFacts),
    gift: gift.buy === null ? null : (gift as { [K in keyof typeof gift]: NonNullable<(typeof gift)[K]> }),
    negotiatedPriceFen,
  }));
}

export async function combosOf(tx: Executor, ids: readonly number[]): Promise<Map<number, ComboDisplay>> {
  const combos = new Map<number, ComboDisplay>();
  if (ids.length === 0) return combos;
  const rows = await tx
    .select()
    .from(combinations)
    .where(inArray(combinations.id, [...ids]));
  const parts = await tx
    .select()
    .from(combinationParts)
    .where(inArray(combinationParts.combinationId, [...ids]))
    .orderBy(asc(combinationParts.combinationId), asc(combinationParts.goodsId));
  for (const row of rows) {
    combos.set(row.id, {
      id: row.id,
      name: row.name,
      priceFen: row.priceFen,
      parts: parts
        .filter((part) => part.combinationId === row.id)
        .map(({ goodsId, number }) => ({ goodsId, number })),
    });
  }
  return combos;
}

/** Full-amount activities running at `now`, with their tiers and, unless 全场, the covered goods among `goodsIds`. */
export async function runningActivities(
  tx: Executor,
  goodsIds: readonly number[],
  now: Date,
): Promise<FullAmountActivity[]> {
  const activities = await tx
    .select()
    .from(fullAmountActivities)
    .where(and(lte(fullAmountActivities.startsAt, now), gt(fullAmountActivities.endsAt, now)))
    .orderBy(asc(fullAmountActivities.id));
  if (activities.length === 0) return [];
  const ids = activities.map((activity) => activity.id);
  const tiers = await tx
    .select()
    .from(fullAmountTiers)
    .where(inArray(fullAmountTiers.activityId, ids))
    .orderBy(asc(fullAmountTiers.activityId), asc(fullAmountTiers.amountFen));
  const partial = activities.filter((activity) => !activity.allGoods).map((activity) => activity.id);
  const covered =
    partial.length > 0 && goodsIds.length > 0
      ? await tx
          .select()
          .from(fullAmountGoods)
          .where(
            and(
              inArray(fullAmountGoods.activityId, partial),
              inArray(fullAmountGoods.goodsId, [...goodsIds]),
            ),
          )
      : [];
  return activities.map((activity) => ({
    id: activity.id,
    title: activity.title,
    goodsIds: activity.allGoods
      ? 'all'
      : covered.filter((row) => row.activityId === activity.id).map((row) => row.goodsId),
    tiers: tiers
      .filter((tier) => tier.activityId === activity.id)
      .map(({ amountFen, reductionFen }) => ({ amountFen, reductionFen })),
  }));
}
