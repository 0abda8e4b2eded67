/**
 * What the registration journeys share (register.e2e.ts, register-chain.e2e.ts): the ops tool as a child process
 * against the running server's database, SMS codes read from the log driver's lines in the server log, real images
 * for the certificates, step 2's company form, and a catalogue search as the signed-in buyer sees it.
 */
import { readFileSync } from 'node:fs';
import type { Goods } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { ops } from './ops';
import { server } from './support';

export { ops };

const { baseUrl, serverLog } = server();
export const WAIT = { timeout: 20_000 };

/** A phone no seed holds: 147 numbers are not in the seed's ranges; the tail keeps reruns on one data dir apart. */
export const newPhone = (prefix = '147') => `${prefix}${String(Date.now()).slice(-8)}`;

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
export async function askForCode(page: Page, phone: string): Promise<string> {
  const before = logLength();
  await page.getByRole('button', { name: '获取验证码' }).click();
  return codeFor(phone, before);
}

/** Step 1 on the page already open: phone, the code from the log, a password, the agreement. */
export async function registerAccount(page: Page, phone: string, password: string) {
  await page.getByLabel('手机号').fill(phone);
  const code = await askForCode(page, phone);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '同意协议并注册' }).click();
}

/** Two real images, encoded by Chromium (a PNG and a JPEG of a few hundred bytes). */
export async function images(page: Page) {
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

/**
 * Step 2's company form past the enterprise type (chosen by the caller, or fixed by the chain flavour), with every
 * required certificate given a number, dates and an image (PNG and JPEG in turn); answers how many there were.
 */
export async function fillCompany(page: Page, { phone, company }: { phone: string; company: string }) {
  await page.getByLabel('企业名称').fill(company);
  await page.getByLabel('所在地区').fill('北京市东城区');
  await page.getByLabel('法定代表人').fill('刘康宁');
  await page.getByLabel('详细地址').fill('东直门内大街1号');
  await page.getByLabel('采购员姓名').fill('赵采购');
  await page.getByLabel('采购员手机号').fill(phone);
  await page.getByRole('checkbox', { name: '化学药制剂' }).check();
  await page.getByRole('checkbox', { name: '中成药' }).check();
  await page.getByLabel('发票抬头').fill(company);
  await page.getByLabel('纳税人识别号').fill('91110101MA01234567');
  await page.getByLabel('开户银行').fill('工商银行东城支行');
  await page.getByLabel('银行账号').fill('6222000011112222');
  await page.getByLabel('注册地址').fill('东直门内大街1号');
  await page.getByLabel('注册电话').fill('010-66668888');
  const { png, jpeg } = await images(page);
  const blocks = page.locator('fieldset').filter({ has: page.getByText('证照编号') });
  const count = await blocks.count();
  for (let index = 0; index < count; index += 1) {
    const block = blocks.nth(index);
    await block.getByLabel('证照编号').fill(`NO-${phone}-${index}`);
    await block.getByLabel('发证机关').fill('北京市东城区市场监督管理局');
    await block.getByLabel('有效期开始').fill('2024-01-01');
    await block.getByLabel('有效期截止').fill('2030-12-31');
    await block.locator('input[type=file]').setInputFiles(index % 2 === 0 ? png : jpeg);
    await block.getByRole('img').first().waitFor(WAIT);
  }
  return count;
}

/** The operator finds the company in the review queue (`#12 名称（单体药店）`) and approves it as asked. */
export async function approve(company: string, typeLabel: string) {
  const queue = await ops(['review-pending']);
  const id = new RegExp(`#(\\d+) ${company}（${typeLabel}）`).exec(queue)?.[1];
  expect(id, queue).toBeDefined();
  await ops(['approve-company', String(id)]);
}

/** The first goods of the catalogue's first pages that `want` accepts, as this buyer's session sees it. */
export async function goodsOf(page: Page, want: (goods: Goods) => boolean): Promise<Goods> {
  for (let pageNo = 1; pageNo <= 8; pageNo += 1) {
    const answer = await page.request.get(`${baseUrl}/api/goods/list?page=${pageNo}&per_page=40`);
    const list = ((await answer.json()).data as GoodsPage).list;
    const found = list.find(want);
    if (found) return found;
  }
  throw new Error('no such goods in the first pages of the catalogue');
}
