import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlipayConfig, WechatPayConfig } from '../../config';
import { alipaySide, type Reply } from './alipay-side';
import { messagePage } from './page';
import { DevLedger, type DevNotification, keyPair } from './state';
import { wechatSide } from './wechat-side';

/*
 * The local provider server (docs/payments.md): one HTTP server on 127.0.0.1 that speaks 支付宝's openapi gateway
 * (/alipay/gateway.do) and 微信支付 API v3 (/v3/…), with key pairs made at start for both sides, and pages that
 * stand in for the buyer's payment (/alipay/gateway.do page pay, /wechat/scan/{no}). It is started only under
 * PAYMENT_DRIVER=dev, which NODE_ENV=production refuses (config.ts), and by the tests.
 */

export interface DevProviderServer {
  origin: string;
  alipay: AlipayConfig;
  wechat: WechatPayConfig;
  ledger: DevLedger;
  alipaySide: ReturnType<typeof alipaySide>;
  wechatSide: ReturnType<typeof wechatSide>;
  /** Sends a notification to its URL; tests replace it (to inject, hold back or reorder). */
  deliver: (notification: DevNotification) => Promise<void>;
  /** Every notification the server made, in order. */
  sent: DevNotification[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const send = (response: ServerResponse, reply: Reply) => {
  response.writeHead(reply.status, reply.headers);
  response.end(reply.body);
};

/** Sends a notification over HTTP, as the provider would. */
export async function postNotification(notification: DevNotification): Promise<void> {
  await fetch(notification.url, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
    signal: AbortSignal.timeout(10_000),
  });
}

export async function startDevProviderServer(port = 0): Promise<DevProviderServer> {
  const ledger = new DevLedger();
  const appKeys = keyPair();
  const alipayPlatform = keyPair();
  const merchant = keyPair();
  const wechatPlatform = keyPair();
  const apiV3Key = randomBytes(16).toString('hex');
  const ids = {
    alipayApp: '2021000000000001',
    mchId: '1900000001',
    wechatApp: 'wx0000000000000001',
    serial: randomBytes(20).toString('hex').toUpperCase(),
    publicKeyId: `PUB_KEY_ID_${randomBytes(8).toString('hex')}`,
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const alipay = alipaySide(
    ledger,
    { appId: ids.alipayApp, appPublicKey: appKeys.publicKey, platformPrivateKey: alipayPlatform.privateKey },
    origin,
  );
  const wechat = wechatSide(
    ledger,
    {
      mchId: ids.mchId,
      appId: ids.wechatApp,
      serialNo: ids.serial,
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: wechatPlatform.privateKey,
      platformPublicKeyId: ids.publicKeyId,
      apiV3Key,
    },
    origin,
  );

  const dev: DevProviderServer = {
    origin,
    alipay: {
      appId: ids.alipayApp,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayPlatform.publicKey,
      gateway: `${origin}/alipay/gateway.do`,
    },
    wechat: {
      mchId: ids.mchId,
      appId: ids.wechatApp,
      serialNo: ids.serial,
      privateKey: merchant.privateKey,
      apiV3Key,
      platformPublicKey: wechatPlatform.publicKey,
      platformPublicKeyId: ids.publicKeyId,
      baseUrl: origin,
    },
    ledger,
    alipaySide: alipay,
    wechatSide: wechat,
    deliver: postNotification,
    sent: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const notify = async (notification: DevNotification) => {
    dev.sent.push(notification);
    try {
      await dev.deliver(notification);
    } catch {
      // The merchant was unreachable: the real providers retry; the merchant's query job finds the payment.
    }
  };

  server.on('request', async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', origin);
      const body = request.method === 'POST' ? await readBody(request) : '';
      const query = Object.fromEntries(url.searchParams);
      const form = () => Object.fromEntries(new URLSearchParams(body));
      if (url.pathname === '/alipay/gateway.do')
        return send(
          response,
          request.method === 'GET' ? alipay.page(query) : alipay.exec({ ...query, ...form() }),
        );
      if (url.pathname === '/alipay/bill') return send(response, alipay.bill(query.date ?? ''));
      if (url.pathname === '/alipay/pay' && request.method === 'POST') {
        const paid = alipay.pay(form().out_trade_no ?? '');
        if (!paid)
          return send(response, {
            status: 409,
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: messagePage('支付宝', '交易已关闭或已支付'),
          });
        await notify(paid.notification);
        response.writeHead(302, { location: paid.trade.returnUrl || '/' });
        return response.end();
      }
      if (url.pathname.startsWith('/wechat/scan/'))
        return send(
          response,
          wechat.scanPage(decodeURIComponent(url.pathname.slice('/wechat/scan/'.length))),
        );
      if (url.pathname === '/wechat/pay' && request.method === 'POST') {
        const paid = wechat.pay(form().out_trade_no ?? '');
        if (!paid)
          return send(response, {
            status: 409,
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: messagePage('微信支付', '交易已关闭或已支付'),
          });
        await notify(paid.notification);
        return send(response, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: messagePage('微信支付', '支付成功，请回到药采页面查看'),
        });
      }
      if (url.pathname.startsWith('/v3/')) {
        const reply = wechat.api(
          request.method ?? 'GET',
          url.pathname + url.search,
          String(request.headers.authorization ?? ''),
          body,
        );
        if (reply) {
          send(response, reply);
          if (url.pathname === '/v3/refund/domestic/refunds' && reply.status === 200) {
            const input = JSON.parse(body) as { out_trade_no: string; out_refund_no: string };
            const trade = ledger.trade(input.out_trade_no);
            if (trade)
              setTimeout(() => void notify(wechat.refundNotification(trade, input.out_refund_no)), 50);
          }
          return;
        }
      }
      send(response, { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found' });
    } catch (error) {
      send(response, {
        status: 500,
        headers: { 'content-type': 'text/plain' },
        body: String((error as Error).message),
      });
    }
  });
  return dev;
}
