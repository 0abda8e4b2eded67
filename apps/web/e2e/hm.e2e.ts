/**
 * 含麻 (issue #21 §4 acceptance) against the production build and the seeded database, as 13800138000 (its scope
 * holds 含特殊药品复方制剂): an order of 酚麻美敏片 cannot be paid from the balance (the option is off, the call 422),
 * a bank transfer is offered and 财务 confirms it with `ops confirm-transfer`; 仓储 ships it with `ops ship`; the
 * receipt is then due at /order/hmdd; a week on, unconfirmed, it blocks the next 含麻 order (409 naming /hmdd) until
 * the buyer confirms it there; then the next order goes through. Other journeys never pick 含麻 goods.
 */
import type { Address, Goods, OrderCreated, OrderDetail } from '@yaocai/domain';
import { containsEphedrine } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { ops, serverSql } from './ops';
import { api, cartWith } from './shop';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };

/** POST /api/order as the signed-in buyer, whatever it answers. */
async function placeOrder(key: string) {
  const { page } = chromium;
  const addressId = (await api<{ list: Address[] }>(page, '/user/address')).list[0]?.id;
  const csrf = (await (await page.request.get(`${baseUrl}/api/csrf`)).json()).data.token;
  return page.request.post(`${baseUrl}/api/order`, {
    data: { address_id: addressId },
    headers: { 'X-CSRF-Token': csrf, 'Idempotency-Key': `${key}-${Date.now()}` },
  });
}

describe('a pharmacy buys 含麻 goods', () => {
  let goods: Goods;
  let order: OrderDetail;

  it('is refused the balance for a 含麻 order, pays by bank transfer, and 财务 confirms it', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    const found = await api<{ list: Goods[] }>(
      page,
      `/goods/search?keywords=${encodeURIComponent('酚麻美敏片')}`,
    );
    const hm = found.list.find((item) => containsEphedrine(item.regulatory_class) && item.is_buy === 1);
    expect(hm, '酚麻美敏片 in the seed, buyable by 13800138000').toBeDefined();
    goods = hm as Goods;
    await cartWith(page, goods.id, Math.max(goods.zbz, 1));
    // As a buyer goes: the cart, step 2, 提交订单, step 3 (the page that offers the ways to pay).
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/, WAIT);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+/, WAIT);
    const created = { order_id: Number(new URL(page.url()).pathname.split('/').pop()) };

    await expect.poll(() => page.getByRole('radio', { name: '余额支付' }).isDisabled(), WAIT).toBe(true);
    const csrf = (await (await page.request.get(`${baseUrl}/api/csrf`)).json()).data.token;
    const byBalance = await page.request.post(`${baseUrl}/api/pay/balance`, {
      data: { order_id: created.order_id },
      headers: { 'X-CSRF-Token': csrf, 'Idempotency-Key': `e2e-hm-balance-${Date.now()}` },
    });
    expect(byBalance.status()).toBe(422);
    expect(await byBalance.text()).toContain('对公转账');

    await page.getByRole('radio', { name: '对公转账' }).check(WAIT);
    await page.getByRole('button', { name: '确认支付' }).click();
    const details = page.getByRole('region', { name: '请按以下信息对公转账' });
    const reference = ((await details.locator('strong').first().textContent(WAIT)) ?? '').trim();
    expect(reference).toMatch(/^YCZ/);
    expect(await ops(['confirm-transfer', reference], 'caiwu')).toContain('已付款');
    order = await api<OrderDetail>(page, `/order/${created.order_id}`);
    expect(order.status).toBe('paid');
  });

  it('asks for the receipt at /order/hmdd once 仓储 ships, and blocks the next 含麻 order while it is overdue', async () => {
    const { page } = chromium;
    const shipLines = order.lines
      .filter((line) => line.goods_id !== null)
      .flatMap((line) => ['--line', `${line.id}:BHM2026E2E:2026-01-05:2028-12-31:${line.number}`]);
    await ops(
      ['ship', order.order_sn, '--carrier', '顺丰速运', '--tracking', 'SF2026HM0001', ...shipLines],
      'cangchu',
    );

    await page.goto(`${baseUrl}/order/hmdd`);
    const card = page
      .getByRole('article', { name: `回执 ${order.order_sn}` })
      .or(page.getByLabel(`回执 ${order.order_sn}`));
    await card.first().getByText('待确认').first().waitFor(WAIT);
    await page.getByRole('form', { name: `确认回执 ${order.order_sn}` }).waitFor(WAIT);

    // A week and a day later, still unconfirmed (the setting hm_receipt_days is 7 by default).
    await serverSql(
      `UPDATE orders SET shipped_at = shipped_at - interval '8 days', paid_at = paid_at - interval '8 days'
       WHERE order_sn = $1`,
      [order.order_sn],
    );
    await cartWith(page, goods.id, Math.max(goods.zbz, 1));
    const blocked = await placeOrder('e2e-hm-2');
    expect(blocked.status()).toBe(409);
    const message = (await blocked.json()).message as string;
    expect(message).toContain(order.order_sn);
    expect(message).toContain('/hmdd');
  });

  it('lets the next 含麻 order through once the buyer confirms the receipt', async () => {
    const { page } = chromium;
    await page.reload();
    await page.getByText('已逾期').first().waitFor(WAIT);
    const form = page.getByRole('form', { name: `确认回执 ${order.order_sn}` });
    await form.getByLabel('收货人').fill('王药师');
    await form.getByLabel('身份证号码').fill('11010519491231002X');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    await form.getByLabel('收货日期').fill(today);
    await form.getByRole('button', { name: '确认回执' }).click();
    await page.getByLabel(`回执 ${order.order_sn}`).getByText('已确认').first().waitFor(WAIT);

    const next = await placeOrder('e2e-hm-3');
    expect(next.status(), await next.text()).toBe(200);
    const created = (await next.json()).data as OrderCreated;
    // Leave nothing unpaid behind for the journeys after this one.
    await api(page, `/order/${created.order_id}/cancel`, {});
  });

  it('logged no console errors and no CSP violations', () => {
    expect(chromium.problems).toEqual([]);
  });
});
