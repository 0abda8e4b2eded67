import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { notify } from '../src/messages/notify';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { buyerByPhone, goodsWithStock } from './orders.fixtures';

/*
 * Issue #10 §4 member area on the server: messages (/wdxx) and multi-store (/ddgl). The seed's 13800138000 is a
 * chain head office managing 13800138001 and 13800138002; 13900139000 is another approved buyer.
 */

const HEAD_OFFICE = '13800138000';
const STRANGER = '13900139000';

let t: TestApp;
let headOffice: Browser;
let stranger: Browser;

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: string }>(query)).rows[0]?.n);

beforeAll(async () => {
  t = await build();
  headOffice = new Browser(t.app);
  expect((await headOffice.login(HEAD_OFFICE, 'demo1234')).statusCode).toBe(200);
  stranger = new Browser(t.app);
  expect((await stranger.login(STRANGER, 'demo1234')).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('messages', () => {
  it('lists unread first then newest, marks read (another buyer’s → 404) and the user state follows', async () => {
    const db = t.database.db;
    const me = await buyerByPhone(db, HEAD_OFFICE);
    await db.execute(sql`DELETE FROM messages WHERE user_id = ${me.userId}`);
    const send = (title: string, minutesAgo: number) =>
      db.transaction(async (tx) => {
        await notify(tx, { userId: me.userId, kind: 'order', title, body: `${title}的正文`, link: '/order' });
        await tx.execute(
          sql`UPDATE messages SET created_at = now() - make_interval(mins => ${minutesAgo}) WHERE title = ${title}`,
        );
      });
    await send('最早未读', 30);
    await send('已读但最新', 1);
    await send('较新未读', 10);
    await db.execute(sql`UPDATE messages SET read_at = now() WHERE title = '已读但最新'`);

    const all = (await headOffice.request('GET', '/api/user/message')).json().data;
    expect(all.list.map((m: { title: string }) => m.title)).toEqual(['较新未读', '最早未读', '已读但最新']);
    expect(all.list[0]).toMatchObject({ kind: 'order', link: '/order', is_read: 0, body: '较新未读的正文' });
    expect(all.total).toBe(3);
    const unread = (await headOffice.request('GET', '/api/user/message?status=unread')).json().data;
    expect(unread.list.map((m: { title: string }) => m.title)).toEqual(['较新未读', '最早未读']);

    const target = all.list[0].id as number;
    expect((await stranger.request('POST', `/api/user/message/${target}/read`)).statusCode).toBe(404);
    expect((await headOffice.request('GET', '/api/user/base')).json().data.message_count).toBe(2);

    const read = await headOffice.request('POST', `/api/user/message/${target}/read`);
    expect(read.json().data).toEqual({ message_count: 1 });
    expect((await headOffice.request('GET', '/api/user/base')).json().data.message_count).toBe(1);

    const readAll = await headOffice.request('POST', '/api/user/message/read_all');
    expect(readAll.json().data).toEqual({ message_count: 0 });
    expect((await headOffice.request('GET', '/api/user/message?status=unread')).json().data.total).toBe(0);
  });
});

describe('multi-store', () => {
  const newStore = {
    company: '仁心大药房（通州店）',
    contact: '赵敏',
    phone: '13800138009',
    password: 'store2026',
  };

  it('adds a store account the head office lists and that signs in itself; a taken phone leaves nothing', async () => {
    const added = await headOffice.request('POST', '/api/user/stores', { json: newStore });
    expect(added.statusCode, added.body).toBe(200);
    const listed = added.json().data.list.find((s: { phone: string }) => s.phone === newStore.phone);
    expect(listed).toMatchObject({
      company: newStore.company,
      contact: '赵敏',
      is_passed: 0,
      reason: '资质审核中，暂不能购买',
      is_active: 0,
    });
    const store = new Browser(t.app);
    expect((await store.login(newStore.phone, newStore.password)).statusCode).toBe(200);

    const companies = await countOf(sql`SELECT count(*) AS n FROM companies`);
    const taken = await headOffice.request('POST', '/api/user/stores', {
      json: { ...newStore, company: '仁心大药房（顺义店）', phone: STRANGER },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.phone).toEqual(['该手机号已注册']);
    expect(await countOf(sql`SELECT count(*) AS n FROM companies`)).toBe(companies);

    // Only a chain head office has stores: the clinic is refused and nothing is added.
    const notChain = await stranger.request('POST', '/api/user/stores', {
      json: { ...newStore, company: '康宁诊所分部', phone: '13800138099' },
    });
    expect(notChain.statusCode).toBe(409);
    expect(notChain.json().message).toBe('仅连锁药店总部可添加门店');
    expect(await countOf(sql`SELECT count(*) AS n FROM companies`)).toBe(companies);
  });

  it('refuses a store of another head office or an unmanaged user (404) and keeps buying for itself', async () => {
    const chainStore = await buyerByPhone(t.database.db, '13800138001');
    const mine = await buyerByPhone(t.database.db, STRANGER);
    for (const storeId of [chainStore.userId, mine.userId]) {
      const refused = await stranger.request('POST', '/api/user/stores/switch', {
        json: { store_id: storeId },
      });
      expect(refused.statusCode).toBe(404);
    }
    expect((await stranger.request('GET', '/api/user/base')).json().data.acting_store).toBeNull();
    expect((await stranger.request('GET', '/api/user/stores')).json().data.list).toEqual([]);
  });

  it('buys for the store switched to: the cart shown, the cart added to and the user state follow', async () => {
    const db = t.database.db;
    const store = await buyerByPhone(db, '13800138001');
    const me = await buyerByPhone(db, HEAD_OFFICE);
    await db.execute(sql`DELETE FROM cart_items WHERE user_id IN (${store.userId}, ${me.userId})`);
    const goodsId = await goodsWithStock(db, 100);
    await db.execute(
      sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${me.userId}, ${goodsId}, 1)`,
    );
    const cartTotal = async () => (await headOffice.request('GET', '/api/cart/total')).json().data.total;
    expect(await cartTotal()).toBe(1);

    const switched = await headOffice.request('POST', '/api/user/stores/switch', {
      json: { store_id: store.userId },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.list.find((s: { id: number }) => s.id === store.userId).is_active).toBe(1);
    expect(await cartTotal()).toBe(0);
    // The switch holds only while the relation does: a store no longer managed is no longer bought for.
    await db.execute(sql`DELETE FROM managed_stores WHERE store_user_id = ${store.userId}`);
    expect(await cartTotal()).toBe(1);
    await db.execute(
      sql`INSERT INTO managed_stores (manager_user_id, store_user_id) VALUES (${me.userId}, ${store.userId})`,
    );
    expect(await cartTotal()).toBe(0);
    const state = (await headOffice.request('GET', '/api/user/base')).json().data;
    expect(state).toMatchObject({
      phone: HEAD_OFFICE,
      acting_store: { id: store.userId, company: '仁心大药房（朝阳店）' },
    });

    const goodsOther = await goodsWithStock(db, 100, 1);
    const added = await headOffice.request('POST', '/api/cart', {
      json: { params: [{ goods_id: goodsOther }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await countOf(sql`SELECT count(*) AS n FROM cart_items WHERE user_id = ${store.userId}`)).toBe(1);

    await headOffice.request('POST', '/api/user/stores/switch', { json: { store_id: 0 } });
    expect(await cartTotal()).toBe(1);
    expect((await headOffice.request('GET', '/api/user/base')).json().data.acting_store).toBeNull();
  });
});

describe('ops message', () => {
  it('sends a 系统消息 to one buyer, audited; a link off the site or an unknown phone is refused', async () => {
    const ops = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await main([...argv, '--operator', '张三'], {
        db: t.database.db,
        out: (x) => lines.push(x),
      });
      return { code, output: lines.join('\n') };
    };
    const offSite = await ops('message', STRANGER, '--title', '通知', '--link', '//evil.example');
    expect(offSite).toMatchObject({ code: 2, output: expect.stringContaining('链接须为本站页面路径') });
    expect((await ops('message', '13700000000', '--title', '通知')).code).toBe(1);

    const sent = await ops(
      'message',
      STRANGER,
      '--title',
      '春节发货安排',
      '--body',
      '2月8日起暂停发货。',
      '--link',
      '/help',
    );
    expect(sent).toEqual({ code: 0, output: `已向 ${STRANGER} 发送系统消息「春节发货安排」` });
    const [latest] = (await stranger.request('GET', '/api/user/message')).json().data.list;
    expect(latest).toMatchObject({
      kind: 'system',
      title: '春节发货安排',
      body: '2月8日起暂停发货。',
      link: '/help',
      is_read: 0,
    });
    expect(await countOf(sql`SELECT count(*) AS n FROM ops_audit WHERE command = 'message' AND ok`)).toBe(1);
  });
});
