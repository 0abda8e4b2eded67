import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, pointsEntries, pointsItems, users } from '../db/schema/index';
import { pictureSet } from '../pictures';
import { postPoints } from '../points';
import { bannerSvg, demoUsers } from './base-data';

/*
 * Points (issue #22 §4, docs/points.md): the demo buyers' opening points as one ledger entry each (points move only
 * through the ledger), and the points mall's items — goods and one coupon. Re-seeding adds only what is missing;
 * an operator's changes to the items stay.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const COUPON_CODE = 'points-free-10';

const itemSeeds = [
  {
    kind: 'coupon',
    name: '无门槛10元优惠券',
    description: '兑换后立即放入“我的优惠券”，下单即可使用，180天内有效。',
    points: 300,
    stock: 500,
    perBuyerLimit: 5,
    colour: '#fa541c',
  },
  {
    kind: 'goods',
    name: '医用外科口罩 50只/盒',
    description: '一次性使用医用外科口罩，独立包装，兑换后7个工作日内发货。',
    points: 200,
    stock: 100,
    perBuyerLimit: 2,
    colour: '#1677ff',
  },
  {
    kind: 'goods',
    name: '电子体温计',
    description: '软头电子体温计，约60秒测量，附纽扣电池。',
    points: 800,
    stock: 20,
    perBuyerLimit: 1,
    colour: '#13c2c2',
  },
  {
    kind: 'goods',
    name: '药采定制保温杯 500ml',
    description: '316不锈钢内胆，药采定制款。',
    points: 1500,
    stock: 10,
    perBuyerLimit: 1,
    colour: '#722ed1',
  },
] as const;

export async function seedPoints(tx: Executor): Promise<void> {
  await seedOpeningPoints(tx);
  const now = Date.now();
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: COUPON_CODE,
      title: '无门槛10元券',
      amountFen: 1000,
      thresholdFen: 0,
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 180 * DAY_MS),
      // Exchanged for points only (wallet's grantCoupon): never claimable in the coupon centre.
      claimStartsAt: new Date(now - DAY_MS),
      claimEndsAt: new Date(now - DAY_MS),
      status: 'ended',
    })
    .onConflictDoUpdate({ target: coupons.code, set: { title: '无门槛10元券' } })
    .returning({ id: coupons.id });
  if (!coupon) throw new Error('points coupon not saved');
  const pictures = pictureSet();
  for (const [sort, { colour, ...item }] of itemSeeds.entries()) {
    const [present] = await tx
      .select({ id: pointsItems.id })
      .from(pointsItems)
      .where(eq(pointsItems.name, item.name));
    if (present) continue;
    await tx.insert(pointsItems).values({
      ...item,
      couponId: item.kind === 'coupon' ? coupon.id : null,
      image: pictures.url(bannerSvg(item.name, colour, 'tile')),
      sort,
    });
  }
  await pictures.save(tx);
}

/** The demo buyers' points, posted once (the ledger is append-only, and points move only through it). */
async function seedOpeningPoints(tx: Executor): Promise<void> {
  for (const demo of demoUsers) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, demo.phone));
    if (!user || demo.points <= 0) continue;
    const [opened] = await tx
      .select({ id: pointsEntries.id })
      .from(pointsEntries)
      .where(and(eq(pointsEntries.userId, user.id), eq(pointsEntries.kind, 'opening')));
    if (!opened)
      await postPoints(tx, {
        userId: user.id,
        kind: 'opening',
        amount: demo.points,
        remark: '开户积分',
        actor: 'system',
      });
  }
}
