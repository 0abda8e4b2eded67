import type { CartLineInput, CartPricingInput, ComboPart, GiftRule, LadderTierFen } from '@yaocai/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type BuyerRecord, controlledFactsFor, ladderTiers, promotionsOf } from '../catalogue';
import type { Executor } from '../db/client';
import { promotionPurchases } from '../db/schema/index';
import { storeWideForBuyer } from '../promotions';
import { readSettings } from '../site';
import {
  type CartRow,
  type ComboDisplay,
  combosOf,
  type GoodsDisplay,
  type GoodsFacts,
  goodsFacts,
  linesWithGoods,
  runningActivities,
} from './cart-reads';

export type { CartRow, ComboDisplay, GoodsDisplay };

/*
 * The cart as `priceCart` needs it, read inside the caller's transaction from the tables themselves — never the
 * display caches or `goods_listings` — so the prices a buyer sees and later pays come from what that
 * transaction sees. Besides the pricing input it keeps the rows and the display facts the wire shows.
 */

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

/**
 * Units the buyer's company already holds at each promotion price ('promotionId:goodsId'): the per-buyer limit is
 * the company's, as orders claim it into `promotion_purchases` (and cancellations give it back).
 */
async function boughtAtPromotion(
  tx: Executor,
  buyer: BuyerRecord,
  goodsIds: readonly number[],
): Promise<Map<string, number>> {
  if (!buyer.company || goodsIds.length === 0) return new Map();
  const rows = await tx
    .select({
      promotionId: promotionPurchases.promotionId,
      goodsId: promotionPurchases.goodsId,
      units: promotionPurchases.units,
    })
    .from(promotionPurchases)
    .where(
      and(
        eq(promotionPurchases.companyId, buyer.company.id),
        inArray(promotionPurchases.goodsId, [...goodsIds]),
      ),
    );
  return new Map(rows.map((row) => [`${row.promotionId}:${row.goodsId}`, row.units]));
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
  const bought = await boughtAtPromotion(tx, buyer, goodsIds);
  const shipping = await readSettings(tx, ['shipping_fee_fen', 'free_shipping_from_fen']);
  const storeWide = await storeWideForBuyer(tx, buyer.company, goodsIds, nowMs);
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
                scope: facts.scopeCategory,
                regulatoryClass: facts.regulatoryClass,
                listed: facts.listed,
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
            boughtByBuyer: bought.get(`${promotion.id}:${facts.id}`) ?? 0,
          })),
          negotiatedPriceFen: negotiatedBy.get(facts.id) ?? null,
          withCoupon: facts.withCoupon,
          controlled: controlled.get(facts.id),
          scope: facts.scopeCategory,
          regulatoryClass: facts.regulatoryClass,
          listed: facts.listed,
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
      storeWide,
      shipping: { feeFen: shipping.shipping_fee_fen, freeFromFen: shipping.free_shipping_from_fen },
    },
    goods: goodsRows,
    giftNames,
    ladders,
    combos,
  };
}
