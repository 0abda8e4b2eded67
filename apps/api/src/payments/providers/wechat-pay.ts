import { createHash } from 'node:crypto';
import type { WechatPayConfig } from '../../config';
import { parseWechatStatement } from './statement-files';
import {
  type CreatedTrade,
  type CreateTradeInput,
  type NotifyRequest,
  type PaymentProvider,
  ProviderError,
  type RefundAnswer,
  type RefundInput,
  type StatementRow,
  type TradeState,
  type VerifiedNotice,
} from './types';
import {
  authorization,
  decryptResource,
  type EncryptedResource,
  verifyWechatpaySignature,
} from './wechat-sign';

/*
 * 微信支付 API v3, Native payment (a QR code the buyer scans), over its documented HTTP API with the signing in
 * wechat-sign.ts: /v3/pay/transactions/native, …/out-trade-no/{no}, /v3/refund/domestic/refunds (partial),
 * /v3/bill/tradebill and the notification (TRANSACTION.SUCCESS, REFUND.SUCCESS…). Every answer's signature is
 * checked before it is read; amounts are integer fen on the wire, as in our database.
 */

interface Answer {
  status: number;
  body: string;
}

export function wechatPayProvider(config: WechatPayConfig, notifyUrl: string): PaymentProvider {
  const platform = { publicKey: config.platformPublicKey, publicKeyId: config.platformPublicKeyId };

  async function request(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    signed = true,
  ): Promise<Answer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const url = new URL(path, config.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: authorization(config, method, url.pathname + url.search, body),
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body || undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderError(`微信支付 ${path} 请求失败: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (signed && !verifyWechatpaySignature(headers, text, platform))
      throw new ProviderError(`微信支付 ${path} 应答验签失败`);
    return { status: response.status, body: text };
  }

  const json = (answer: Answer) => (answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {});
  const str = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    method: 'wechat',

    async createTrade(input: CreateTradeInput): Promise<CreatedTrade> {
      const answer = await request('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: input.subject,
        out_trade_no: input.outTradeNo,
        time_expire: new Date(input.expiresAt.getTime() + 8 * 3600_000)
          .toISOString()
          .replace(/\.\d{3}Z$/, '+08:00'),
        notify_url: notifyUrl,
        amount: { total: input.amountFen, currency: 'CNY' },
      });
      const data = json(answer);
      if (answer.status !== 200 || !str(data.code_url))
        throw new ProviderError(`微信支付下单失败: ${str(data.message) || answer.status}`);
      return { qrCode: str(data.code_url), payUrl: '' };
    },

    async queryTrade(outTradeNo: string): Promise<TradeState | null> {
      const answer = await request(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`,
      );
      const data = json(answer);
      if (answer.status === 404 || data.code === 'ORDER_NOT_EXIST') return null;
      if (answer.status !== 200)
        throw new ProviderError(`微信支付查询失败: ${str(data.message) || answer.status}`);
      const state = str(data.trade_state);
      return {
        outTradeNo: str(data.out_trade_no),
        state:
          state === 'SUCCESS' || state === 'REFUND'
            ? 'paid'
            : state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR'
              ? 'closed'
              : 'waiting',
        providerTradeNo: str(data.transaction_id),
        amountFen: Number((data.amount as { total?: number } | undefined)?.total ?? 0),
      };
    },

    verifyNotification(request: NotifyRequest): VerifiedNotice | null {
      if (!verifyWechatpaySignature(request.headers, request.rawBody, platform)) return null;
      let envelope: { event_type?: string; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(request.rawBody);
      } catch {
        return null;
      }
      if (!envelope.resource) return null;
      const plain = decryptResource(envelope.resource, config.apiV3Key);
      if (plain === null) return null;
      const resource = JSON.parse(plain) as Record<string, unknown>;
      // Our merchant and app: WeChat Pay's key signs every merchant's notices.
      if (resource.mchid !== config.mchId) return null;
      const event = envelope.event_type ?? '';
      if (event === 'TRANSACTION.SUCCESS') {
        if (resource.appid !== config.appId || resource.trade_state !== 'SUCCESS') return null;
        return {
          kind: 'paid',
          outTradeNo: str(resource.out_trade_no),
          providerTradeNo: str(resource.transaction_id),
          amountFen: Number((resource.amount as { total?: number } | undefined)?.total ?? 0),
        };
      }
      if (event.startsWith('REFUND.'))
        return {
          kind: 'refund',
          outRefundNo: str(resource.out_refund_no),
          providerRefundId: str(resource.refund_id),
          succeeded: resource.refund_status === 'SUCCESS',
        };
      return { kind: 'other', reference: str(resource.out_trade_no), detail: event };
    },

    notifyReply(accepted: boolean) {
      // v3: 200/204 is received; anything else is sent again, the body naming the failure.
      return accepted
        ? { status: 204, contentType: 'application/json', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },

    async refund(input: RefundInput): Promise<RefundAnswer> {
      const answer = await request('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: input.reason.slice(0, 80),
        notify_url: notifyUrl,
        amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
      });
      const data = json(answer);
      if (answer.status !== 200)
        return { status: 'failed', providerRefundId: '', detail: `${str(data.code)} ${str(data.message)}` };
      const status = str(data.status);
      return {
        status: status === 'SUCCESS' ? 'succeeded' : status === 'PROCESSING' ? 'processing' : 'failed',
        providerRefundId: str(data.refund_id),
        detail: status,
      };
    },

    async statement(billDate: string): Promise<StatementRow[]> {
      const answer = await request('GET', `/v3/bill/tradebill?bill_date=${billDate}&bill_type=ALL`);
      const data = json(answer);
      if (answer.status !== 200) {
        if (data.code === 'NO_STATEMENT_EXIST') return [];
        throw new ProviderError(`微信支付对账单申请失败: ${str(data.message) || answer.status}`);
      }
      // The file itself is not signed; its SHA1 is in the signed answer above.
      const file = await request('GET', str(data.download_url), undefined, false);
      const hash = createHash('sha1').update(file.body, 'utf8').digest('hex');
      if (file.status !== 200 || hash !== str(data.hash_value).toLowerCase())
        throw new ProviderError('微信支付对账单下载失败或校验不符');
      return parseWechatStatement(file.body);
    },
  };
}
