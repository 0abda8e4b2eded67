import {
  consoleFeedbackPage,
  consoleItemRequestPage,
  fastBuyPage,
  feedbackItem,
  feedbackPage,
  itemRequest,
  itemRequestPage,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { PNG, upload } from './qualifications.fixtures';

/*
 * Self-service (issue #23 §1): quick purchase, item-wanted requests and feedback, each scoped to the buyer's
 * company (another company's → 404), and 客服's answers in the console (audited, the buyer messaged).
 */

let t: TestApp;
let renxin: Browser;
let kangning: Browser;
beforeAll(async () => {
  t = await build();
  renxin = new Browser(t.app);
  await renxin.login('13800138000', 'demo1234');
  kangning = new Browser(t.app);
  await kangning.login('13900139000', 'demo1234');
});
afterAll(async () => t.close());

const messagesOf = async (phone: string) =>
  (
    await t.database.db.execute<{ title: string; link: string }>(sql`
      SELECT m.title, m.link FROM messages m JOIN users u ON u.id = m.user_id WHERE u.phone = ${phone}
      ORDER BY m.id DESC`)
  ).rows;

describe('quick purchase (GET /api/user/fast_buy)', () => {
  it("lists the goods of the company's paid orders with the last price and quantity, and another company's only its own", async () => {
    const response = await renxin.request('GET', '/api/user/fast_buy?order=recent');
    expect(response.statusCode, response.body).toBe(200);
    const page = fastBuyPage.parse(response.json().data);
    expect(page.total).toBeGreaterThan(0);
    const line = (
      await t.database.db.execute<{ goods_id: number; number: number; price_fen: string }>(sql`
        SELECT ol.goods_id, ol.number, ol.price_fen FROM order_lines ol JOIN orders o ON o.id = ol.order_id
        JOIN companies c ON c.id = o.company_id
        WHERE c.name = '仁心大药房' AND o.status IN ('paid', 'shipped', 'completed') AND NOT ol.is_gift
        ORDER BY o.created_at DESC LIMIT 1`)
    ).rows[0];
    const item = page.list.find((entry) => entry.goods_id === line?.goods_id);
    expect(item).toMatchObject({ last_number: line?.number, times: 1 });
    expect(item?.last_price).toBe((Number(line?.price_fen) / 100).toFixed(2));

    // Another company's list holds only its own orders' goods.
    const other = fastBuyPage.parse((await kangning.request('GET', '/api/user/fast_buy')).json().data);
    const theirs = await t.database.db.execute<{ goods_id: number }>(sql`
      SELECT DISTINCT ol.goods_id FROM order_lines ol JOIN orders o ON o.id = ol.order_id
      JOIN companies c ON c.id = o.company_id WHERE c.name = '康宁诊所' AND NOT ol.is_gift`);
    expect(other.list.map((entry) => entry.goods_id).sort()).toEqual(
      theirs.rows.map((row) => row.goods_id).sort(),
    );
  });

  it('does not count unpaid or cancelled orders', async () => {
    await t.database.db.execute(sql`UPDATE orders SET status = 'cancelled'
      WHERE company_id = (SELECT id FROM companies WHERE name = '仁心大药房')`);
    const response = await renxin.request('GET', '/api/user/fast_buy');
    expect(fastBuyPage.parse(response.json().data).total).toBe(0);
    await t.database.db.execute(sql`UPDATE orders SET status = 'completed'
      WHERE company_id = (SELECT id FROM companies WHERE name = '仁心大药房')`);
  });

  it('refuses an unknown order with 422', async () => {
    const response = await renxin.request('GET', '/api/user/fast_buy?order=price');
    expect(response.statusCode).toBe(422);
  });
});

describe('item-wanted requests', () => {
  let id = 0;
  it("files a request and lists it as 待处理; another company's is 404", async () => {
    const created = await renxin.request('POST', '/api/user/buy', {
      form: 'name=奥司他韦颗粒&spec=15mg*10袋&manufacturer=宜昌东阳光&number=20&price=36.5&remark=流感季备货',
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = itemRequest.parse(created.json().data);
    expect(request).toMatchObject({ status: 'pending', status_label: '待处理', price: '36.50', number: 20 });
    id = request.id;
    const list = itemRequestPage.parse((await renxin.request('GET', '/api/user/buy')).json().data);
    expect(list.list.map((entry) => entry.id)).toContain(id);
    expect((await renxin.request('GET', `/api/user/buy/${id}`)).statusCode).toBe(200);
    expect((await kangning.request('GET', `/api/user/buy/${id}`)).statusCode).toBe(404);
    const theirs = itemRequestPage.parse((await kangning.request('GET', '/api/user/buy')).json().data);
    expect(theirs.list.map((entry) => entry.id)).not.toContain(id);
  });

  it('refuses a request without a name or a quantity, and unknown fields', async () => {
    expect((await renxin.request('POST', '/api/user/buy', { form: 'number=2' })).statusCode).toBe(422);
    expect((await renxin.request('POST', '/api/user/buy', { form: 'name=板蓝根' })).statusCode).toBe(422);
    const extra = await renxin.request('POST', '/api/user/buy', {
      form: 'name=板蓝根&number=1&status=listed',
    });
    expect(extra.statusCode).toBe(422);
  });

  it('客服 answers it once (audited), the buyer is messaged and sees the goods', async () => {
    const kefu = await operatorBrowser(t.app, 'kefu', '10.9.0.1');
    const queue = consoleItemRequestPage.parse(
      (await kefu.request('GET', '/api/console/item-requests')).json().data,
    );
    expect(queue.list.find((entry) => entry.id === id)).toMatchObject({ company: '仁心大药房' });
    const goods = (
      await t.database.db.execute<{ id: number }>(sql`SELECT id FROM goods WHERE NOT banned_online LIMIT 1`)
    ).rows[0];
    const since = await lastAuditId(t.database.db);
    const answered = await kefu.request('POST', `/api/console/item-requests/${id}/answer`, {
      json: { status: 'listed', goods_id: goods?.id },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await auditSince(t.database.db, since)).toMatchObject([
      { operator: 'kefu', command: 'item-request-answer', ok: true, after: { status: 'listed' } },
    ]);
    const again = await kefu.request('POST', `/api/console/item-requests/${id}/answer`, {
      json: { status: 'unavailable', reason: '厂家停产' },
    });
    expect(again.statusCode).toBe(409);
    const mine = itemRequest.parse((await renxin.request('GET', `/api/user/buy/${id}`)).json().data);
    expect(mine).toMatchObject({ status: 'listed', status_label: '已上架', goods_id: goods?.id });
    expect((await messagesOf('13800138000'))[0]).toMatchObject({ link: `/list_info/${goods?.id}` });
  });

  it('refuses a banned-online goods as the listed answer', async () => {
    const created = itemRequest.parse(
      (await renxin.request('POST', '/api/user/buy', { form: 'name=艾司唑仑片&number=1' })).json().data,
    );
    const banned = (
      await t.database.db.execute<{ id: number }>(sql`SELECT id FROM goods WHERE banned_online LIMIT 1`)
    ).rows[0];
    const kefu = await operatorBrowser(t.app, 'kefu', '10.9.0.2');
    const answered = await kefu.request('POST', `/api/console/item-requests/${created.id}/answer`, {
      json: { status: 'listed', goods_id: banned?.id },
    });
    expect(answered.statusCode).toBe(422);
  });
});

describe('feedback', () => {
  it("sends feedback with a photo; lists it with 客服's reply; another company cannot use the photo", async () => {
    const uploaded = await upload(renxin, PNG, 'shot.png');
    const imageId = uploaded.json().data.image_id as string;
    const stolen = await kangning.request('POST', '/api/user/feedback', {
      json: { type: 'website', content: '页面加载很慢，请优化', image_ids: [imageId] },
    });
    expect(stolen.statusCode).toBe(422);

    const sent = await renxin.request('POST', '/api/user/feedback', {
      json: {
        type: 'delivery',
        content: '上周的订单外箱破损，请加强包装',
        image_ids: [imageId],
        contact: '李仁心 13800138000',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = feedbackItem.parse(sent.json().data);
    expect(item.images).toEqual([`/api/user/zizhi/image/${imageId}`]);
    expect((await renxin.request('GET', item.images[0] as string)).statusCode).toBe(200);
    const theirs = feedbackPage.parse((await kangning.request('GET', '/api/user/feedback')).json().data);
    expect(theirs.list).toEqual([]);

    const kefu = await operatorBrowser(t.app, 'kefu', '10.9.0.3');
    const queue = consoleFeedbackPage.parse((await kefu.request('GET', '/api/console/feedback')).json().data);
    const queued = queue.list.find((entry) => entry.id === item.id);
    expect(queued?.images[0]).toBe(`/api/console/feedback-images/${imageId}`);
    expect((await kefu.request('GET', queued?.images[0] as string)).statusCode).toBe(200);
    const since = await lastAuditId(t.database.db);
    const replied = await kefu.request('POST', `/api/console/feedback/${item.id}/reply`, {
      json: { reply: '非常抱歉，已为您补发，并已要求仓库加固包装。' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(await auditSince(t.database.db, since)).toMatchObject([{ command: 'feedback-reply', ok: true }]);
    expect(
      (await kefu.request('POST', `/api/console/feedback/${item.id}/reply`, { json: { reply: '再次回复' } }))
        .statusCode,
    ).toBe(409);
    const mine = feedbackPage.parse((await renxin.request('GET', '/api/user/feedback')).json().data);
    expect(mine.list[0]).toMatchObject({
      id: item.id,
      reply: '非常抱歉，已为您补发，并已要求仓库加固包装。',
    });
    expect((await messagesOf('13800138000'))[0]).toMatchObject({ title: '您的意见反馈有了回复' });
  });

  it('a photo used by feedback survives the unused-upload purge', async () => {
    await t.database.db.execute(sql`UPDATE uploads SET created_at = now() - interval '2 days'`);
    const { purgeUnusedUploads } = await import('../src/qualifications/uploads');
    await purgeUnusedUploads(t.database.db, t.app.config.dataDir);
    const left = await t.database.db.execute(
      sql`SELECT 1 FROM feedback_images fi JOIN uploads u ON u.id = fi.upload_id`,
    );
    expect(left.rows.length).toBe(1);
  });

  it('a buyer session never reaches the console queue, nor an operator without the permission', async () => {
    expect((await renxin.request('GET', '/api/console/feedback')).statusCode).toBe(401);
    const shenhe = await operatorBrowser(t.app, 'shenhe', '10.9.0.4');
    expect((await shenhe.request('GET', '/api/console/feedback')).statusCode).toBe(403);
  });
});
