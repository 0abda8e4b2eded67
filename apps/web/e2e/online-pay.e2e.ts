/**
 * Online payment (issue #24 acceptance) against the production build, with the local provider server the harness
 * starts (PAYMENT_DRIVER=dev): a newly registered and approved pharmacy with ¥0 balance and no credit pays an order
 * with 支付宝 on the local provider's page and lands on step 4, the order 待发货; then tops up ¥1,000 with 微信支付 —
 * the QR code's page opened as a phone would — and sees the balance and the 充值 entry on /wdqb/yegl. Every wait
 * is bounded.
 */
import type { CartAddResult, OrderCreated, UserMoney } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approve, fillCompany, goodsOf, newPhone, registerAccount, WAIT } from './register-support';
import { browserForFile, server } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const PHONE = newPhone('149');
const COMPANY = `仁和药房${PHONE.slice(-4)}`;

async function api<T>(
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const token = (await (await page.request.get(`${baseUrl}/api/csrf`)).json()).data.token;
  const answer = body
    ? await page.request.post(`${baseUrl}/api${path}`, {
        data: body,
        headers: { 'X-CSRF-Token': token, ...headers },
      })
    : await page.request.get(`${baseUrl}/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

describe('paying online as a new pharmacy', () => {
  it('pays an order with 支付宝 and tops up ¥1,000 with 微信支付', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/register`);
    await registerAccount(page, PHONE, 'OnL1nePay');
    await page.waitForURL(`${baseUrl}/register/step2`, WAIT);
    await page.getByLabel('企业类型').selectOption({ label: '单体药店' }, WAIT);
    await fillCompany(page, { phone: PHONE, company: COMPANY });
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.waitForURL(`${baseUrl}/register/step3`, WAIT);
    await approve(COMPANY, '单体药店');
    expect((await api<UserMoney>(page, '/user/user_money')).balance).toBe('0.00');

    // The order as step 2 would place it (an address, the e-contract, one goods).
    await api(page, '/user/contract/sign', {});
    await api(page, '/user/address', {
      consignee: '赵采购',
      phone: PHONE,
      province: '北京市',
      city: '北京市',
      district: '东城区',
      detail: '东直门内大街1号',
      is_default: 1,
    });
    const addressId = (await api<{ list: { id: number }[] }>(page, '/user/address')).list[0]?.id;
    const goods = await goodsOf(page, (item) => item.is_buy === 1 && item.price !== null && item.number > 20);
    await api<CartAddResult>(page, '/cart', {
      params: [{ goods_id: goods.id, number: Math.max(goods.zbz, 1) }],
    });
    const order = await api<OrderCreated>(
      page,
      '/order',
      { address_id: addressId },
      { 'Idempotency-Key': crypto.randomUUID() },
    );

    await page.goto(`${baseUrl}/cart/step3/${order.order_id}`);
    const methods = page.getByRole('group', { name: '选择支付方式' });
    await methods.getByRole('radio', { name: /支付宝/ }).check(WAIT);
    expect(await methods.getByRole('radio', { name: /余额支付/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByText('等待支付结果…').waitFor(WAIT);
    await page.getByRole('link', { name: '前往支付宝付款' }).click();
    await page.getByText('开发模式').first().waitFor(WAIT);
    await page.getByRole('button', { name: '确认付款' }).click();
    await page.waitForURL(new RegExp(`/cart/step4\\?order_id=${order.order_id}`), WAIT);
    await page.getByText('支付成功').first().waitFor(WAIT);
    await page.goto(`${baseUrl}/order`);
    await page.getByText('待发货').first().waitFor(WAIT);

    await page.goto(`${baseUrl}/wdqb/yegl`);
    const panel = page.getByRole('region', { name: '在线充值' });
    await panel.getByLabel('充值金额（元）').fill('1000', WAIT);
    await panel.getByRole('radio', { name: /微信支付/ }).check();
    await panel.getByRole('button', { name: '充值' }).click();
    await page.getByRole('img', { name: '微信支付付款二维码' }).waitFor(WAIT);
    // The buyer's phone: the QR code's page (the local stand-in of scanning it), in another tab.
    const scan = await page.context().newPage();
    await scan.goto((await page.getByRole('link', { name: '在本机打开付款页' }).getAttribute('href')) ?? '');
    await scan.getByRole('button', { name: '确认付款' }).click();
    await scan.getByText('支付成功').waitFor(WAIT);
    await scan.close();
    await page.getByText('充值成功：¥1000.00 已到账').waitFor(WAIT);
    await page.getByLabel('可用余额').getByText('¥1000.00').waitFor(WAIT);
    await page.getByRole('table', { name: '余额明细' }).getByText('充值').first().waitFor(WAIT);
  });
});
