/**
 * Shipping in parcels (issue #26 acceptance, #21 §2) against the production build: the buyer 13800138000 has a
 * paid order; in a fresh browser context the 仓储 operator `cangchu` signs in at /console, opens the order from
 * 订单管理, ships it in two parcels (the line split across them, each batch with its dates and a pasted trace
 * code), prints the second parcel's 随货同行单 and enters a tracking step for it; the buyer's order detail
 * then shows both parcels with their batches, the tracking step and a delivery note that downloads as a PDF.
 * Every wait is bounded.
 */
import type { OrderDetail } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { serverSql } from './ops';
import { paidOrder } from './shop';
import { browserForFile, openBrowser, server, signIn } from './support';

const { baseUrl } = server();
const buyer = browserForFile();
const WAIT = { timeout: 20_000 };

const run = String(Date.now()).slice(-8);
const BATCH_ONE = `E2EA${run}`;
const BATCH_TWO = `E2EB${run}`;
// 药品追溯码 are 20 digits; a box is shipped once on any order, so each run has its own.
const CODES = [`810000${run}000001`, `810000${run}000002`];

describe('shipping an order in two parcels from the console', () => {
  let order: OrderDetail;

  it('an operator ships two parcels with batches and trace codes, and prints a delivery note', async () => {
    const { page } = buyer;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    // ¥100 of one product, at least 2 units: the line splits across the two parcels.
    order = await paidOrder(page, 10_000, 'e2e-parcels', 2);
    const [line] = order.lines.filter((candidate) => candidate.goods_id !== null);
    if (!line) throw new Error('the order has no goods line');
    expect(order.lines.filter((candidate) => candidate.goods_id !== null)).toHaveLength(1);
    expect(line.number, 'units to split across two parcels').toBeGreaterThanOrEqual(2);
    // The console ships from a warehouse's records (docs/console.md 仓库管理): the two batches are on record in
    // the default warehouse with exactly what ships, so they are empty (never the buyer's next batch) after.
    await serverSql(
      `INSERT INTO goods_batches (goods_id, batch_no, production_date, expiry_date, quantity)
       VALUES ($1, $2, '2026-01-05', '2028-12-31', $4), ($1, $3, '2026-02-01', '2029-01-31', 1)`,
      [line.goods_id, BATCH_ONE, BATCH_TWO, line.number - 1],
    );

    const operator = await openBrowser();
    try {
      const desk = operator.page;
      await desk.goto(`${baseUrl}/console/orders`);
      await desk.waitForURL(`${baseUrl}/console/login`, WAIT);
      await desk.getByLabel('用户名').fill('cangchu');
      await desk.getByLabel('密码').fill('demo1234');
      await desk.getByRole('button', { name: '登录' }).click();
      await desk
        .getByRole('navigation', { name: '主菜单' })
        .getByRole('link', { name: '订单管理' })
        .click(WAIT);
      await desk.getByLabel('订单号或采购单位').fill(order.order_sn);
      await desk.getByLabel('订单号或采购单位').press('Enter');
      await desk.getByRole('link', { name: order.order_sn }).click(WAIT);

      const form = desk.getByRole('form', { name: '发货' });
      await form.waitFor(WAIT);
      const one = form.getByRole('group', { name: '包裹1', exact: true });
      await one.getByLabel(/^承运商/).fill('顺丰速运');
      await one.getByLabel(/^运单号/).fill(`SF${run}`);
      const first = one.getByRole('group', { name: `包裹1 ${line.name} 批次1` });
      await first.getByLabel(/^批号/).fill(BATCH_ONE);
      await first.getByLabel(/^生产日期/).fill('2026-01-05');
      await first.getByLabel(/^有效期至/).fill('2028-12-31');
      await first.getByLabel(/^数量/).fill(String(line.number - 1));
      await first.getByLabel(/追溯码/).fill(`${CODES[0]}\n`);

      await form.getByRole('button', { name: '添加包裹' }).click();
      const two = form.getByRole('group', { name: '包裹2', exact: true });
      await two.getByLabel(/^承运商/).fill('京东物流');
      await two.getByLabel(/^运单号/).fill(`JD${run}`);
      await two.getByRole('button', { name: `为包裹2 ${line.name}添加批次` }).click();
      const second = two.getByRole('group', { name: `包裹2 ${line.name} 批次1` });
      await second.getByLabel(/^批号/).fill(BATCH_TWO);
      await second.getByLabel(/^生产日期/).fill('2026-02-01');
      await second.getByLabel(/^有效期至/).fill('2029-01-31');
      await second.getByLabel(/^数量/).fill('1');
      await second.getByLabel(/追溯码/).fill(CODES[1] as string);
      await form.getByRole('button', { name: '确认发货' }).click();
      await desk.getByRole('status').getByText(`已发货：订单 ${order.order_sn}，2 个包裹`).waitFor(WAIT);

      const card = desk.getByRole('region', { name: '包裹 2（共 2 个）' });
      await card.getByText(BATCH_TWO).waitFor(WAIT);
      await desk.getByRole('region', { name: '包裹 1（共 2 个）' }).getByText(BATCH_ONE).waitFor(WAIT);
      // 打印随货同行单 opens the parcel's PDF in a new tab, in the browser's PDF viewer, to print.
      const print = card.getByRole('link', { name: '打印随货同行单' });
      const [note] = await Promise.all([
        desk.context().waitForEvent('response', (response) => response.url().endsWith('/delivery_note')),
        print.click(),
      ]);
      expect(note.status()).toBe(200);
      expect(note.headers()['content-type']).toBe('application/pdf');
      // The viewer hands the page its own wrapper: the bytes are read with the operator's session directly.
      const bytes = await desk.request.get(`${baseUrl}${await print.getAttribute('href')}`);
      expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');

      const tracking = card.getByRole('form', { name: '包裹2 添加物流记录' });
      await tracking.getByLabel(/^物流状态/).fill('已揽收');
      await tracking.getByLabel(/^地点/).fill('广州白云区');
      await tracking.getByRole('button', { name: '添加物流记录' }).click();
      await card
        .getByRole('list', { name: `京东物流 JD${run} 物流轨迹` })
        .getByText('已揽收')
        .waitFor(WAIT);
      expect(operator.problems).toEqual([]);
    } finally {
      await operator.browser.close();
    }
  });

  it('the buyer sees both parcels with their batches, codes and tracking, and downloads a delivery note', async () => {
    const { page } = buyer;
    await page.goto(`${baseUrl}/order/wl/${order.id}`);
    await page.waitForURL(`${baseUrl}/order/info/${order.id}`, WAIT);
    const one = page.getByRole('region', { name: '包裹 1（共 2 个）' });
    const two = page.getByRole('region', { name: '包裹 2（共 2 个）' });
    await one.getByText(BATCH_ONE).waitFor(WAIT);
    await one.getByText(`SF${run}`).waitFor(WAIT);
    await one.getByText('追溯码（1）').waitFor(WAIT);
    await two.getByText('追溯码（1）').waitFor(WAIT);
    await two.getByText(BATCH_TWO).waitFor(WAIT);
    await two.getByText('2029-01-31').waitFor(WAIT);
    await two.getByText('已揽收').waitFor(WAIT);

    const href = await one.getByRole('link', { name: '随货同行单（PDF）' }).getAttribute('href');
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(buyer.problems).toEqual([]);
  });
});
