import { createPrivateKey, createPublicKey } from 'node:crypto';
import { fenToYuan, yuanToFen } from '@yaocai/domain';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config';
import { parseAlipayStatement } from './statement-files';
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

/*
 * 支付宝 through its official Node SDK (`alipay-sdk`): 电脑网站支付 (alipay.trade.page.pay, a page the buyer is
 * sent to, which also offers a QR code), alipay.trade.query, alipay.trade.refund with out_request_no (partial
 * refunds), the daily statement (alipay.data.dataservice.bill.downloadurl.query) and the asynchronous
 * notification's RSA2 check (checkNotifySignV2). Every answer of the gateway is verified (`validateSign`).
 */

/** Beijing wall-clock time as Alipay wants it: yyyy-MM-dd HH:mm:ss. */
const beijingTime = (date: Date) =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The app's key as PKCS#8 PEM, whichever PEM form (PKCS#1 from Alipay's key tool, or PKCS#8) it was given in. */
const pkcs8 = (pem: string) => createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = (pem: string) => createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();

type Fields = Record<string, unknown>;

export function alipayProvider(config: AlipayConfig, notifyUrl: string): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: pkcs8(config.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: spki(config.alipayPublicKey),
    gateway: config.gateway,
    camelcase: false,
    timeout: 10_000,
  });

  async function call(method: string, bizContent: Fields): Promise<Fields> {
    try {
      return (await sdk.exec(method, { bizContent }, { validateSign: true })) as Fields;
    } catch (error) {
      throw new ProviderError(`支付宝 ${method} 调用失败: ${(error as Error).message}`, { cause: error });
    }
  }

  const str = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    method: 'alipay',

    async createTrade(input: CreateTradeInput): Promise<CreatedTrade> {
      const payUrl = sdk.pageExec('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: input.outTradeNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuan(input.amountFen),
          subject: input.subject,
          time_expire: beijingTime(input.expiresAt),
        },
        notify_url: notifyUrl,
        return_url: input.returnUrl,
      });
      return { qrCode: '', payUrl };
    },

    async queryTrade(outTradeNo: string): Promise<TradeState | null> {
      const answer = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      if (answer.code !== '10000')
        throw new ProviderError(`支付宝查询失败: ${str(answer.sub_msg) || str(answer.msg)}`);
      const status = str(answer.trade_status);
      return {
        outTradeNo: str(answer.out_trade_no),
        state:
          status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
            ? 'paid'
            : status === 'TRADE_CLOSED'
              ? 'closed'
              : 'waiting',
        providerTradeNo: str(answer.trade_no),
        amountFen: yuanToFen(str(answer.total_amount) || '0'),
      };
    },

    verifyNotification(request: NotifyRequest): VerifiedNotice | null {
      const fields = Object.fromEntries(new URLSearchParams(request.rawBody));
      // The signature covers the fields; the app id says the notice is about our app, not another merchant's
      // trade that happens to carry the same out_trade_no (Alipay signs every merchant's notices with one key).
      if (!sdk.checkNotifySignV2(fields) || fields.app_id !== config.appId) return null;
      const status = fields.trade_status ?? '';
      const outTradeNo = fields.out_trade_no ?? '';
      if ((status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') && !fields.refund_fee)
        return {
          kind: 'paid',
          outTradeNo,
          providerTradeNo: fields.trade_no ?? '',
          amountFen: yuanToFen(fields.total_amount ?? '0'),
        };
      return { kind: 'other', reference: outTradeNo, detail: `trade_status=${status}` };
    },

    notifyReply(accepted: boolean) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },

    async refund(input: RefundInput): Promise<RefundAnswer> {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        refund_amount: fenToYuan(input.amountFen),
        out_request_no: input.outRefundNo,
        refund_reason: input.reason,
      });
      // 10000 is a refund done (fund_change N on a repeated out_request_no: done before); anything else refused.
      if (answer.code === '10000')
        return { status: 'succeeded', providerRefundId: str(answer.trade_no), detail: '' };
      return {
        status: 'failed',
        providerRefundId: '',
        detail: `${str(answer.sub_code)} ${str(answer.sub_msg)}`,
      };
    },

    async statement(billDate: string): Promise<StatementRow[]> {
      const answer = await call('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: billDate,
      });
      if (answer.code !== '10000') {
        // No business that day: an empty statement, not an error.
        if (answer.sub_code === 'isp.bill_not_exist') return [];
        throw new ProviderError(`支付宝对账单下载失败: ${str(answer.sub_msg) || str(answer.msg)}`);
      }
      const response = await fetch(str(answer.bill_download_url), { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new ProviderError(`支付宝对账单下载失败: HTTP ${response.status}`);
      return parseAlipayStatement(new Uint8Array(await response.arrayBuffer()));
    },
  };
}
