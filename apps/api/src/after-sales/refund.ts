import { lineRefundFen, type PayMethod } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { returnVoucherPartOfRefund, takeBackCashbackForRefund } from '../cashback';
import type { Executor } from '../db/client';
import { requestRedLetterForRefund } from '../invoices';
import { conflict, notFound } from '../lib/errors';
import { refundSplitText, refundToSource } from '../payments';
import { takeBackPointsForRefund } from '../points';
import { moveRequest } from './transitions';

/*
 * The one refund of an after-sales request (docs/after-sales.md "Refunds").
 *
 * - Amount per line: what was actually paid for those units — the line's payable after the pricing engine's
 *   allocated 满减 and coupon shares (order_lines.payable_fen) — pro rata with cumulative rounding down
 *   (domain's lineRefundFen), so a line refunded in parts adds up to exactly its payable and never more. Shipping
 *   is not refunded. The order's refunds together never exceed what it was paid (checked; 409 otherwise).
 * - Once: the request row is locked, a refunded one answers its refund again, the move to 已退款 is conditional
 *   and after_sale_refunds has the request as its primary key.
 * - Where it goes: back to its source through payments' refundToSource (balance → balance; 账期 → the credit line
 *   and the bill; bank transfer → the balance; online → the provider), the same service an operator's
 *   cancellation uses.
 */

export interface RefundOutcome {
  requestId: number;
  amountFen: number;
  method: PayMethod | null;
  toCreditFen: number;
  toBalanceFen: number;
  /** The buyer-facing sentence: where the money went. */
  note: string;
  /** True when the request had been refunded before: nothing moved this time. */
  repeated: boolean;
}

interface RefundRow extends Record<string, unknown> {
  method: PayMethod | null;
  amount_fen: string;
  to_credit_fen: string;
  to_balance_fen: string;
  to_online_fen: string;
}

const outcomeOf = (requestId: number, row: RefundRow, repeated: boolean): RefundOutcome => {
  const amountFen = Number(row.amount_fen);
  const toCreditFen = Number(row.to_credit_fen);
  const toBalanceFen = Number(row.to_balance_fen);
  return {
    requestId,
    amountFen,
    method: row.method,
    toCreditFen,
    toBalanceFen,
    note: refundSplitText({
      method: row.method,
      toCreditFen,
      toBalanceFen,
      toOnlineFen: Number(row.to_online_fen),
    }),
    repeated,
  };
};

export async function refundAfterSale(tx: Executor, id: number, actor: string): Promise<RefundOutcome> {
  // The request's lock serialises two refunds of it; the second then finds the first one's row.
  const locked = await tx.execute<{ order_id: number; company_id: number }>(
    sql`SELECT order_id, company_id FROM after_sale_requests WHERE id = ${id} FOR UPDATE`,
  );
  const request = locked.rows[0];
  if (!request) throw notFound();
  const done = await tx.execute<RefundRow>(sql`SELECT * FROM after_sale_refunds WHERE request_id = ${id}`);
  if (done.rows[0]) return outcomeOf(id, done.rows[0], true);

  // Order lines in id order (one refund at a time per line), then the units refunded before this request.
  const lines = await tx.execute<{
    id: number;
    order_line_id: number;
    number: number;
    line_number: number;
    payable_fen: string;
    before: number;
  }>(sql`
    WITH locked AS (
      SELECT ol.id FROM order_lines ol
      WHERE ol.id IN (SELECT order_line_id FROM after_sale_lines WHERE request_id = ${id})
      ORDER BY ol.id FOR UPDATE)
    SELECT l.id, l.order_line_id, l.number, ol.number AS line_number, ol.payable_fen,
      coalesce((SELECT sum(p.number) FROM after_sale_lines p JOIN after_sale_refunds f ON f.request_id = p.request_id
                WHERE p.order_line_id = l.order_line_id), 0)::int AS before
    FROM after_sale_lines l JOIN order_lines ol ON ol.id = l.order_line_id
    WHERE l.request_id = ${id} AND EXISTS (SELECT 1 FROM locked WHERE locked.id = ol.id)
    ORDER BY l.id`);
  let amountFen = 0;
  const refunded: { orderLineId: number; number: number; amountFen: number }[] = [];
  for (const line of lines.rows) {
    const fen = lineRefundFen(
      { payableFen: Number(line.payable_fen), number: line.line_number },
      line.before,
      line.number,
    );
    amountFen += fen;
    refunded.push({ orderLineId: line.order_line_id, number: line.number, amountFen: fen });
    await tx.execute(sql`UPDATE after_sale_lines SET refund_fen = ${fen} WHERE id = ${line.id}`);
  }

  const order = await tx.execute<{ paid_fen: string; refunded_fen: string }>(sql`
    SELECT o.paid_fen, coalesce((SELECT sum(amount_fen) FROM after_sale_refunds WHERE order_id = o.id), 0) AS refunded_fen
    FROM orders o WHERE o.id = ${request.order_id} FOR UPDATE`);
  const paid = Number(order.rows[0]?.paid_fen ?? 0);
  const refundedBefore = Number(order.rows[0]?.refunded_fen ?? 0);
  if (refundedBefore + amountFen > paid) throw conflict('退款金额超过订单实付金额');

  // Cash vouchers: the refunded units' voucher part goes back as voucher value, and a cash-back the order no longer
  // reaches is taken back — spent value out of this refund's money (docs/cashback.md).
  const voucherPart = await returnVoucherPartOfRefund(tx, {
    orderId: request.order_id,
    requestId: id,
    lines: lines.rows.map((line) => ({
      orderLineId: line.order_line_id,
      number: line.number,
      before: line.before,
    })),
    actor,
  });
  const cashback = await takeBackCashbackForRefund(tx, {
    orderId: request.order_id,
    requestId: id,
    refundFen: amountFen,
    actor,
  });
  const moneyFen = amountFen - cashback.deductedFen;
  const split = await refundToSource(tx, {
    orderId: request.order_id,
    companyId: request.company_id,
    amountFen: moneyFen,
    actor,
    remark: '售后退款',
    key: `after-sale-${id}`,
  });
  const row: RefundRow = {
    method: split.method,
    amount_fen: String(moneyFen),
    to_credit_fen: String(split.toCreditFen),
    to_balance_fen: String(split.toBalanceFen),
    to_online_fen: String(split.toOnlineFen),
  };
  await tx.execute(sql`
    INSERT INTO after_sale_refunds
      (request_id, order_id, company_id, method, amount_fen, to_credit_fen, to_balance_fen, to_online_fen, actor)
    VALUES (${id}, ${request.order_id}, ${request.company_id}, ${split.method}, ${moneyFen}, ${split.toCreditFen},
      ${split.toBalanceFen}, ${split.toOnlineFen}, ${actor})`);
  const outcome = outcomeOf(id, row, false);
  outcome.note = [outcome.note, voucherPart.note, cashback.note].filter(Boolean).join('；');
  await moveRequest(tx, id, { action: 'refund', actor, note: outcome.note });
  await returnCouponOfFullyReturnedOrder(tx, request.order_id);
  await refundFollowUps(tx, request.order_id, refunded, amountFen);
  return outcome;
}

/**
 * A fully returned order — every paid goods line refunded in full — gives its coupon back if the coupon is still
 * valid. The order lets go of it too (orders.user_coupon_id), since one coupon may back one live order only.
 */
async function returnCouponOfFullyReturnedOrder(tx: Executor, orderId: number): Promise<void> {
  const open = await tx.execute(sql`
    SELECT 1 FROM order_lines ol
    WHERE ol.order_id = ${orderId} AND NOT ol.is_gift AND ol.payable_fen > 0
      AND ol.number > coalesce((SELECT sum(l.number) FROM after_sale_lines l
        JOIN after_sale_refunds f ON f.request_id = l.request_id WHERE l.order_line_id = ol.id), 0)
    LIMIT 1`);
  if (open.rows.length > 0) return;
  const coupon = await tx.execute<{ id: number }>(sql`
    UPDATE user_coupons uc SET used_order_id = NULL, used_at = NULL
    WHERE uc.used_order_id = ${orderId} AND uc.ends_at > now()
    RETURNING uc.id`);
  if (coupon.rows.length > 0)
    await tx.execute(sql`UPDATE orders SET user_coupon_id = NULL WHERE id = ${orderId}`);
}

/**
 * What follows a refund in other capabilities, in the same transaction (so a failure rolls the refund back):
 * - points: the refunded share of the points the order earned is taken back (points' takeBackPointsForRefund).
 *   Points the buyer already spent are not pushed below zero; that shortfall is accepted (docs/after-sales.md).
 * - invoices: "invoiced = paid − refunded" holds — the waiting invoice is lowered, an issued one gets a red-letter
 *   reversal 销货退回 of the lines that gave money back, waiting for 财务's number (invoices' requestRedLetterForRefund).
 */
async function refundFollowUps(
  tx: Executor,
  orderId: number,
  lines: readonly { orderLineId: number; number: number; amountFen: number }[],
  amountFen: number,
): Promise<void> {
  if (amountFen === 0) return;
  await takeBackPointsForRefund(tx, { orderId, refundedFen: amountFen });
  const paidBack = lines.filter((line) => line.amountFen > 0);
  if (paidBack.length > 0)
    await requestRedLetterForRefund(tx, { orderId, lines: paidBack, reason: 'return' });
}
