/**
 * Multi-store and messages (issue #10 §4 acceptance) against the production build and the seeded database: the
 * chain head office 13800138000 adds two store accounts on /zhzx/ddgl, the list shows them, and switching to one
 * changes whose cart /cart shows (and the header says 当前门店); switching back shows the head office's cart
 * again. An operator sends a 系统消息 with `ops message`; /zhzx/wdxx lists it and marking it read lowers the
 * toolbar's unread badge. Every wait is bounded.
 */
import type { Goods, UserBase } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { ops } from './ops';
import { browserForFile, signIn } from './support';

const baseUrl = inject('baseUrl');
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
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

const STORES = [
  { company: '仁心大药房（通州店）', contact: '赵敏', phone: '13800138011' },
  { company: '仁心大药房（顺义店）', contact: '钱程', phone: '13800138012' },
];

describe('a chain head office manages its stores and reads its messages', () => {
  let goods: Goods;

  it('adds two stores on /zhzx/ddgl and lists them', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    await page.goto(`${baseUrl}/zhzx/ddgl`);
    const form = page.getByRole('form', { name: '添加门店' });
    for (const store of STORES) {
      await form.getByLabel('门店名称').fill(store.company);
      await form.getByLabel('联系人').fill(store.contact);
      await form.getByLabel('手机号').fill(store.phone);
      await form.getByLabel('登录密码').fill('store2026');
      await form.getByRole('button', { name: '添加门店' }).click();
      await page.getByRole('article', { name: store.company }).waitFor(WAIT);
    }
    const list = page.getByRole('list', { name: '门店列表' });
    for (const store of STORES) await list.getByText(`手机：${store.phone}`, { exact: false }).waitFor(WAIT);
  });

  it('switching to a store changes whose cart /cart shows, and back', async () => {
    const { page } = chromium;
    const listed = await api<GoodsPage>(page, '/goods/list?page=1&per_page=40');
    const buyable = listed.list.find((item) => item.is_buy === 1 && item.number > 10);
    expect(buyable, 'a buyable product on the first page').toBeDefined();
    goods = buyable as Goods;
    await api(page, '/cart', { params: [{ goods_id: goods.id }] });
    await page.goto(`${baseUrl}/cart`);
    await page.getByText(goods.name).first().waitFor(WAIT);

    await page.goto(`${baseUrl}/zhzx/ddgl`);
    const store = page.getByRole('article', { name: STORES[0]?.company ?? '' });
    await Promise.all([
      page.waitForEvent('load'),
      store.getByRole('button', { name: '切换到此门店' }).click(),
    ]);
    await page.getByText(`当前门店：${STORES[0]?.company}`).waitFor(WAIT);
    await page
      .getByRole('article', { name: STORES[0]?.company ?? '' })
      .getByText('当前采购')
      .waitFor(WAIT);
    await page.goto(`${baseUrl}/cart`);
    await page.getByText('购物车还是空的').waitFor(WAIT);
    expect(await page.getByText(goods.name).count()).toBe(0);

    await page.goto(`${baseUrl}/zhzx/ddgl`);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '切换回总部' }).click()]);
    await page.goto(`${baseUrl}/cart`);
    await page.getByText(goods.name).first().waitFor(WAIT);
    expect(await page.getByText(/^当前门店：/).count()).toBe(0);
  });

  it('lists an operator’s message on /zhzx/wdxx; marking it read lowers the badge', async () => {
    const { page } = chromium;
    const title = '年终盘点期间发货安排';
    expect(
      await ops(['message', '13800138000', '--title', title, '--body', '12月30日至1月2日暂停发货。']),
    ).toContain('发送系统消息');
    const { message_count: before } = await api<UserBase>(page, '/user/base');
    await page.goto(`${baseUrl}/wdxx`);
    await page.waitForURL(/\/zhzx\/wdxx$/, WAIT);
    const message = page.getByRole('article', { name: title });
    await message.getByText('12月30日至1月2日暂停发货。').waitFor(WAIT);
    await message.getByText('系统消息').waitFor(WAIT);
    await page.getByLabel(`${before} 条未读消息`).waitFor(WAIT);
    await message.getByRole('button', { name: '标记已读' }).click();
    await message.getByText('已读', { exact: true }).waitFor(WAIT);
    if (before > 1) await page.getByLabel(`${before - 1} 条未读消息`).waitFor(WAIT);
    else await page.getByLabel(/条未读消息/).waitFor({ state: 'detached', ...WAIT });
    expect((await api<UserBase>(page, '/user/base')).message_count).toBe(before - 1);
    expect(chromium.problems).toEqual([]);
  });
});
