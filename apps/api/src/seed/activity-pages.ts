import { DAY_MS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type ActivityFloorRow, activityPages } from '../db/schema/index';
import { pictureSet } from '../pictures';
import { bannerSvg } from './base-data';

/*
 * Three activity pages (issue #22 §3) over real seeded goods sold online: the mid-year purchasing festival the
 * home page's strip advertises, 直播采购 (the nav's entry, /activity/live) and the clinics' page (/yyh). Upserted by url; the goods are
 * picked by id so re-seeding keeps them. docs/promotions.md "Activity pages".
 */

const FLOOR_GOODS = 8;

interface PageSeed {
  url: string;
  title: string;
  colour: string;
  rules: string;
  days: number;
  floors: { title: string; where: ReturnType<typeof sql> }[];
}

const pageSeeds: PageSeed[] = [
  {
    url: 'mid-year',
    title: '药采年中采购节',
    colour: '#c81623',
    days: 30,
    rules: [
      '1. 活动时间以页面倒计时为准，商品价格以结算页为准。',
      '2. 活动期间全场满1000元减50元，可与优惠券叠加使用（以结算页为准）。',
      '3. 活动商品价格按您企业的采购价计算，登录并通过资质审核后可见。',
      '4. 控销商品需取得授权后方可采购；处方药按相关规定销售。',
    ].join('\n'),
    floors: [
      {
        title: '感冒用药',
        where: sql`EXISTS (SELECT 1 FROM goods_categories gc JOIN categories c ON c.id = gc.category_id
          WHERE gc.goods_id = goods.id AND (c.code = 'gm' OR c.code LIKE 'gm.%'))`,
      },
      { title: '中成药', where: sql`kind = 'tcm_patent'` },
      { title: '中药饮片', where: sql`kind = 'decoction'` },
    ],
  },
  {
    url: 'live',
    title: '直播采购 · 厂家直供专场',
    colour: '#722ed1',
    days: 14,
    rules: [
      '1. 直播专场商品由厂家直供，批号新、效期长。',
      '2. 活动商品按您企业的采购价结算，加入购物车后在结算页统一下单。',
      '3. 每场活动商品数量有限，售完即止。',
    ].join('\n'),
    floors: [
      { title: '家用器械', where: sql`kind = 'device'` },
      { title: '常备西药', where: sql`kind = 'western'` },
    ],
  },
  {
    // The clinics' activity page (/yyh, /yyh/list): goods a clinic's 诊疗范围 usually holds; each buyer sees the
    // ones within their own approved scope (promotions/clinic-page.ts).
    url: 'yyh',
    title: '诊所采购季 · 基层诊疗常备',
    colour: '#0e7c66',
    days: 45,
    rules: [
      '1. 本活动面向诊所、民营医疗机构等基层医疗机构，展示您企业诊疗范围内可采购的商品。',
      '2. 活动商品按您企业的采购价结算，满减、优惠券以结算页为准。',
      '3. 处方药、抗生素制剂按相关规定销售；控销商品需取得授权后方可采购。',
    ].join('\n'),
    floors: [
      { title: '抗感染用药', where: sql`scope_category = 'antibiotic'` },
      { title: '常备西药', where: sql`scope_category = 'chemical'` },
      { title: '诊室器械', where: sql`kind = 'device'` },
    ],
  },
];

export async function seedActivityPages(tx: Executor): Promise<void> {
  const startsAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
  const pictures = pictureSet();
  for (const [sort, page] of pageSeeds.entries()) {
    const floors: ActivityFloorRow[] = [];
    for (const floor of page.floors) {
      const rows = await tx.execute<{ id: number }>(sql`
        SELECT id FROM goods WHERE stock > 0 AND NOT banned_online AND ${floor.where}
        ORDER BY id LIMIT ${FLOOR_GOODS}`);
      if (rows.rows.length > 0) floors.push({ title: floor.title, goodsIds: rows.rows.map((row) => row.id) });
    }
    // A bare test catalogue without such goods: a page with nothing on it is not seeded.
    if (floors.length === 0) continue;
    const values = {
      url: page.url,
      title: page.title,
      banner: pictures.url(bannerSvg(page.title, page.colour)),
      rules: page.rules,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (page.days + 1) * DAY_MS),
      floors,
      sort,
    };
    await tx
      .insert(activityPages)
      .values(values)
      .onConflictDoUpdate({
        target: activityPages.url,
        set: { title: values.title, banner: values.banner, rules: values.rules, floors: values.floors },
      });
  }
  await pictures.save(tx);
}
