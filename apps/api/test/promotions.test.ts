import { applyRate, everydayPriceData, spikeData, yuanToFen } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

describe('GET /api/index/spike', () => {
  it('gives a signed-in buyer the session, the server clock and 20 %-off prices', async () => {
    const response = await buyer.request('GET', '/api/index/spike');
    const data = spikeData.parse(response.json().data);
    expect(['upcoming', 'ongoing']).toContain(data.status);
    expect(data.end - data.start).toBe(12 * 60 * 60);
    expect(data.end).toBeGreaterThan(data.timestamp);
    if (data.status === 'upcoming') expect(data.start).toBeGreaterThan(data.timestamp);
    else expect(data.start).toBeLessThanOrEqual(data.timestamp);
    expect(data.list.length).toBe(8);
    for (const item of data.list) {
      expect(yuanToFen(item.promotion_price ?? '')).toBe(applyRate(yuanToFen(item.price ?? ''), 80, 100));
      expect(item.number).toBeGreaterThan(0);
      expect(item.limit_per_buyer).toBe(10);
    }
  });

  it("names the flash sale each goods is in (goods_price_id), the id the goods' activities give it", async () => {
    const data = spikeData.parse((await buyer.request('GET', '/api/index/spike')).json().data);
    const first = data.list[0];
    const activities = (await buyer.request('GET', `/api/goods/activities?goods_id=${first?.id}`)).json()
      .data;
    const spike = activities.list.find((activity: { kind: string }) => activity.kind === 'spike');
    expect(spike?.id).toBeGreaterThan(0);
    for (const item of data.list) expect(item.goods_price_id).toBe(spike.id);
  });

  it('hides every price from visitors, the promotion price included', async () => {
    const data = spikeData.parse((await t.app.inject({ url: '/api/index/spike' })).json().data);
    expect(data.list.length).toBeGreaterThan(0);
    for (const item of data.list)
      expect(item).toMatchObject({ price: null, promotion_price: null, is_buy: 0 });
  });
});

describe('GET /api/activity/everyday_price', () => {
  it('lists the special prices, below the normal price', async () => {
    const data = everydayPriceData.parse(
      (await buyer.request('GET', '/api/activity/everyday_price')).json().data,
    );
    expect(data.title).toBe('每日特价');
    expect(data.list.length).toBe(20);
    for (const item of data.list)
      expect(yuanToFen(item.promotion_price ?? '')).toBeLessThan(yuanToFen(item.price ?? ''));
  });

  it('rejects unknown query fields', async () => {
    expect((await t.app.inject({ url: '/api/activity/everyday_price?x=1' })).statusCode).toBe(422);
  });
});
