import { DAY_MS } from '@yaocai/domain';
import type { Executor } from '../db/client';
import { storeWideOffers } from '../db/schema/index';
import { pictureSet } from '../pictures';
import { bannerSvg } from './base-data';

/*
 * The demo's 全场94折 (`/welfare`, docs/pricing.md "全场94折"): 60 days from yesterday, controlled-sale and
 * promotion goods excluded. Its audience is 单体药店 and 民营医疗机构 — enterprise types none of the demo companies
 * has — so the demo buyers' (and the tests') carts keep their prices until an operator widens it
 * (`ops welfare edit 1 --types ''`, or the console's 全场折扣 page). Seeded once.
 */
export async function seedStoreWide(tx: Executor): Promise<void> {
  const startsAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
  const pictures = pictureSet();
  const title = '全场94折 · 药采福利季';
  await tx.insert(storeWideOffers).values({
    title,
    ratePercent: 94,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 61 * DAY_MS),
    banner: pictures.url(bannerSvg(title, '#d4380d')),
    rules: [
      '1. 活动期间，除控销商品、秒杀及每日特价商品外，全场商品按采购价94折结算。',
      '2. 94折先于满减、优惠券计算：满减门槛按折后金额计算，优惠券用于满减后的金额。',
      '3. 优惠金额按商品金额分摊到每个商品行（向下取整到分），发票与随货单按分摊后的单价开具。',
      '4. 本期活动面向单体药店、民营医疗机构，以结算页为准。',
    ].join('\n'),
    enterpriseTypes: ['pharmacy', 'private_medical'],
    exclude: { controlled: true, promotions: true, discounted: false, goodsIds: [], categoryIds: [] },
  });
  await pictures.save(tx);
}
