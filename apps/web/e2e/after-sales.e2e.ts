/**
 * The after-sales journey (issue #21 acceptance) against the production build: as 13800138000, an order of 5 boxes
 * (with the best coupon, so the line carries a discount share) is paid from the balance, shipped with `ops ship`
 * and received → on the order detail the buyer asks to return 2 of the 5 boxes with a photo → 客服 approves with a
 * return address through the console API → the buyer enters the parcel's carrier and tracking number → 仓储
 * receives (saleable) and 财务 refunds with `ops` → the balance log shows a refund of exactly what those 2 boxes
 * cost after discounts (domain's lineRefundFen of the line's payable). Every wait is bounded.
 */
import type {
  Address,
  AfterSaleDetail,
  CartAddResult,
  CartCheckout,
  CartState,
  GoodsActivitiesData,
  InvoiceRow,
  OrderCreated,
  OrderDetail,
} from '@yaocai/domain';
import { containsEphedrine, formatFen, lineRefundFen, yuanToFen } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { ops } from './ops';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };
/** The 20-digit number 财务 records for the order's blue invoice. */
const BLUE_NUMBER = `2611${String(Date.now()).slice(-13).padStart(16, '0')}`;

/** A real 1×1 PNG: the photo of the broken boxes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

async function api<T>(
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const sent = { ...headers };
  if (body) {
    const csrf = await page.request.get(`${baseUrl}/api/csrf`);
    sent['X-CSRF-Token'] = (await csrf.json()).data.token;
  }
  const answer = body
    ? await page.request.post(`${baseUrl}/api${path}`, { data: body, headers: sent })
    : await page.request.get(`${baseUrl}/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

/** A buyable product sold by the box (5 is a whole number of its packages), not in a flash sale, the dearest first. */
async function fiveBoxes(page: Page) {
  const list = await api<GoodsPage>(page, '/goods/list?page=1&per_page=40');
  const candidates = list.list
    .filter((goods) => goods.is_buy === 1 && goods.price !== null && 5 % Math.max(goods.zbz, 1) === 0)
    // Paid from the balance: never a 含麻 product (transfer or 账期 only).
    .filter((goods) => !containsEphedrine(goods.regulatory_class))
    .filter((goods) => goods.number >= 10)
    .sort((a, b) => yuanToFen(b.price ?? '0') - yuanToFen(a.price ?? '0'));
  for (const goods of candidates) {
    const activities = await api<GoodsActivitiesData>(page, `/goods/activities?goods_id=${goods.id}`);
    if (!activities.list.some((activity) => activity.kind === 'spike')) return goods;
  }
  throw new Error('no product on the first list page can be bought as 5 boxes');
}

/** The console's sign-in for an operator without a second factor; answers its CSRF token. */
async function operatorToken(page: Page, username: string): Promise<string> {
  const answer = await page.request.post(`${baseUrl}/api/console/login`, {
    data: { username, password: 'demo1234' },
    headers: { 'X-CSRF-Token': 'login' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data.csrf_token;
}

describe('a pharmacy returns 2 of 5 boxes and gets back what they cost', () => {
  let order: OrderDetail;
  let requestId = 0;

  it('receives an order of 5 boxes paid from the balance', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    const goods = await fiveBoxes(page);
    const before = await api<CartState>(page, '/cart/list?filters=99999&new=1');
    if (before.data.length > 0)
      await api(page, '/cart/batch_delete', { ids: before.data.map((line) => line.id) });
    const added = await api<CartAddResult>(page, '/cart', { params: [{ goods_id: goods.id, number: 5 }] });
    const lineId = added.results[0]?.line_id as number;
    // A coupon of this journey's own (the buyer's seeded ones may be spent by the other journeys on this server),
    // so the order's discount lands on the line as a share.
    const now = Date.now();
    const made = await ops(
      [
        'coupon',
        'create',
        '--json',
        JSON.stringify({
          title: `售后测试无门槛5元${now % 10_000}`,
          kind: 'amount',
          amount: '5',
          threshold: '0',
          scope: 'all',
          scope_ids: [],
          exclude_goods_ids: [],
          claim_starts_at: new Date(now - 3_600_000).toISOString(),
          claim_ends_at: new Date(now + 86_400_000).toISOString(),
          validity_days: 7,
        }),
      ],
      'yunying',
    );
    const templateId = /#(\d+)/.exec(made)?.[1];
    expect(templateId, made).toBeDefined();
    const claimed = await api<{ user_coupon_id: number }>(page, `/coupon/${templateId}/claim`, {});
    const preview = await api<CartCheckout>(page, '/cart/checkout', {
      ids: [lineId],
      new: 1,
      coupon_id: claimed.user_coupon_id,
    });
    const addressId = (await api<{ list: Address[] }>(page, '/user/address')).list[0]?.id;
    const created = await api<OrderCreated>(
      page,
      '/order',
      {
        address_id: addressId,
        invoice_type: 'e_normal',
        ...(preview.coupon_id ? { coupon_id: preview.coupon_id } : {}),
      },
      { 'Idempotency-Key': `e2e-after-sale-${Date.now()}` },
    );
    await api(
      page,
      '/pay/balance',
      { order_id: created.order_id },
      { 'Idempotency-Key': `e2e-as-pay-${Date.now()}` },
    );
    order = await api<OrderDetail>(page, `/order/${created.order_id}`);
    const shipLines = order.lines
      .filter((line) => line.goods_id !== null)
      .flatMap((line) => ['--line', `${line.id}:B2026AS01:2026-01-05:2028-12-31:${line.number}`]);
    await ops(['ship', order.order_sn, '--carrier', '顺丰速运', '--tracking', 'SF2026112700', ...shipLines]);
    await api(page, `/order/${order.id}/receive`, {});
    order = await api<OrderDetail>(page, `/order/${order.id}`);
    expect(order.status).toBe('completed');
    // Its e-invoice was asked for as it shipped; 财务 records the tax platform's number.
    const invoices = await api<{ list: InvoiceRow[] }>(page, '/invoice?page=1');
    const blue = invoices.list.find((row) => row.order.order_sn === order.order_sn && row.kind === 'blue');
    expect(blue?.status, 'the order’s invoice is waiting for its number').toBe('issuing');
    await ops(['invoice-issue', String(blue?.id), '--number', BLUE_NUMBER], 'caiwu');
    expect(order.can_after_sale).toBe(1);
    // The coupon's share sits on the line: the refund must be of what was paid, not of the list price.
    const boxes = order.lines.find((l) => l.number === 5 && l.is_gift === 0);
    expect(yuanToFen(boxes?.discount ?? '0.00'), 'a discount share on the 5 boxes').toBeGreaterThan(0);
  });

  it('asks to return 2 of the 5 boxes with a photo', async () => {
    const { page } = chromium;
    const line = order.lines.find((l) => l.number === 5 && l.is_gift === 0) as OrderDetail['lines'][number];
    await page.goto(`${baseUrl}/order/info/${order.id}`);
    await page.getByRole('button', { name: '申请售后' }).click(WAIT);
    await page.getByRole('checkbox', { name: `选择 ${line.name}` }).check(WAIT);
    const quantity = page.getByRole('spinbutton', { name: `${line.name} 申请数量` });
    await quantity.fill('2');
    await quantity.press('Enter');
    await page.getByLabel(/照片/).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '售后照片 1' }).waitFor(WAIT);
    await page.getByLabel(/问题描述/).fill('外箱压损，两盒药板破裂');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL(/\/order\/returnInfo\/\d+/, WAIT);
    requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: '退货退款 · 待审核' }).waitFor(WAIT);
    const asked = await api<AfterSaleDetail>(page, `/after_sale/${requestId}`);
    expect(asked.lines).toMatchObject([{ order_line_id: line.id, number: 2 }]);
    expect(asked.images).toHaveLength(1);
  });

  it('enters the tracking number once 客服 has approved', async () => {
    const { page } = chromium;
    const token = await operatorToken(page, 'kefu');
    const approved = await page.request.post(`${baseUrl}/api/console/after_sales/${requestId}/approve`, {
      data: { return_address: '北京市大兴区药采仓库退货组 010-88886666', deadline_days: 7 },
      headers: { 'X-CSRF-Token': token },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: '退货退款 · 已同意' }).waitFor(WAIT);
    const form = page.getByRole('form', { name: '寄回商品' });
    await form.getByLabel(/快递公司/).fill('顺丰速运');
    await form.getByLabel(/快递单号/).fill('SF9988776655');
    await form.getByRole('button', { name: '提交寄回信息' }).click();
    await page.getByRole('heading', { name: '退货退款 · 买家已寄回' }).waitFor(WAIT);
  });

  it('shows in the balance log the refund of exactly what the 2 boxes cost after discounts', async () => {
    const { page } = chromium;
    await ops(['after-sale-receive', String(requestId), '--saleable'], 'cangchu');
    await ops(['after-sale-refund', String(requestId)], 'caiwu');
    const line = order.lines.find((l) => l.number === 5 && l.is_gift === 0) as OrderDetail['lines'][number];
    const expected = formatFen(lineRefundFen({ payableFen: yuanToFen(line.payable), number: 5 }, 0, 2));
    await page.goto(`${baseUrl}/order/returnInfo/${requestId}`);
    await page.getByRole('heading', { name: '退货退款 · 已退款' }).waitFor(WAIT);
    await page.goto(`${baseUrl}/wdqb/yegl`);
    const refund = page.getByRole('row').filter({ hasText: order.order_sn }).filter({ hasText: '售后退款' });
    await refund.first().waitFor(WAIT);
    expect((await refund.first().textContent()) ?? '').toContain(`+${expected}`);
    // The issued invoice is never voided: a red-letter reversal 销货退回 of exactly the refund waits for 财务.
    await page.goto(`${baseUrl}/zzfw/dzfp`);
    const red = page
      .getByRole('table', { name: '电子发票' })
      .getByRole('row')
      .filter({ hasText: '红字发票' })
      .filter({ hasText: order.order_sn });
    await red.first().waitFor(WAIT);
    const redText = (await red.first().textContent()) ?? '';
    expect(redText).toContain(expected.replace('¥', ''));
    expect(redText).toContain('开票中');
    expect(chromium.problems).toEqual([]);
  });
});
