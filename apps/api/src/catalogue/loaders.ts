import {
  type BuyerStanding,
  buyerStanding,
  type ControlledFacts,
  flashSession,
  type LadderTierFen,
  mayBuyGoods,
  type PromotionKind,
  type PromotionPrice,
  type RegulatoryClass,
  type ScopeCategory,
} from '@yaocai/domain';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, goods, goodsLadderPrices, promotionGoods, promotions, users } from '../db/schema/index';
import { buyerFactsOf, type QualificationRow, qualificationColumns } from '../lib/buyer-facts';
import { type BuyerCompany, type ControlledGoodsAuth, controlledGoodsAuth } from './controlled-access';

/*
 * The write paths' reads (cart, orders, payment to come). Each takes the caller's transaction and reads the
 * tables themselves — never the display caches or the listing documents — so what is charged is what the
 * transaction sees. The shapes are domain facts in fen, not wire shapes.
 */

/** A signed-in buyer as a write path needs them; `standing` is domain's `buyerStanding`. */
export interface BuyerRecord {
  userId: number;
  company: BuyerCompany | null;
  standing: BuyerStanding;
}

/** The buyer behind `userId` with their company's standing; null for an unknown user. */
export async function loadBuyer(tx: Executor, userId: number): Promise<BuyerRecord | null> {
  const [row] = await tx
    .select({
      ...qualificationColumns,
      region: companies.region,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ? buyerRecordOf(userId, row) : null;
}

/** The buyer record from a row with the qualification columns and the region (the cart's snapshot). */
export function buyerRecordOf(
  userId: number,
  row: QualificationRow & { region: string | null },
): BuyerRecord {
  return {
    userId,
    company: row.companyId === null ? null : { id: row.companyId, region: row.region ?? '' },
    standing: buyerStanding(buyerFactsOf(row)),
  };
}

/** A promotion price running at the moment of the read. */
export interface RunningPromotion {
  promotionId: number;
  kind: PromotionKind;
  priceFen: number;
  /** 0 = no limit. */
  limitPerBuyer: number;
  /** Epoch milliseconds: when this price stops (the flash-sale session's end, or the promotion's). */
  endsAt: number;
}

export interface GoodsRecord {
  id: number;
  name: string;
  priceFen: number;
  stock: number;
  /** The order step (中包装). */
  zbz: number;
  isControlled: boolean;
  scopeCategory: ScopeCategory;
  regulatoryClass: RegulatoryClass;
  /** False once delisted (下架): mayBuy is false. */
  listed: boolean;
  /** Ascending by `minNumber`. */
  ladder: { minNumber: number; priceFen: number }[];
  promotions: RunningPromotion[];
  /** Domain's `mayBuyGoods` for this buyer: regulatory class, standing, business scope, then controlled sale. */
  mayBuy: boolean;
  reason: string;
}

/**
 * What decides a goods' promotion price and when it runs (its window and, for a flash sale, the daily
 * session `flashSession` reads): the columns every promotion read selects.
 */
export const promotionPriceColumns = {
  kind: promotions.kind,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  dailyStart: promotions.dailyStart,
  dailyEnd: promotions.dailyEnd,
  priceFen: promotionGoods.priceFen,
  limitPerBuyer: promotionGoods.limitPerBuyer,
};

async function runningPromotions(tx: Executor, ids: number[], nowMs: number) {
  const now = new Date(nowMs);
  const rows = await tx
    .select({
      goodsId: promotionGoods.goodsId,
      promotionId: promotions.id,
      ...promotionPriceColumns,
    })
    .from(promotionGoods)
    .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
    .where(
      and(inArray(promotionGoods.goodsId, ids), lte(promotions.startsAt, now), gt(promotions.endsAt, now)),
    )
    .orderBy(asc(promotions.id));
  const running = new Map<number, RunningPromotion[]>();
  for (const row of rows) {
    let endsAt = row.endsAt.getTime();
    if (row.kind === 'spike') {
      const session = flashSession({ ...row, startsAt: row.startsAt.getTime(), endsAt }, nowMs);
      if (session?.status !== 'ongoing') continue;
      endsAt = session.end;
    }
    const { goodsId, promotionId, kind, priceFen, limitPerBuyer } = row;
    running.set(goodsId, [
      ...(running.get(goodsId) ?? []),
      { promotionId, kind, priceFen, limitPerBuyer, endsAt },
    ]);
  }
  return running;
}

/** Ladder tiers of each of `ids`, ascending by `minNumber` (goods without tiers are absent). */
export async function ladderTiers(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, LadderTierFen[]>> {
  const tiers = new Map<number, LadderTierFen[]>();
  if (ids.length === 0) return tiers;
  const rows = await tx
    .select({
      goodsId: goodsLadderPrices.goodsId,
      minNumber: goodsLadderPrices.minNumber,
      priceFen: goodsLadderPrices.priceFen,
    })
    .from(goodsLadderPrices)
    .where(inArray(goodsLadderPrices.goodsId, [...ids]))
    .orderBy(asc(goodsLadderPrices.goodsId), asc(goodsLadderPrices.minNumber));
  for (const { goodsId, minNumber, priceFen } of rows) {
    const list = tiers.get(goodsId);
    if (list) list.push({ minNumber, priceFen });
    else tiers.set(goodsId, [{ minNumber, priceFen }]);
  }
  return tiers;
}

/** A price promotion as stored; `boughtByBuyer` is the caller's to add. */
export type StoredPromotion = Omit<PromotionPrice, 'boughtByBuyer'>;

/**
 * Every price promotion of each of `ids` with its window, running or not: the pricing engine decides at its
 * `now` (`isPromotionRunning`), so a line naming a promotion that has stopped shows as not running.
 */
export async function promotionsOf(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, StoredPromotion[]>> {
  const byGoods = new Map<number, StoredPromotion[]>();
  if (ids.length === 0) return byGoods;
  const rows = await tx
    .select({ goodsId: promotionGoods.goodsId, id: promotions.id, ...promotionPriceColumns })
    .from(promotionGoods)
    .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
    .where(inArray(promotionGoods.goodsId, [...ids]))
    .orderBy(asc(promotions.id));
  for (const { goodsId, startsAt, endsAt, ...row } of rows) {
    const promotion = { ...row, startsAt: startsAt.getTime(), endsAt: endsAt.getTime() };
    const list = byGoods.get(goodsId);
    if (list) list.push(promotion);
    else byGoods.set(goodsId, [promotion]);
  }
  return byGoods;
}

/**
 * Controlled-sale facts (`mayBuyGoods`'s second argument) of the controlled goods among `ids` for `buyer`;
 * goods that are not controlled are absent. Controlled sale only narrows what a buyer who may order at all can
 * buy, so others need no lookup.
 */
export async function controlledFactsFor(
  tx: Executor,
  buyer: BuyerRecord,
  ids: readonly number[],
): Promise<Map<number, ControlledFacts>> {
  if (!buyer.standing.mayBuy || ids.length === 0) return new Map();
  return controlledFactsOf(await controlledGoodsAuth(tx, buyer.company, ids));
}

/** `mayBuyGoods`'s controlled-sale facts from each goods' programme and the company's standing for it. */
export function controlledFactsOf(access: Map<number, ControlledGoodsAuth>): Map<number, ControlledFacts> {
  const facts = new Map<number, ControlledFacts>();
  for (const [id, { programme, auth }] of access)
    facts.set(id, { inProgramme: programme !== null, status: auth.auth_status });
  return facts;
}

/**
 * The goods of `ids` as `buyer` may buy them, in the order of `ids` (unknown ids are absent): price, stock,
 * ladder, running promotions and whether this buyer may buy each. `nowMs` decides which promotions run.
 */
export async function loadGoodsForBuyer(
  tx: Executor,
  ids: readonly number[],
  buyer: BuyerRecord,
  nowMs = Date.now(),
): Promise<GoodsRecord[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  // One statement after another: a transaction is one connection, which runs them in turn anyway.
  const rows = await tx
    .select({
      id: goods.id,
      name: goods.name,
      priceFen: goods.priceFen,
      stock: goods.stock,
      zbz: goods.zbz,
      isControlled: goods.isControlled,
      scopeCategory: goods.scopeCategory,
      regulatoryClass: goods.regulatoryClass,
      listed: goods.listed,
    })
    .from(goods)
    .where(inArray(goods.id, wanted));
  const ladders = await ladderTiers(tx, wanted);
  const running = await runningPromotions(tx, wanted, nowMs);
  const controlled = await controlledFactsFor(tx, buyer, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const decision = mayBuyGoods(
      buyer.standing,
      controlled.get(id),
      row.scopeCategory,
      row.regulatoryClass,
      row.listed,
    );
    return [
      {
        ...row,
        ladder: ladders.get(id) ?? [],
        promotions: running.get(id) ?? [],
        mayBuy: decision.mayBuy,
        reason: decision.reason,
      },
    ];
  });
}
