import type {
  CartLineInput,
  CartPricingInput,
  ComboPart,
  FullAmountActivity,
  GiftRule,
  LadderTierFen,
} from '@yaocai/domain';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type BuyerRecord, controlledFactsFor, ladderTiers, promotionsOf } from '../catalogue/loaders';
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
import { readSettings } from '../site/settings';

/*
 * The cart as `priceCart` needs it, read inside the caller's transaction from the tables themselves — never the
 * display caches or `goods_listings` — so the prices a buyer sees and later pays come from what that
 * transaction sees. Besides the pricing input it keeps the rows and the display facts the wire shows.
 */

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

export interface LoadedCart {
  buyer: BuyerRecord;
  /** In line id order, the order `input.lines` has too. */
  rows: CartRow[];
  input: CartPricingInput;
  goods: Map<number, GoodsDisplay>;
  /** Name and unit of each gift goods (gift lines). */
  giftNames: Map<number, { name: string; bzdw: string }>;
  /** Ladder tiers of the lines' goods (the wire's `price_list`). */
  ladders: Map<number, LadderTierFen[]>;
  combos: Map<number, ComboDisplay>;
}

const unique = (values: Iterable<number | null>) =>
  [...new Set(values)].filter((value): value is number => value !== null);

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
};
type GoodsFacts = GoodsDisplay & {
  isDpby: boolean;
  qgNumber: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  isControlled: boolean;
};

/** Combination parts' goods (a cart line's own goods come with the line). */
async function goodsFacts(tx: Executor, ids: readonly number[]): Promise<GoodsFacts[]> {
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
async function linesWithGoods(tx: Executor, buyer: BuyerRecord, now: Date, lineIds?: readonly number[]) {
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

async function combosOf(tx: Executor, ids: readonly number[]): Promise<Map<number, ComboDisplay>> {
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
async function runningActivities(
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

/**
 * Reads the buyer's cart (all lines, or only `lineIds` of them) and everything `priceCart` needs, at `nowMs`.
 * Statements run one after another: a transaction is one connection, which would run them in turn anyway.
 */
export async function loadCartPricing(
  tx: Executor,
  buyer: BuyerRecord,
  nowMs: number,
  lineIds?: readonly number[],
): Promise<LoadedCart> {
  const now = new Date(nowMs);
  const joined = await linesWithGoods(tx, buyer, now, lineIds);
  const rows = joined.map((line) => line.row);
  const lineGoods = joined.filter((line) => line.goods !== null);
  const goodsIds = unique(lineGoods.map((line) => line.goods?.id ?? null));
  const combos = await combosOf(tx, unique(rows.map((row) => row.combinationId)));
  const partIds = [...combos.values()].flatMap((combo) => combo.parts.map((part) => part.goodsId));
  const goodsRows = new Map<number, GoodsFacts>();
  for (const line of lineGoods) if (line.goods) goodsRows.set(line.goods.id, line.goods);
  for (const part of await goodsFacts(
    tx,
    partIds.filter((id) => !goodsRows.has(id)),
  ))
    goodsRows.set(part.id, part);
  const ladders = await ladderTiers(tx, goodsIds);
  const promotions = await promotionsOf(tx, goodsIds);
  const controlledIds = [...goodsRows.values()].filter((row) => row.isControlled).map((row) => row.id);
  const controlled = await controlledFactsFor(tx, buyer, controlledIds);
  const activities = await runningActivities(tx, goodsIds, now);
  const shipping = await readSettings(tx, ['shipping_fee_fen', 'free_shipping_from_fen']);
  const giftBy = new Map<number, GiftRule>();
  const negotiatedBy = new Map<number, number>();
  const giftNames = new Map<number, { name: string; bzdw: string }>();
  for (const { goods: facts, gift, negotiatedPriceFen } of lineGoods) {
    if (!facts) continue;
    if (negotiatedPriceFen !== null) negotiatedBy.set(facts.id, negotiatedPriceFen);
    if (gift) {
      const { buy, get, type, giftGoodsId, giftStock, giftName, giftBzdw } = gift;
      giftBy.set(facts.id, { buy, get, type: type === 2 ? 2 : 1, giftGoodsId, giftStock });
      giftNames.set(giftGoodsId, { name: giftName, bzdw: giftBzdw });
    }
  }

  const lines = rows.flatMap((row): CartLineInput[] => {
    const selected = row.isSelected === 1;
    if (row.combinationId !== null) {
      const combo = combos.get(row.combinationId);
      if (!combo) return [];
      const parts = combo.parts.flatMap((part): ComboPart[] => {
        const facts = goodsRows.get(part.goodsId);
        return facts
          ? [
              {
                goodsId: part.goodsId,
                name: facts.name,
                quantity: part.number,
                stock: facts.stock,
                controlled: controlled.get(part.goodsId),
              },
            ]
          : [];
      });
      return [
        {
          kind: 'combo',
          id: row.id,
          quantity: row.number,
          selected,
          combo: { id: combo.id, priceFen: combo.priceFen, parts },
        },
      ];
    }
    const facts = row.goodsId === null ? undefined : goodsRows.get(row.goodsId);
    if (!facts) return [];
    return [
      {
        kind: 'goods',
        id: row.id,
        quantity: row.number,
        selected,
        selection: {
          goodsPriceId: row.goodsPriceId,
          ladderPriceId: row.ladderPriceId,
          goodsManjianId: row.goodsManjianId,
          isYj: row.isYj,
        },
        goods: {
          id: facts.id,
          priceFen: facts.priceFen,
          stock: facts.stock,
          ladder: ladders.get(facts.id) ?? [],
          promotions: (promotions.get(facts.id) ?? []).map((promotion) => ({
            ...promotion,
            // Placeholder until orders (#9) record the units a buyer bought at a promotion price: no earlier
            // order exists to count, so the whole per-buyer limit is left.
            boughtByBuyer: 0,
          })),
          negotiatedPriceFen: negotiatedBy.get(facts.id) ?? null,
          // The goods table has no coupon opt-out yet: every goods takes part in coupons and full-amount
          // activities until the coupons issue adds the flag.
          withCoupon: true,
          controlled: controlled.get(facts.id),
          isDpby: facts.isDpby,
          qgNumber: facts.qgNumber,
          isFreeShipping: facts.isFreeShipping,
          freeShippingNumber: facts.freeShippingNumber,
          gift: giftBy.get(facts.id) ?? null,
        },
      },
    ];
  });

  return {
    buyer,
    rows,
    input: {
      standing: buyer.standing,
      lines,
      fullAmountActivities: activities,
      shipping: { feeFen: shipping.shipping_fee_fen, freeFromFen: shipping.free_shipping_from_fen },
    },
    goods: goodsRows,
    giftNames,
    ladders,
    combos,
  };
}
