/**
 * The operations console's 企业审核 (issue #26 acceptance) against the production build: a new pharmacy registers
 * with its four certificates (as register.e2e.ts does) and waits for review; in a fresh browser context the 审核
 * operator `shenhe` signs in at /console, opens 企业审核 from the menu, opens the company from the pending queue,
 * approves its 药品经营许可证 and rejects its 营业执照 with a reason; then the buyer's 资质证件 page shows the
 * one approved and the other rejected with that reason, word for word. Every wait is bounded.
 */
import { describe, expect, it } from 'vitest';
import { fillCompany, newPhone, registerAccount, WAIT } from './register-support';
import { browserForFile, openBrowser, server } from './support';

const { baseUrl } = server();
const buyer = browserForFile();

const PHONE = newPhone();
const COMPANY = `安康药房${PHONE.slice(-4)}`;
const PASSWORD = 'C0ns0le!';
const REASON = `营业执照照片模糊，请重新上传清晰照片（${PHONE.slice(-4)}）`;

describe('企业审核 in the operations console', () => {
  it('an operator approves one certificate and rejects another, and the buyer sees the reason', async () => {
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
    try {
      const desk = operator.page;
      await desk.goto(`${baseUrl}/console/companies`);
      await desk.waitForURL(`${baseUrl}/console/login`, WAIT);
      await desk.getByLabel('用户名').fill('shenhe');
      await desk.getByLabel('密码').fill('demo1234');
      await desk.getByRole('button', { name: '登录' }).click();
      const menu = desk.getByRole('navigation', { name: '主菜单' });
      await menu.getByRole('link', { name: '企业审核' }).click(WAIT);
      await desk.getByRole('heading', { name: '企业审核', exact: true }).waitFor(WAIT);

      // The queue shows pending companies by default; the new one is there, 4 certificates waiting.
      const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: COMPANY }) });
      await row.getByText('4 / 0 / 4').waitFor(WAIT);
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
      expect(await desk.getByRole('button', { name: /^通过/ }).count()).toBe(3);
      expect(operator.problems).toEqual([]);
    } finally {
      await operator.browser.close();
    }

    // The buyer's 资质证件: the one certificate approved, the other rejected with the operator's words.
    await page.goto(`${baseUrl}/zhzx/zzzj`);
    const licence = page.getByRole('listitem', { name: '营业执照' });
    await licence.getByText(`驳回原因：${REASON}`).waitFor(WAIT);
    await licence.getByText('已驳回').waitFor(WAIT);
    await page.getByRole('listitem', { name: '药品经营许可证' }).getByText('已通过').waitFor(WAIT);
    await page.getByRole('listitem', { name: '采购委托书' }).getByText('待审核').waitFor(WAIT);
    expect(buyer.problems).toEqual([]);
  });
});
