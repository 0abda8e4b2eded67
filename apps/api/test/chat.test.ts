import { CHAT_RATE_LIMIT } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as ops } from '../src/cli/ops';
import { Browser } from './browser';
import { clientId, say } from './chat.fixtures';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { imageId } from './qualifications.fixtures';

/*
 * 在线客服 (issue #23 §3, #26's inbox): a buyer's message reaches 客服's inbox and the reply comes back, a resend
 * is stored once, cards are checked against the buyer's company, sending is rate-limited, replies are audited.
 */

let t: TestApp;
let buyer: Browser;
let colleague: Browser;
let stranger: Browser;
let kefu: Browser;

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
  kefu = await operatorBrowser(t.app, 'kefu', '10.9.0.1');
  colleague = buyer;
});
afterAll(async () => t.close());

const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;

describe('given a buyer and 客服', () => {
  it('delivers a message to the inbox and the reply back, with unread counts on each side', async () => {
    const sent = await say(buyer, '请问阿莫西林有货吗？');
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({ type: 'text', from: 'buyer', content: '请问阿莫西林有货吗？' });

    const inbox = (await kefu.request('GET', '/api/console/chat/conversations')).json().data.list;
    const conversation = inbox.find((row: { id: number }) => row.id === message.conversation_id);
    expect(conversation).toMatchObject({
      company_name: '仁心大药房',
      unread: 1,
      last_message: '请问阿莫西林有货吗？',
    });

    const unreadChats = async () =>
      (await kefu.request('GET', '/api/console/dashboard'))
        .json()
        .data.queues.find((q: { queue: string }) => q.queue === 'chats_unread')?.count;
    expect(await unreadChats()).toBe(1);

    const reply = await kefu.request('POST', `/api/console/chat/conversations/${conversation.id}/messages`, {
      json: { client_id: clientId(), content: '有货，今天下单明天发' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await buyer.request('GET', '/api/chat/unread')).json().data.count).toBe(1);

    const page = (await buyer.request('GET', '/api/chat/messages')).json().data;
    expect(page.list.map((m: { content: string }) => m.content).slice(-2)).toEqual([
      '请问阿莫西林有货吗？',
      '有货，今天下单明天发',
    ]);
    await buyer.request('POST', '/api/chat/read', { json: { last_id: page.list.at(-1).id } });
    expect((await buyer.request('GET', '/api/chat/unread')).json().data.count).toBe(0);

    await kefu.request('POST', `/api/console/chat/conversations/${conversation.id}/read`, {
      json: { last_id: reply.json().data.id },
    });
    const after = (await kefu.request('GET', '/api/console/chat/conversations')).json().data.list;
    expect(after.find((row: { id: number }) => row.id === conversation.id).unread).toBe(0);
    expect(await unreadChats()).toBe(0);
  });

  it('stores a resend with the same client id once', async () => {
    const id = clientId();
    const first = await say(colleague, '重复发送测试', id);
    const again = await say(colleague, '重复发送测试', id);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await rows(sql`SELECT count(*)::int AS n FROM chat_messages WHERE client_id = ${id}`)).toEqual([
      { n: 1 },
    ]);
  });

  it('keeps each company to its own conversation', async () => {
    const theirs = (await stranger.request('GET', '/api/chat/messages')).json().data.list;
    expect(theirs).toEqual([]);
    expect((await stranger.request('GET', '/api/chat/unread')).json().data.count).toBe(0);
  });

  it('sends a goods card only for a listed goods, an order card only for an own order', async () => {
    const [listed] = await rows(sql`SELECT id FROM goods WHERE NOT banned_online ORDER BY id LIMIT 1`);
    const [banned] = await rows(sql`SELECT id FROM goods WHERE banned_online ORDER BY id LIMIT 1`);
    const card = (goodsId: unknown) =>
      buyer.request('POST', '/api/chat/messages', {
        json: { client_id: clientId(), type: 'goods', goods_id: goodsId },
      });
    const ok = await card(listed?.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.goods).toMatchObject({ id: listed?.id });
    expect((await card(banned?.id)).statusCode).toBe(404);

    const picture = await imageId(buyer);
    const sent = await buyer.request('POST', '/api/chat/messages', {
      json: { client_id: clientId(), type: 'image', image_id: picture },
    });
    expect(sent.json().data.image).toBe(`/api/user/zizhi/image/${picture}`);
    const seen = await kefu.request('GET', `/api/console/chat-images/${picture}`);
    expect(seen.statusCode).toBe(200);
    const theirs = await stranger.request('POST', '/api/chat/messages', {
      json: { client_id: clientId(), type: 'image', image_id: picture },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a message without content (422) and a visitor (401)', async () => {
    expect((await say(buyer, '   ')).statusCode).toBe(422);
    const visitor = new Browser(t.app);
    await visitor.fetchCsrf();
    expect((await say(visitor, '你好')).statusCode).toBe(401);
    expect((await visitor.request('GET', '/api/chat/unread')).statusCode).toBe(401);
  });

  it(`allows ${CHAT_RATE_LIMIT} messages a minute per login, then 429`, async () => {
    const other = new Browser(t.app);
    await other.login('13900139000', 'demo1234');
    const already = (
      await rows(sql`
      SELECT count(*)::int AS n FROM chat_messages m JOIN users u ON u.id = m.user_id
      WHERE u.phone = '13900139000' AND m.created_at > now() - interval '1 minute'`)
    )[0]?.n as number;
    for (let i = already; i < CHAT_RATE_LIMIT; i += 1)
      expect((await say(other, `第${i}条`)).statusCode).toBe(200);
    const refused = await say(other, '再来一条');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('发送太频繁');
  });

  it('audits each reply once, refuses 仓储 (403) and an unknown conversation (404)', async () => {
    const [conversation] = await rows(sql`SELECT id FROM chat_conversations ORDER BY id LIMIT 1`);
    const mark = await lastAuditId(t.database.db);
    const reply = await kefu.request('POST', `/api/console/chat/conversations/${conversation?.id}/messages`, {
      json: { client_id: clientId(), content: '已为您备货' },
    });
    expect(reply.statusCode).toBe(200);
    const audit = await auditSince(t.database.db, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator: 'kefu', command: 'chat-reply', ok: true });

    const read = await kefu.request('POST', `/api/console/chat/conversations/${conversation?.id}/read`, {
      json: { last_id: reply.json().data.id },
    });
    expect(read.statusCode).toBe(200);
    const trail = await auditSince(t.database.db, mark);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toMatchObject({
      command: 'chat-read',
      ok: true,
      after: { read_id: reply.json().data.id },
    });

    const cangchu = await operatorBrowser(t.app, 'cangchu', '10.9.0.2');
    expect((await cangchu.request('GET', '/api/console/chat/conversations')).statusCode).toBe(403);
    expect((await kefu.request('GET', '/api/console/chat/conversations/99999/messages')).statusCode).toBe(
      404,
    );
  });
  it('lists first the companies whose account manager is the operator asking (ops manager-login)', async () => {
    // 康宁诊所 writes last and is unread: by unread and time it leads the inbox. (The messages so far are a minute
    // old by now as far as the sending rate is concerned.)
    await t.database.db.execute(sql`UPDATE chat_messages SET created_at = created_at - interval '2 minutes'`);
    const later = await say(stranger, '请问今天几点发货？');
    expect(later.statusCode, later.body).toBe(200);
    const firstRow = async () => {
      const [row] = (await kefu.request('GET', '/api/console/chat/conversations')).json().data.list;
      return [row.company_name, row.mine];
    };
    expect(await firstRow()).toEqual(['康宁诊所', 0]);
    const run = async (...argv: string[]) =>
      ops([...argv, '--operator', '张三'], { db: t.database.db, out: () => {} });
    // 张敏 is 仁心大药房's account manager (seed); with kefu as 张敏's console login, 仁心大药房 leads kefu's inbox.
    expect(await run('manager-login', '13800000001', 'kefu')).toBe(0);
    try {
      expect(await firstRow()).toEqual(['仁心大药房', 1]);
    } finally {
      expect(await run('manager-login', '13800000001', '-')).toBe(0);
    }
    expect(await firstRow()).toEqual(['康宁诊所', 0]);
    expect(await run('manager-login', '13800000001', 'nobody')).not.toBe(0);
  });
});
