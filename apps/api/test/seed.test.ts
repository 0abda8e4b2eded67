import { userBase } from '@yaocai/domain';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { helpArticleRows } from '../src/seed/help-data';
import { seed, seedIfEmpty } from '../src/seed/seed';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { build, createTestDatabase } from './helper';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

async function counts(db: Db): Promise<Record<string, number>> {
  const tables: Record<string, PgTable> = {
    goods: schema.goods,
    categories: schema.categories,
    manufacturers: schema.manufacturers,
    brands: schema.brands,
    goodsCategories: schema.goodsCategories,
    ladder: schema.goodsLadderPrices,
    tags: schema.goodsTags,
    users: schema.users,
    companies: schema.companies,
    managers: schema.accountManagers,
    messages: schema.messages,
    nav: schema.navItems,
    adverts: schema.adverts,
    hotWords: schema.hotWords,
    batches: schema.goodsBatches,
    articles: schema.articles,
    settings: schema.siteSettings,
    fullAmountActivities: schema.fullAmountActivities,
    fullAmountTiers: schema.fullAmountTiers,
    fullAmountGoods: schema.fullAmountGoods,
    giftRules: schema.giftRules,
    combinations: schema.combinations,
    combinationParts: schema.combinationParts,
    negotiatedPrices: schema.negotiatedPrices,
    managedStores: schema.managedStores,
    addresses: schema.addresses,
    wallets: schema.wallets,
    ledgerEntries: schema.ledgerEntries,
    coupons: schema.coupons,
    userCoupons: schema.userCoupons,
    orders: schema.orders,
    contractSignatures: schema.contractSignatures,
    pictures: schema.pictures,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seed', () => {
  it('is idempotent: seeding again leaves every count unchanged', async () => {
    const before = await counts(database.db);
    expect(before.goods).toBe(300);
    // The two demo buyers and the two stores 13800138000's chain manages.
    expect(before.users).toBe(4);
    expect(before.combinations).toBe(4);
    // Four demo companies: one opening recharge each, six coupons each (one used by its past order).
    expect(before.ledgerEntries).toBe(4);
    expect(before.userCoupons).toBe(24);
    expect(before.orders).toBe(4);
    await seed(database.db, 300);
    expect(await counts(database.db)).toEqual(before);
  });

  it('stores pinyin for every product', async () => {
    const rows = await database.db
      .select({ initials: schema.goods.pinyinInitials, full: schema.goods.pinyinFull })
      .from(schema.goods)
      .limit(50);
    for (const row of rows) {
      expect(row.initials).toMatch(/^[a-z0-9.]/);
      expect(row.full.length).toBeGreaterThanOrEqual(row.initials.length);
    }
  });
});

describe('seedIfEmpty on a database seeded before the articles and the help centre existed', () => {
  it('adds the announcements, the help centre, friendly links and new adverts, keeping operator changes', async () => {
    const { db } = database;
    await db.delete(schema.articles);
    await db.delete(schema.articleCategories).where(isNotNull(schema.articleCategories.parentId));
    await db.delete(schema.articleCategories).where(eq(schema.articleCategories.section, 'help'));
    await db.delete(schema.adverts).where(eq(schema.adverts.positionId, 201));
    await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, 'friend_links'));
    await db
      .update(schema.siteSettings)
      .set({ value: '400-000-0000' })
      .where(eq(schema.siteSettings.key, 'hot_line'));
    expect(await seedIfEmpty(db, 300)).toBeNull();
    const [articles] = await db.select({ n: count() }).from(schema.articles);
    expect(articles?.n).toBe(7 + helpArticleRows().length);
    const [article66] = await db.select().from(schema.articles).where(eq(schema.articles.id, 66));
    expect(article66?.title).toBe('各类企业注册所需证照');
    const top = await db.select().from(schema.adverts).where(eq(schema.adverts.positionId, 201));
    expect(top.map((row) => row.url)).toEqual(['/mrtj']);
    const settings = await db.select().from(schema.siteSettings);
    expect(settings.find((row) => row.key === 'friend_links')?.value).toHaveLength(5);
    expect(settings.find((row) => row.key === 'hot_line')?.value).toBe('400-000-0000');
  });
});

describe('seedIfEmpty runs the seeder of each module whose data is missing', () => {
  it('brings back the promotions and controlled sale of a seeded database, leaving the goods alone', async () => {
    const { db } = database;
    const before = await counts(db);
    await db.delete(schema.promotions);
    await db.delete(schema.controlledProgrammes);
    await db.delete(schema.fullAmountActivities);
    expect(await seedIfEmpty(db, 300)).toBeNull();
    const [activities] = await db.select({ n: count() }).from(schema.fullAmountActivities);
    expect(activities?.n).toBe(2);
    const [promotions] = await db.select({ n: count() }).from(schema.promotions);
    const [programmes] = await db.select({ n: count() }).from(schema.controlledProgrammes);
    expect(promotions?.n).toBeGreaterThan(0);
    expect(programmes?.n).toBeGreaterThan(0);
    expect((await counts(db)).goods).toBe(before.goods);
  });
});

describe('the cart seed', () => {
  it("runs 全场满1000减50 (the top banner's promise) with 满3000减200 over every goods, now", async () => {
    const { db } = database;
    const [activity] = await db
      .select()
      .from(schema.fullAmountActivities)
      .where(eq(schema.fullAmountActivities.code, 'all-1000-50'));
    expect(activity).toMatchObject({ allGoods: true, title: '药采年中采购节 全场满1000减50' });
    const now = Date.now();
    expect(activity?.startsAt.getTime()).toBeLessThan(now);
    expect(activity?.endsAt.getTime()).toBeGreaterThan(now + 300 * 24 * 60 * 60 * 1000);
    const tiers = await db
      .select({ amount: schema.fullAmountTiers.amountFen, reduction: schema.fullAmountTiers.reductionFen })
      .from(schema.fullAmountTiers)
      .where(eq(schema.fullAmountTiers.activityId, activity?.id ?? 0))
      .orderBy(schema.fullAmountTiers.amountFen);
    expect(tiers).toEqual([
      { amount: 100000, reduction: 5000 },
      { amount: 300000, reduction: 20000 },
    ]);
  });

  it('covers named cold remedies with 满500减30', async () => {
    const rows = await database.db
      .select({ name: schema.goods.name, reduction: schema.fullAmountTiers.reductionFen })
      .from(schema.fullAmountActivities)
      .innerJoin(
        schema.fullAmountGoods,
        eq(schema.fullAmountGoods.activityId, schema.fullAmountActivities.id),
      )
      .innerJoin(schema.goods, eq(schema.goods.id, schema.fullAmountGoods.goodsId))
      .innerJoin(
        schema.fullAmountTiers,
        eq(schema.fullAmountTiers.activityId, schema.fullAmountActivities.id),
      )
      .where(eq(schema.fullAmountActivities.code, 'cold-500-30'));
    expect(rows.map((row) => row.name).sort()).toEqual(
      ['布洛芬混悬液', '布洛芬缓释胶囊', '感冒灵颗粒', '板蓝根颗粒', '连花清瘟颗粒'].sort(),
    );
    expect(new Set(rows.map((row) => row.reduction))).toEqual(new Set([3000]));
  });

  it('sells every combination below the sum of its parts', async () => {
    const rows = await database.db.execute<{ code: string; price_fen: number; separately: string }>(sql`
      SELECT c.code, c.price_fen, sum(g.price_fen * p.number) AS separately
      FROM combinations c JOIN combination_parts p ON p.combination_id = c.id JOIN goods g ON g.id = p.goods_id
      GROUP BY c.id ORDER BY c.sort`);
    expect(rows.rows.map((row) => row.code)).toEqual([
      'cold-care',
      'fever-care',
      'wound-care',
      'glucose-check',
    ]);
    for (const row of rows.rows) {
      expect(row.price_fen).toBeGreaterThan(0);
      expect(row.price_fen).toBeLessThan(Number(row.separately));
    }
  });

  it('gives gifts of the same goods (type 1) and of another goods (type 2)', async () => {
    const rules = await database.db.select().from(schema.giftRules);
    expect(rules.filter((rule) => rule.type === 1).every((rule) => rule.giftGoodsId === rule.goodsId)).toBe(
      true,
    );
    expect(rules.filter((rule) => rule.type === 2).every((rule) => rule.giftGoodsId !== rule.goodsId)).toBe(
      true,
    );
    expect(rules.map((rule) => rule.type).sort()).toEqual([1, 1, 2]);
  });

  it("agrees prices below list with 13800138000's company only", async () => {
    const rows = await database.db
      .select({
        company: schema.companies.name,
        price: schema.negotiatedPrices.priceFen,
        list: schema.goods.priceFen,
      })
      .from(schema.negotiatedPrices)
      .innerJoin(schema.companies, eq(schema.companies.id, schema.negotiatedPrices.companyId))
      .innerJoin(schema.goods, eq(schema.goods.id, schema.negotiatedPrices.goodsId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.company).toBe('仁心大药房');
      expect(row.price).toBeLessThan(row.list);
    }
  });

  it('gives 13800138000 two managed 仁心大药房 stores with their own passed companies', async () => {
    const managed = await database.db.execute<{
      manager: string;
      phone: string;
      company: string;
      passed: boolean;
      region: string;
    }>(sql`
      SELECT m.phone AS manager, s.phone, c.name AS company, c.qualification_passed AS passed, c.region
      FROM managed_stores ms
      JOIN users m ON m.id = ms.manager_user_id
      JOIN users s ON s.id = ms.store_user_id
      JOIN companies c ON c.id = s.company_id
      ORDER BY s.phone`);
    expect(managed.rows).toEqual([
      {
        manager: '13800138000',
        phone: '13800138001',
        company: '仁心大药房（朝阳店）',
        passed: true,
        region: '北京市',
      },
      {
        manager: '13800138000',
        phone: '13800138002',
        company: '仁心大药房（海淀店）',
        passed: true,
        region: '北京市',
      },
    ]);
  });

  it('seeds the shipping rule: ¥10.00 below ¥800.00', async () => {
    const rows = await database.db
      .select()
      .from(schema.siteSettings)
      .where(inArray(schema.siteSettings.key, ['shipping_fee_fen', 'free_shipping_from_fen']));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      shipping_fee_fen: 1000,
      free_shipping_from_fen: 80000,
    });
  });
});

describe('the chain stores sign in', () => {
  it('lets each store sign in with the demo password and see its own company', async () => {
    const t = await build();
    try {
      for (const [phone, company] of [
        ['13800138001', '仁心大药房（朝阳店）'],
        ['13800138002', '仁心大药房（海淀店）'],
      ] as const) {
        const browser = new Browser(t.app);
        expect((await browser.login(phone, 'demo1234')).statusCode).toBe(200);
        const base = userBase.parse((await browser.request('GET', '/api/user/base')).json().data);
        expect(base).toMatchObject({ phone, company, is_passed: 1, cart: 0 });
      }
    } finally {
      await t.close();
    }
  });
});

describe('the buyers seed', () => {
  it('opens every demo wallet through the ledger, so each balance equals its entries', async () => {
    const { db } = database;
    expect(await ledgerMismatches(db)).toEqual([]);
    const rows = await db
      .select({
        company: schema.companies.name,
        balance: schema.wallets.balanceFen,
        limit: schema.wallets.creditLimitFen,
        billingDay: schema.wallets.billingDay,
      })
      .from(schema.wallets)
      .innerJoin(schema.companies, eq(schema.companies.id, schema.wallets.companyId))
      .where(eq(schema.companies.name, '仁心大药房'));
    expect(rows).toEqual([{ company: '仁心大药房', balance: 2_000_000, limit: 5_000_000, billingDay: 25 }]);
  });

  it('gives every demo company one default address, 仁心大药房 a second one', async () => {
    const rows = await database.db.execute<{ name: string; live: number; defaults: number }>(sql`
      SELECT c.name, count(a.id)::int AS live, count(a.id) FILTER (WHERE a.is_default)::int AS defaults
      FROM companies c JOIN addresses a ON a.company_id = c.id AND a.deleted_at IS NULL
      GROUP BY c.name ORDER BY c.name`);
    expect(Object.fromEntries(rows.rows.map((row) => [row.name, [row.live, row.defaults]]))).toEqual({
      仁心大药房: [2, 1],
      '仁心大药房（朝阳店）': [1, 1],
      '仁心大药房（海淀店）': [1, 1],
      康宁诊所: [1, 1],
    });
  });

  it('leaves 康宁诊所 unsigned and the 仁心大药房 companies signed, flag and signature in step', async () => {
    const rows = await database.db.execute<{ name: string; flag: boolean; version: string | null }>(sql`
      SELECT c.name, c.contract_signed AS flag, s.version
      FROM companies c LEFT JOIN contract_signatures s ON s.company_id = c.id ORDER BY c.name`);
    expect(rows.rows).toEqual([
      { name: '仁心大药房', flag: true, version: '2026-11' },
      { name: '仁心大药房（朝阳店）', flag: true, version: '2026-11' },
      { name: '仁心大药房（海淀店）', flag: true, version: '2026-11' },
      { name: '康宁诊所', flag: false, version: null },
    ]);
  });

  it('holds coupons in every status: the used one by a completed past order', async () => {
    const rows = await database.db.execute<{
      code: string;
      used: boolean;
      expired: boolean;
      status: string;
    }>(sql`
      SELECT c.code, uc.used_order_id IS NOT NULL AS used, c.ends_at < now() AS expired, o.status
      FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
      JOIN companies co ON co.id = uc.company_id AND co.name = '康宁诊所'
      LEFT JOIN orders o ON o.id = uc.used_order_id ORDER BY c.code`);
    expect(rows.rows.filter((row) => row.used)).toEqual([
      { code: 'used-300-10', used: true, expired: false, status: 'completed' },
    ]);
    expect(rows.rows.filter((row) => row.expired).map((row) => row.code)).toEqual(['expired-1000-30']);
    expect(rows.rows).toHaveLength(6);
  });
});
