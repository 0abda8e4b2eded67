import { formatFen, type OnlinePayMethod, PAY_METHOD_TEXT } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { ApiError } from '../lib/errors';
import { markPaid } from '../orders';
import { ensureWallet, post } from '../wallet';
import { queueRefund } from './online-refund';
import { logNotice, type OnlineRow, onlineRow } from './online-rows';

/*
 * The one place money received online is recorded (docs/payments.md "Notifications are the truth"). A verified
 * notification and an active query both land here with the provider's out_trade_no, transaction id and amount.
 * Locks follow the house order (order row → payment rows → wallet), so a payment racing a cancellation or the
 * expiry job serialises with it; the online payment's conditional UPDATE (`status IN ('pending','closed')`)
 * makes a duplicate, however many arrive at once, change nothing.
 */

export interface PaidNotice {
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
}

/** What happened, also the notification log's outcome; `accepted` tells the provider to stop sending. */
export interface ApplyOutcome {
  outcome: 'applied' | 'duplicate' | 'refund_late' | 'unknown_trade' | 'amount_mismatch' | 'trade_mismatch';
  accepted: boolean;
}

const LATE_REFUND_REASON = '订单已取消或已用其他方式支付，在线支付款自动原路退回';

export async function applyPaid(
  app: FastifyInstance,
  method: OnlinePayMethod,
  notice: PaidNotice,
  source: 'notify' | 'query',
): Promise<ApplyOutcome> {
  const outcome = await app.db.transaction(async (tx) => {
    const found = await onlineRow(tx, sql`op.out_trade_no = ${notice.outTradeNo} AND op.method = ${method}`);
    if (!found) return { outcome: 'unknown_trade', accepted: true } as const;
    if (found.orderId) await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${found.orderId} FOR UPDATE`);
    const row = await onlineRow(tx, sql`op.id = ${found.id}`, true);
    if (!row) throw new Error('online payment vanished');
    if (notice.amountFen !== row.amountFen) return { outcome: 'amount_mismatch', accepted: false } as const;
    if (row.status === 'paid' || row.status === 'refunded')
      return row.providerTradeNo === notice.providerTradeNo
        ? ({ outcome: 'duplicate', accepted: true } as const)
        : ({ outcome: 'trade_mismatch', accepted: false } as const);
    const moved = await tx.execute(sql`
      UPDATE online_payments SET status = 'paid', provider_trade_no = ${notice.providerTradeNo}, paid_at = now()
      WHERE id = ${row.id} AND status IN ('pending', 'closed') RETURNING id`);
    if (moved.rows.length === 0) throw new Error('online payment moved under its lock');
    const actor = `system:${method}`;
    if (row.purpose === 'recharge') {
      await ensureWallet(tx, row.companyId);
      await post(
        tx,
        { account: 'balance', kind: 'recharge' },
        {
          companyId: row.companyId,
          amountFen: row.amountFen,
          remark: `${PAY_METHOD_TEXT[method]}充值 ${notice.providerTradeNo}`,
          actor,
        },
      );
      return { outcome: 'applied', accepted: true } as const;
    }
    if (await payOrder(tx, row, actor)) return { outcome: 'applied', accepted: true } as const;
    // The order can no longer take this money (cancelled by the buyer or the expiry job, or paid another way):
    // stock, units and coupon may already be someone else's, so the money goes back rather than the order.
    await queueRefund(tx, row, {
      amountFen: row.amountFen,
      reason: LATE_REFUND_REASON,
      key: 'late-payment',
      actor,
    });
    return { outcome: 'refund_late', accepted: true } as const;
  });
  await logNotice(
    app.db,
    method,
    outcome.outcome,
    notice.outTradeNo,
    `${source} ${notice.providerTradeNo} ${formatFen(notice.amountFen)}`,
  );
  if (outcome.outcome !== 'applied' && outcome.outcome !== 'duplicate')
    app.log.warn({ method, ...notice, outcome: outcome.outcome }, 'online payment notice not applied');
  return outcome;
}

/**
 * Marks the order paid by this attempt's payment row, inside a savepoint: a payment closed for lateness is
 * reopened while its order is still unpaid, and a combined payment whose balance part went back takes it again.
 * False (nothing changed) when the order cannot be paid any more or the balance no longer covers its part.
 */
async function payOrder(tx: Executor, row: OnlineRow, actor: string): Promise<boolean> {
  const orderId = row.orderId as number;
  const paymentId = row.paymentId as number;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`
        UPDATE payments SET status = 'pending' WHERE id = ${paymentId} AND status = 'cancelled'
          AND EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status = 'unpaid')`);
      if (row.balanceFen > 0 && row.balanceReleased) {
        await post(
          savepoint,
          { account: 'balance', kind: 'payment' },
          {
            companyId: row.companyId,
            amountFen: -row.balanceFen,
            orderId,
            paymentId,
            remark: '组合支付：余额部分（在线部分迟到）',
            actor,
          },
        );
        await savepoint.execute(
          sql`UPDATE online_payments SET balance_released = false WHERE id = ${row.id}`,
        );
      }
      await markPaid(savepoint, orderId, paymentId, actor);
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 409) return false;
    throw error;
  }
}
