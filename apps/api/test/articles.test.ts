import { articleCategoryData, articleDetail, consoleArticleDetail, siteConfig } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema/index';
import type { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * Help pages and news (issue #23 §2): the help tree the footer and the help pages' menu read, articles by category
 * and by id, and operators' rich text — sanitised on the server when written and again when read.
 */

let t: TestApp;
let yunying: Browser;
let shenhe: Browser;
beforeAll(async () => {
  t = await build();
  yunying = await operatorBrowser(t.app, 'yunying', '10.23.0.1');
  shenhe = await operatorBrowser(t.app, 'shenhe', '10.23.0.2');
});
afterAll(async () => t.close());

const dataOf = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** What an operator (or a paste from a hostile page) might put in an article. */
const HOSTILE = [
  '<p onclick="steal()">药品退换<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<img src="https://evil.example/track.gif">',
  '<a href="javascript:alert(3)">点我</a>',
  '<a href="JaVaScRiPt&colon;alert(4)">再点</a>',
  '<a href="data:text/html,<script>alert(5)</script>">数据</a>',
  '<a href="//evil.example/">协议相对</a>',
  '<a href="/help/zfps/ypth" target="_top" onmouseover="x()">退换规则</a>',
  '<a href="https://www.nmpa.gov.cn/">药监局</a>',
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
  '<span style="background:url(javascript:alert(6))">样式</span>',
  '<svg><script>alert(7)</script></svg><math><mi>x</mi></math>',
].join('');

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<svg|<math|onerror|onclick|onmouseover|style=/i);
  expect(html).not.toMatch(/javascript:|data:|evil\.example/i);
}

describe('the help tree (/api/site help)', () => {
  it('gives the footer its groups and pages with the page each opens', async () => {
    const site = siteConfig.parse(await dataOf('/api/site'));
    expect(site.help.map((group) => group.name)).toEqual(['新手指南', '服务保障', '支付配送', '关于我们']);
    expect(site.help[0]?.children.map((page) => page.url)).toEqual([
      '/help/xrzn/hyzc',
      '/help/xrzn/gwzn',
      '/help/xrzn/aqgy',
    ]);
    expect(site.help[1]?.children.map((page) => page.url)).toEqual([
      '/help/fwbz/wzzz',
      '/help/fwbz/yhxy',
      '/help/fwbz/zskf',
    ]);
    expect(site.help[2]?.children.map((page) => page.url)).toEqual([
      '/help/zfps/ddzf',
      '/help/zfps/hwps',
      '/help/zfps/ypth',
    ]);
    expect(site.help[3]?.children.map((page) => page.code)).toEqual(['tsjy', 'lxwm']);
  });

  it('marks the seeded licence numbers as samples', async () => {
    const site = siteConfig.parse(await dataOf('/api/site'));
    expect(site.licences.length).toBeGreaterThan(0);
    for (const licence of site.licences) expect(licence.sample).toBe(1);
  });
});

describe('GET /api/article and /api/article/{id}', () => {
  it('lists a help page in the operators’ order and opens article 66 with the certificates per enterprise type', async () => {
    const page = articleCategoryData.parse(await dataOf('/api/article?category_id=11'));
    expect(page.category).toMatchObject({ code: 'hyzc', url: '/help/xrzn/hyzc', section: 'help' });
    expect(page.list.map((article) => article.id)).toContain(66);
    const article = articleDetail.parse(await dataOf('/api/article/66'));
    expect(article.title).toBe('各类企业注册所需证照');
    expect(article.body).toContain('<table>');
    expect(article.body).toContain('医疗机构执业许可证');
    expect(article.category.url).toBe('/help/xrzn/hyzc');
  });

  it('lists news newest first with plain-text summaries', async () => {
    const news = articleCategoryData.parse(await dataOf('/api/article?category_id=1'));
    expect(news.category.url).toBe('/news/hy');
    expect(news.list.length).toBeGreaterThan(0);
    for (const item of news.list) expect(item.summary).not.toMatch(/</);
  });

  it('404s for an unknown article and 422s for a malformed id', async () => {
    expect((await t.app.inject({ url: '/api/article/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/article/abc' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/article/66?x=1' })).statusCode).toBe(422);
  });

  it('sanitises a body that reached the table unsanitised when it is read', async () => {
    const [row] = await t.database.db
      .insert(articles)
      .values({ categoryId: 33, title: '直接写入的文章', body: HOSTILE })
      .returning({ id: articles.id });
    const article = articleDetail.parse(await dataOf(`/api/article/${row?.id}`));
    expectClean(article.body);
    expect(article.body).toContain('<a href="/help/zfps/ypth">退换规则</a>');
    expect(article.body).toContain(
      '<a href="https://www.nmpa.gov.cn/" target="_blank" rel="noopener noreferrer">药监局</a>',
    );
    expect(article.body).toContain('药品退换');
    const list = articleCategoryData.parse(await dataOf('/api/article?category_id=33'));
    const summary = list.list.find((item) => item.id === row?.id)?.summary ?? '';
    expect(summary).toContain('药品退换');
    expect(summary).not.toMatch(/alert|<|steal/);
  });
});

describe('the console’s articles (运营)', () => {
  it('stores an article sanitised, keeps pictures from the picture store, audits it and shows it at once', async () => {
    const before = await lastAuditId(t.database.db);
    const picture = '/api/picture/0123456789abcdef0123.webp';
    const created = await yunying.request('POST', '/api/console/articles', {
      json: { category_id: 32, title: '冷链配送说明', body: `${HOSTILE}<img src="${picture}" alt="冷链箱">` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const article = consoleArticleDetail.parse(created.json().data);
    expectClean(article.body);
    expect(article.body).toContain(`<img src="${picture}" alt="冷链箱" />`);
    const [stored] = await t.database.db.select().from(articles).where(eq(articles.id, article.id));
    expectClean(stored?.body ?? '');
    const audit = await auditSince(t.database.db, before);
    expect(audit).toMatchObject([{ operator: 'yunying', command: 'article-add', ok: true }]);

    const edited = await yunying.request('PATCH', `/api/console/articles/${article.id}`, {
      json: { category_id: 32, title: '冷链配送说明', body: '<p>全程2～8℃</p>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The public read's 30 s cache was cleared by the write.
    const read = articleDetail.parse(await dataOf(`/api/article/${article.id}`));
    expect(read.body).toBe('<p>全程2～8℃</p>');
    expect((await auditSince(t.database.db, before)).map((row) => row.command)).toEqual([
      'article-add',
      'article-update',
    ]);
  });

  it('adds and renames a category and deletes an article, one audit row each', async () => {
    const before = await lastAuditId(t.database.db);
    const added = await yunying.request('POST', '/api/console/article/categories', {
      json: { code: 'ybzc', name: '医保政策', parent_id: 20, section: 'help' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const category = added.json().data as { id: number; url: string };
    expect(category.url).toBe('/help/fwbz/ybzc');
    const renamed = await yunying.request('PATCH', `/api/console/article/categories/${category.id}`, {
      json: { name: '医保结算', sort: 9 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const created = await yunying.request('POST', '/api/console/articles', {
      json: { category_id: category.id, title: '医保结算说明', body: '<p>扫码结算</p>' },
    });
    const id = (created.json().data as { id: number }).id;
    const removed = await yunying.request('DELETE', `/api/console/articles/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ url: `/api/article/${id}` })).statusCode).toBe(404);
    const site = siteConfig.parse(await dataOf('/api/site'));
    expect(site.help[1]?.children.map((page) => page.name)).toContain('医保结算');
    expect((await auditSince(t.database.db, before)).map((row) => [row.command, row.ok])).toEqual([
      ['article-category-add', true],
      ['article-category-update', true],
      ['article-add', true],
      ['article-delete', true],
    ]);
    const taken = await yunying.request('POST', '/api/console/article/categories', {
      json: { code: 'ybzc', name: '重复', parent_id: 20, section: 'help' },
    });
    expect(taken.statusCode).toBe(422);
  });

  it('refuses an operator without the content permission, with nothing written', async () => {
    const count = (await t.database.db.select().from(articles)).length;
    const refused = await shenhe.request('POST', '/api/console/articles', {
      json: { category_id: 32, title: '审核员的文章', body: '<p>x</p>' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.database.db.select().from(articles)).length).toBe(count);
  });

  it('replaces the footer licences; the footer then prints the real numbers unmarked', async () => {
    const before = await lastAuditId(t.database.db);
    const saved = await yunying.request('PUT', '/api/console/settings/licences', {
      json: { licences: [{ label: '药品经营许可证', value: '京AA0109999' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [audit] = await auditSince(t.database.db, before);
    expect(audit).toMatchObject({ command: 'licences-update', ok: true, after: [{ value: '京AA0109999' }] });
    const site = siteConfig.parse(await dataOf('/api/site'));
    expect(site.licences).toEqual([{ label: '药品经营许可证', value: '京AA0109999', sample: 0 }]);
  });
});
