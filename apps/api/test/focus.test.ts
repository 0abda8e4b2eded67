import { bannerData, brandDetail, focusCommon } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, PICTURE_URL, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('GET /api/focus', () => {
  it('carries the carousel, nav, four category trees, brands and the server clock', async () => {
    const response = await t.app.inject({ url: '/api/focus' });
    expect(response.statusCode).toBe(200);
    const data = focusCommon.parse(response.json().data);
    expect(data.rnss.length).toBeGreaterThan(0);
    expect(data.nav.map((item) => item.name)).toContain('活动专区');
    expect(data.nav.find((item) => item.name === '活动专区')?.children.map((c) => c.name)).toEqual([
      '每日特价',
      '近效期特卖',
    ]);
    // Both lead to built pages (issue #22 §3), never to a toast standing in for one.
    expect(data.nav.find((item) => item.name === '新品上市')?.url).toBe('/xpss');
    expect(data.nav.find((item) => item.name === '直播采购')?.url).toBe('/yjh/live');
    expect(data.category[0]?.name).toBe('抗感染药');
    expect(data.category[0]?.children.map((c) => c.name)).toContain('青霉素类');
    for (const tree of [data.category_yx, data.category_zy, data.category_qx])
      expect(tree.length).toBeGreaterThan(0);
    expect(data.category_qx.map((c) => c.name)).toContain('华东渠道');
    expect(data.brand.map((b) => b.name)).toContain('同仁堂');
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('rejects unknown query fields with 422', async () => {
    const response = await t.app.inject({ url: '/api/focus?x=1' });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/focus/demo', () => {
  it('returns the bottom banner for banner_id 121 and null for an empty position', async () => {
    const bottom = bannerData.parse(
      (await t.app.inject({ url: '/api/focus/demo?banner_id=121' })).json().data,
    );
    expect(bottom.banner?.url).toBe('/yx/rule');
    expect(bottom.banner?.image).toMatch(PICTURE_URL);
    const empty = await t.app.inject({ url: '/api/focus/demo?banner_id=999' });
    expect(empty.json()).toMatchObject({ status: 10000, data: { banner: null } });
  });

  it('answers a missing or malformed banner_id with 422 in Chinese', async () => {
    const response = await t.app.inject({ url: '/api/focus/demo?banner_id=abc' });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().data.errors)).toMatch(/广告位/);
  });
});

describe('GET /api/focus/brand/:id', () => {
  it('describes a brand with its maker and product count, and 404s for an unknown one', async () => {
    const focus = focusCommon.parse((await t.app.inject({ url: '/api/focus' })).json().data);
    const tongrentang = focus.brand.find((b) => b.name === '同仁堂');
    const response = await t.app.inject({ url: `/api/focus/brand/${tongrentang?.id}` });
    const brand = brandDetail.parse(response.json().data);
    expect(brand.manufacturer).toContain('同仁堂');
    expect(brand.goods_count).toBeGreaterThan(0);
    const missing = await t.app.inject({ url: '/api/focus/brand/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(404);
    expect((await t.app.inject({ url: '/api/focus/brand/abc' })).statusCode).toBe(422);
  });
});
