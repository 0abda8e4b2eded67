/**
 * The 全场94折 journey (issue #22 acceptance) against the production build: an operator opens the seeded offer to
 * every buyer (`ops welfare edit`), 13800138000 adds a goods from /welfare to the cart with its 加入购物车, and the
 * cart shows the 94折 and what it takes off. The offer's audience is put back afterwards, so the files after this
 * one price as before. Every wait is bounded.
 */
import type { CartState, WelfareData } from '@yaocai/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ops } from './ops';
import { api } from './shop';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };
const DAY = 86_400_000;

function offer(enterpriseTypes: string[]): string {
  return JSON.stringify({
    title: '全场94折 · 药采福利季',
    rate_percent: 94,
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ends_at: new Date(Date.now() + 30 * DAY).toISOString(),
    rules: '活动期间，除控销商品、秒杀及每日特价商品外，全场商品按采购价94折结算。',
    enterprise_types: enterpriseTypes,
  });
}

afterAll(async () => {
  await ops(['welfare', 'edit', '1', '--json', offer(['pharmacy', 'private_medical'])]);
});

describe('a pharmacist buys a /welfare goods', () => {
  it('adds it from /welfare and sees 94折 in the cart', async () => {
    await ops(['welfare', 'edit', '1', '--json', offer([])]);
    const { page, problems } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    const before = await api<CartState>(page, '/cart/list?filters=99999&new=1');
    if (before.data.length > 0)
      await api(page, '/cart/batch_delete', { ids: before.data.map((line) => line.id) });

    await page.goto(`${baseUrl}/welfare`);
    await page.getByRole('heading', { name: '全场94折 · 药采福利季' }).waitFor(WAIT);
    const welfare = await api<WelfareData>(page, '/welfare?page=1&per_page=20');
    const goods = welfare.floors[0]?.list.find((item) => item.is_buy === 1 && item.store_wide_price !== null);
    expect(goods, 'a goods this buyer may buy in the offer').toBeDefined();
    await page.getByText(`全场折后 ¥${goods?.store_wide_price}`).first().waitFor(WAIT);
    await page
      .getByRole('button', { name: `加入购物车：${goods?.name}`, exact: true })
      .first()
      .click(WAIT);
    await expect
      .poll(async () => (await api<CartState>(page, '/cart/list?filters=99999&new=1')).data.length, WAIT)
      .toBeGreaterThan(0);

    await page.goto(`${baseUrl}/cart`);
    const status = page.getByRole('status', { name: '全场94折 · 药采福利季' });
    await status.waitFor(WAIT);
    expect(await status.textContent()).toMatch(/^94折 · 全场94折 · 药采福利季：已优惠 ¥\d+\.\d{2}$/);
    const cart = await api<CartState>(page, '/cart/list?filters=99999&new=1');
    expect(cart.activity_data.store_wide?.label).toBe('94折');
    expect(Number(cart.totals.store_wide)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
