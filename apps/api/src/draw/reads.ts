import {
  type DrawActivity,
  type DrawAds,
  type DrawRecordPage,
  type DrawSimple,
  type DrawWinner,
  maskPhone,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { drawActivities, drawBanners, drawPrizes, drawRecords, users } from '../db/schema/index';
import { notFound } from '../lib/errors';
import { chancesLeft, runningActivity } from './chances';

/** How many winners the ticker shows. */
const WINNERS_SHOWN = 20;

/** The running draw for this buyer: id 0 when none runs; a visitor has no chance (is_join 1, no popup). */
export async function drawSimple(tx: Executor, userId: number | null): Promise<DrawSimple> {
  const activity = await runningActivity(tx);
  if (!activity) return { id: 0, is_join: 1, chances: 0 };
  const chances = userId === null ? 0 : await chancesLeft(tx, activity, userId);
  return { id: activity.id, is_join: chances > 0 ? 0 : 1, chances };
}

async function activityExists(tx: Executor, id: number): Promise<typeof drawActivities.$inferSelect> {
  const [activity] = await tx.select().from(drawActivities).where(eq(drawActivities.id, id));
  if (!activity) throw notFound();
  return activity;
}

export async function drawActivity(tx: Executor, id: number): Promise<DrawActivity> {
  const activity = await activityExists(tx, id);
  const prizes = await tx
    .select({ id: drawPrizes.id, name: drawPrizes.name, kind: drawPrizes.kind, image: drawPrizes.image })
    .from(drawPrizes)
    .where(eq(drawPrizes.activityId, id))
    .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
  return {
    id: activity.id,
    name: activity.name,
    remarks: activity.remarks,
    rules: activity.rules,
    start_time: unixSeconds(activity.startsAt),
    end_time: unixSeconds(activity.endsAt),
    prizes,
  };
}

/** The latest wins of an activity (谢谢参与 left out), phones masked. */
export async function drawWinners(tx: Executor, id: number): Promise<DrawWinner[]> {
  await activityExists(tx, id);
  const rows = await tx
    .select({ phone: users.phone, prize: drawRecords.prizeName, at: drawRecords.createdAt })
    .from(drawRecords)
    .innerJoin(users, eq(users.id, drawRecords.userId))
    .where(and(eq(drawRecords.activityId, id), ne(drawRecords.kind, 'none')))
    .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id))
    .limit(WINNERS_SHOWN);
  return rows.map((row) => ({ phone: maskPhone(row.phone), prize: row.prize, time: unixSeconds(row.at) }));
}

/** The buyer's own draws, newest first. */
export async function drawRecordPage(
  tx: Executor,
  userId: number,
  page: number,
  perPage: number,
): Promise<DrawRecordPage> {
  const own = eq(drawRecords.userId, userId);
  const [total] = await tx.select({ n: count() }).from(drawRecords).where(own);
  const rows = await tx
    .select({
      id: drawRecords.id,
      activityId: drawRecords.activityId,
      activityName: drawActivities.name,
      prize: drawRecords.prizeName,
      remarks: drawRecords.remarks,
      kind: drawRecords.kind,
      fulfilment: drawRecords.fulfilment,
      at: drawRecords.createdAt,
    })
    .from(drawRecords)
    .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
    .where(own)
    .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    list: rows.map((row) => ({
      id: row.id,
      activity_id: row.activityId,
      activity_name: row.activityName,
      prize: row.prize,
      remarks: row.remarks,
      kind: row.kind,
      fulfilment: row.fulfilment,
      time: unixSeconds(row.at),
    })),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}

/** The running draw's banners; none when no draw runs. */
export async function drawAds(tx: Executor): Promise<DrawAds> {
  const activity = await runningActivity(tx);
  if (!activity) return [];
  return tx
    .select({ image: drawBanners.image, url: drawBanners.url })
    .from(drawBanners)
    .where(eq(drawBanners.activityId, activity.id))
    .orderBy(asc(drawBanners.sort), asc(drawBanners.id));
}
