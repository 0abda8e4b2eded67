import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { beijingToday } from '@yaocai/domain';

/*
 * The local provider server's memory (docs/payments.md "The local provider server"): the trades it was asked to
 * create, their payments and refunds, and the key pairs of both sides, made fresh at each start.
 */

export interface DevRefund {
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  at: Date;
}

export interface DevTrade {
  method: 'alipay' | 'wechat';
  outTradeNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: Date;
  status: 'waiting' | 'paid';
  tradeNo: string;
  paidAt: Date | null;
  refunds: DevRefund[];
}

/** A statement row as the local server writes it (yuan strings are made from these fen). */
export interface DevStatementRow {
  kind: 'payment' | 'refund';
  providerId: string;
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
}

/** A notification the local server sent (or would send): where to, its headers and its exact body. */
export interface DevNotification {
  method: 'alipay' | 'wechat';
  url: string;
  headers: Record<string, string>;
  body: string;
}

export const keyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

export const providerId = (prefix: string) => `${prefix}${Date.now()}${randomBytes(4).toString('hex')}`;

export class DevLedger {
  readonly trades = new Map<string, DevTrade>();
  private readonly edits = new Map<string, (rows: DevStatementRow[]) => DevStatementRow[]>();

  trade(outTradeNo: string): DevTrade | undefined {
    return this.trades.get(outTradeNo);
  }

  /** Marks a waiting trade paid; false when it is unknown, already paid or past its time. */
  pay(outTradeNo: string): DevTrade | null {
    const trade = this.trades.get(outTradeNo);
    if (trade?.status !== 'waiting' || trade.expiresAt.getTime() < Date.now()) return null;
    trade.status = 'paid';
    trade.paidAt = new Date();
    trade.tradeNo = providerId(trade.method === 'alipay' ? '2026' : '4200');
    return trade;
  }

  /** Lets a test plant differences in one day's statement (a row missing, an extra one, an amount changed). */
  editStatement(
    method: 'alipay' | 'wechat',
    billDate: string,
    edit: (rows: DevStatementRow[]) => DevStatementRow[],
  ) {
    this.edits.set(`${method}:${billDate}`, edit);
  }

  /** One day's payments and refunds of a provider, as its statement lists them (Beijing calendar day). */
  statement(method: 'alipay' | 'wechat', billDate: string): DevStatementRow[] {
    const rows: DevStatementRow[] = [];
    for (const trade of this.trades.values()) {
      if (trade.method !== method) continue;
      if (trade.paidAt && beijingToday(trade.paidAt.getTime()) === billDate)
        rows.push({
          kind: 'payment',
          providerId: trade.tradeNo,
          outTradeNo: trade.outTradeNo,
          outRefundNo: '',
          amountFen: trade.amountFen,
        });
      for (const refund of trade.refunds)
        if (beijingToday(refund.at.getTime()) === billDate)
          rows.push({
            kind: 'refund',
            providerId: refund.refundId,
            outTradeNo: trade.outTradeNo,
            outRefundNo: refund.outRefundNo,
            amountFen: refund.amountFen,
          });
    }
    const edit = this.edits.get(`${method}:${billDate}`);
    return edit ? edit(rows) : rows;
  }
}
