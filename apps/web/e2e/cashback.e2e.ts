/**
 * Cash-back (issue #22 acceptance) against the production build and the seeded database, as 13800138000: an order
 * paying over ¥1,000 is placed while the seeded 全场满返 runs (满1000返30), paid, shipped by an operator (`ops ship`)
 * and received at /order/info → the cash voucher arrives at /wdqb/xjq, 未使用, naming the order; /hb shows the
 * campaign. Every wait is bounded.
 */
import type { Address, OrderCreated, OrderDetail } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { ops } from './ops';
import { api, cartWith, productWorth } from './shop';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };

describe('a pharmacist earns a cash voucher by cash-back', () => {
  it('shows the running campaign at /hb, then the voucher of a completed order at /wdqb/xjq', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    await page.goto(`${baseUrl}/hb`);
    await page.getByRole('region', { name: '全场满返' }).waitFor(WAIT);

    const { goods, quantity } = await productWorth(page, 150_000);
    await cartWith(page, goods.id, quantity);
    const addressId = (await api<{ list: Address[] }>(page, '/user/address')).list[0]?.id;
    const created = await api<OrderCreated>(
      page,
      '/order',
      { address_id: addressId },
      { 'Idempotency-Key': `e2e-cashback-order-${Date.now()}` },
    );
    await api(
      page,
      '/pay/balance',
      { order_id: created.order_id },
      { 'Idempotency-Key': `e2e-cashback-pay-${Date.now()}` },
    );
    const order = await api<OrderDetail>(page, `/order/${created.order_id}`);
    expect(order.cashback?.campaign_title, 'the order joined a campaign').toBeTruthy();
    const lines = order.lines
      .filter((line) => line.goods_id !== null)
      .flatMap((line) => ['--line', `${line.id}:BCASHBACK01:2026-01-05:2028-12-31:${line.number}`]);
    await ops(['ship', order.order_sn, '--carrier', '顺丰速运', '--tracking', 'SF2026CASHBACK', ...lines]);

    await page.goto(`${baseUrl}/order/info/${created.order_id}`);
    await page.getByRole('button', { name: '确认收货' }).first().click(WAIT);
    await page.getByRole('alertdialog').getByRole('button', { name: '确认收货' }).click(WAIT);
    await page.getByText('已完成').first().waitFor(WAIT);

    await page.goto(`${baseUrl}/wdqb/xjq`);
    const row = page.getByRole('row').filter({ hasText: order.order_sn });
    await row.first().waitFor(WAIT);
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('满返现金券');
    expect(text).toContain('未使用');
  });
});
