import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, drawActivities, drawBanners, drawPrizes } from '../db/schema/index';
import { pictureSet } from '../pictures';
import { bannerSvg } from './base-data';

/*
 * The running draw (issue #11): one activity around the seed date, its prizes and banners. Re-seeding adds only what is missing: an operator's changes to the
 * period, the weights or the stock stay.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY = '药采迎新春 天天抽好礼';
const COUPON_CODE = 'draw-1000-50';

const prizeSeeds = [
  {
    name: '10积分',
    kind: 'points',
    weight: 50,
    stock: null,
    points: 10,
    remarks: '积分已存入您的账户',
    colour: '#fa8c16',
  },
  {
    name: '50积分',
    kind: 'points',
    weight: 15,
    stock: null,
    points: 50,
    remarks: '积分已存入您的账户',
    colour: '#d4380d',
  },
  {
    name: '满1000减50优惠券',
    kind: 'coupon',
    weight: 10,
    stock: 200,
    points: 0,
    remarks: '已放入您的优惠券，下单满1000元可用',
    colour: '#eb2f96',
  },
  {
    name: '电子血压计',
    kind: 'gift',
    weight: 1,
    stock: 3,
    points: 0,
    remarks: '工作人员将在3个工作日内为您寄出',
    colour: '#1677ff',
  },
  {
    name: '谢谢参与',
    kind: 'none',
    weight: 24,
    stock: null,
    points: 0,
    remarks: '明天再来试试手气',
    colour: '#8c8c8c',
  },
] as const;

const bannerSeeds = [
  { title: '天天抽好礼 电子血压计等你拿', url: '/', colour: '#cf1322' },
  { title: '单笔满500元 再得一次抽奖机会', url: '/mrtj', colour: '#fa541c' },
];

export async function seedDraw(tx: Executor): Promise<void> {
  const now = Date.now();
  const startsAt = new Date(now - 60 * DAY_MS);
  const endsAt = new Date(now + 120 * DAY_MS);
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: COUPON_CODE,
      title: '满1000减50',
      amountFen: 5000,
      thresholdFen: 100_000,
      startsAt,
      endsAt,
      // A prize only: granted by the draw, never claimable in the centre.
      claimStartsAt: startsAt,
      claimEndsAt: startsAt,
      status: 'ended',
    })
    .onConflictDoUpdate({ target: coupons.code, set: { title: '满1000减50' } })
    .returning({ id: coupons.id });
  await tx
    .insert(drawActivities)
    .values({
      name: ACTIVITY,
      remarks: '每天1次抽奖机会，当天每笔实付满500元的订单再得1次',
      rules: [
        '活动期间每位会员每天可抽奖1次。',
        '当天每笔实付金额满500元的订单，额外获得1次抽奖机会，每天最多5次。',
        '积分即时到账；优惠券放入“我的优惠券”；实物奖品由工作人员寄出，请保持收货地址准确。',
        '抽奖结果可在个人中心“我的抽奖”中查看。',
      ],
      startsAt,
      endsAt,
      dailyChances: 1,
      orderMinFen: 50_000,
      dailyLimit: 5,
    })
    .onConflictDoNothing({ target: drawActivities.name });
  const [activity] = await tx
    .select({ id: drawActivities.id })
    .from(drawActivities)
    .where(eq(drawActivities.name, ACTIVITY));
  if (!activity || !coupon) throw new Error('draw activity not saved');
  // Banners, shown at their own size (the prizes' tiles in a 48 px box are drawn 240 px wide).
  const pictures = pictureSet();
  await tx
    .insert(drawPrizes)
    .values(
      prizeSeeds.map(({ colour, ...prize }, sort) => ({
        ...prize,
        activityId: activity.id,
        couponId: prize.kind === 'coupon' ? coupon.id : null,
        image: pictures.url(bannerSvg(prize.name, colour, 'tile')),
        sort,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(drawBanners)
    .values(
      bannerSeeds.map(({ colour, ...banner }, sort) => ({
        ...banner,
        activityId: activity.id,
        image: pictures.url(bannerSvg(banner.title, colour, 'zone')),
        sort,
      })),
    )
    .onConflictDoNothing();
  await pictures.save(tx);
}
