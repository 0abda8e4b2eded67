/**
 * Every catalogue screen of issue #3 in a real Chromium against the production build and the seeded database:
 * each shows seeded data (not its empty or error state) with no console error, failed request or CSP
 * violation; /yx/rule has no header, footer or toolbar; and a buyer applies for a controlled-sale programme.
 */

import { describe, expect, it } from 'vitest';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();

/** Opens `path` and waits until `selector` (seeded content) is visible in the chromium.page. */
async function shows(path: string, selector: string): Promise<void> {
  await chromium.page.goto(`${baseUrl}${path}`);
  await chromium.page
    .locator(selector)
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${path} shows no ${selector}: ${error.message}`);
    });
  expect(await chromium.page.getByText('加载失败').count(), `${path} shows an error`).toBe(0);
}

const product = 'a[href^="/list_info/"]';

describe('every catalogue screen shows seeded data', () => {
  it('as a visitor: home, lists, zones, brands, everyday prices and a product — prices read 登录可见', async () => {
    await shows('/', product);
    await chromium.page.getByText('平台公告').first().waitFor({ timeout: 15_000 });
    for (const path of [
      '/list',
      '/list/table',
      '/list/no_image',
      '/yx',
      '/yx/table',
      '/zyyp',
      '/qxzq',
      '/jxqzc',
      '/mrtj',
      `/search?keywords=${encodeURIComponent('感冒')}`,
      `/search/table?keywords=${encodeURIComponent('感冒')}`,
    ]) {
      await shows(path, product);
    }
    await shows('/ppzq', 'a[href^="/ppzq/info/"]');
    await shows('/ppzq_index/2', 'a[href^="/ppzq/info/"]');
    const brand = await chromium.page.locator('a[href^="/ppzq/info/"]').first().getAttribute('href');
    await shows(brand ?? '/ppzq', product);
    const detail = await chromium.page.locator(product).first().getAttribute('href');
    await chromium.page.goto(`${baseUrl}${detail}`);
    await chromium.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect(await chromium.page.getByText('登录可见').count()).toBeGreaterThan(0);
    await shows('/kxzq', 'a[href^="/kxzq/goods/"]');
  });

  it('shows /yx/rule without header, footer or toolbar, linking back to /yx', async () => {
    await shows('/yx/rule', 'a[href="/yx"]');
    expect(await chromium.page.locator('[data-ui="SiteHeader"]').count()).toBe(0);
    expect(await chromium.page.locator('[data-ui="SiteFooter"]').count()).toBe(0);
    expect(await chromium.page.locator('[data-ui="SideToolbar"]').count()).toBe(0);
  });

  it('lets a buyer apply for a controlled-sale programme: confirm, 审核中', async () => {
    await signIn(chromium.page, baseUrl, '13800138000', 'demo1234');
    await shows('/kxzq', 'a[href^="/kxzq/goods/"]');
    const apply = chromium.page.getByRole('button', { name: '申请授权' }).first();
    await apply.waitFor({ timeout: 15_000 });
    const before = await chromium.page.getByText('审核中').count();
    await apply.click();
    await chromium.page.getByRole('alertdialog').getByRole('button', { name: '提交申请' }).click();
    await expect
      .poll(() => chromium.page.getByText('审核中').count(), { timeout: 10_000 })
      .toBeGreaterThan(before);
    await shows('/kxzq/new', product);
  });

  it('logged no console errors, failed requests or CSP violations', () => {
    expect(chromium.problems).toEqual([]);
  });
});
