import { createHash, randomBytes } from 'node:crypto';
import { fenToYuan } from '@yaocai/domain';
import {
  encryptResource,
  parseAuthorization,
  requestMessage,
  rsaVerify,
  wechatpaySignatureHeaders,
} from '../providers/wechat-sign';
import type { Reply } from './alipay-side';
import { checkoutPage, messagePage } from './page';
import { type DevLedger, type DevNotification, type DevTrade, providerId } from './state';

/*
 * The local 微信支付 API v3: requests must carry a valid WECHATPAY2-SHA256-RSA2048 Authorization of our merchant
 * (checked with the merchant's public key and certificate serial); answers and notifications are signed with the
 * platform key (Wechatpay-* headers) and notification resources are AES-256-GCM with the APIv3 key.
 */

export interface WechatSideKeys {
  mchId: string;
  appId: string;
  serialNo: string;
  merchantPublicKey: string;
  platformPrivateKey: string;
  platformPublicKeyId: string;
  apiV3Key: string;
}

export function wechatSide(ledger: DevLedger, keys: WechatSideKeys, base: string) {
  const platform = { privateKey: keys.platformPrivateKey, publicKeyId: keys.platformPublicKeyId };

  function reply(status: number, data: unknown, raw?: string): Reply {
    const body = raw ?? (data === null ? '' : JSON.stringify(data));
    return {
      status,
      headers: { 'content-type': 'application/json', ...wechatpaySignatureHeaders(body, platform) },
      body,
    };
  }

  function authorised(method: string, path: string, header: string, body: string): boolean {
    const auth = parseAuthorization(header);
    if (!auth || auth.mchid !== keys.mchId || auth.serial_no !== keys.serialNo) return false;
    if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return false;
    return rsaVerify(
      requestMessage(method, path, auth.timestamp ?? '', auth.nonce_str ?? '', body),
      auth.signature ?? '',
      keys.merchantPublicKey,
    );
  }

  /** A signed, encrypted notification of any event (a test may forge its fields, keeping the signature real). */
  function notification(eventType: string, resource: Record<string, unknown>, url: string): DevNotification {
    const id = randomBytes(8).toString('hex');
    const kind = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
    const body = JSON.stringify({
      id,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: '支付成功',
      resource: { ...encryptResource(JSON.stringify(resource), keys.apiV3Key, kind), original_type: kind },
    });
    return {
      method: 'wechat',
      url,
      headers: { 'content-type': 'application/json', ...wechatpaySignatureHeaders(body, platform) },
      body,
    };
  }

  const paidNotification = (trade: DevTrade) =>
    notification(
      'TRANSACTION.SUCCESS',
      {
        mchid: keys.mchId,
        appid: keys.appId,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.tradeNo,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        success_time: (trade.paidAt as Date).toISOString(),
        amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY' },
      },
      trade.notifyUrl,
    );

  function bill(date: string): string {
    const header =
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
    const rows = ledger.statement('wechat', date);
    const lines = rows.map((row) => {
      const refund = row.kind === 'refund';
      const cells = [
        date,
        keys.appId,
        keys.mchId,
        '0',
        '',
        refund ? '' : row.providerId,
        row.outTradeNo,
        'o',
        'NATIVE',
        refund ? 'REFUND' : 'SUCCESS',
        'OTHERS',
        'CNY',
        refund ? '0.00' : fenToYuan(row.amountFen),
        '0.00',
        refund ? row.providerId : '0',
        refund ? row.outRefundNo : '0',
        refund ? fenToYuan(row.amountFen) : '0.00',
        '0.00',
        refund ? 'ORIGINAL' : '',
        refund ? 'SUCCESS' : '',
        '药采',
        '',
        '0.00',
        '0.60%',
        fenToYuan(row.amountFen),
        refund ? fenToYuan(row.amountFen) : '0.00',
        '',
      ];
      return cells.map((cell) => `\`${cell}`).join(',');
    });
    return [
      header,
      ...lines,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      `\`${rows.length},\`0.00,\`0.00,\`0.00,\`0.00,\`0.00,\`0.00`,
    ].join('\r\n');
  }

  return {
    notification,
    paidNotification,
    /** The API, under /wechat: returns null for a path it does not serve. */
    api(method: string, path: string, authorization: string, body: string): Reply | null {
      if (!authorised(method, path, authorization, body))
        return reply(401, { code: 'SIGN_ERROR', message: '签名错误' });
      const url = new URL(path, base);
      if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
        const input = JSON.parse(body) as {
          out_trade_no: string;
          description: string;
          notify_url: string;
          time_expire?: string;
          amount: { total: number };
        };
        if (!ledger.trade(input.out_trade_no))
          ledger.trades.set(input.out_trade_no, {
            method: 'wechat',
            outTradeNo: input.out_trade_no,
            amountFen: input.amount.total,
            subject: input.description,
            notifyUrl: input.notify_url,
            returnUrl: '',
            expiresAt: input.time_expire ? new Date(input.time_expire) : new Date(Date.now() + 2 * 3600_000),
            status: 'waiting',
            tradeNo: '',
            paidAt: null,
            refunds: [],
          });
        return reply(200, { code_url: `${base}/wechat/scan/${encodeURIComponent(input.out_trade_no)}` });
      }
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && query) {
        const trade = ledger.trade(decodeURIComponent(query[1] as string));
        if (trade?.method !== 'wechat') return reply(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        const state =
          trade.status === 'paid'
            ? trade.refunds.length
              ? 'REFUND'
              : 'SUCCESS'
            : trade.expiresAt.getTime() < Date.now()
              ? 'CLOSED'
              : 'NOTPAY';
        return reply(200, {
          appid: keys.appId,
          mchid: keys.mchId,
          out_trade_no: trade.outTradeNo,
          transaction_id: trade.tradeNo || undefined,
          trade_state: state,
          amount: { total: trade.amountFen, currency: 'CNY' },
        });
      }
      if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
        const input = JSON.parse(body) as {
          out_trade_no: string;
          out_refund_no: string;
          amount: { refund: number; total: number };
        };
        const trade = ledger.trade(input.out_trade_no);
        if (trade?.status !== 'paid' || input.amount.total !== trade.amountFen)
          return reply(400, { code: 'INVALID_REQUEST', message: '订单状态或金额不符' });
        let refund = trade.refunds.find((r) => r.outRefundNo === input.out_refund_no);
        if (!refund) {
          const refunded = trade.refunds.reduce((sum, r) => sum + r.amountFen, 0);
          if (input.amount.refund <= 0 || refunded + input.amount.refund > trade.amountFen)
            return reply(403, { code: 'NOT_ENOUGH', message: '退款金额超过可退金额' });
          refund = {
            outRefundNo: input.out_refund_no,
            refundId: providerId('5030'),
            amountFen: input.amount.refund,
            at: new Date(),
          };
          trade.refunds.push(refund);
        }
        return reply(200, {
          refund_id: refund.refundId,
          out_refund_no: refund.outRefundNo,
          out_trade_no: trade.outTradeNo,
          status: 'PROCESSING',
          amount: { refund: refund.amountFen, total: trade.amountFen, currency: 'CNY' },
        });
      }
      if (method === 'GET' && url.pathname === '/v3/bill/tradebill') {
        const date = url.searchParams.get('bill_date') ?? '';
        const file = bill(date);
        return reply(200, {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(file, 'utf8').digest('hex'),
          download_url: `${base}/v3/billdownload/file?date=${encodeURIComponent(date)}`,
        });
      }
      if (method === 'GET' && url.pathname === '/v3/billdownload/file')
        return {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
          body: bill(url.searchParams.get('date') ?? ''),
        };
      return null;
    },
    /** The refund-succeeded notification the local server sends after answering PROCESSING. */
    refundNotification(trade: DevTrade, outRefundNo: string): DevNotification {
      const refund = trade.refunds.find((r) => r.outRefundNo === outRefundNo);
      return notification(
        'REFUND.SUCCESS',
        {
          mchid: keys.mchId,
          out_trade_no: trade.outTradeNo,
          transaction_id: trade.tradeNo,
          out_refund_no: outRefundNo,
          refund_id: refund?.refundId,
          refund_status: 'SUCCESS',
          amount: { refund: refund?.amountFen, total: trade.amountFen },
        },
        trade.notifyUrl,
      );
    },
    /** GET /wechat/scan/{no}: what the buyer's phone would show after scanning (the local stand-in of the app). */
    scanPage(outTradeNo: string): Reply {
      const trade = ledger.trade(outTradeNo);
      const page = !trade
        ? messagePage('微信支付', '订单不存在')
        : checkoutPage(
            '微信支付',
            trade,
            `${base}/wechat/pay`,
            trade.status === 'paid'
              ? '该交易已支付'
              : trade.expiresAt.getTime() < Date.now()
                ? '交易已关闭（超过支付时限）'
                : '',
          );
      return {
        status: trade ? 200 : 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: page,
      };
    },
    pay(outTradeNo: string): { trade: DevTrade; notification: DevNotification } | null {
      const trade = ledger.pay(outTradeNo);
      return trade && trade.method === 'wechat' ? { trade, notification: paidNotification(trade) } : null;
    },
  };
}
