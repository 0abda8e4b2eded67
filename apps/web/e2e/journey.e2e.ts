/**
 * A buyer's first journey against the production build: visitor header → login → signed-in header with
 * company and dedicated manager → 安全退出 → visitor again. No console errors and no CSP violations.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  // CSP violations are reported as console errors too; this catches them even if that changes.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
});

afterAll(async () => {
  await browser?.close();
});

const topBar = () => page.locator('[data-ui="TopBar"]');

describe('a buyer signs in and out', () => {
  it('shows a visitor only the login and register links', async () => {
    await page.goto(`${baseUrl}/`);
    await topBar().getByRole('link', { name: '请登录' }).waitFor({ timeout: 15_000 });
    expect(await topBar().getByRole('link', { name: '免费注册' }).isVisible()).toBe(true);
    expect(await page.getByText('仁心大药房').count()).toBe(0);
    expect(await page.getByRole('button', { name: '安全退出' }).count()).toBe(0);
    expect(await page.title()).toMatch(/^首页 - /);
  });

  it('signs in and sees the company and the dedicated account manager', async () => {
    await topBar().getByRole('link', { name: '请登录' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByLabel('密码').fill('demo1234');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '登录' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/');
    const header = page.locator('[data-ui="SiteHeader"]');
    await header.getByText('仁心大药房').waitFor({ timeout: 15_000 });
    expect(await header.getByText(/专属客服：\s*张敏/).isVisible()).toBe(true);
  });

  it('signs out with 安全退出 and is a visitor again', async () => {
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '安全退出' }).click()]);
    await topBar().getByRole('link', { name: '请登录' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('仁心大药房').count()).toBe(0);
  });

  it('logged no console errors and no CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
