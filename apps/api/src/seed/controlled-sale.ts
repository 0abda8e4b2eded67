import { and, eq, sql } from 'drizzle-orm';
import { KXZQ_POSITIONS } from '../content';
import type { Executor } from '../db/client';
import {
  adPositions,
  adverts,
  companies,
  controlledApplications,
  controlledProgrammes,
  manufacturers,
  users,
} from '../db/schema/index';
import { pictureSet } from '../pictures';
import { bannerSvg } from './base-data';

const positionRows = [
  { id: KXZQ_POSITIONS.zone, code: 'kxzq', name: '控销专区横幅' },
  { id: KXZQ_POSITIONS.newGoods, code: 'new_kxzq', name: '控销新品横幅' },
  { id: KXZQ_POSITIONS.programmes, code: 'kxzq_ad', name: '控销计划广告' },
];

const advertRows = [
  {
    positionId: KXZQ_POSITIONS.zone,
    title: '控销专区 区域独家授权',
    url: '/kxzq/new',
    sort: 1,
    colour: '#722ed1',
  },
  { positionId: KXZQ_POSITIONS.zone, title: '品牌控销 价格稳定', url: '/kxzq', sort: 2, colour: '#08979c' },
  {
    positionId: KXZQ_POSITIONS.newGoods,
    title: '控销新品 抢先授权',
    url: '/kxzq/new',
    sort: 1,
    colour: '#c41d7f',
  },
  {
    positionId: KXZQ_POSITIONS.programmes,
    title: '同仁堂控销 京津直供',
    url: '/kxzq/goods/tongrentang',
    sort: 1,
    colour: '#ad4e00',
  },
  {
    positionId: KXZQ_POSITIONS.programmes,
    title: '道地饮片 亳州直采',
    url: '/kxzq/goods/bozhou-yinpian',
    sort: 2,
    colour: '#5b8c00',
  },
  {
    positionId: KXZQ_POSITIONS.programmes,
    title: '哈药控销 东北华北授权',
    url: '/kxzq/goods/hayao',
    sort: 3,
    colour: '#0958d9',
  },
];

/**
 * Programmes: maker programmes first (their makers' controlled goods), then one programme per goods kind that
 * takes every other controlled product of that kind, so every controlled product has a programme.
 */
export const programmeRows = [
  {
    url: 'tongrentang',
    title: '北京同仁堂控销计划',
    maker: 'trt',
    makers: ['trt', 'trtkj', 'trtbz'],
    kind: null,
    regions: ['北京市', '天津市'],
    description: '同仁堂中成药与饮片京津地区定向供货，区域内药店、诊所自动授权，其他地区需申请。',
  },
  {
    url: 'hayao',
    title: '哈药集团控销计划',
    maker: 'hyzc',
    makers: ['hyzc', 'hysy'],
    kind: null,
    regions: ['黑龙江省', '吉林省', '河北省'],
    description: '哈药处方药按区域授权销售，东北及河北地区客户自动授权。',
  },
  {
    url: 'bozhou-yinpian',
    title: '亳州道地饮片控销计划',
    maker: 'bzhq',
    makers: ['bzhq', 'bzjw', 'xhc'],
    kind: null,
    regions: ['安徽省'],
    description: '亳州产地直采贵细饮片，按申请审核授权，保证渠道价格稳定。',
  },
  {
    url: 'rx-western',
    title: '处方药控销计划',
    maker: null,
    makers: [],
    kind: 'western',
    regions: ['上海市', '江苏省', '浙江省'],
    description: '多家药企处方药品种的区域控销，长三角地区客户自动授权。',
  },
  {
    url: 'tcm-patent',
    title: '名优中成药控销计划',
    maker: null,
    makers: [],
    kind: 'tcm_patent',
    regions: ['广东省', '福建省'],
    description: '名优中成药品种限定渠道销售，华南地区客户自动授权。',
  },
  {
    url: 'yinpian',
    title: '贵细中药饮片控销计划',
    maker: null,
    makers: [],
    kind: 'decoction',
    regions: [],
    description: '冬虫夏草等贵细饮片全部按申请授权。',
  },
  {
    url: 'devices',
    title: '医疗器械控销计划',
    maker: null,
    makers: [],
    kind: 'device',
    regions: ['广东省'],
    description: '器械品种区域代理，其他地区需申请。',
  },
];

/** The demo accounts' applications (README): one approved, one pending, one rejected with its reason. */
const demoApplications = [
  { phone: '13800138000', url: 'bozhou-yinpian', status: 'approved', note: '资质齐全，同意授权' },
  { phone: '13800138000', url: 'rx-western', status: 'pending', note: '' },
  {
    phone: '13900139000',
    url: 'tongrentang',
    status: 'rejected',
    note: '同仁堂控销仅面向京津地区合作客户',
  },
] as const;

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

async function seedZoneAdverts(tx: Executor): Promise<void> {
  await tx
    .insert(adPositions)
    .values(positionRows)
    .onConflictDoUpdate({ target: adPositions.id, set: { code: excluded('code'), name: excluded('name') } });
  const banners = pictureSet();
  await tx
    .insert(adverts)
    .values(
      advertRows.map(({ colour, ...row }) => ({ ...row, image: banners.url(bannerSvg(row.title, colour)) })),
    )
    .onConflictDoUpdate({
      target: [adverts.positionId, adverts.title],
      set: { image: excluded('image'), url: excluded('url'), sort: excluded('sort') },
    });
  await banners.save(tx);
}

async function seedProgrammes(tx: Executor): Promise<void> {
  const makerIds = new Map(
    (await tx.select({ id: manufacturers.id, code: manufacturers.code }).from(manufacturers)).map((row) => [
      row.code,
      row.id,
    ]),
  );
  for (const [sort, programme] of programmeRows.entries()) {
    const values = {
      url: programme.url,
      title: programme.title,
      manufacturerId: programme.maker ? (makerIds.get(programme.maker) ?? null) : null,
      description: programme.description,
      regions: programme.regions,
      sort,
    };
    const { url, ...update } = values;
    const [saved] = await tx
      .insert(controlledProgrammes)
      .values(values)
      .onConflictDoUpdate({ target: controlledProgrammes.url, set: update })
      .returning({ id: controlledProgrammes.id });
    if (!saved) throw new Error(`programme ${url} not saved`);
    const condition = programme.kind
      ? sql`g.kind = ${programme.kind}`
      : sql`m.code IN (${sql.join(
          programme.makers.map((code) => sql`${code}`),
          sql`, `,
        )})`;
    // A product already in a programme stays there (maker programmes run first).
    await tx.execute(sql`
      INSERT INTO controlled_programme_goods (goods_id, programme_id)
      SELECT g.id, ${saved.id} FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.is_controlled AND NOT g.banned_online AND ${condition}
      ON CONFLICT (goods_id) DO NOTHING`);
  }
}

async function seedDemoApplications(tx: Executor): Promise<void> {
  for (const demo of demoApplications) {
    const [owner] = await tx
      .select({ userId: users.id, companyId: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.phone, demo.phone));
    const [programme] = await tx
      .select({ id: controlledProgrammes.id })
      .from(controlledProgrammes)
      .where(eq(controlledProgrammes.url, demo.url));
    if (!owner || !programme) continue;
    const [existing] = await tx
      .select({ id: controlledApplications.id })
      .from(controlledApplications)
      .where(
        and(
          eq(controlledApplications.companyId, owner.companyId),
          eq(controlledApplications.programmeId, programme.id),
        ),
      );
    // Any application, whatever its state, means the demo (or the operator) has been here already.
    if (existing) continue;
    await tx.insert(controlledApplications).values({
      companyId: owner.companyId,
      programmeId: programme.id,
      userId: owner.userId,
      status: demo.status,
      note: demo.note,
      decidedAt: demo.status === 'pending' ? null : new Date(),
    });
  }
}

/** The zone's banners, the programmes with their goods, and the demo applications; safe to re-run. */
export async function seedControlledSale(tx: Executor): Promise<void> {
  await seedZoneAdverts(tx);
  await seedProgrammes(tx);
  await seedDemoApplications(tx);
}
