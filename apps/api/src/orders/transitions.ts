import {
  CANCELLABLE_ORDER_STATUSES as CANCELLABLE,
  formatFen,
  ORDER_STATUS_TEXT,
  type OrderStatus,
  PAY_METHOD_TEXT,
  type PayMethod,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { returnCashVouchersOfOrder } from '../cashback';
import type { Db, Executor } from '../db/client';
import { conflict } from '../lib/errors';
import { post, refundCredit } from '../wallet';

/*
 * The order's state changes (docs/orders-and-payment.md). Each runs in the caller's transaction and begins with
 * one conditional UPDATE of the order's status (`… WHERE status = 'unpaid'`): of two racing callers exactly one
 * gets the row back, so whatever follows the transition — the refund, stock, flash-sale units and coupon given
 * back — happens exactly once, and the loser changes nothing.
 */

/** 'buyer:<user id>', 'operator:<name>' or 'system' (order_events and ledger_entries). */
export type Actor = string;

/** Why an order in this status cannot be paid (409). */
export function unpayableReason(status: OrderStatus): string {
  return status === 'cancelled' ? '订单已取消，不能支付' : `订单${ORDER_STATUS_TEXT[status]}，无需再次支付`;
}

async function addEvent(tx: Executor, orderId: number, status: OrderStatus, note: string, actor: Actor) {
  await tx.execute(
    sql`INSERT INTO order_events (order_id, status, note, actor) VALUES (${orderId}, ${status}, ${note}, ${actor})`,
  );
}

/**
 * Marks the order paid by `paymentId` (a pending payment of this order): the order's paid amount, method and
 * time, the payment paid, every other pending payment of the order cancelled, and an event. 409 when the order
 * is no longer unpaid (cancelled by the buyer or the expiry job, or paid by another payment).
 */
export async function markPaid(
  tx: Executor,
  orderId: number,
  paymentId: number,
  actor: Actor,
): Promise<void> {
  const payment = await tx.execute<{ method: PayMethod; amount_fen: string }>(sql`
    UPDATE payments SET status = 'paid', paid_at = now()
    WHERE id = ${paymentId} AND order_id = ${orderId} AND status = 'pending'
    RETURNING method, amount_fen`);
  const paid = payment.rows[0];
  if (!paid) throw conflict('支付单已处理，请刷新后查看订单状态');
  const order = await tx.execute<{ id: number }>(sql`
    UPDATE orders SET status = 'paid', paid_fen = ${Number(paid.amount_fen)}, pay_method = ${paid.method}, paid_at = now()
    WHERE id = ${orderId} AND status = 'unpaid' AND total_fen = ${Number(paid.amount_fen)}
    RETURNING id`);
  if (order.rows.length === 0) {
    const current = await tx.execute<{ status: OrderStatus }>(
      sql`SELECT status FROM orders WHERE id = ${orderId}`,
    );
    const status = current.rows[0]?.status;
    throw conflict(status && status !== 'unpaid' ? unpayableReason(status) : '支付金额与订单金额不符');
  }
  await tx.execute(sql`
    UPDATE payments SET status = 'cancelled' WHERE order_id = ${orderId} AND status = 'pending' AND id <> ${paymentId}`);
  await addEvent(
    tx,
    orderId,
    'paid',
    `${PAY_METHOD_TEXT[paid.method]} ${formatFen(Number(paid.amount_fen))}`,
    actor,
  );
}

/**
 * Sends a just-cancelled paid order's money back to its source while its payment is still `paid`, and answers
 * the buyer-facing sentence. The operator's cancellation passes payments' refundToSource (the after-sales one):
 * orders cannot import payments, which sits above it.
 */
export type RefundPaid = (
  tx: Executor,
  paid: { orderId: number; companyId: number; amountFen: number; actor: Actor },
) => Promise<string>;

export interface CancelInput {
  actor: Actor;
  /** Shown to the buyer in the history; '' = 用户取消. */
  reason: string;
  /** How a paid order's money goes back; default: the buyer's cancellation's own (refundPayment below). */
  refund?: RefundPaid;
}

/** What a cancellation did with the money: nothing (unpaid), or a refund to where it came from. */
export interface CancelOutcome {
  refund: { method: PayMethod; amountFen: number; note: string } | null;
}

interface CancelledRow extends Record<string, unknown> {
  was: OrderStatus;
  company_id: number;
}

/**
 * Cancels an unpaid order, or a paid one that has not shipped (refunded to its source). Stock, flash-sale units
 * and the coupon come back and pending payments are cancelled — exactly once, because only the caller whose
 * UPDATE moved the status gets here. 409 when the order has shipped, completed or is already cancelled.
 */
export async function cancelOrder(tx: Executor, orderId: number, input: CancelInput): Promise<CancelOutcome> {
  const reason = input.reason || '用户取消';
  // The old status comes from a locking read in the same statement (RETURNING shows only the new row).
  const cancelled = await tx.execute<CancelledRow>(sql`
    WITH old AS (SELECT id, status FROM orders WHERE id = ${orderId} FOR UPDATE)
    UPDATE orders o SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason}
    FROM old WHERE o.id = old.id AND old.status IN (${sql.join(
      CANCELLABLE.map((status) => sql`${status}`),
      sql`, `,
    )})
    RETURNING old.status AS was, o.company_id`);
  const row = cancelled.rows[0];
  if (!row) {
    const current = await tx.execute<{ status: OrderStatus }>(
      sql`SELECT status FROM orders WHERE id = ${orderId}`,
    );
    const status = current.rows[0]?.status;
    throw conflict(
      status === 'cancelled' ? '订单已取消' : `订单${status ? ORDER_STATUS_TEXT[status] : ''}，不能取消`,
    );
  }
  const refund =
    row.was !== 'paid'
      ? null
      : input.refund
        ? await refundThrough(tx, input.refund, orderId, row.company_id, input.actor)
        : await refundPayment(tx, orderId, row.company_id, input.actor);
  await restoreHoldings(tx, orderId, row.company_id);
  await tx.execute(
    sql`UPDATE payments SET status = 'cancelled' WHERE order_id = ${orderId} AND status = 'pending'`,
  );
  const refundNote = refund ? `；${refund.note}` : '';
  await addEvent(tx, orderId, 'cancelled', `${reason}${refundNote}`, input.actor);
  return { refund };
}

/** The buyer-facing sentence for a refund (the cancel answer and the order history). */
export function refundText(method: PayMethod, amountFen: number): string {
  const yuan = formatFen(amountFen);
  if (method === 'balance') return `${yuan} 已退回余额`;
  if (method === 'credit') return `${yuan} 已退回账期额度`;
  if (method === 'alipay' || method === 'wechat') return `${yuan} 将原路退回${PAY_METHOD_TEXT[method]}`;
  return `${yuan} 将由平台原路退回付款账户`;
}

/**
 * Refunds the paid payment of a just-cancelled order to its source. Balance: a refund entry. Credit: the part of
 * its bill still outstanding goes back to the credit line (used credit and the bill both lower); a part the buyer
 * has already repaid goes to the balance. Transfer: the payment is marked refunded and the money goes back by
 * bank, done by an operator (`ops` lists refunded transfers); no wallet entry, as it never entered the wallet.
 * 支付宝 / 微信支付 likewise: the payment is marked refunded and the payments capability's refund job sends the
 * provider refund (payments/online-refund.ts).
 */
async function refundPayment(tx: Executor, orderId: number, companyId: number, actor: Actor) {
  const found = await tx.execute<{ id: number; method: PayMethod; amount_fen: string }>(sql`
    UPDATE payments SET status = 'refunded', refunded_at = now()
    WHERE order_id = ${orderId} AND status = 'paid' RETURNING id, method, amount_fen`);
  const payment = found.rows[0];
  if (!payment) {
    // An order of ¥0 is paid on creation without a payment (orders/create.ts): nothing to refund.
    const free = await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId} AND total_fen = 0`);
    if (free.rows.length > 0) return null;
    throw new Error(`paid order ${orderId} has no paid payment`);
  }
  const amountFen = Number(payment.amount_fen);
  const entry = { companyId, orderId, paymentId: payment.id, actor, remark: '订单取消退款' };
  if (payment.method === 'balance') {
    await post(tx, { account: 'balance', kind: 'refund' }, { ...entry, amountFen });
  } else if (payment.method === 'credit') {
    await refundCredit(tx, entry, amountFen);
  } else {
    // What the payment took from the balance (a combined payment's balance part) goes back to the balance; the
    // rest went to a bank or a provider and goes back there (payments' refund job for 支付宝 / 微信支付).
    const taken = await tx.execute<{ total: string }>(sql`
      SELECT coalesce(-sum(amount_fen), 0) AS total FROM ledger_entries
      WHERE payment_id = ${payment.id} AND account = 'balance'`);
    const fromBalance = Number(taken.rows[0]?.total ?? 0);
    if (fromBalance > 0)
      await post(tx, { account: 'balance', kind: 'refund' }, { ...entry, amountFen: fromBalance });
  }
  return { method: payment.method, amountFen, note: refundText(payment.method, amountFen) };
}

/** A paid order's money back through the caller's `refund` (before its payment is marked refunded). */
async function refundThrough(
  tx: Executor,
  refund: RefundPaid,
  orderId: number,
  companyId: number,
  actor: Actor,
): Promise<CancelOutcome['refund']> {
  const found = await tx.execute<{ method: PayMethod; paid_fen: string }>(sql`
    SELECT p.method, o.paid_fen FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'paid'
    WHERE o.id = ${orderId}`);
  const paid = found.rows[0];
  if (!paid) return refundPayment(tx, orderId, companyId, actor);
  const amountFen = Number(paid.paid_fen);
  const note = await refund(tx, { orderId, companyId, amountFen, actor });
  await tx.execute(sql`
    UPDATE payments SET status = 'refunded', refunded_at = now() WHERE order_id = ${orderId} AND status = 'paid'`);
  return { method: paid.method, amountFen, note };
}

/**
 * Gives back what the order held: stock of every goods line (gifts included — creation took stock for them
 * too), flash-sale units per promotion and goods, the coupon if still valid and what cash vouchers paid. Goods in
 * id order, as creation locks them.
 */
async function restoreHoldings(tx: Executor, orderId: number, companyId: number) {
  await tx.execute(sql`
    SELECT id FROM goods WHERE id IN (SELECT goods_id FROM order_lines WHERE order_id = ${orderId})
    ORDER BY id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE goods g SET stock = g.stock + l.n
    FROM (SELECT goods_id, sum(number)::int AS n FROM order_lines
          WHERE order_id = ${orderId} AND goods_id IS NOT NULL GROUP BY goods_id) l
    WHERE g.id = l.goods_id`);
  await tx.execute(sql`
    UPDATE promotion_purchases p SET units = p.units - l.n
    FROM (SELECT promotion_id, goods_id, sum(promotion_units)::int AS n FROM order_lines
          WHERE order_id = ${orderId} AND promotion_id IS NOT NULL AND promotion_units > 0
          GROUP BY promotion_id, goods_id) l
    WHERE p.promotion_id = l.promotion_id AND p.goods_id = l.goods_id AND p.company_id = ${companyId}`);
  // The coupon comes back only while it is still valid (as after-sales gives it back): an expired one stays used.
  await tx.execute(sql`
    UPDATE user_coupons SET used_order_id = NULL, used_at = NULL WHERE used_order_id = ${orderId} AND ends_at > now()`);
  await returnCashVouchersOfOrder(tx, orderId, 'system');
}

/**
 * How long an order with a pending bank transfer is kept past its pay deadline: a company transfer can take a
 * working day or two to arrive, and the operator confirms it by hand.
 */
export const TRANSFER_HOLD_HOURS = 72;

export const EXPIRY_REASON = '超时未支付';

/**
 * Cancels up to `limit` unpaid orders whose pay deadline is before `now`, each in its own transaction (one
 * order's goods locks at a time, like an order creation, so the job never deadlocks against checkout). Rows
 * another instance or a payment holds are skipped (`FOR UPDATE SKIP LOCKED`): several API instances share the
 * work and a payment in progress wins. Returns how many were cancelled.
 */
export async function expireDueOrders(db: Db, now: Date, limit = 100): Promise<number> {
  let cancelled = 0;
  while (cancelled < limit) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.execute<{ id: number }>(sql`
        SELECT o.id FROM orders o
        WHERE o.status = 'unpaid' AND o.pay_deadline < ${now.toISOString()}
          AND NOT EXISTS (
            SELECT 1 FROM payments p
            WHERE p.order_id = o.id AND p.method = 'transfer' AND p.status = 'pending'
              AND p.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${TRANSFER_HOLD_HOURS}))
        ORDER BY o.pay_deadline
        LIMIT 1
        FOR UPDATE OF o SKIP LOCKED`);
      const id = due.rows[0]?.id;
      if (id === undefined) return false;
      await cancelOrder(tx, id, { actor: 'system', reason: EXPIRY_REASON });
      return true;
    });
    if (!done) break;
    cancelled += 1;
  }
  return cancelled;
}
