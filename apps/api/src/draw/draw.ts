import { randomInt } from 'node:crypto';
import { type DrawResult, type PrizeKind, pickPrize } from '@yaocai/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { drawActivities, drawPrizes, drawRecords } from '../db/schema/index';
import { conflict, notFound } from '../lib/errors';
import type { SessionUser } from '../lib/session-store';
import { postPoints } from '../points';
import { grantCoupon } from '../wallet';
import { type Activity, chancesLeft, claimChance, materialiseChances } from './chances';

/*
 * One draw, in one transaction (docs/draw.md): write the day's due chances, claim one, pick a prize by weight
 * among those with stock, take the stock by a conditional update (on failure pick again among the rest, ending
 * at 谢谢参与), then deliver it — points on the points ledger, a coupon in the company's coupons, a gift as a
 * record to fulfil. A chance yields at most one record (unique chance_id), so a draw is idempotent per chance.
 */

export const DRAW_REFUSALS = {
  notRunning: '抽奖活动未开始或已结束',
  noChance: '今日抽奖机会已用完',
} as const;

const NOTHING = '谢谢参与';

type Prize = typeof drawPrizes.$inferSelect;

/** A uniform number in [0, 1) from the operating system's generator: prizes are worth guessing at. */
const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;

/** The activity by id; 404 when there is none, 409 when it is not running now. */
export async function runningActivityById(tx: Executor, id: number): Promise<Activity> {
  const [activity] = await tx.select().from(drawActivities).where(eq(drawActivities.id, id));
  if (!activity) throw notFound();
  const now = Date.now();
  if (activity.startsAt.getTime() > now || activity.endsAt.getTime() <= now)
    throw conflict(DRAW_REFUSALS.notRunning);
  return activity;
}

/** Picks and takes one prize; null when every prize with a weight ran out. */
async function takePrize(tx: Executor, prizes: Prize[], random: () => number): Promise<Prize | null> {
  let candidates = prizes;
  for (;;) {
    const picked = pickPrize(candidates, random);
    if (!picked) return null;
    if (picked.stock === null) return picked;
    const taken = await tx.execute(sql`
      UPDATE draw_prizes SET stock = stock - 1 WHERE id = ${picked.id} AND stock > 0 RETURNING id`);
    if (taken.rows.length > 0) return picked;
    candidates = candidates.filter((prize) => prize.id !== picked.id);
  }
}

export async function draw(
  db: Db,
  user: SessionUser,
  activityId: number,
  random: () => number = secureRandom,
): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    const activity = await runningActivityById(tx, activityId);
    await materialiseChances(tx, activity, user.userId);
    const chanceId = await claimChance(tx, activity.id, user.userId);
    if (chanceId === null) throw conflict(DRAW_REFUSALS.noChance);

    const prizes = await tx
      .select()
      .from(drawPrizes)
      .where(eq(drawPrizes.activityId, activity.id))
      .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
    // A buyer without a company has nowhere to hold a coupon; the draw never lands on one for them.
    const eligible = prizes.filter(
      (prize) => (prize.stock === null || prize.stock > 0) && (prize.kind !== 'coupon' || user.company),
    );
    const won = (await takePrize(tx, eligible, random)) ?? prizes.find((prize) => prize.kind === 'none');
    const kind: PrizeKind = won?.kind ?? 'none';

    let userCouponId: number | null = null;
    if (won?.kind === 'coupon' && won.couponId !== null && user.company) {
      userCouponId = await grantCoupon(tx, user.company.id, won.couponId, Date.now());
    }
    const [record] = await tx
      .insert(drawRecords)
      .values({
        activityId: activity.id,
        userId: user.userId,
        chanceId,
        prizeId: won?.id ?? null,
        prizeName: won?.name ?? NOTHING,
        remarks: won?.remarks ?? '',
        kind,
        userCouponId,
        fulfilment: kind === 'gift' ? 'pending' : '',
      })
      .returning({ id: drawRecords.id });
    if (!record) throw new Error('draw record not saved');
    if (won?.kind === 'points')
      await postPoints(tx, {
        userId: user.userId,
        kind: 'draw',
        amount: won.points,
        drawRecordId: record.id,
        remark: `${activity.name}：${won.name}`,
        actor: `buyer:${user.userId}`,
      });

    return {
      record_id: record.id,
      result: { name: won?.name ?? NOTHING, remarks: won?.remarks ?? '' },
      kind,
      chances: await chancesLeft(tx, activity, user.userId),
    };
  });
}
