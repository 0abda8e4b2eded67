import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { multipart, PNG } from './qualifications.fixtures';

/*
 * 运营's content screens and the 审核 queue of controlled sale (issue #26 §2): adverts (picture upload, link,
 * window), nav and hot words, the prize draw, platform messages, controlled-sale decisions. Each write is one
 * audit row; bad input is a 422 that changes nothing; the buyer's API shows the change on the next request.
 * Role refusals of every route are walked by test/console.test.ts.
 */

let t: TestApp;
let buyer: Browser;
let yunying: Browser;
let shenhe: Browser;
let kefu: Browser;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;
const count = async (table: string) =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;

/** Runs `call` and answers its response with the audit rows it wrote. */
async function audited<R>(call: () => Promise<R>) {
  const from = await lastAuditId(t.database.db);
  const response = await call();
  return { response, audit: await auditSince(t.database.db, from) };
}

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.160');
  shenhe = await operatorBrowser(t.app, 'shenhe', '198.51.100.161');
  kefu = await operatorBrowser(t.app, 'kefu', '198.51.100.162');
});
afterAll(async () => {
  await t.close();
});

const topAdverts = async () =>
  (await buyer.request('GET', '/api/focus/top')).json().data.list as {
    id: number;
    title: string;
    url: string;
  }[];

describe('adverts and banners', () => {
  let image = '';
  let advertId = 0;

  it('stores an uploaded picture in the picture store, served as WebP; a file that is no picture is a 422', async () => {
    const { body, headers } = multipart(PNG, 'banner.png', 'image/png');
    const { response, audit } = await audited(() =>
      yunying.request('POST', '/api/console/pictures', { body, headers }),
    );
    expect(response.statusCode, response.body).toBe(200);
    image = response.json().data.image;
    expect(image).toMatch(/^\/api\/picture\/[0-9a-f]{20}\.webp$/);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([['picture-upload', true]]);
    const served = await buyer.request('GET', image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const notPicture = multipart(Buffer.from('%PDF-1.4 not a picture'), 'fake.png', 'image/png');
    const refused = await yunying.request('POST', '/api/console/pictures', notPicture);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.file).toBeDefined();
  });

  it('adds an advert the buyer sees at once (the cache is cleared); an unsafe link is a 422 that adds nothing', async () => {
    const before = await topAdverts();
    const adverts = await count('adverts');
    const fromAudit = await lastAuditId(t.database.db);
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const refused = await yunying.request('POST', '/api/console/adverts', {
        json: { position_id: 201, title: '冬季感冒用药专场', image, url },
      });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().data.errors.url).toBeDefined();
    }
    const notStored = await yunying.request('POST', '/api/console/adverts', {
      json: { position_id: 201, title: '冬季感冒用药专场', image: '/api/picture/0123456789abcdef0123.webp' },
    });
    expect(notStored.statusCode).toBe(422);
    expect(await count('adverts')).toBe(adverts);
    expect(await auditSince(t.database.db, fromAudit)).toEqual([
      expect.objectContaining({ command: 'advert-add', ok: false }),
    ]);

    const { response, audit } = await audited(() =>
      yunying.request('POST', '/api/console/adverts', {
        json: { position_id: 201, title: '冬季感冒用药专场', image, url: '/yx', sort: 0 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    advertId = response.json().data.id;
    expect(response.json().data).toMatchObject({ state: 'live', position_name: expect.any(String) });
    expect(audit).toEqual([expect.objectContaining({ command: 'advert-add', ok: true, source: 'console' })]);
    expect(before.map((a) => a.id)).not.toContain(advertId);
    expect((await topAdverts()).map((a) => a.id)).toContain(advertId);
  });

  it('schedules an advert: outside its window the buyer no longer sees it', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const { response, audit } = await audited(() =>
      yunying.request('PUT', `/api/console/adverts/${advertId}`, {
        json: {
          position_id: 201,
          title: '冬季感冒用药专场',
          image,
          url: 'https://example.com/flu',
          starts_at: later,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.state).toBe('scheduled');
    expect(audit).toEqual([
      expect.objectContaining({
        command: 'advert-update',
        before: expect.objectContaining({ url: '/yx', starts_at: null }),
        after: expect.objectContaining({ url: 'https://example.com/flu' }),
      }),
    ]);
    expect((await topAdverts()).map((a) => a.id)).not.toContain(advertId);

    const backwards = await yunying.request('PUT', `/api/console/adverts/${advertId}`, {
      json: { position_id: 201, title: '冬季感冒用药专场', image, starts_at: later, ends_at: later },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().data.errors.ends_at).toEqual(['结束时间须晚于开始时间']);
  });

  it('removes an advert (one audit row); a second removal is a 404', async () => {
    const { response, audit } = await audited(() =>
      yunying.request('DELETE', `/api/console/adverts/${advertId}`),
    );
    expect(response.statusCode).toBe(200);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([['advert-delete', true]]);
    expect((await yunying.request('DELETE', `/api/console/adverts/${advertId}`)).statusCode).toBe(404);
    const listed = await yunying.request('GET', '/api/console/adverts?position_id=201');
    expect(listed.json().data.list.map((a: { id: number }) => a.id)).not.toContain(advertId);
  });
});

describe('nav and hot words', () => {
  it('renames a nav item: the buyer’s /api/focus shows the new name at once', async () => {
    const navBefore = (await buyer.request('GET', '/api/focus')).json().data.nav as {
      id: number;
      name: string;
    }[];
    const first = navBefore[0];
    if (!first) throw new Error('no nav in the seed');
    const { response, audit } = await audited(() =>
      yunying.request('PUT', `/api/console/nav/${first.id}`, {
        json: { name: '秋冬专场', url: '/yx', sort: 0, is_open: 0 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(audit).toEqual([
      expect.objectContaining({
        command: 'nav-update',
        before: expect.objectContaining({ name: first.name }),
      }),
    ]);
    const navAfter = (await buyer.request('GET', '/api/focus')).json().data.nav as {
      id: number;
      name: string;
    }[];
    expect(navAfter.find((item) => item.id === first.id)?.name).toBe('秋冬专场');

    const bad = await yunying.request('PUT', `/api/console/nav/${first.id}`, {
      json: { name: '秋冬专场', url: 'javascript:void(0)' },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await yunying.request('POST', '/api/console/nav', {
      json: { name: '新品', colour: 'red' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('pins a hot word: the buyer’s /api/goods/hot and /api/site show it; a duplicate is a 422', async () => {
    const { response, audit } = await audited(() =>
      yunying.request('POST', '/api/console/hot-words', {
        json: { word: '冬季流感专区', pinned: 1, sort: 0 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([['hot-word-add', true]]);
    expect((await buyer.request('GET', '/api/goods/hot')).json().data).toContain('冬季流感专区');
    expect((await buyer.request('GET', '/api/site')).json().data.hot_words).toContain('冬季流感专区');

    const words = await count('hot_words');
    const again = await yunying.request('POST', '/api/console/hot-words', { json: { word: '冬季流感专区' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().data.errors.word).toEqual(['该热词已存在']);
    expect(await count('hot_words')).toBe(words);

    const id = response.json().data.id;
    const removed = await yunying.request('DELETE', `/api/console/hot-words/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await buyer.request('GET', '/api/goods/hot')).json().data).not.toContain('冬季流感专区');
  });
  it('adds and removes a nav item and edits a hot word, one audit row each', async () => {
    const added = await audited(() =>
      yunying.request('POST', '/api/console/nav', { json: { name: '直播采购', url: '/yjh/live', sort: 99 } }),
    );
    expect(added.response.statusCode, added.response.body).toBe(200);
    const id = added.response.json().data.id;
    const removed = await audited(() => yunying.request('DELETE', `/api/console/nav/${id}`));
    const word = await yunying.request('POST', '/api/console/hot-words', {
      json: { word: '秋冬进补', pinned: 0 },
    });
    const edited = await audited(() =>
      yunying.request('PUT', `/api/console/hot-words/${word.json().data.id}`, {
        json: { word: '秋冬进补专场', pinned: 1, sort: 2 },
      }),
    );
    expect([...added.audit, ...removed.audit, ...edited.audit].map((row) => [row.command, row.ok])).toEqual([
      ['nav-add', true],
      ['nav-delete', true],
      ['hot-word-update', true],
    ]);
    const nav = (await buyer.request('GET', '/api/focus')).json().data.nav as { id: number }[];
    expect(nav.map((item) => item.id)).not.toContain(id);
  });
});

describe('controlled-sale applications (审核)', () => {
  it('rejects with a reason the buyer reads, once; no reason is a 422 that changes nothing', async () => {
    const [pending] = await rows<{ id: number }>(sql`SELECT a.id FROM controlled_applications a
      JOIN users u ON u.company_id = a.company_id WHERE u.phone = '13800138000' AND a.status = 'pending'
      ORDER BY a.id LIMIT 1`);
    if (!pending) throw new Error('no pending application in the seed');
    const queue = await shenhe.request('GET', '/api/console/kxzq/applications');
    expect(queue.json().data.list.map((a: { id: number }) => a.id)).toContain(pending.id);

    const noReason = await audited(() =>
      shenhe.request('POST', `/api/console/kxzq/applications/${pending.id}/decision`, {
        json: { decision: 'rejected', note: '' },
      }),
    );
    expect(noReason.response.statusCode).toBe(422);
    expect(noReason.audit).toEqual([]);

    const { response, audit } = await audited(() =>
      shenhe.request('POST', `/api/console/kxzq/applications/${pending.id}/decision`, {
        json: { decision: 'rejected', note: '请补充处方药经营范围' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(audit).toEqual([
      expect.objectContaining({
        command: 'kxzq',
        ok: true,
        after: { id: pending.id, status: 'rejected', note: '请补充处方药经营范围' },
      }),
    ]);
    const mine = (await buyer.request('GET', '/api/kxzq/applications')).json().data;
    expect(JSON.stringify(mine)).toContain('请补充处方药经营范围');

    const twice = await audited(() =>
      shenhe.request('POST', `/api/console/kxzq/applications/${pending.id}/decision`, {
        json: { decision: 'approved' },
      }),
    );
    expect(twice.response.statusCode).toBe(409);
    expect(twice.audit.map((row) => [row.command, row.ok])).toEqual([['kxzq', false]]);
    expect(
      (
        await shenhe.request('POST', '/api/console/kxzq/applications/999999/decision', {
          json: { decision: 'approved' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the prize draw', () => {
  it('lists prizes with their odds and sets a prize’s weight and stock (audited); a negative stock is a 422', async () => {
    const listed = await yunying.request('GET', '/api/console/draw');
    expect(listed.statusCode, listed.body).toBe(200);
    const [activity] = listed.json().data.list;
    const prize = activity.prizes.find((p: { kind: string }) => p.kind === 'gift');
    expect(prize).toMatchObject({ odds: expect.stringMatching(/^\d+\.\d{2}$/) });

    const bad = await audited(() =>
      yunying.request('PUT', `/api/console/draw/prizes/${prize.id}`, { json: { weight: 5, stock: -1 } }),
    );
    expect(bad.response.statusCode).toBe(422);
    expect(bad.audit).toEqual([]);

    const { response, audit } = await audited(() =>
      yunying.request('PUT', `/api/console/draw/prizes/${prize.id}`, { json: { weight: 0, stock: 10 } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(audit).toEqual([
      expect.objectContaining({
        command: 'draw-prize',
        after: expect.objectContaining({ weight: 0, stock: 10 }),
      }),
    ]);
    const after = (await yunying.request('GET', '/api/console/draw')).json().data.list[0].prizes;
    expect(after.find((p: { id: number }) => p.id === prize.id)).toMatchObject({
      weight: 0,
      stock: 10,
      odds: '0.00',
    });

    const window = await yunying.request('PUT', `/api/console/draw/${activity.id}/window`, {
      json: { starts_at: activity.ends_at, ends_at: activity.starts_at },
    });
    expect(window.statusCode).toBe(422);
    const moved = await audited(() =>
      yunying.request('PUT', `/api/console/draw/${activity.id}/window`, {
        json: { starts_at: activity.starts_at, ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      }),
    );
    expect(moved.response.statusCode, moved.response.body).toBe(200);
    expect(moved.audit).toEqual([
      expect.objectContaining({
        command: 'draw-window',
        before: expect.objectContaining({ ends_at: activity.ends_at }),
      }),
    ]);
    expect((await yunying.request('GET', '/api/console/draw/records')).statusCode).toBe(200);
  });
});

describe('platform messages', () => {
  it('sends a message to one company’s logins; the buyer reads it and 客服 sees it in the sent list', async () => {
    const [company] = await rows<{ id: number }>(
      sql`SELECT company_id AS id FROM users WHERE phone = '13800138000'`,
    );
    const { response, audit } = await audited(() =>
      yunying.request('POST', '/api/console/messages', {
        json: {
          to: 'company',
          company_id: company?.id,
          title: '春节期间发货安排',
          body: '2月8日起暂停发货',
          link: '/news',
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.recipients).toBeGreaterThan(0);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([['message', true]]);
    const inbox = (await buyer.request('GET', '/api/user/message')).json().data.list as { title: string }[];
    expect(inbox.map((m) => m.title)).toContain('春节期间发货安排');
    const sent = (await kefu.request('GET', '/api/console/messages')).json().data.list;
    expect(sent[0]).toMatchObject({ title: '春节期间发货安排', recipients: response.json().data.recipients });

    const messages = await count('messages');
    for (const json of [
      { to: 'company', title: '无企业' },
      { to: 'all', title: '站外链接', link: 'https://example.com' },
      { to: 'all', title: '' },
    ]) {
      const refused = await kefu.request('POST', '/api/console/messages', { json });
      expect(refused.statusCode, JSON.stringify(json)).toBe(422);
    }
    expect(await count('messages')).toBe(messages);
    expect((await shenhe.request('GET', '/api/console/messages')).statusCode).toBe(403);
  });
});

describe('notices (平台公告: articles of category 3) and their window', () => {
  const notices = async () =>
    (
      (await buyer.request('GET', '/api/article/category?category_id=3')).json().data.list as {
        id: number;
      }[]
    ).map((notice) => notice.id);

  it('shows a notice inside its window only, list and page alike; an end before the start is a 422', async () => {
    const day = 86_400_000;
    const shown = await yunying.request('POST', '/api/console/articles', {
      json: { category_id: 3, title: '春节放假通知', body: '<p>2月8日起暂停发货</p>' },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const id = shown.json().data.id;
    expect(await notices()).toContain(id);

    const { response, audit } = await audited(() =>
      yunying.request('PATCH', `/api/console/articles/${id}`, {
        json: {
          category_id: 3,
          title: '春节放假通知',
          body: '<p>2月8日起暂停发货</p>',
          published_at: new Date(Date.now() - 2 * day).toISOString(),
          ends_at: new Date(Date.now() - day).toISOString(),
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.ends_at).toBeGreaterThan(0);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([['article-update', true]]);
    expect(await notices()).not.toContain(id);
    expect((await buyer.request('GET', `/api/article/${id}`)).statusCode).toBe(404);

    const scheduled = await yunying.request('POST', '/api/console/articles', {
      json: {
        category_id: 3,
        title: '五一放假通知',
        body: '<p>五一照常发货</p>',
        published_at: new Date(Date.now() + day).toISOString(),
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(await notices()).not.toContain(scheduled.json().data.id);

    const backwards = await yunying.request('PATCH', `/api/console/articles/${scheduled.json().data.id}`, {
      json: {
        category_id: 3,
        title: '五一放假通知',
        body: '<p>五一照常发货</p>',
        ends_at: new Date().toISOString(),
      },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().data.errors.ends_at).toEqual(['下线时间须晚于发布时间']);
  });
});
