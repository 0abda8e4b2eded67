/**
 * The operations console's 企业审核 (issue #26 acceptance) against the production build: a new pharmacy registers
 * with its four certificates (as register.e2e.ts does) and waits for review; in a fresh browser context the 审核
 * operator `shenhe` signs in at /console, opens 企业审核 from the menu, opens the company from the pending queue,
 * approves its 药品经营许可证 and rejects its 营业执照 with a reason; the buyer's 资质证件 page shows the one
 * approved and the other rejected with that reason, word for word. The buyer re-uploads the 营业执照 (更新证照);
 * `shenhe` approves it and passes 初审 — and may not do 质量审核 too (two stages, two operators) — and a second
 * 审核 operator, `zhiliang`, passes 质量审核 from the 待质量审核 queue: the buyer's company is approved.
 * Every wait is bounded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillCompany, images, newPhone, registerAccount, WAIT } from './register-support';
import { browserForFile, openBrowser, server } from './support';

const { baseUrl } = server();
const buyer = browserForFile();

const PHONE = newPhone();
const COMPANY = `安康药房${PHONE.slice(-4)}`;
const PASSWORD = 'C0ns0le!';
const REASON = `营业执照照片模糊，请重新上传清晰照片（${PHONE.slice(-4)}）`;

/** Signs a demo operator in at /console (the console sends a visitor to its login page, then to 工作台). */
async function signIn(desk: Page, username: string) {
  await desk.goto(`${baseUrl}/console/companies`);
  await desk.waitForURL(`${baseUrl}/console/login`, WAIT);
  await desk.getByLabel('用户名').fill(username);
  await desk.getByLabel('密码').fill('demo1234');
  await desk.getByRole('button', { name: '登录' }).click();
  await desk.getByRole('navigation', { name: '主菜单' }).waitFor(WAIT);
}

describe('企业审核 in the operations console', () => {
  it('reviews certificates one by one, then 初审 and 质量审核 by two operators; the buyer sees each step', async () => {
    const { page } = buyer;
    await page.goto(`${baseUrl}/register`);
    await registerAccount(page, PHONE, PASSWORD);
    await page.waitForURL(`${baseUrl}/register/step2`, WAIT);
    await page.getByLabel('企业类型').selectOption({ label: '单体药店' }, WAIT);
    expect(await fillCompany(page, { phone: PHONE, company: COMPANY })).toBe(4);
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByRole('heading', { name: '资料已提交，正在审核' }).waitFor(WAIT);

    // The operator, in a browser context of their own: no buyer cookie, nothing shared.
    const operator = await openBrowser();
    const quality = await openBrowser();
    try {
      const desk = operator.page;
      await signIn(desk, 'shenhe');
      const menu = desk.getByRole('navigation', { name: '主菜单' });
      await menu.getByRole('link', { name: '企业审核' }).click(WAIT);
      await desk.getByRole('heading', { name: '企业审核', exact: true }).waitFor(WAIT);

      // The queue shows pending companies by default; the new one is there, 4 certificates waiting, at 初审.
      const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: COMPANY }) });
      await row.getByText('4 / 0 / 4').waitFor(WAIT);
      await row.getByText('待初审').waitFor(WAIT);
      await row.getByRole('link', { name: COMPANY }).click();
      await desk.getByRole('heading', { name: COMPANY }).waitFor(WAIT);

      await desk.getByRole('button', { name: '通过药品经营许可证' }).click(WAIT);
      await desk
        .getByRole('status')
        .getByText(/已通过证照 #\d+ .* 药品经营许可证/)
        .waitFor(WAIT);
      await desk.getByRole('button', { name: '通过药品经营许可证' }).waitFor({ state: 'detached', ...WAIT });

      await desk.getByRole('button', { name: '驳回营业执照' }).click();
      const dialog = desk.getByRole('dialog', { name: /^驳回营业执照/ });
      await dialog.getByLabel('驳回原因').fill(REASON);
      await dialog.getByRole('button', { name: '确定驳回' }).click();
      await desk.getByRole('status').getByText(`营业执照：${REASON}`).waitFor(WAIT);
      await dialog.waitFor({ state: 'detached', ...WAIT });
      // The certificate's card now carries the reason and who reviewed it; the other two still wait.
      await desk.getByRole('definition').getByText(REASON, { exact: true }).waitFor(WAIT);
      expect(await desk.getByRole('button', { name: /^通过/ }).count()).toBe(2);

      // The buyer's 资质证件: the one certificate approved, the other rejected with the operator's words.
      await page.goto(`${baseUrl}/zhzx/zzzj`);
      const licence = page.getByRole('listitem', { name: '营业执照' });
      await licence.getByText(`驳回原因：${REASON}`).waitFor(WAIT);
      await licence.getByText('已驳回').waitFor(WAIT);
      await page.getByRole('listitem', { name: '药品经营许可证' }).getByText('已通过').waitFor(WAIT);
      await page.getByRole('listitem', { name: '采购委托书' }).getByText('待审核').waitFor(WAIT);

      // The buyer re-uploads the 营业执照.
      await licence.getByRole('button', { name: '更新证照' }).click();
      const form = licence.getByRole('form', { name: '更新营业执照' });
      await form.getByLabel(/证照编号/).fill(`NEW-${PHONE}`);
      await form.getByLabel(/发证机关/).fill('北京市东城区市场监督管理局');
      await form.getByLabel(/有效期开始/).fill('2024-01-01');
      await form.getByLabel('长期有效').check();
      await form.locator('input[type=file]').setInputFiles((await images(page)).png);
      await form.getByRole('img').first().waitFor(WAIT);
      await form.getByRole('button', { name: '提交审核' }).click();
      await page.getByText('证照已提交，请等待审核').first().waitFor(WAIT);

      // shenhe approves the new one and passes 初审; 质量审核 is someone else's.
      await desk.reload();
      await desk.getByRole('button', { name: '通过营业执照' }).click(WAIT);
      await desk
        .getByRole('status')
        .getByText(/已通过证照 #\d+ .* 营业执照/)
        .waitFor(WAIT);
      await desk.getByRole('button', { name: '初审通过' }).click(WAIT);
      await desk
        .getByRole('status')
        .getByText(/初审通过，等待质量审核/)
        .waitFor(WAIT);
      await desk.getByText(/初审与质量审核须由不同的审核员完成/).waitFor(WAIT);
      expect(await desk.getByRole('button', { name: '质量审核通过' }).isDisabled()).toBe(true);
      expect(operator.problems).toEqual([]);

      // zhiliang finds it in the 待质量审核 queue and approves the company.
      const second = quality.page;
      await signIn(second, 'zhiliang');
      await second.goto(`${baseUrl}/console/companies?status=quality`);
      const queued = second.getByRole('row').filter({ has: second.getByRole('link', { name: COMPANY }) });
      await queued.getByText('待质量审核').waitFor(WAIT);
      await queued.getByRole('link', { name: COMPANY }).click();
      await second.getByRole('list', { name: '审核进度' }).getByText('初审通过').waitFor(WAIT);
      await second.getByRole('button', { name: '质量审核通过' }).click(WAIT);
      await second
        .getByRole('status')
        .getByText(/已通过企业/)
        .waitFor(WAIT);
      expect(quality.problems).toEqual([]);
    } finally {
      await operator.browser.close();
      await quality.browser.close();
    }

    // The buyer's company is approved.
    await page.goto(`${baseUrl}/zhzx/zzzj`);
    await page.getByRole('region', { name: '企业资料' }).getByText('已通过', { exact: true }).waitFor(WAIT);
    expect(buyer.problems).toEqual([]);
  });
});
