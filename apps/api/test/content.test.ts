import {
  articleCategoryData,
  focusAdverts,
  focusCommon,
  friendLinks,
  goodsActivitiesData,
  spikeData,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, promotionGoods, promotions, siteSettings } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, PICTURE_URL, type TestApp } from './helper';

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

const dataOf = async (url: string) => (await t.app.inject({ url })).json().data;

describe('GET /api/focus/{variant}', () => {
  // Before the listing test below: the lists are cached for 30 s once read.
  it('drops a link that is neither site-relative nor http(s), keeping the advert', async () => {
    await t.database.db
      .update(adverts)
      .set({ url: 'javascript:alert(1)' })
      .where(eq(adverts.positionId, 205));
    const { list } = focusAdverts.parse(await dataOf('/api/focus/zyzq'));
    expect(list).toHaveLength(1);
    expect(list[0]?.url).toBe('');
  });

  it('lists the seeded adverts of each position with in-site links and SVG banners', async () => {
    const expected: Record<string, string> = {
      top: '/mrtj',
      right: '/mrtj',
      ppzq: '/ppzq',
      yx: '/yx/rule',
      postList: '/kxzq',
    };
    for (const [variant, url] of Object.entries(expected)) {
      const { list } = focusAdverts.parse(await dataOf(`/api/focus/${variant}`));
      expect(list.length, variant).toBeGreaterThan(0);
      expect(list[0]?.url, variant).toBe(url);
      for (const advert of list) {
        expect(advert.image).toMatch(PICTURE_URL);
        expect(advert.title).not.toBe('');
      }
    }
    const side = focusAdverts.parse(await dataOf('/api/focus/right'));
    expect(side.list.map((advert) => advert.title)).toEqual(['每日特价', '品牌专区']);
    const login = focusAdverts.parse(await dataOf('/api/focus/login'));
    expect(login.list[0]).toMatchObject({ title: '药采 采购更省心', url: '' });
  });

  it('answers an empty position with an empty list', async () => {
    await t.database.db.delete(adverts).where(eq(adverts.positionId, 203));
    const response = await t.app.inject({ url: '/api/focus/xrtj' });
    expect(response.statusCode).toBe(200);
    expect(focusAdverts.parse(response.json().data)).toEqual({ list: [] });
  });

  it('serves the shared payload as /api/focus/common', async () => {
    const common = focusCommon.parse(await dataOf('/api/focus/common'));
    const focus = focusCommon.parse(await dataOf('/api/focus'));
    expect(common.nav).toEqual(focus.nav);
    expect(common.rnss).toEqual(focus.rnss);
    expect(Math.abs(common.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('rejects unknown query fields with 422', async () => {
    const response = await t.app.inject({ url: '/api/focus/top?x=1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().status).toBe(422);
  });
});

describe('GET /api/article/category', () => {
  it('lists the announcements of category 3 newest first with plain-text summaries', async () => {
    const data = articleCategoryData.parse(await dataOf('/api/article/category?category_id=3'));
    expect(data.category).toEqual({
      id: 3,
      code: 'notice',
      name: '平台公告',
      section: 'news',
      url: '/news/notice',
    });
    expect(data.total).toBe(6);
    expect(data.list[0]?.title).toBe('关于2026年春节期间发货安排的公告');
    const dates = data.list.map((article) => article.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of data.list) expect(article.summary).not.toMatch(/<[a-z]/i);
    expect(data.list.map((article) => article.title)).not.toContain('国家医保药品目录新版落地执行');
  });

  it('pages with page and per_page', async () => {
    const all = articleCategoryData.parse(await dataOf('/api/article/category?category_id=3'));
    const second = articleCategoryData.parse(
      await dataOf('/api/article/category?category_id=3&page=2&per_page=2'),
    );
    expect(second).toMatchObject({ total: 6, page: 2, per_page: 2 });
    expect(second.list.map((a) => a.id)).toEqual(all.list.slice(2, 4).map((a) => a.id));
  });

  it('404s for an unknown category and 422s for a missing or malformed one', async () => {
    const missing = await t.app.inject({ url: '/api/article/category?category_id=99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(404);
    for (const query of [
      '',
      '?category_id=abc',
      '?category_id=0',
      '?category_id=3&per_page=101',
      '?category_id=3&x=1',
    ]) {
      const response = await t.app.inject({ url: `/api/article/category${query}` });
      expect(response.statusCode, query).toBe(422);
    }
    const bad = await t.app.inject({ url: '/api/article/category?category_id=abc' });
    expect(JSON.stringify(bad.json().data.errors)).toMatch(/文章分类/);
  });
});

describe('GET /api/global/links', () => {
  it('lists the friendly links of the footer, leaving out unsafe addresses', async () => {
    const stored = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'friend_links'));
    const seeded = stored[0]?.value as { name: string; url: string }[];
    await t.database.db
      .update(siteSettings)
      .set({ value: [...seeded, { name: '可疑链接', url: 'javascript:alert(1)' }, { name: '', url: '/yx' }] })
      .where(eq(siteSettings.key, 'friend_links'));
    const { list } = friendLinks.parse(await dataOf('/api/global/links'));
    expect(list[0]).toEqual({ name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' });
    expect(list.map((link) => link.name)).toContain('中国医药商业协会');
    expect(list).toHaveLength(seeded.length);
  });

  it('rejects unknown query fields with 422', async () => {
    expect((await t.app.inject({ url: '/api/global/links?x=1' })).statusCode).toBe(422);
  });
});

describe('GET /api/goods/activities', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('gives a buyer the flash sale a product is in, with its price, limit and session', async () => {
    const spike = spikeData.parse((await buyer.request('GET', '/api/index/spike')).json().data);
    const item = spike.list[0];
    const response = await buyer.request('GET', `/api/goods/activities?goods_id=${item?.id}`);
    const data = goodsActivitiesData.parse(response.json().data);
    expect(data.goods_id).toBe(item?.id);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({
      kind: 'spike',
      title: '限时秒杀',
      status: spike.status,
      promo_price: item?.promotion_price,
      limit_per_buyer: 10,
      start: spike.start,
      end: spike.end,
    });
  });

  it('hides the promotion price from visitors', async () => {
    const spike = spikeData.parse(await dataOf('/api/index/spike'));
    const data = goodsActivitiesData.parse(
      await dataOf(`/api/goods/activities?goods_id=${spike.list[0]?.id}`),
    );
    expect(data.list[0]).toMatchObject({ kind: 'spike', promo_price: null, limit_per_buyer: 10 });
  });

  it('lists an upcoming promotion after the running one and leaves out ended ones', async () => {
    const everyday = (await buyer.request('GET', '/api/activity/everyday_price')).json().data;
    const goodsId: number = everyday.list[0].id;
    const now = Date.now();
    const db = t.database.db;
    const [upcoming, ended] = await db
      .insert(promotions)
      .values([
        {
          code: 'test-upcoming',
          kind: 'everyday',
          title: '周末特价',
          startsAt: new Date(now + 2 * DAY_MS),
          endsAt: new Date(now + 4 * DAY_MS),
        },
        {
          code: 'test-ended',
          kind: 'everyday',
          title: '上周特价',
          startsAt: new Date(now - 9 * DAY_MS),
          endsAt: new Date(now - 2 * DAY_MS),
        },
      ])
      .returning({ id: promotions.id });
    await db.insert(promotionGoods).values([
      { promotionId: upcoming!.id, goodsId, priceFen: 123, limitPerBuyer: 5 },
      { promotionId: ended!.id, goodsId, priceFen: 99 },
    ]);
    const data = goodsActivitiesData.parse(
      (await buyer.request('GET', `/api/goods/activities?goods_id=${goodsId}`)).json().data,
    );
    expect(data.list.map((a) => [a.title, a.status])).toEqual([
      ['每日特价', 'ongoing'],
      ['周末特价', 'upcoming'],
    ]);
    const next = data.list[1];
    expect(next).toMatchObject({ promo_price: '1.23', limit_per_buyer: 5 });
    expect(next!.start).toBeGreaterThan(data.timestamp);
    expect(next!.end - next!.start).toBe(2 * 24 * 60 * 60);
  });

  it('answers a product without promotions with an empty list', async () => {
    const [row] = (
      await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM goods WHERE id NOT IN (SELECT goods_id FROM promotion_goods) ORDER BY id LIMIT 1`,
      )
    ).rows;
    // The seed's 全场94折 covers nearly every product: while it runs, that is the one activity listed.
    const running = goodsActivitiesData.parse(await dataOf(`/api/goods/activities?goods_id=${row?.id}`));
    expect(running.list.map((activity) => activity.kind)).toEqual(['store_wide']);
    const windows = await t.database.db.execute<{ id: number; starts_at: Date; ends_at: Date }>(
      sql`SELECT id, starts_at, ends_at FROM store_wide_offers`,
    );
    await t.database.db.execute(
      sql`UPDATE store_wide_offers SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 day'`,
    );
    try {
      const data = goodsActivitiesData.parse(await dataOf(`/api/goods/activities?goods_id=${row?.id}`));
      expect(data.list).toEqual([]);
    } finally {
      for (const offer of windows.rows)
        await t.database.db.execute(
          sql`UPDATE store_wide_offers SET starts_at = ${offer.starts_at}, ends_at = ${offer.ends_at} WHERE id = ${offer.id}`,
        );
    }
  });

  it('404s for an unknown product and 422s for bad input', async () => {
    const missing = await t.app.inject({ url: '/api/goods/activities?goods_id=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, data: null });
    for (const query of ['', '?goods_id=abc', '?goods_id=-1', '?goods_id=1.5', '?goods_id=1&x=1']) {
      const response = await t.app.inject({ url: `/api/goods/activities${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().status).toBe(422);
    }
  });
});
