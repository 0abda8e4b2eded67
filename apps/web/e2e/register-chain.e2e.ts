/**
 * The chain flavour of registration (issue #10 acceptance) against the production build: a new phone opens
 * /register_dd and registers a head office through /register/dd/step1..3 (enterprise type fixed to 连锁药店总部,
 * every certificate with an image) → an operator approves it with `ops approve-company`, whose message /user's
 * 最近消息 shows unread → the head office adds two stores on /zhzx/ddgl and the list shows both → a goods goes into
 * its own cart; switching to a store shows that store's empty cart (the header says 当前门店, the store's card
 * 当前采购), switching back shows the head office's line again. An operator then sends it a 系统消息 with
 * `ops message`; /zhzx/wdxx lists it and marking it read lowers the toolbar's unread badge. (This file is the one
 * proof of adding stores and switching between them; stores.e2e.ts proved both again for the seeded head office
 * and was folded in here.) Every wait is bounded.
 */
import type { UserBase } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { approve, fillCompany, goodsOf, newPhone, ops, registerAccount, WAIT } from './register-support';
import { browserForFile, server } from './support';

const { baseUrl } = server();
const chromium = browserForFile();

const PHONE = newPhone('145');
const COMPANY = `百草堂连锁${PHONE.slice(-4)}`;
const STORES = [
  { company: `${COMPANY}（望京店）`, contact: '孙立', phone: newPhone('146') },
  { company: `${COMPANY}（亦庄店）`, contact: '周宁', phone: newPhone('166') },
];

describe('a chain head office registers, buys for its stores and reads its messages', () => {
  it('registers through /register_dd, is approved, adds two stores, and each has its own cart', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/register_dd`);
    await page.waitForURL(`${baseUrl}/register/dd/step1`, WAIT);
    await registerAccount(page, PHONE, 'Cha1nHQ2026');
    await page.waitForURL(`${baseUrl}/register/dd/step2`, WAIT);
    await page.getByText('企业类型：连锁药店总部').waitFor(WAIT);
    expect(await page.getByLabel('企业类型').count()).toBe(0);
    expect(await fillCompany(page, { phone: PHONE, company: COMPANY })).toBeGreaterThan(0);
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.waitForURL(`${baseUrl}/register/dd/step3`, WAIT);
    await page.getByRole('heading', { name: '资料已提交，正在审核' }).waitFor(WAIT);

    await approve(COMPANY, '连锁药店总部');
    // The decision reaches the member centre's newest messages, unread.
    await page.goto(`${baseUrl}/user`);
    const recent = page.getByRole('region', { name: '最近消息' });
    await recent.getByRole('link', { name: '企业资质审核通过' }).waitFor(WAIT);
    await recent.getByText('未读', { exact: true }).first().waitFor(WAIT);
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

    const goods = await goodsOf(page, (item) => item.is_buy === 1 && item.number > 10);
    await page.goto(`${baseUrl}/list_info/${goods.id}`);
    await page.getByRole('button', { name: '加入购物车' }).first().click(WAIT);
    await page
      .getByText(/已加入购物车|加入购物车成功/)
      .first()
      .waitFor(WAIT);
    await page.goto(`${baseUrl}/cart`);
    await page.getByText(goods.name).first().waitFor(WAIT);

    const store = STORES[1]?.company ?? '';
    await page.goto(`${baseUrl}/zhzx/ddgl`);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('article', { name: store }).getByRole('button', { name: '切换到此门店' }).click(),
    ]);
    await page.getByText(`当前门店：${store}`).waitFor(WAIT);
    await page.getByRole('article', { name: store }).getByText('当前采购').waitFor(WAIT);
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
    expect(await ops(['message', PHONE, '--title', title, '--body', '12月30日至1月2日暂停发货。'])).toContain(
      '发送系统消息',
    );
    const unread = async () => {
      const answer = await page.request.get(`${baseUrl}/api/user/base`);
      expect(answer.ok(), `/user/base answered ${answer.status()}`).toBe(true);
      return ((await answer.json()).data as UserBase).message_count;
    };
    const before = await unread();
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
    expect(await unread()).toBe(before - 1);
  });

  it('logged no console errors and no CSP violations', () => {
    expect(chromium.problems).toEqual([]);
  });
});
