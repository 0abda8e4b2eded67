import {
  type BuyerStanding,
  buyerStanding,
  flashSession,
  mayBuyGoods,
  type PromotionKind,
} from '@yaocai/domain';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, goods, goodsLadderPrices, promotionGoods, promotions, users } from '../db/schema/index';
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
  contractSigned: boolean;
  standing: BuyerStanding;
}

/** The buyer behind `userId` with their company's standing; null for an unknown user. */
export async function loadBuyer(tx: Executor, userId: number): Promise<BuyerRecord | null> {
  const [row] = await tx
    .select({
      companyId: companies.id,
      region: companies.region,
      passed: companies.qualificationPassed,
      contractSigned: companies.contractSigned,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    userId,
    company: row.companyId === null ? null : { id: row.companyId, region: row.region ?? '' },
    contractSigned: row.contractSigned ?? false,
    standing: buyerStanding({ companyPassed: row.passed ?? false }),
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
  /** Ascending by `minNumber`. */
  ladder: { minNumber: number; priceFen: number }[];
  promotions: RunningPromotion[];
  /** Domain's `mayBuyGoods` for this buyer: standing, then controlled sale. */
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
    })
    .from(goods)
    .where(inArray(goods.id, wanted));
  const ladders = await tx
    .select()
    .from(goodsLadderPrices)
    .where(inArray(goodsLadderPrices.goodsId, wanted))
    .orderBy(asc(goodsLadderPrices.goodsId), asc(goodsLadderPrices.minNumber));
  const running = await runningPromotions(tx, wanted, nowMs);
  // Controlled sale only narrows what a buyer who may order at all can buy.
  const controlled = buyer.standing.mayBuy
    ? await controlledGoodsAuth(tx, buyer.company, wanted)
    : new Map<number, ControlledGoodsAuth>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const access = controlled.get(id);
    const decision = mayBuyGoods(
      buyer.standing,
      access && { inProgramme: access.programme !== null, status: access.auth.auth_status },
    );
    return [
      {
        ...row,
        ladder: ladders
          .filter((tier) => tier.goodsId === id)
          .map(({ minNumber, priceFen }) => ({ minNumber, priceFen })),
        promotions: running.get(id) ?? [],
        mayBuy: decision.mayBuy,
        reason: decision.reason,
      },
    ];
  });
}
