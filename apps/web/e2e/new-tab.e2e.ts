/**
 * Issue #12 §1.10: the session is the server's, not the tab's. A buyer signs in in one tab, then opens a
 * product and a result list in a new tab of the same browser (the cookie is shared, sessionStorage is not):
 * the new tab shows the company, the prices and the buying controls, never 请登录 or 登录可见.
 */
import { formatYuan } from '@yaocai/domain/print';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { awaitHydration, browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
let tab: Page | undefined;

afterAll(async () => {
  await tab?.close();
});

const header = (page: Page) => page.locator('[data-ui="SiteHeader"]');

describe('a signed-in buyer opens a new tab', () => {
  it('sees prices on a product opened in the new tab', async () => {
    await signIn(chromium.page, baseUrl, '13800138000', 'demo1234');
    await header(chromium.page).getByText('仁心大药房').waitFor({ timeout: 15_000 });
    const answer = await chromium.page.request.get(`${baseUrl}/api/goods/search?keywords=amxl&type=0`);
    const product = ((await answer.json()).data as GoodsPage).list[0];
    expect(product?.price, 'the API prices the goods for this session').toMatch(/^\d/);
    if (!product?.price) return;

    tab = awaitHydration(await chromium.page.context().newPage());
    await tab.goto(`${baseUrl}/list_info/${product.id}`);
    await tab.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 });
    await header(tab).getByText('仁心大药房').waitFor({ timeout: 15_000 });
    expect(await tab.getByText(formatYuan(product.price)).first().isVisible()).toBe(true);
    expect(await tab.getByText('登录可见').count()).toBe(0);
    expect(await tab.getByRole('link', { name: '登录后购买' }).count()).toBe(0);
    expect(await tab.getByRole('spinbutton', { name: '采购数量' }).isVisible()).toBe(true);
    expect(await tab.locator('[data-ui="TopBar"]').getByRole('link', { name: '请登录' }).count()).toBe(0);
  });

  it('sees prices in a result list in the new tab', async () => {
    if (!tab) throw new Error('the first test opens the tab');
    await tab.goto(`${baseUrl}/search?keywords=amxl&type=0`);
    const results = tab.getByRole('list', { name: '搜索结果' });
    await results.waitFor({ timeout: 15_000 });
    expect(await results.getByText(/¥\d/).count()).toBeGreaterThan(0);
    expect(await results.getByText('登录可见').count()).toBe(0);
  });

  it('logged no console errors and no CSP violations in the first tab', () => {
    expect(chromium.problems).toEqual([]);
  });
});
