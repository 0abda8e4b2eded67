import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/client';
import { Browser } from './browser';
import { clientId, openLive, say } from './chat.fixtures';
import { operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * The live channel (issue #23 §3): server-sent events over a real socket. A message reaches an open channel; one
 * sent while the channel is down (and resent by the client during the reconnect) arrives once after it reopens
 * with Last-Event-ID; two app instances on one database deliver to each other through LISTEN/NOTIFY.
 */

let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let base = '';
let secondBase = '';
let buyer: Browser;

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  t = await build();
  base = await listen(t.app);
  // A second instance: its own pools (and its own listening connection) on the same database.
  const database = connectDatabase((t.database as unknown as { url: string }).url, 3);
  const app = await buildApp({ db: database.db, config: t.app.config, logger: false });
  second = { app, database };
  secondBase = await listen(app);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('the live channel', () => {
  it('pushes a message to an open channel', async () => {
    const live = await openLive(base, '/api/chat/live', buyer.cookies);
    expect(live.status).toBe(200);
    try {
      const sent = (await say(buyer, '实时消息')).json().data;
      const [got] = await live.waitFor(1);
      expect(got).toMatchObject({ id: sent.id, content: '实时消息' });
    } finally {
      live.close();
    }
  });

  it('delivers a message sent during a reconnect exactly once', async () => {
    const live = await openLive(base, '/api/chat/live', buyer.cookies);
    const seen = (await say(buyer, '断线前')).json().data;
    await live.waitFor(1);
    live.close();
    // Down: the message is sent, and the client resends it as it reconnects (same client id).
    const id = clientId();
    const during = (await say(buyer, '断线时', id)).json().data;
    const reopened = await openLive(base, '/api/chat/live', buyer.cookies, {
      'last-event-id': String(seen.id),
    });
    try {
      expect((await say(buyer, '断线时', id)).json().data.id).toBe(during.id);
      const after = (await say(buyer, '重连后')).json().data;
      const messages = await reopened.waitFor(2);
      await new Promise((done) => setTimeout(done, 300));
      expect(reopened.messages.map((m) => m.id)).toEqual([during.id, after.id]);
      expect(messages[0]?.content).toBe('断线时');
    } finally {
      reopened.close();
    }
  });

  it('delivers across two app instances through NOTIFY, both ways', async () => {
    const onSecond = await openLive(secondBase, '/api/chat/live', buyer.cookies);
    const kefu = await operatorBrowser(second.app, 'kefu', '10.9.1.1');
    const inbox = await openLive(base, '/api/console/chat/live', kefu.cookies);
    expect(inbox.status).toBe(200);
    try {
      const sent = (await say(buyer, '发往实例一')).json().data; // through instance one
      expect((await inbox.waitFor(1))[0]).toMatchObject({ id: sent.id, from: 'buyer' });
      const reply = await kefu.request(
        'POST',
        `/api/console/chat/conversations/${sent.conversation_id}/messages`,
        {
          json: { client_id: clientId(), content: '来自实例二的回复' },
        },
      ); // through instance two
      const got = await onSecond.waitFor(2);
      expect(got.map((m) => m.content)).toEqual(['发往实例一', '来自实例二的回复']);
      expect(got[1]?.id).toBe(reply.json().data.id);
    } finally {
      onSecond.close();
      inbox.close();
    }
  });

  it('refuses a cross-site opener (403), a visitor (401) and a buyer on the console channel (401)', async () => {
    const crossSite = await openLive(base, '/api/chat/live', buyer.cookies, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    crossSite.close();
    const fetchSite = await openLive(base, '/api/chat/live', buyer.cookies, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    fetchSite.close();
    const visitor = await openLive(base, '/api/chat/live', new Map());
    expect(visitor.status).toBe(401);
    visitor.close();
    const buyerOnConsole = await openLive(base, '/api/console/chat/live', buyer.cookies);
    expect(buyerOnConsole.status).toBe(401);
    buyerOnConsole.close();
  });
});
