/**
 * Help and product facts (issue #23 acceptance): a visitor reads a help article from the footer, the licence
 * numbers marked as the demo's samples; a pharmacist opens a product and reads its 有效期至 and 剂型.
 */

import { describe, expect, it } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();

describe('help pages and the facts a pharmacist buys by', () => {
  it('reads a help article from the footer, and the 支付配送 pages go without the header', async () => {
    const { page } = chromium;
    await page.goto(`${baseUrl}/noActivity`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: '会员注册' }).click();
    await page.waitForURL(/\/help\/xrzn\/hyzc$/);
    await page.getByRole('heading', { level: 1, name: '会员注册流程' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('navigation', { name: '当前位置' }).textContent()).toContain('新手指南');

    // The certificates each enterprise type needs, the spec's /help/xrzn/hyzc?id=66.
    await page
      .getByRole('list', { name: '本栏目文章' })
      .getByRole('link', { name: '各类企业注册所需证照' })
      .click();
    await page.waitForURL(/\/help\/xrzn\/hyzc\?id=66$/);
    const table = page.getByRole('table', { name: '各类企业注册时必须上传的证照' });
    await table.waitFor({ timeout: 15_000 });
    expect(await table.textContent()).toContain('医疗机构执业许可证');

    await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '药品退换' }).click();
    await page.waitForURL(/\/help\/zfps\/ypth$/);
    await page.getByRole('heading', { level: 1, name: '退换货规则' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-ui="SiteHeader"]').count()).toBe(0);
    expect(
      await page
        .getByRole('contentinfo')
        .getByText(/（示例编号）/)
        .count(),
    ).toBeGreaterThan(0);
    expect(chromium.problems).toEqual([]);
  });

  it('shows a pharmacist the product’s 有效期至 and 剂型', async () => {
    const { page } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');
    const answer = await page.request.get(`${baseUrl}/api/goods/search?keywords=amxl&type=0&per_page=20`);
    const product = ((await answer.json()).data as GoodsPage).list.find(
      (goods) => goods.expire_date !== null && goods.dosage_form !== '',
    );
    expect(product, 'an amxl result in stock with its batch and form').toBeDefined();
    if (!product) return;
    await page.goto(`${baseUrl}/list_info/${product.id}`);
    const facts = page.locator('dl').filter({ hasText: '管理类别' });
    await facts.waitFor({ timeout: 15_000 });
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain(`有效期至${product.expire_date}`);
    expect(text).toContain(`剂型${product.dosage_form}`);
    expect(chromium.problems).toEqual([]);
  });
});
