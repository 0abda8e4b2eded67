import { randomBytes } from 'node:crypto';
import type { OnlinePayMethod } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { logNotice, type OnlineRow, onlineRow } from './online-rows';

/*
 * Refunds through the provider (docs/payments.md "Refunds"). A refund is first a row (in the caller's
 * transaction, so an after-sales decision and its refund commit together), then sent by the refund job outside
 * any caller's transaction — the provider's call may take seconds and may fail, and out_refund_no makes a resend
 * safe. The money goes back to the buyer's 支付宝 / 微信 account, not to the wallet: no ledger entry.
 */

export interface RefundRequest {
  amountFen: number;
  reason: string;
  /** The caller's idempotency key (an after-sales case id…): the same key answers the same refund. */
  key: string;
  actor: string;
}

export interface QueuedRefund {
  refundId: number;
  outRefundNo: string;
  amountFen: number;
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
}

const outRefundNo = () =>
  `YCR${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Adds a refund of a paid online payment (locked by the caller); 409 past what is left to refund. */
export async function queueRefund(
  tx: Executor,
  payment: OnlineRow,
  request: RefundRequest,
): Promise<QueuedRefund> {
  const existing = await tx.execute<{
    id: number;
    out_refund_no: string;
    amount_fen: string;
    status: QueuedRefund['status'];
  }>(sql`
    SELECT id, out_refund_no, amount_fen, status FROM online_refunds
    WHERE online_payment_id = ${payment.id} AND key = ${request.key}`);
  const same = existing.rows[0];
  if (same) {
    if (Number(same.amount_fen) !== request.amountFen) throw conflict('该退款已按另一金额提交');
    return {
      refundId: same.id,
      outRefundNo: same.out_refund_no,
      amountFen: request.amountFen,
      status: same.status,
    };
  }
  const taken = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(amount_fen), 0) AS total FROM online_refunds
    WHERE online_payment_id = ${payment.id} AND status <> 'failed'`);
  const left = payment.amountFen - Number(taken.rows[0]?.total ?? 0);
  if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0 || request.amountFen > left)
    throw conflict('退款金额超过可退金额');
  const number = outRefundNo();
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO online_refunds (online_payment_id, out_refund_no, key, amount_fen, reason, actor)
    VALUES (${payment.id}, ${number}, ${request.key}, ${request.amountFen}, ${request.reason}, ${request.actor})
    RETURNING id`);
  return {
    refundId: inserted.rows[0]?.id as number,
    outRefundNo: number,
    amountFen: request.amountFen,
    status: 'pending',
  };
}

/**
 * For the after-sales capability: refunds part or all of what an order paid online, through the provider that
 * took it, in the caller's transaction (the refund job sends it within PAYMENT_JOB_INTERVAL_MS). 404 when the
 * order was not paid online; 409 past what is left to refund.
 */
export async function refundOnlinePayment(
  tx: Executor,
  input: RefundRequest & { orderId: number },
): Promise<QueuedRefund> {
  const paid = await onlineRow(
    tx,
    sql`op.order_id = ${input.orderId} AND op.purpose = 'order' AND op.status IN ('paid', 'refunded')
      AND EXISTS (SELECT 1 FROM payments p WHERE p.id = op.payment_id AND p.status IN ('paid', 'refunded'))`,
    true,
  );
  if (!paid) throw notFound();
  return queueRefund(tx, paid, input);
}

/**
 * What is left to refund online of an order paid through a provider: the online part less the refunds asked for
 * (and not failed); 0 when the order was not paid online. The balance part of a combined payment is not in it —
 * it goes back through the wallet's ledger.
 */
export async function onlineRefundableFen(tx: Executor, orderId: number): Promise<number> {
  const left = await tx.execute<{ left: string }>(sql`
    SELECT (op.amount_fen - coalesce((SELECT sum(r.amount_fen) FROM online_refunds r
      WHERE r.online_payment_id = op.id AND r.status <> 'failed'), 0))::text AS left
    FROM online_payments op
    WHERE op.order_id = ${orderId} AND op.purpose = 'order' AND op.status IN ('paid', 'refunded')`);
  return Number(left.rows[0]?.left ?? 0);
}

/** Settles a refund: succeeded adds to the payment's refunded amount (refunded once whole), failed frees it. */
async function settle(
  tx: Executor,
  refundId: number,
  status: 'succeeded' | 'failed' | 'processing',
  providerRefundId: string,
  error = '',
) {
  const moved = await tx.execute<{ online_payment_id: number; amount_fen: string }>(sql`
    UPDATE online_refunds SET status = ${status}, provider_refund_id = coalesce(nullif(${providerRefundId}, ''), provider_refund_id),
      error = ${error}, settled_at = CASE WHEN ${status} = 'processing' THEN NULL ELSE now() END
    WHERE id = ${refundId} AND status IN ('pending', 'processing')
    RETURNING online_payment_id, amount_fen`);
  const row = moved.rows[0];
  if (!row || status !== 'succeeded') return;
  await tx.execute(sql`
    UPDATE online_payments SET refunded_fen = refunded_fen + ${Number(row.amount_fen)},
      status = CASE WHEN refunded_fen + ${Number(row.amount_fen)} = amount_fen THEN 'refunded' ELSE status END
    WHERE id = ${row.online_payment_id}`);
}

/**
 * A paid online order cancelled before shipping (orders' cancelOrder marks its payment refunded and moves no
 * wallet money for an online method): queue the provider refund of what is left. Safe to run anywhere, any time.
 */
export async function queueCancelledOrderRefunds(db: Executor): Promise<number> {
  const due = await db.execute<{ id: number }>(sql`
    SELECT op.id FROM online_payments op JOIN payments p ON p.id = op.payment_id
    WHERE p.status = 'refunded' AND op.status = 'paid'
      AND NOT EXISTS (SELECT 1 FROM online_refunds r WHERE r.online_payment_id = op.id AND r.key = 'order-cancelled')
    LIMIT 100`);
  let queued = 0;
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const row = await onlineRow(tx, sql`op.id = ${id}`, true);
      if (!row) return;
      const taken = await tx.execute<{ total: string }>(sql`
        SELECT coalesce(sum(amount_fen), 0) AS total FROM online_refunds WHERE online_payment_id = ${id} AND status <> 'failed'`);
      const left = row.amountFen - Number(taken.rows[0]?.total ?? 0);
      if (left <= 0) return;
      await queueRefund(tx, row, {
        amountFen: left,
        reason: '订单取消退款',
        key: 'order-cancelled',
        actor: 'system',
      });
      queued += 1;
    });
  }
  return queued;
}

/**
 * Sends refunds that wait (and resends ones the provider left processing for a minute), one at a time under a
 * skipped lock so several instances share the work. Returns how many were sent.
 */
export async function sendDueRefunds(app: FastifyInstance, limit = 50): Promise<number> {
  let sent = 0;
  while (sent < limit) {
    const done = await app.db.transaction(async (tx) => {
      const due = await tx.execute<{
        id: number;
        out_refund_no: string;
        amount_fen: string;
        reason: string;
        online_payment_id: number;
      }>(sql`
        SELECT id, out_refund_no, amount_fen, reason, online_payment_id FROM online_refunds
        WHERE status = 'pending' OR (status = 'processing' AND created_at < now() - interval '1 minute')
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      const refund = due.rows[0];
      if (!refund) return false;
      const payment = await onlineRow(tx, sql`op.id = ${refund.online_payment_id}`);
      const provider = payment && app.payProviders.map[payment.method];
      if (!payment || !provider) {
        await settle(tx, refund.id, 'failed', '', '支付方式未配置，无法退款');
        return true;
      }
      try {
        const answer = await provider.refund({
          outTradeNo: payment.outTradeNo,
          outRefundNo: refund.out_refund_no,
          amountFen: Number(refund.amount_fen),
          totalFen: payment.amountFen,
          reason: refund.reason,
        });
        await settle(tx, refund.id, answer.status, answer.providerRefundId, answer.detail);
        return true;
      } catch (error) {
        // Unreachable or an unverifiable answer: it stays pending and the next run sends it again.
        app.log.warn({ err: error, outRefundNo: refund.out_refund_no }, 'online refund not sent');
        await tx.execute(
          sql`UPDATE online_refunds SET error = ${(error as Error).message.slice(0, 500)} WHERE id = ${refund.id}`,
        );
        return false;
      }
    });
    if (!done) break;
    sent += 1;
  }
  return sent;
}

/** A verified refund notification (微信支付 REFUND.*): settles the refund it names. */
export async function applyRefundNotice(
  app: FastifyInstance,
  method: OnlinePayMethod,
  notice: { outRefundNo: string; providerRefundId: string; succeeded: boolean },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number }>(sql`
      SELECT r.id FROM online_refunds r JOIN online_payments op ON op.id = r.online_payment_id
      WHERE r.out_refund_no = ${notice.outRefundNo} AND op.method = ${method} FOR UPDATE OF r`);
    const id = found.rows[0]?.id;
    if (id !== undefined)
      await settle(tx, id, notice.succeeded ? 'succeeded' : 'failed', notice.providerRefundId);
    await logNotice(
      tx,
      method,
      id === undefined ? 'unknown_refund' : 'refund',
      notice.outRefundNo,
      notice.providerRefundId,
    );
  });
}
