import type { PromotionGoods, SpikeData } from '@yaocai/domain';
import { fenToYuan, flashSession, unixSeconds } from '@yaocai/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { goodsShapes, type Viewer } from '../catalogue';
import type { Db } from '../db/client';
import { promotionGoods, promotions } from '../db/schema/index';

async function activePromotion(db: Db, kind: 'spike' | 'everyday', now: Date) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.id))
    .limit(1);
  return row ?? null;
}

async function promotionList(db: Db, promotionId: number, viewer: Viewer): Promise<PromotionGoods[]> {
  const rows = await db
    .select()
    .from(promotionGoods)
    .where(eq(promotionGoods.promotionId, promotionId))
    .orderBy(asc(promotionGoods.sort), asc(promotionGoods.goodsId));
  const shapes = await goodsShapes(
    db,
    rows.map((row) => row.goodsId),
    viewer,
  );
  const byId = new Map(rows.map((row) => [row.goodsId, row]));
  return shapes.map((goods) => {
    const row = byId.get(goods.id);
    return {
      ...goods,
      goods_price_id: promotionId,
      // Prices are for signed-in buyers only, the promotion price included.
      promotion_price: goods.price === null || !row ? null : fenToYuan(row.priceFen),
      limit_per_buyer: row?.limitPerBuyer ?? 0,
    };
  });
}

export async function spikeFor(db: Db, viewer: Viewer, nowMs = Date.now()): Promise<SpikeData> {
  const timestamp = unixSeconds(nowMs);
  const promotion = await activePromotion(db, 'spike', new Date(nowMs));
  const session = promotion
    ? flashSession(
        {
          startsAt: promotion.startsAt.getTime(),
          endsAt: promotion.endsAt.getTime(),
          dailyStart: promotion.dailyStart,
          dailyEnd: promotion.dailyEnd,
        },
        nowMs,
      )
    : null;
  if (!promotion || !session) {
    return { title: '限时秒杀', status: 'none', start: 0, end: 0, timestamp, list: [] };
  }
  return {
    title: promotion.title,
    status: session.status,
    start: unixSeconds(session.start),
    end: unixSeconds(session.end),
    timestamp,
    list: await promotionList(db, promotion.id, viewer),
  };
}

export async function everydayPriceFor(db: Db, viewer: Viewer, nowMs = Date.now()) {
  const promotion = await activePromotion(db, 'everyday', new Date(nowMs));
  return {
    title: promotion?.title ?? '每日特价',
    timestamp: unixSeconds(nowMs),
    list: promotion ? await promotionList(db, promotion.id, viewer) : [],
  };
}
