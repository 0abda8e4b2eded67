/**
 * Self-service (issue #23 §1 acceptance) as a pharmacy (13800138000, 仁心大药房) in Chromium against the production
 * build: upload a 50-row CSV in GBK and a 50-row .xlsx purchase list (rows by barcode, rows by name with typos,
 * rows the catalogue does not have) on /zzfw/kjcg → the matched rows are in the cart with their quantities, the
 * rest are item-wanted requests on /zzfw/pzqg; reorder from the quick-purchase list; send feedback with a photo on
 * /zzfw/yjfk. Every wait is bounded.
 */
import type { CartState, FastBuyPage, FeedbackPage, ItemRequestPage } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/src/seed/catalogue';
import { ABSENT, type ListRow, toCsv, toGbk, toXlsx } from '../../api/test/cart-import.fixtures';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 30_000 };

/** A 1×1 PNG: the feedback photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

interface Listed {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  zbz: number;
  number: number;
  is_buy: number;
}

async function api<T>(page: Page, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body)
    headers['X-CSRF-Token'] = (await (await page.request.get(`${baseUrl}/api/csrf`)).json()).data.token;
  const answer = body
    ? await page.request.post(`${baseUrl}/api${path}`, { data: body, headers })
    : await page.request.get(`${baseUrl}/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

/** The seed's barcodes by name and spec (the catalogue generator is deterministic; the list API has no barcode). */
const barcodes = new Map(
  generateCatalogue({ goods: 300 }).goods.map((g) => [`${g.name}|${g.ypgg}`, g.barcode]),
);

/** A typo buyers make: a character dropped from a long name, or a space inside a short one. */
const typo = (name: string) =>
  [...name].length >= 5
    ? [...name].filter((_, index) => index !== 2).join('')
    : `${name.slice(0, 1)} ${name.slice(1)}`;

/** 50 rows: 20 by barcode (the name misspelt), 20 by name with a typo or a spec in full width, 10 not listed. */
function purchaseList(goods: Listed[]): ListRow[] {
  const rows: ListRow[] = [];
  goods.slice(0, 40).forEach((g, index) => {
    const number = g.zbz * (1 + (index % 2));
    const base = {
      name: g.name,
      spec: g.ypgg,
      maker: g.sccj,
      approval: '',
      barcode: '',
      number,
      expected: g.id,
    };
    if (index < 20)
      rows.push({ ...base, name: typo(g.name), barcode: barcodes.get(`${g.name}|${g.ypgg}`) ?? '' });
    else rows.push({ ...base, name: index % 2 ? typo(g.name) : g.name });
  });
  for (const [name, spec, maker] of ABSENT.slice(0, 10))
    rows.push({ name, spec, maker, approval: '', barcode: '', number: 5, expected: null });
  return rows;
}

async function emptyCart(page: Page) {
  const cart = await api<CartState>(page, '/cart/list?filters=99999&new=1');
  if (cart.data.length > 0) await api(page, '/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
}

async function cartQuantities(page: Page): Promise<Map<number, number>> {
  const cart = await api<CartState>(page, '/cart/list?filters=99999&new=1');
  return new Map(
    cart.data.flatMap((line) =>
      line.goods && line.type === 0 ? [[line.goods.id, line.number] as const] : [],
    ),
  );
}

/** Uploads `file` on /zzfw/kjcg, applies the default choices; answers the page's summary. */
async function uploadAndApply(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${baseUrl}/zzfw/kjcg`);
  await page.getByLabel('采购单文件').setInputFiles(file);
  await page.getByRole('button', { name: '上传并匹配' }).click();
  await page.getByText(/^共50行/).waitFor(WAIT);
  await page.getByRole('button', { name: '加入购物车并提交求购' }).click();
  const done = page
    .getByRole('region', { name: '上传采购单' })
    .getByRole('status')
    .filter({ hasText: '个商品已加入' });
  await done.waitFor(WAIT);
  return (await done.textContent()) ?? '';
}

describe('self-service (issue #23 §1)', () => {
  it('uploads a GBK CSV and an .xlsx list: matched rows in the cart with their quantities, the rest as item-wanted', async () => {
    const { page, problems } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    await emptyCart(page);
    const listed = await api<{ list: Listed[] }>(page, '/goods/list?in_stock=1&per_page=100');
    const buyable = listed.list.filter((g) => g.is_buy === 1 && g.number >= g.zbz * 4);
    expect(buyable.length).toBeGreaterThanOrEqual(80);

    const csvRows = purchaseList(buyable.slice(0, 40));
    const summary = await uploadAndApply(page, {
      name: '采购计划.csv',
      mimeType: 'text/csv',
      buffer: toGbk(toCsv(csvRows)),
    });
    expect(summary).toMatch(/40个商品已加入购物车.*10个已提交品种求购/);
    const afterCsv = await cartQuantities(page);
    for (const row of csvRows.filter((entry) => entry.expected !== null))
      expect(afterCsv.get(row.expected as number), row.name).toBe(row.number);

    const xlsxRows = purchaseList(buyable.slice(40, 80));
    const xlsxSummary = await uploadAndApply(page, {
      name: '采购计划.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await toXlsx(xlsxRows),
    });
    expect(xlsxSummary).toMatch(/40个商品已加入购物车/);
    const afterXlsx = await cartQuantities(page);
    for (const row of xlsxRows.filter((entry) => entry.expected !== null))
      expect(afterXlsx.get(row.expected as number), row.name).toBe(row.number);

    const wanted = await api<ItemRequestPage>(page, '/user/buy?per_page=50');
    const names = wanted.list.filter((item) => item.source === 'import').map((item) => item.name);
    for (const [name] of ABSENT.slice(0, 10)) expect(names).toContain(name);
    await page.goto(`${baseUrl}/zzfw/pzqg`);
    await page.getByRole('link', { name: ABSENT[0][0] }).first().waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('reorders from the quick-purchase list with the usual quantity', async () => {
    const { page, problems } = chromium;
    await emptyCart(page);
    const bought = await api<FastBuyPage>(page, '/user/fast_buy');
    const item = bought.list[0];
    expect(item, 'the seeded past order').toBeDefined();
    if (!item) return;
    await page.goto(`${baseUrl}/zzfw/kjcg`);
    await page.getByRole('checkbox', { name: `选择 ${item.name}` }).check(WAIT);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect
      .poll(async () => (await cartQuantities(page)).get(item.goods_id), WAIT)
      .toBe(Math.max(item.zbz, Math.ceil(item.last_number / item.zbz) * item.zbz));
    expect(problems).toEqual([]);
  });

  it('sends feedback with a photo and lists it', async () => {
    const { page, problems } = chromium;
    await page.goto(`${baseUrl}/zzfw/yjfk`);
    await page.getByLabel('反馈类型').selectOption('delivery');
    await page.getByLabel('反馈内容').fill('到货外箱破损，请加强包装');
    await page.getByLabel(/图片/).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '反馈图片1' }).waitFor(WAIT);
    await page.getByLabel('联系方式').fill('13800138000');
    await page.getByRole('button', { name: '提交反馈' }).click();
    const sent = page.getByRole('article').filter({ hasText: '到货外箱破损，请加强包装' });
    await sent.waitFor(WAIT);
    await sent.getByRole('img', { name: '反馈图片1' }).waitFor({ ...WAIT, state: 'attached' });
    expect(await sent.textContent()).toContain('待回复');
    const mine = await api<FeedbackPage>(page, '/user/feedback');
    const photo = mine.list[0]?.images[0] ?? '';
    expect(await sent.getByRole('img', { name: '反馈图片1' }).getAttribute('src')).toBe(photo);
    expect((await page.request.get(`${baseUrl}${photo}`)).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
