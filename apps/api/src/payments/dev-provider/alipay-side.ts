import { createSign, createVerify, randomBytes } from 'node:crypto';
import { fenToYuan, yuanToFen } from '@yaocai/domain';
import { zipSync } from 'fflate';
import { checkoutPage, messagePage } from './page';
import { type DevLedger, type DevNotification, type DevTrade, providerId } from './state';

/*
 * The local 支付宝 gateway: the documented openapi protocol (every request's RSA2 signature checked with the
 * app's public key; every answer `{"<method>_response": {...}, "sign": ...}` signed over the inner JSON with the
 * platform key; notifications form-encoded and signed over the sorted fields without sign and sign_type).
 */

export interface AlipaySideKeys {
  appId: string;
  appPublicKey: string;
  platformPrivateKey: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

const sortedContent = (fields: Record<string, string>, omit: string[]) =>
  Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const beijingClock = (date: Date) =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export function alipaySide(ledger: DevLedger, keys: AlipaySideKeys, base: string) {
  const signWithPlatform = (text: string) =>
    createSign('RSA-SHA256').update(text, 'utf8').sign(keys.platformPrivateKey, 'base64');

  function verifyRequest(fields: Record<string, string>): boolean {
    if (fields.app_id !== keys.appId || !fields.sign) return false;
    return createVerify('RSA-SHA256')
      .update(sortedContent(fields, ['sign']), 'utf8')
      .verify(keys.appPublicKey, fields.sign, 'base64');
  }

  function answer(method: string, inner: Record<string, unknown>): Reply {
    const json = JSON.stringify(inner);
    const key = `${method.replaceAll('.', '_')}_response`;
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: `{"${key}":${json},"sign":"${signWithPlatform(json)}"}`,
    };
  }

  const html = (body: string, status = 200): Reply => ({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
  });

  /** The signed notification of a paid trade (or any fields a test wants signed). */
  function notification(fields: Record<string, string>, url: string): DevNotification {
    const all = {
      notify_time: beijingClock(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(8).toString('hex'),
      app_id: keys.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      ...fields,
    };
    const sign = signWithPlatform(sortedContent(all, ['sign', 'sign_type']));
    return {
      method: 'alipay',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams({ ...all, sign }).toString(),
    };
  }

  const paidNotification = (trade: DevTrade) =>
    notification(
      {
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: fenToYuan(trade.amountFen),
        receipt_amount: fenToYuan(trade.amountFen),
        gmt_payment: beijingClock(trade.paidAt as Date),
      },
      trade.notifyUrl,
    );

  function exec(fields: Record<string, string>): Reply {
    const method = fields.method ?? '';
    if (!verifyRequest(fields))
      return answer(method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    const biz = JSON.parse(fields.biz_content || '{}') as Record<string, string>;
    const trade = ledger.trade(biz.out_trade_no ?? '');
    if (method === 'alipay.trade.query') {
      if (trade?.method !== 'alipay')
        return answer(method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        });
      const closed = trade.status === 'waiting' && trade.expiresAt.getTime() < Date.now();
      return answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        total_amount: fenToYuan(trade.amountFen),
        trade_status: trade.status === 'paid' ? 'TRADE_SUCCESS' : closed ? 'TRADE_CLOSED' : 'WAIT_BUYER_PAY',
      });
    }
    if (method === 'alipay.trade.refund') {
      if (trade?.status !== 'paid')
        return answer(method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: '交易状态不合法',
        });
      const amountFen = yuanToFen(biz.refund_amount ?? '0');
      const done = trade.refunds.find((r) => r.outRefundNo === biz.out_request_no);
      const refunded = trade.refunds.reduce((sum, r) => sum + r.amountFen, 0);
      if (!done) {
        if (amountFen <= 0 || refunded + amountFen > trade.amountFen)
          return answer(method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
            sub_msg: '退款金额超限',
          });
        trade.refunds.push({
          outRefundNo: biz.out_request_no ?? '',
          refundId: providerId('R'),
          amountFen,
          at: new Date(),
        });
      }
      return answer(method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        refund_fee: fenToYuan(refunded + (done ? 0 : amountFen)),
        fund_change: done ? 'N' : 'Y',
      });
    }
    if (method === 'alipay.data.dataservice.bill.downloadurl.query')
      return answer(method, {
        code: '10000',
        msg: 'Success',
        bill_download_url: `${base}/alipay/bill?date=${encodeURIComponent(biz.bill_date ?? '')}`,
      });
    return answer(method, {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'isv.missing-method',
      sub_msg: '本地模拟未提供该接口',
    });
  }

  /** The statement zip: one 业务明细 CSV (UTF-8 here; the real one is GBK, which the reader also takes). */
  function bill(date: string): Reply {
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const lines = ledger.statement('alipay', date).map((row) => {
      const amount = fenToYuan(row.kind === 'refund' ? -row.amountFen : row.amountFen);
      return [
        row.providerId,
        row.outTradeNo,
        row.kind === 'payment' ? '交易' : '退款',
        '药采订单',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        amount,
        amount,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        row.outRefundNo,
        '0.00',
        '0.00',
        '',
      ].join(',');
    });
    const csv = [
      `#支付宝业务明细查询`,
      `#账号：[20880000000000000156]`,
      header,
      ...lines,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#导出时间：[${beijingClock(new Date())}]`,
    ].join('\r\n');
    const zip = zipSync({
      [`20880000000000000156_${date.replaceAll('-', '')}_业务明细.csv`]: new TextEncoder().encode(csv),
    });
    return { status: 200, headers: { 'content-type': 'application/zip' }, body: zip };
  }

  return {
    /** GET gateway.do: alipay.trade.page.pay, the page the buyer is sent to. */
    page(query: Record<string, string>): Reply {
      if (query.method !== 'alipay.trade.page.pay' || !verifyRequest(query))
        return html(messagePage('支付宝', '验签出错：请求不是本应用签发的'), 400);
      const biz = JSON.parse(query.biz_content || '{}') as Record<string, string>;
      const outTradeNo = biz.out_trade_no ?? '';
      let trade = ledger.trade(outTradeNo);
      if (!trade) {
        const expires = biz.time_expire
          ? new Date(`${biz.time_expire.replace(' ', 'T')}+08:00`)
          : new Date(Date.now() + 15 * 60_000);
        trade = {
          method: 'alipay',
          outTradeNo,
          amountFen: yuanToFen(biz.total_amount ?? '0'),
          subject: biz.subject ?? '',
          notifyUrl: query.notify_url ?? '',
          returnUrl: query.return_url ?? '',
          expiresAt: expires,
          status: 'waiting',
          tradeNo: '',
          paidAt: null,
          refunds: [],
        };
        ledger.trades.set(outTradeNo, trade);
      }
      const note =
        trade.status === 'paid'
          ? '该交易已支付'
          : trade.expiresAt.getTime() < Date.now()
            ? '交易已关闭（超过支付时限）'
            : '';
      return html(checkoutPage('支付宝', trade, `${base}/alipay/pay`, note));
    },
    exec,
    bill,
    paidNotification,
    notification,
    /** POST /alipay/pay: the buyer pressed 确认付款. */
    pay(outTradeNo: string): { trade: DevTrade; notification: DevNotification } | null {
      const trade = ledger.pay(outTradeNo);
      return trade && trade.method === 'alipay' ? { trade, notification: paidNotification(trade) } : null;
    },
  };
}
