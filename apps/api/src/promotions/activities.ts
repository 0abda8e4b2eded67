import {
  type FlashSession,
  fenToYuan,
  flashSession,
  type GoodsActivitiesData,
  type GoodsActivity,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, eq, gt, not } from 'drizzle-orm';
import type { Viewer } from '../catalogue';
import { promotionPriceColumns } from '../catalogue';
import type { Db } from '../db/client';
import { goods, promotionGoods, promotions } from '../db/schema/index';
import { storeWideActivityOf } from './welfare';

/**
 * The promotions a product takes part in that have not ended: a flash sale shows its running (or next)
 * daily session, other kinds their validity. Prices only for signed-in buyers. Null for an unknown product or
 * one of a class banned online.
 */
export async function goodsActivitiesFor(
  db: Db,
  goodsId: number,
  viewer: Viewer,
  nowMs = Date.now(),
): Promise<GoodsActivitiesData | null> {
  const [product] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), not(goods.bannedOnline)));
  if (!product) return null;
  const rows = await db
    .select({
      id: promotions.id,
      title: promotions.title,
      ...promotionPriceColumns,
    })
    .from(promotionGoods)
    .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
    .where(and(eq(promotionGoods.goodsId, goodsId), gt(promotions.endsAt, new Date(nowMs))))
    .orderBy(asc(promotions.startsAt), asc(promotions.id));

  const list: GoodsActivity[] = [];
  for (const row of rows) {
    if (row.kind !== 'spike' && row.kind !== 'everyday') continue;
    const window = { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() };
    const session: FlashSession | null =
      row.kind === 'spike'
        ? flashSession({ ...window, dailyStart: row.dailyStart, dailyEnd: row.dailyEnd }, nowMs)
        : {
            start: window.startsAt,
            end: window.endsAt,
            status: nowMs < window.startsAt ? 'upcoming' : 'ongoing',
          };
    if (session === null) continue;
    list.push({
      id: row.id,
      kind: row.kind,
      title: row.title,
      status: session.status,
      promo_price: viewer.standing.maySeePrices ? fenToYuan(row.priceFen) : null,
      limit_per_buyer: row.limitPerBuyer,
      start: unixSeconds(session.start),
      end: unixSeconds(session.end),
    });
  }
  const storeWide = await storeWideActivityOf(db, goodsId, viewer, nowMs);
  if (storeWide) list.push(storeWide);
  list.sort((a, b) => Number(a.status === 'upcoming') - Number(b.status === 'upcoming') || a.start - b.start);
  return { goods_id: goodsId, timestamp: unixSeconds(nowMs), list };
}
