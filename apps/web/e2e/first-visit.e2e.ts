/**
 * What a new pharmacy tripped over (issue #20 §6), as 13900139000 (康宁诊所, `is_can_chat` 0) against the production
 * build and the seeded database: the server's answers to unknown paths and eleven_index, every link of the header,
 * footer and side toolbar going to a built page, the toolbar's QQ contacts, 添加到桌面's shortcut, the home carousel
 * and the bottom advert at the foot of the page, and step 2's prices and totals. Every wait is bounded.
 */
import type { CartAddResult, CartCheckout, EverydayPriceData } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };

async function api<T>(page: Page, path: string, body?: Record<string, unknown>): Promise<T> {
  const headers: Record<string, string> = {};
  if (body) {
    const csrf = await page.request.get(`${baseUrl}/api/csrf`);
    headers['X-CSRF-Token'] = (await csrf.json()).data.token;
  }
  const answer = body
    ? await page.request.post(`${baseUrl}/api${path}`, { data: body, headers })
    : await page.request.get(`${baseUrl}/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  return (await answer.json()).data as T;
}

describe('what the server answers a page it has not got', () => {
  it('answers an unknown path with HTTP 404 and the 404 page, and /eleven_index with a redirect', async () => {
    const { page } = chromium;
    const unknown = await page.request.get(`${baseUrl}/no/such/page`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('抱歉，您访问的页面不存在');

    const eleven = await page.request.get(`${baseUrl}/eleven_index`, { maxRedirects: 0 });
    expect(eleven.status()).toBe(302);
    // SITE_URL is unset here: the main site is this origin.
    expect(eleven.headers().location).toBe('/');
  });
});

describe('a clinic finds its way round', () => {
  afterAll(async () => {
    // Leave the cart as it was found for the journeys after this file.
    const { page } = chromium;
    const state = await api<{ data: { id: number }[] }>(page, '/cart/list?filters=99999&new=1');
    if (state.data.length > 0)
      await api(page, '/cart/batch_delete', { ids: state.data.map((line) => line.id) });
  });

  it('signs in and finds every link of the header, footer and toolbar going to a built page', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13900139000', 'demo1234');
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-ui="NavBar"]').waitFor(WAIT);
    await page.locator('[data-ui="SiteFooter"]').getByRole('link').first().waitFor(WAIT);
    const hrefs = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLAnchorElement>(
          '[data-ui="TopBar"] a, [data-ui="SiteHeader"] a, [data-ui="NavBar"] a, [data-ui="SiteFooter"] a, [data-ui="SideToolbar"] a',
        ),
      ].map((link) => link.href),
    );
    const own = [...new Set(hrefs.filter((href) => new URL(href).origin === baseUrl))];
    // 电子发票查询 (/dzfp) leads to the invoice centre (issue #21 §3).
    for (const path of ['/', '/desktop', '/user', '/order', '/wdxx', '/dzfp'])
      expect(own.map((href) => new URL(href).pathname)).toContain(path);
    for (const href of own) {
      const answer = await page.request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(new URL(answer.url()).pathname, href).not.toBe('/404');
    }
    for (const href of hrefs.filter((link) => new URL(link).origin !== baseUrl))
      expect(new URL(href).protocol, href).toMatch(/^https?:$/);
  });

  it('shows 康宁诊所 (no embedded chat) the two QQ contacts in the toolbar', async () => {
    const { page } = chromium;
    const toolbar = page.getByRole('complementary', { name: '侧边工具栏' });
    await toolbar.getByRole('button', { name: /在线客服/ }).click();
    const panel = toolbar.getByRole('region', { name: '在线客服' });
    await panel.waitFor(WAIT);
    expect(await panel.locator('iframe').count()).toBe(0);
    for (const [label, qq] of [
      ['QQ客服1', '800012345'],
      ['QQ客服2', '800067890'],
    ]) {
      const href = await panel.getByRole('link', { name: label }).getAttribute('href');
      expect(href).toMatch(/^https:\/\/wpa\.qq\.com\/msgrd\?/);
      expect(new URL(href ?? '').searchParams.get('uin')).toBe(qq);
    }
    await toolbar.getByRole('button', { name: '收起' }).click();
  });

  it('turns the home carousel through its three slides', async () => {
    const { page } = chromium;
    const carousel = page.getByRole('region', { name: '首页活动' });
    await carousel.waitFor(WAIT);
    const dots = carousel.getByRole('button', { name: /^第 \d 张$/ });
    expect(await dots.count()).toBe(3);
    const shown = () =>
      carousel.locator('[aria-roledescription="幻灯片"]:not([hidden])').getAttribute('aria-label');
    // Untouched (the pointer away, the focus elsewhere), it moves on by itself.
    await page.mouse.move(0, 0);
    await expect.poll(shown, WAIT).toBe('第 2 张，共 3 张');
    await carousel.getByRole('button', { name: '第 3 张' }).click();
    expect(await shown()).toBe('第 3 张，共 3 张');
    await expect.poll(() => carousel.locator('img:visible').count(), WAIT).toBe(1);
  });

  it('leaves the footer text clear of the bottom advert at the end of the home page', async () => {
    const { page } = chromium;
    const advert = page.getByRole('region', { name: '底部广告' }).locator('[data-ui="AdvertBanner"]');
    await advert.waitFor(WAIT);
    const footer = page.locator('[data-ui="SiteFooter"]');
    await expect
      .poll(async () => {
        // The lower blocks are laid out as they come near: the page grows while it is scrolled down.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [footerBox, advertBox] = await Promise.all([footer.boundingBox(), advert.boundingBox()]);
        return footerBox && advertBox ? footerBox.y + footerBox.height - advertBox.y : null;
      }, WAIT)
      .toBeLessThanOrEqual(0);
  });

  it('offers on /desktop a shortcut file to this site', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/desktop`);
    const download = page.getByRole('link', { name: '下载桌面快捷方式' });
    await download.waitFor(WAIT);
    const answer = await page.request.get(new URL((await download.getAttribute('href')) ?? '', baseUrl).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(await answer.text()).toContain(`URL=${baseUrl}/`);
  });

  it('confirms on step 2 an everyday-special line at the price charged, one total, and submits last', async () => {
    const { page } = chromium;
    const everyday = await api<EverydayPriceData>(page, '/activity/everyday_price');
    const special = everyday.list.find(
      (goods) =>
        goods.is_buy === 1 &&
        goods.number >= goods.zbz &&
        goods.promotion_price !== null &&
        goods.promotion_price !== goods.price,
    );
    expect(special, 'an everyday special 康宁诊所 may buy, below its price').toBeDefined();
    if (!special?.promotion_price || !special.price) return;
    const added = await api<CartAddResult>(page, '/cart', {
      params: [{ goods_id: special.id, goods_price_id: special.goods_price_id, number: special.zbz }],
    });
    const lineId = added.results[0]?.line_id;
    expect(lineId, added.results[0]?.message).toBeTruthy();
    const preview = await api<CartCheckout>(page, '/cart/checkout', { ids: [lineId], new: 1 });
    const line = preview.data.find((one) => one.id === lineId);
    expect(line?.promotion?.units, 'the engine charged every unit the everyday price').toBe(special.zbz);

    await page.goto(`${baseUrl}/cart/step2?ids=${lineId}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(special.name) }) });
    await row.waitFor(WAIT);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(`¥${special.promotion_price}`);
    expect(rowText).not.toContain(`¥${special.price}`);

    const summary = page.getByRole('region', { name: '结算信息' });
    await expect.poll(() => summary.textContent(), WAIT).toContain(`¥${preview.payable}`);
    expect(await page.getByText('应付总额', { exact: true }).count()).toBe(1);
    // The amounts of the summary end on one line.
    const ends = await summary
      .locator('dd')
      .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().right)));
    expect(new Set(ends).size).toBe(1);
    // 提交订单 comes after the invoice, coupon and remark it submits, on the page as in reading order.
    const submit = await page.getByRole('button', { name: '提交订单' }).boundingBox();
    const remark = await page.getByRole('textbox', { name: '订单备注' }).boundingBox();
    expect(submit && remark && submit.y > remark.y + remark.height).toBe(true);
  });

  it('saw no console error, failed answer or CSP violation', () => {
    expect(chromium.problems).toEqual([]);
  });
});
