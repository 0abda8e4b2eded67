import {
  type ActivityPageData,
  type ActivityPageList,
  activityPageStatus,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, eq, gt, inArray, not } from 'drizzle-orm';
import { buyerPricedShapes, type Viewer } from '../catalogue';
import type { Db } from '../db/client';
import { activityPages, goods } from '../db/schema/index';

/** Pages that have not ended, running first, then by start (docs/promotions.md "Activity pages"). */
export async function activityPagesFor(db: Db, nowMs = Date.now()): Promise<ActivityPageList> {
  const rows = await db
    .select({
      id: activityPages.id,
      url: activityPages.url,
      title: activityPages.title,
      startsAt: activityPages.startsAt,
      endsAt: activityPages.endsAt,
    })
    .from(activityPages)
    .where(and(gt(activityPages.endsAt, new Date(nowMs)), eq(activityPages.paused, false)))
    .orderBy(asc(activityPages.sort), asc(activityPages.startsAt), asc(activityPages.id));
  const list = rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    status: activityPageStatus({ startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() }, nowMs) as
      | 'upcoming'
      | 'ongoing',
    start: unixSeconds(row.startsAt),
    end: unixSeconds(row.endsAt),
  }));
  list.sort((a, b) => Number(a.status === 'upcoming') - Number(b.status === 'upcoming'));
  return { timestamp: unixSeconds(nowMs), list };
}

/**
 * One page with its goods floors, each goods priced for this viewer by the catalogue's shape (the one price rule;
 * null for visitors). Goods banned online or gone drop out. Null for an unknown page or one that has ended.
 */
export async function activityPageFor(
  db: Db,
  id: number,
  viewer: Viewer,
  nowMs = Date.now(),
): Promise<ActivityPageData | null> {
  const [row] = await db
    .select()
    .from(activityPages)
    .where(
      and(
        eq(activityPages.id, id),
        gt(activityPages.endsAt, new Date(nowMs)),
        eq(activityPages.paused, false),
      ),
    );
  if (!row) return null;
  const status = activityPageStatus(
    { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() },
    nowMs,
  );
  if (status === 'ended') return null;
  const named = [...new Set(row.floors.flatMap((floor) => floor.goodsIds))];
  const listed =
    named.length === 0
      ? []
      : await db
          .select({ id: goods.id })
          .from(goods)
          .where(and(inArray(goods.id, named), not(goods.bannedOnline)));
  const ids = listed.map((item) => item.id);
  const shapes = new Map((await buyerPricedShapes(db, ids, viewer)).map((item) => [item.id, item]));
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    banner: row.banner,
    rules: row.rules,
    status,
    start: unixSeconds(row.startsAt),
    end: unixSeconds(row.endsAt),
    timestamp: unixSeconds(nowMs),
    floors: row.floors.map((floor) => ({
      title: floor.title,
      list: floor.goodsIds.flatMap((goodsId) => {
        const shape = shapes.get(goodsId);
        return shape ? [shape] : [];
      }),
    })),
  };
}
