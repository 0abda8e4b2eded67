/**
 * Points (issue #22 acceptance) against the production build and the seeded database, as 13800138000: an order
 * placed and paid, shipped by an operator (`ops ship`) and received at /order/info → its points arrive on
 * /wdqb/jfgl as 订单奖励; then the buyer exchanges points at /jfsc for goods and sees the points order at /jfdd,
 * 待发货. Every wait is bounded.
 */
import type { Address, OrderCreated, OrderDetail, PointsLog } from '@yaocai/domain';
import { yuanToFen } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { ops } from './ops';
import { api, cartWith, productWorth } from './shop';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };

describe('a pharmacist earns points and spends them in the points mall', () => {
  let balanceBefore = 0;
  let earned = 0;

  it('credits the points of an order once the buyer confirms its receipt', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    balanceBefore = (await api<PointsLog>(page, '/user/points_log')).balance;
    const { goods, quantity } = await productWorth(page, 30_000);
    await cartWith(page, goods.id, quantity);
    const addressId = (await api<{ list: Address[] }>(page, '/user/address')).list[0]?.id;
    const created = await api<OrderCreated>(
      page,
      '/order',
      { address_id: addressId },
      { 'Idempotency-Key': `e2e-points-order-${Date.now()}` },
    );
    await api(
      page,
      '/pay/balance',
      { order_id: created.order_id },
      { 'Idempotency-Key': `e2e-points-pay-${Date.now()}` },
    );
    const order = await api<OrderDetail>(page, `/order/${created.order_id}`);
    const lines = order.lines
      .filter((line) => line.goods_id !== null)
      .flatMap((line) => ['--line', `${line.id}:BPOINTS01:2026-01-05:2028-12-31:${line.number}`]);
    await ops(['ship', order.order_sn, '--carrier', '顺丰速运', '--tracking', 'SF2026POINTS', ...lines]);
    earned = Math.floor(yuanToFen(order.amounts.total) / 1000);
    expect(earned, 'a ¥300 order earns points').toBeGreaterThan(0);

    await page.goto(`${baseUrl}/order/info/${created.order_id}`);
    await page.getByRole('button', { name: '确认收货' }).first().click(WAIT);
    await page.getByRole('alertdialog').getByRole('button', { name: '确认收货' }).click(WAIT);
    await page.getByText('已完成').first().waitFor(WAIT);

    await page.goto(`${baseUrl}/wdqb/jfgl`);
    const row = page.getByRole('row').filter({ hasText: order.order_sn });
    await row.first().waitFor(WAIT);
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('订单奖励');
    expect(text).toContain(`+${earned}`);
    await expect
      .poll(async () => page.getByLabel('可用积分').textContent(), WAIT)
      .toContain(String(balanceBefore + earned));
  });

  it('exchanges points for goods at /jfsc and shows the points order at /jfdd', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/jfsc`);
    const card = page.getByRole('article', { name: '医用外科口罩 50只/盒' });
    await card.getByRole('button', { name: '立即兑换' }).click(WAIT);
    const dialog = page.getByRole('alertdialog', { name: '确认兑换' });
    await dialog.getByText('用 200 积分兑换「医用外科口罩 50只/盒」×1').waitFor(WAIT);
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await page.getByText(/兑换成功，订单号 JF\d+/).waitFor(WAIT);
    const left = (await api<PointsLog>(page, '/user/points_log')).balance;
    expect(left).toBe(balanceBefore + earned - 200);

    await page.goto(`${baseUrl}/jfdd`);
    await page.waitForURL(/\/order\/jfdd/, WAIT);
    const order = page.getByRole('row').filter({ hasText: '医用外科口罩 50只/盒 ×1' });
    await order.first().waitFor(WAIT);
    expect(await order.first().textContent()).toContain('待发货');
  });

  it('logged no console errors and no CSP violations', () => {
    expect(chromium.problems).toEqual([]);
  });
});
