/**
 * Registration with qualification documents (issue #10 acceptance) against the production build: a new phone
 * registers through step 1 (its code read from the SMS log driver's line in the server log), step 2 (单体药店 with
 * two real images, a PNG and a JPEG made by Chromium's own encoders) and step 3 → 资质审核中, and the cart refuses
 * it with the reason → an operator approves with `ops approve-company` → a goods within scope goes into the cart,
 * and a 第三类医疗器械 goods is refused with the scope reason. Then 忘记密码 resets a password and the session
 * from before is signed out. Every wait is bounded.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Goods } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { browserForFile, signIn } from './support';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const serverLog = inject('serverLog');
// The cart's refusal of an unqualified buyer is a 403 answer: expected here, not a fault.
const chromium = browserForFile({
  allowStatus: (status, url) => status === 403 && url.includes('/api/cart'),
});
const WAIT = { timeout: 20_000 };
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');
const run = promisify(execFile);

// A phone no seed holds: 147 numbers are not in the seed's ranges; the tail keeps reruns on one data dir apart.
const PHONE = `147${String(Date.now()).slice(-8)}`;
const COMPANY = `康宁大药房${PHONE.slice(-4)}`;
const PASSWORD = 'Reg1st3r!';
const NEW_PASSWORD = 'N3wPassw0rd';

async function ops(args: string[]): Promise<string> {
  const { stdout } = await run(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['src/cli/ops.ts', ...args, '--operator', 'e2e-审核员'],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** The newest code the SMS log driver wrote for `phone` since `after` (a length of the log). */
async function codeFor(phone: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = readFileSync(serverLog, 'utf8').slice(after).split('\n');
    const line = lines.reverse().find((text) => text.includes(`[sms] ${phone}`));
    const code = line ? /(\d{6})/.exec(line.slice(line.indexOf(`[sms] ${phone}`) + 17))?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS code for ${phone} in the server log`);
}

const logLength = () => readFileSync(serverLog, 'utf8').length;

/** Asks for a code with the page's 获取验证码 and answers it from the log. */
async function askForCode(page: Page, phone: string): Promise<string> {
  const before = logLength();
  await page.getByRole('button', { name: '获取验证码' }).click();
  return codeFor(phone, before);
}

/** Two real images, encoded by Chromium (a PNG and a JPEG of a few hundred bytes). */
async function images(page: Page) {
  const encoded = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#2e7d32';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#ffffff';
    context.fillRect(8, 8, 48, 32);
    return { png: canvas.toDataURL('image/png'), jpeg: canvas.toDataURL('image/jpeg', 0.8) };
  });
  const buffer = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  return {
    png: { name: 'licence.png', mimeType: 'image/png', buffer: buffer(encoded.png) },
    jpeg: { name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: buffer(encoded.jpeg) },
  };
}

/** The first goods of the catalogue's first pages that `want` accepts, as this buyer's session sees it. */
async function goodsOf(page: Page, want: (goods: Goods) => boolean): Promise<Goods> {
  for (let pageNo = 1; pageNo <= 8; pageNo += 1) {
    const answer = await page.request.get(`${baseUrl}/api/goods/list?page=${pageNo}&per_page=40`);
    const list = ((await answer.json()).data as GoodsPage).list;
    const found = list.find(want);
    if (found) return found;
  }
  throw new Error('no such goods in the first pages of the catalogue');
}

describe('registration with qualification documents', () => {
  it('registers, waits for review, is approved, and buys within its scope only', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('手机号').fill(PHONE);
    const code = await askForCode(page, PHONE);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel(/^密码/).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '同意协议并注册' }).click();
    await page.waitForURL(`${baseUrl}/register/step2`, WAIT);

    await page.getByLabel('企业类型').selectOption({ label: '单体药店' }, WAIT);
    await page.getByLabel('企业名称').fill(COMPANY);
    await page.getByLabel('所在地区').fill('北京市东城区');
    await page.getByLabel('法定代表人').fill('刘康宁');
    await page.getByLabel('详细地址').fill('东直门内大街1号');
    await page.getByLabel('采购员姓名').fill('赵采购');
    await page.getByLabel('采购员手机号').fill(PHONE);
    await page.getByRole('checkbox', { name: '化学药制剂' }).check();
    await page.getByRole('checkbox', { name: '中成药' }).check();
    await page.getByLabel('发票抬头').fill('康宁大药房');
    await page.getByLabel('纳税人识别号').fill('91110101MA01234567');
    await page.getByLabel('开户银行').fill('工商银行东城支行');
    await page.getByLabel('银行账号').fill('6222000011112222');
    await page.getByLabel('注册地址').fill('东直门内大街1号');
    await page.getByLabel('注册电话').fill('010-66668888');
    const { png, jpeg } = await images(page);
    const blocks = page.locator('fieldset').filter({ has: page.getByText('证照编号') });
    const count = await blocks.count();
    expect(count).toBe(4);
    for (let index = 0; index < count; index += 1) {
      const block = blocks.nth(index);
      await block.getByLabel('证照编号').fill(`NO-${PHONE}-${index}`);
      await block.getByLabel('发证机关').fill('北京市东城区市场监督管理局');
      await block.getByLabel('有效期开始').fill('2024-01-01');
      await block.getByLabel('有效期截止').fill('2030-12-31');
      await block.locator('input[type=file]').setInputFiles(index % 2 === 0 ? png : jpeg);
      await block.getByRole('img').first().waitFor(WAIT);
    }
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.waitForURL(`${baseUrl}/register/step3`, WAIT);
    await page.getByRole('heading', { name: '资料已提交，正在审核' }).waitFor(WAIT);

    // Under review: prices show, the buy button's place says why not, and the cart refuses.
    const anyGoods = await goodsOf(page, (goods) => goods.buy_reason !== '');
    expect(anyGoods.buy_reason).toBe('资质审核中，暂不能购买');
    await page.goto(`${baseUrl}/list_info/${anyGoods.id}`);
    await page.getByText('资质审核中，暂不能购买').first().waitFor(WAIT);
    expect(await page.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
    // Nor does the cart take it when asked directly: the same rule, the same reason.
    const token = (await (await page.request.get(`${baseUrl}/api/csrf`)).json()).data.token;
    const refused = await page.request.post(`${baseUrl}/api/cart`, {
      data: { params: [{ goods_id: anyGoods.id, number: 1 }] },
      headers: { 'X-CSRF-Token': token },
    });
    expect(JSON.stringify(await refused.json())).toContain('资质审核中，暂不能购买');

    // The operator finds the company in the review queue and approves it with the scope it asked for.
    const queue = await ops(['review-pending']);
    const id = new RegExp(`#(\\d+) ${COMPANY}（单体药店）`).exec(queue)?.[1];
    expect(id, queue).toBeDefined();
    await ops(['approve-company', String(id)]);
    await page.goto(`${baseUrl}/user`);
    await page.getByText('审核状态：已通过').waitFor(WAIT);

    // Within the scope asked for (化学药制剂, 中成药): the server now says it may be bought.
    const inScope = await goodsOf(page, (goods) => goods.is_buy === 1 && goods.number > 10);
    await page.goto(`${baseUrl}/list_info/${inScope.id}`);
    await page.getByRole('button', { name: '加入购物车' }).first().click(WAIT);
    await page
      .getByText(/已加入购物车|加入购物车成功/)
      .first()
      .waitFor(WAIT);

    const device = await goodsOf(page, (goods) => goods.buy_reason.includes('第三类医疗器械'));
    await page.goto(`${baseUrl}/list_info/${device.id}`);
    await page.getByText('超出经营范围（第三类医疗器械），不能购买').first().waitFor(WAIT);
    expect(chromium.problems).toEqual([]);
  });

  it('resets the password with 忘记密码, and the old session is signed out', async () => {
    // A seeded buyer no other journey signs in as: the new phone above cannot have a second code within the
    // 60 s one-code-per-phone rule without waiting that rule out.
    const phone = '13800138002';
    const browser = chromium.page.context().browser();
    if (!browser) throw new Error('no browser');
    const [old, fresh] = [await browser.newContext(), await browser.newContext()];
    const signedIn = await old.newPage();
    await signIn(signedIn, baseUrl, phone, 'demo1234');
    await signedIn.goto(`${baseUrl}/user`);
    await signedIn.getByRole('heading', { name: '会员中心', level: 1 }).waitFor(WAIT);

    const other = await fresh.newPage();
    await other.goto(`${baseUrl}/forget`);
    await other.getByLabel('手机号').fill(phone);
    const code = await askForCode(other, phone);
    await other.getByLabel('验证码').fill(code);
    await other.getByRole('button', { name: '下一步' }).click();
    await other.getByLabel(/^新密码/).fill(NEW_PASSWORD);
    await other.getByLabel('确认密码').fill(NEW_PASSWORD);
    await other.getByRole('button', { name: '重置密码' }).click();
    await other.getByRole('heading', { name: '密码已重置' }).waitFor(WAIT);

    // The session from before the reset was revoked: its member pages now send it to the login.
    await signedIn.goto(`${baseUrl}/user`);
    await signedIn.waitForURL(/\/login/, WAIT);
    await signIn(other, baseUrl, phone, NEW_PASSWORD);
    await other.goto(`${baseUrl}/user`);
    await other.getByRole('heading', { name: '会员中心', level: 1 }).waitFor(WAIT);
    await Promise.all([old.close(), fresh.close()]);
  });
});
