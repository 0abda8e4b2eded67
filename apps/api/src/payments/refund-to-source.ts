import { formatFen, type PayMethod } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';
import { post, refundCredit } from '../wallet';
import { onlineRefundableFen, refundOnlinePayment } from './online-refund';

/*
 * The one way money of an order goes back to where it came from (docs/after-sales.md "Refunds", docs/console.md
 * "取消订单并退款"): an after-sales refund and an operator's cancellation both call it, in their transaction.
 * - balance → a refund entry on the balance;
 * - 账期 → back onto the credit line and the bill, a part already repaid to the balance (wallet's refundCredit);
 * - bank transfer → the balance (issue #21: "bank transfer → balance"; a payee account the buyer gives is not
 *   built);
 * - 支付宝 / 微信支付 → the provider that took it (payments' refund queue, sent by its job after this transaction
 *   commits); of a combined payment, what exceeds the online part went in from the balance and goes back there.
 */

export interface RefundToSourceInput {
  orderId: number;
  companyId: number;
  amountFen: number;
  actor: string;
  /** The ledger entries' and the provider refund's reason: 售后退款, 订单取消退款. */
  remark: string;
  /** The provider refund's idempotency key (one refund per key and payment). */
  key: string;
}

/** Where the money went, in fen; `method` is the paid payment's (null for an order of ¥0). */
export interface RefundSplit {
  method: PayMethod | null;
  toCreditFen: number;
  toBalanceFen: number;
  toOnlineFen: number;
}

/** The buyer-facing sentence of a split: where each part went. */
export function refundSplitText(split: RefundSplit): string {
  const amountFen = split.toBalanceFen + split.toCreditFen + split.toOnlineFen;
  if (amountFen === 0) return '无需退款（¥0.00）';
  const parts: string[] = [];
  if (split.toBalanceFen > 0) parts.push(`${formatFen(split.toBalanceFen)} 已退回余额`);
  if (split.toCreditFen > 0) parts.push(`${formatFen(split.toCreditFen)} 已退回账期额度`);
  if (split.toOnlineFen > 0) parts.push(`${formatFen(split.toOnlineFen)} 原路退回支付账户`);
  return `退款 ${formatFen(amountFen)}：${parts.join('，')}`;
}

/** Sends `amountFen` of the order's paid payment back to its source; the payment must still be `paid`. */
export async function refundToSource(tx: Executor, input: RefundToSourceInput): Promise<RefundSplit> {
  const { orderId, companyId, amountFen, actor, remark } = input;
  const found = await tx.execute<{ id: number; method: string }>(sql`
    SELECT id, method FROM payments WHERE order_id = ${orderId} AND status = 'paid'`);
  const payment = found.rows[0];
  if (!payment) {
    // An order of ¥0 is paid without a payment (orders/create.ts): there is nothing to give back.
    if (amountFen === 0) return { method: null, toCreditFen: 0, toBalanceFen: 0, toOnlineFen: 0 };
    throw new Error(`order ${orderId} has no paid payment to refund`);
  }
  const method = payment.method as PayMethod;
  if (amountFen === 0) return { method, toCreditFen: 0, toBalanceFen: 0, toOnlineFen: 0 };
  const entry = { companyId, orderId, paymentId: payment.id, actor, remark };
  switch (payment.method) {
    case 'balance':
    case 'transfer':
      await post(tx, { account: 'balance', kind: 'refund' }, { ...entry, amountFen });
      return { method, toCreditFen: 0, toBalanceFen: amountFen, toOnlineFen: 0 };
    case 'credit':
      return { method, ...(await refundCredit(tx, entry, amountFen)), toOnlineFen: 0 };
    case 'alipay':
    case 'wechat': {
      const online = Math.min(amountFen, await onlineRefundableFen(tx, orderId));
      if (online > 0)
        await refundOnlinePayment(tx, { orderId, amountFen: online, reason: remark, key: input.key, actor });
      const rest = amountFen - online;
      if (rest > 0) await post(tx, { account: 'balance', kind: 'refund' }, { ...entry, amountFen: rest });
      return { method, toCreditFen: 0, toBalanceFen: rest, toOnlineFen: online };
    }
    default:
      // A method this code does not know is refused, never guessed.
      throw conflict(`暂不支持原路退回该支付方式（${payment.method}），请联系财务处理`);
  }
}
