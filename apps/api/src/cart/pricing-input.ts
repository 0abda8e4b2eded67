import type {
  CartLineInput,
  CartPricingInput,
  ComboPart,
  FullAmountActivity,
  GiftRule,
  LadderTierFen,
  StoreWideInput,
} from '@yaocai/domain';
import {
  audienceIncludes,
  type BuyerRecord,
  buyerRecordOf,
  categoriesByGoods,
  controlledAuthOf,
  controlledFactsOf,
  decidingOf,
  offerOf,
} from '../catalogue';
import type { Db, Executor } from '../db/client';
import { settingsFrom } from '../site';
import type { CartRow, CartSnapshot, ComboDisplay, GoodsDisplay, GoodsFacts } from './cart-reads';
import { cartSnapshot, cartSnapshotIn } from './snapshot';

export type { CartRow, ComboDisplay, GoodsDisplay };

/*
 * The cart as `priceCart` needs it, read from the tables themselves — never the display caches or
 * `goods_listings` — in one statement (`snapshot.ts`), so the prices a buyer sees and later pays come from one
 * snapshot: the read route's own, or the write path's transaction. Besides the pricing input it keeps the rows
 * and the display facts the wire shows.
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

/** Appends `item` to the list under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

const SHIPPING_KEYS: ('shipping_fee_fen' | 'free_shipping_from_fen')[] = [
  'shipping_fee_fen',
  'free_shipping_from_fen',
];

/** Full-amount activities running at the snapshot's `now`, with their tiers and covered goods (or 全场). */
function activitiesOf(snapshot: CartSnapshot): FullAmountActivity[] {
  return snapshot.activities.map((activity) => ({
    id: activity.id,
    title: activity.title,
    goodsIds: activity.allGoods
      ? 'all'
      : snapshot.covered.filter((row) => row.activityId === activity.id).map((row) => row.goodsId),
    tiers: snapshot.tiers
      .filter((tier) => tier.activityId === activity.id)
      .map(({ amountFen, reductionFen }) => ({ amountFen, reductionFen })),
  }));
}

/** The running 全场94折 when the buyer's company is in its audience, with the categories of the cart's goods. */
function storeWideOf(snapshot: CartSnapshot, buyer: BuyerRecord): StoreWideInput | null {
  const { offer } = snapshot;
  if (!offer || !audienceIncludes(offer, buyer.company, snapshot.enterpriseType)) return null;
  return {
    offer: offerOf({ ...offer, startsAt: new Date(offer.startsAt), endsAt: new Date(offer.endsAt) }),
    categoriesOf: categoriesByGoods(snapshot.categories),
  };
}

/** Controlled-sale facts of the cart's controlled goods; none for a buyer who may not order at all. */
function controlledOf(snapshot: CartSnapshot, buyer: BuyerRecord) {
  if (!buyer.standing.mayBuy || snapshot.programmes.length === 0) return new Map();
  const applications = snapshot.applications.map(({ createdAt, decidedAt, ...row }) => ({
    ...row,
    createdAt: new Date(createdAt),
    decidedAt: decidedAt === null ? null : new Date(decidedAt),
  }));
  return controlledFactsOf(controlledAuthOf(buyer.company, snapshot.programmes, decidingOf(applications)));
}

/** A whole cart with its buyer (read from the same snapshot) and the stores the buyer manages. */
export interface BuyersCart {
  loaded: LoadedCart;
  stores: CartSnapshot['stores'];
}

const buyersCartOf = (userId: number, snapshot: CartSnapshot | null): BuyersCart | null =>
  snapshot && {
    loaded: loadedCartOf(snapshot, buyerRecordOf(userId, snapshot)),
    stores: snapshot.stores,
  };

/**
 * The read route's cart (GET /api/cart/list): the snapshot on the prepared-statement pool, no transaction (one
 * statement is one snapshot). Null for an unknown user.
 */
export async function readBuyersCart(db: Db, userId: number, nowMs: number): Promise<BuyersCart | null> {
  return buyersCartOf(userId, await cartSnapshot(db, userId, nowMs));
}

/** The same inside a write path's transaction, after its change. */
export async function readBuyersCartIn(
  tx: Executor,
  userId: number,
  nowMs: number,
): Promise<BuyersCart | null> {
  return buyersCartOf(userId, await cartSnapshotIn(tx, userId, nowMs));
}

/**
 * Reads the buyer's cart (all lines, or only `lineIds` of them) and everything `priceCart` needs, at `nowMs`,
 * inside the caller's transaction.
 */
export async function loadCartPricing(
  tx: Executor,
  buyer: BuyerRecord,
  nowMs: number,
  lineIds?: readonly number[],
): Promise<LoadedCart> {
  const snapshot = await cartSnapshotIn(tx, buyer.userId, nowMs, lineIds);
  if (!snapshot) throw new Error(`cart snapshot: user ${buyer.userId} not found`);
  return loadedCartOf(snapshot, buyer);
}

function loadedCartOf(snapshot: CartSnapshot, buyer: BuyerRecord): LoadedCart {
  const lineGoods = snapshot.lines.filter((line) => line.goods !== null);
  const rows = snapshot.lines.map((line) => line.row);
  const combos = new Map<number, ComboDisplay>();
  for (const combo of snapshot.combos) combos.set(combo.id, { ...combo, parts: [] });
  for (const { combinationId, goodsId, number } of snapshot.parts)
    combos.get(combinationId)?.parts.push({ goodsId, number });
  const goodsRows = new Map<number, GoodsFacts>();
  for (const line of lineGoods) if (line.goods) goodsRows.set(line.goods.id, line.goods);
  for (const part of snapshot.partGoods) goodsRows.set(part.id, part);
  const ladders = new Map<number, LadderTierFen[]>();
  for (const { goodsId, minNumber, priceFen } of snapshot.ladders)
    push(ladders, goodsId, { minNumber, priceFen });
  const bought = new Map(snapshot.bought.map((row) => [`${row.promotionId}:${row.goodsId}`, row.units]));
  const promotions = new Map<number, CartSnapshot['promotions']>();
  for (const promotion of snapshot.promotions) push(promotions, promotion.goodsId, promotion);
  const controlled = controlledOf(snapshot, buyer);
  const activities = activitiesOf(snapshot);
  const shipping = settingsFrom(SHIPPING_KEYS, snapshot.settings);
  const storeWide = storeWideOf(snapshot, buyer);
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
          promotions: (promotions.get(facts.id) ?? []).map(({ goodsId, startsAt, endsAt, ...promotion }) => ({
            ...promotion,
            startsAt: Date.parse(startsAt),
            endsAt: Date.parse(endsAt),
            boughtByBuyer: bought.get(`${promotion.id}:${goodsId}`) ?? 0,
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
