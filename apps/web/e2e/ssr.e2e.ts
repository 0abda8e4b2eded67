/**
 * Issue #12 §5: pages arrive rendered by the server (apps/api plugins/web.ts with the web app's server build) and
 * the browser hydrates them. The render is the visitor's own: a signed-in buyer's carries the buyer's prices, a
 * visitor's none. Hydration must match the server's markup (a mismatch is a page error in React's production
 * build, which `problems` collects) and reuse the answers the page was rendered with instead of asking again.
 */
import type { GoodsDetail } from '@yaocai/domain';
import { formatYuan } from '@yaocai/domain/print';
import { describe, expect, it } from 'vitest';
import { SSR_ROOT_ATTRIBUTE } from '../src/ssr/ssr-data';
import { browserForFile, hydrated, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const DETAIL = '/list_info/1';

/** The server-rendered markup of `#root` (the embedded answers that follow it excluded). */
async function renderedRoot(path: string): Promise<string> {
  const answer = await chromium.page.request.get(`${baseUrl}${path}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const start = html.indexOf(`<div id="root" ${SSR_ROOT_ATTRIBUTE}="">`);
  const end = html.indexOf('<script type="application/json" id="ssr-data">');
  expect(start, 'the page was rendered on the server').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

async function goodsOne(): Promise<GoodsDetail> {
  const answer = await chromium.page.request.get(`${baseUrl}/api/goods/detail/1`);
  return (await answer.json()).data as GoodsDetail;
}

/** Pictures (products', and the seeded adverts, icons, logos and QR codes) are not data the page asks for. */
const PICTURES = ['/api/goods/image/', '/api/picture/'];

/** Opens `path` and returns the API paths the browser asked for while it loaded and hydrated. */
async function hydrate(path: string): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !PICTURES.some((prefix) => url.pathname.startsWith(prefix)))
      asked.push(url.pathname);
  };
  chromium.page.on('request', record);
  await chromium.page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  chromium.page.off('request', record);
  return asked;
}

describe('pages rendered on the server', () => {
  it('renders a product for a visitor with its name and no price', async () => {
    const goods = await goodsOne();
    expect(goods.price).toBeNull();
    const root = await renderedRoot(DETAIL);
    expect(root).toContain(goods.name);
    expect(root).toContain('登录可见');
    expect(root).not.toMatch(/¥\d/);
  });

  it('hydrates the visitor page without a mismatch and without asking for its data again', async () => {
    const asked = await hydrate(DETAIL);
    const goods = await goodsOne();
    await chromium.page.getByRole('heading', { level: 1, name: goods.name }).waitFor({ timeout: 15_000 });
    expect(asked).toEqual([]);
    expect(chromium.problems).toEqual([]);
  });

  it('takes no submission from the server markup of a form until the page is hydrated', async () => {
    const browser = chromium.page.context().browser();
    if (!browser) throw new Error('the page belongs to a browser');
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // The app's modules are held back, so the login page stays as the server rendered it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      // Not `load`: the held module script, once inserted, holds the load event back.
      await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
      await page.getByLabel('密码').waitFor();
      const before = navigations;
      await page.getByLabel('手机号').fill('13800138000');
      await page.getByLabel('密码').fill('demo1234');
      await page.getByLabel('密码').press('Enter');
      await page.getByRole('button', { name: '登录' }).click({ force: true });
      await page.waitForTimeout(500);
      expect(navigations, 'the form was not submitted natively').toBe(before);
      expect(page.url()).toBe(`${baseUrl}/login`);
      expect(await page.locator(`#root[${SSR_ROOT_ATTRIBUTE}]`).count(), 'still the server markup').toBe(1);

      release();
      await hydrated(page);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '登录' }).click()]);
      expect(page.url()).not.toContain('demo1234');
    } finally {
      await context.close();
    }
  });

  it("renders a product for a signed-in buyer with the buyer's price", async () => {
    await signIn(chromium.page, baseUrl, '13800138000', 'demo1234');
    const goods = await goodsOne();
    expect(goods.price, 'the API prices goods 1 for this buyer').toMatch(/^\d/);
    const root = await renderedRoot(DETAIL);
    expect(root).toContain(goods.name);
    expect(root).toContain(formatYuan(goods.price ?? ''));
    expect(root).not.toContain('登录可见');
  });

  it('hydrates the signed-in page without a mismatch and without asking for its data again', async () => {
    const asked = await hydrate(DETAIL);
    expect(await chromium.page.getByText(/^¥\d/).first().isVisible()).toBe(true);
    expect(asked).toEqual([]);
    expect(chromium.problems).toEqual([]);
  });
});
