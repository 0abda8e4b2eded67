/**
 * Finding and keeping a product (issue #3 acceptance): a visitor sees 登录可见; a buyer searches `amxl`
 * from the header (ArrowDown + Enter on a suggestion), opens a product, changes the quantity against the
 * ladder prices, favourites it, finds it on /zzfw/star and cancels it.
 */

import { describe, expect, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();

const results = () => chromium.page.getByRole('list', { name: '搜索结果' });

describe('a pharmacist finds, prices and keeps a product', () => {
  it('shows a visitor 登录可见 instead of prices', async () => {
    await chromium.page.goto(`${baseUrl}/search?keywords=${encodeURIComponent('阿莫西林')}`);
    await results().waitFor({ timeout: 15_000 });
    expect(await results().getByText('登录可见').count()).toBeGreaterThan(0);
    expect(await results().getByText(/¥\d/).count()).toBe(0);
  });

  it('shows the first results with their pictures, WebP the browser decoded', async () => {
    await chromium.page.goto(`${baseUrl}/search?keywords=amxl`);
    await results().waitFor({ timeout: 15_000 });
    // A picture that failed to load is replaced by the 暂无图片 box, which is no <img>.
    const picture = results().locator('img').first();
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/goods\/image\/\d+\.webp$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(400);
  });

  it('shows the header logo, decoded, in its 48 px box', async () => {
    await chromium.page.goto(`${baseUrl}/list`);
    const logo = chromium.page.locator('[data-ui="SiteHeader"]').getByRole('img', { name: '药采首页' });
    await expect
      .poll(
        () => logo.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth > 0, img.height]),
        {
          timeout: 10_000,
        },
      )
      .toEqual([true, 48]);
  });

  it('searches amxl from the header: ArrowDown, Enter, and the results list 阿莫西林', async () => {
    await signIn(chromium.page, baseUrl, '13800138000', 'demo1234');
    const box = chromium.page.locator('[data-ui="SiteHeader"]').getByRole('combobox');
    await box.fill('amxl');
    await chromium.page.getByRole('option').first().waitFor({ timeout: 10_000 });
    expect(await chromium.page.getByRole('option').first().textContent()).toContain('阿莫西林');
    await box.press('ArrowDown');
    await box.press('Enter');
    await chromium.page.waitForURL(/\/search\?/);
    await results().waitFor({ timeout: 15_000 });
    const names = await results().getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('阿莫西林');
  });

  it('opens a product with ladder prices; the quantity moves the highlight and the missing-quantity hint', async () => {
    // All amxl results, then one of them whose ladder has two tiers (the seed is fixed, so it exists).
    await chromium.page.goto(`${baseUrl}/search?keywords=amxl&type=0`);
    await results().waitFor({ timeout: 15_000 });
    const answer = await chromium.page.request.get(
      `${baseUrl}/api/goods/search?keywords=amxl&type=0&per_page=20`,
    );
    const data = (await answer.json()).data as GoodsPage;
    // The quantity is bounded by the stock (the domain quantity rule), so the second tier must be in stock.
    const product = data.list.find(
      (goods) =>
        (goods.ladder_price?.length ?? 0) >= 2 && goods.number >= (goods.ladder_price?.[1]?.number ?? 0),
    );
    expect(product, 'an amxl result with two ladder tiers in stock on page 1').toBeDefined();
    if (!product?.ladder_price) return;
    await results().locator(`a[href="/list_info/${product.id}"]`).first().click();
    await chromium.page.waitForURL(`${baseUrl}/list_info/${product.id}`);
    await chromium.page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 });

    const [first, second] = product.ladder_price;
    if (!first || !second) return;
    const quantity = chromium.page.getByRole('spinbutton', { name: '采购数量' });
    const hint = chromium.page.locator('[data-ui="LadderPriceTable"]').getByRole('status');
    // Quantities move in middle packages (zbz): one package below the second tier.
    const step = Math.max(Math.trunc(product.zbz), 1);
    await quantity.fill(String(second.number - step));
    await quantity.press('Enter');
    await expect.poll(() => hint.textContent()).toContain(`再买 ${step} ${product.bzdw}`);
    await quantity.fill(String(second.number));
    await quantity.press('Enter');
    await expect.poll(() => hint.textContent()).not.toContain(`再买 ${step} ${product.bzdw}`);
    const current = chromium.page.locator('[data-ui="LadderPriceTable"] [aria-current="true"]');
    expect(await current.textContent()).toContain(second.price);
    await quantity.fill(String(first.number));
    await quantity.press('Enter');
    expect(await current.textContent()).toContain(first.price);
  });

  it('favourites it: 收藏成功 with 查看我的收藏 → /zzfw/star lists it; cancel shows 已取消收藏', async () => {
    const name = (await chromium.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await chromium.page.getByRole('button', { name: '收藏' }).click();
    const dialog = chromium.page.getByRole('alertdialog');
    await dialog.getByText('收藏成功').waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: '查看我的收藏' }).click();
    await chromium.page.waitForURL(`${baseUrl}/zzfw/star`);
    const table = chromium.page.getByRole('table', { name: '我的收藏' });
    await table.getByText(name, { exact: true }).waitFor({ timeout: 15_000 });
    await table.getByRole('button', { name: '取消收藏' }).first().click();
    await chromium.page
      .locator('[data-ui="Toaster"]')
      .getByText('已取消收藏')
      .first()
      .waitFor({ timeout: 10_000 });
    await chromium.page.getByText('还没有收藏商品，去搜索看看吧').waitFor({ timeout: 10_000 });
  });

  it('logged no console errors and no CSP violations', () => {
    expect(chromium.problems).toEqual([]);
  });
});
