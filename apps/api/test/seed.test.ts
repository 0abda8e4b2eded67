import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { seed, seedIfEmpty } from '../src/seed/seed';
import { createTestDatabase } from './helper';

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
    help: schema.helpArticles,
    articles: schema.articles,
    settings: schema.siteSettings,
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
    expect(before.users).toBe(2);
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

describe('seedIfEmpty on a database seeded before the articles existed', () => {
  it('adds the announcements, friendly links and new adverts, keeping operator changes', async () => {
    const { db } = database;
    await db.delete(schema.articles);
    await db.delete(schema.adverts).where(eq(schema.adverts.positionId, 201));
    await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, 'friend_links'));
    await db
      .update(schema.siteSettings)
      .set({ value: '400-000-0000' })
      .where(eq(schema.siteSettings.key, 'hot_line'));
    expect(await seedIfEmpty(db, 300)).toBeNull();
    const [articles] = await db.select({ n: count() }).from(schema.articles);
    expect(articles?.n).toBe(7);
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
    expect(await seedIfEmpty(db, 300)).toBeNull();
    const [promotions] = await db.select({ n: count() }).from(schema.promotions);
    const [programmes] = await db.select({ n: count() }).from(schema.controlledProgrammes);
    expect(promotions?.n).toBeGreaterThan(0);
    expect(programmes?.n).toBeGreaterThan(0);
    expect((await counts(db)).goods).toBe(before.goods);
  });
});
