/**
 * 在线客服 (issue #23 §3 and #26's inbox acceptance) against the production build: the pharmacy 13800138000
 * (仁心大药房, `is_can_chat` 1) opens the toolbar's 在线客服 and sends a message; in a browser context of its own
 * the 客服 operator `kefu` signs in at /console, opens 在线客服 from the menu, sees the message in 仁心大药房's
 * conversation and replies; the buyer's open panel shows the reply live, without reloading. Every wait is bounded.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, openBrowser, server, signIn } from './support';

const { baseUrl } = server();
const buyer = browserForFile();
const WAIT = { timeout: 30_000 };
const stamp = Date.now().toString(36);
const QUESTION = `请问阿莫西林胶囊周几到货？（${stamp}）`;
const ANSWER = `您好，周五到货，到货后第一时间通知您（${stamp}）`;

describe('在线客服 between a pharmacy and 客服', () => {
  it('the buyer asks, 客服 answers from the console inbox, and the answer arrives live', async () => {
    const { page } = buyer;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    const toolbar = page
      .getByRole('complementary', { name: '侧边工具栏' })
      .or(page.locator('[data-ui="SideToolbar"]'));
    await toolbar
      .getByRole('button', { name: /在线\s*客服/ })
      .first()
      .click(WAIT);
    const thread = page.locator('[data-ui="ChatThread"]');
    const box = thread.getByLabel('输入消息');
    await box.waitFor(WAIT);
    await box.fill(QUESTION);
    await box.press('Enter');
    await thread.getByRole('log').getByText(QUESTION).waitFor(WAIT);
    // The live channel is open before the reply is written.
    await thread.getByText('正在连接…').waitFor({ state: 'detached', ...WAIT });

    const operator = await openBrowser();
    try {
      const desk = operator.page;
      await desk.goto(`${baseUrl}/console/chat`);
      await desk.waitForURL(`${baseUrl}/console/login`, WAIT);
      await desk.getByLabel('用户名').fill('kefu');
      await desk.getByLabel('密码').fill('demo1234');
      await desk.getByRole('button', { name: '登录' }).click();
      const menu = desk.getByRole('navigation', { name: '主菜单' });
      await menu.getByRole('link', { name: '在线客服' }).click(WAIT);
      await desk.getByRole('heading', { name: '在线客服', exact: true }).waitFor(WAIT);
      const conversations = desk.getByRole('navigation', { name: '会话列表' });
      await conversations.getByRole('button', { name: /仁心大药房/ }).click(WAIT);
      const desktopThread = desk.locator('[data-ui="ChatThread"]');
      await desktopThread.getByRole('log').getByText(QUESTION).waitFor(WAIT);
      const reply = desktopThread.getByLabel('输入消息');
      await reply.fill(ANSWER);
      await reply.press('Enter');
      await desktopThread.getByRole('log').getByText(ANSWER).waitFor(WAIT);
      expect(operator.problems).toEqual([]);
    } finally {
      await operator.browser.close();
    }

    // No reload: the buyer's panel receives the answer over the live channel.
    await thread.getByRole('log').getByText(ANSWER).waitFor(WAIT);
    expect(buyer.problems).toEqual([]);
  });
});
