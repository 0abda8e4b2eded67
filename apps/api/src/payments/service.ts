import {
  fenToYuan,
  type OrderStatus,
  type PayMethod,
  type PaymentResult,
  type PaymentStatus,
  payMethodRefusal,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { type Actor, markPaid, unpayableReason } from '../orders';
import { chargeBill, creditRefusal, creditStanding, post } from '../wallet';
import { orderHasEphedrine } from './online-rows';

/*
 * Paying an order (docs/orders-and-payment.md "Payment and the wallet"). Every call locks the order row first
 * (then its payment, then the wallet inside `post`), the same order as cancellation and expiry, so a payment
 * and a cancellation of one order serialise and the loser sees the other's status.
 */

const actorOf = (payer: CompanyBuyer): Actor => `buyer:${payer.userId}`;

interface LockedOrder {
  id: number;
  status: OrderStatus;
  totalFen: number;
  /** The deadline has passed (by the database's clock). */
  overdue: boolean;
}

/** Locks one of the company's orders; another company's or a missing one is 404. */
async function lockOrder(tx: Executor, companyId: number, orderId: number): Promise<LockedOrder> {
  const result = await tx.execute<{
    id: number;
    status: OrderStatus;
    total_fen: string;
    overdue: boolean;
  }>(sql`
    SELECT id, status, total_fen, pay_deadline <= now() AS overdue FROM orders
    WHERE id = ${orderId} AND company_id = ${companyId} FOR UPDATE`);
  const row = result.rows[0];
  if (!row) throw notFound();
  return { id: row.id, status: row.status, totalFen: Number(row.total_fen), overdue: row.overdue };
}

/** Why this order cannot be paid now; '' when it can. */
export function orderRefusal(order: LockedOrder): string {
  if (order.status !== 'unpaid') return unpayableReason(order.status);
  if (order.overdue) return '订单已超过支付时限，请重新下单';
  return '';
}

export async function lockPayableOrder(
  tx: Executor,
  companyId: number,
  orderId: number,
): Promise<LockedOrder> {
  const order = await lockOrder(tx, companyId, orderId);
  const refusal = orderRefusal(order);
  if (refusal) throw conflict(refusal);
  return order;
}

/**
 * 422 when `method` may not pay this order (a 含麻 order: transfer or 账期 only; domain `payMethodRefusal`). Reads
 * the order's lines inside the caller's transaction, after the order's lock.
 */
export async function refusePayMethod(tx: Executor, orderId: number, method: PayMethod): Promise<void> {
  const refusal = payMethodRefusal(method, { hasEphedrine: await orderHasEphedrine(tx, orderId) });
  if (refusal) throw fieldRefused('order_id', refusal);
}

export interface PaymentRow {
  id: number;
  orderId: number;
  method: PayMethod;
  status: PaymentStatus;
  amountFen: number;
  reference: string;
}

export async function paymentRow(
  tx: Executor,
  where: ReturnType<typeof sql>,
  lock = false,
): Promise<PaymentRow | null> {
  const result = await tx.execute<{
    id: number;
    order_id: number;
    method: PayMethod;
    status: PaymentStatus;
    amount_fen: string;
    reference: string;
  }>(sql`SELECT id, order_id, method, status, amount_fen, reference FROM payments WHERE ${where}
         ORDER BY id DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.order_id,
    method: row.method,
    status: row.status,
    amountFen: Number(row.amount_fen),
    reference: row.reference,
  };
}

export async function resultOf(tx: Executor, payment: PaymentRow): Promise<PaymentResult> {
  const order = await tx.execute<{ status: OrderStatus }>(
    sql`SELECT status FROM orders WHERE id = ${payment.orderId}`,
  );
  const current = await paymentRow(tx, sql`id = ${payment.id}`);
  return {
    payment_id: payment.id,
    order_id: payment.orderId,
    method: payment.method,
    status: current?.status ?? payment.status,
    amount: fenToYuan(payment.amountFen),
    order_status: order.rows[0]?.status ?? 'unpaid',
  };
}

export async function insertPayment(
  tx: Executor,
  payer: CompanyBuyer,
  order: LockedOrder,
  method: PayMethod,
  reference = '',
) {
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO payments (order_id, company_id, method, amount_fen, reference)
    VALUES (${order.id}, ${payer.companyId}, ${method}, ${order.totalFen}, ${reference})
    ON CONFLICT (reference) WHERE reference <> '' DO NOTHING
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  return {
    id,
    orderId: order.id,
    method,
    status: 'pending',
    amountFen: order.totalFen,
    reference,
  } as PaymentRow;
}

/** POST /api/pay/balance: the whole total from the balance (409 余额不足, nothing written). */
export async function payByBalance(
  tx: Executor,
  payer: CompanyBuyer,
  orderId: number,
): Promise<PaymentResult> {
  const order = await lockPayableOrder(tx, payer.companyId, orderId);
  await refusePayMethod(tx, orderId, 'balance');
  const payment = (await insertPayment(tx, payer, order, 'balance')) as PaymentRow;
  await post(
    tx,
    { account: 'balance', kind: 'payment' },
    {
      companyId: payer.companyId,
      amountFen: -order.totalFen,
      orderId,
      paymentId: payment.id,
      actor: actorOf(payer),
    },
  );
  await markPaid(tx, orderId, payment.id, actorOf(payer));
  return resultOf(tx, payment);
}

/** POST /api/pay/user_credit_create: a pending credit payment for the order (the pending one if it exists). */
export async function createCreditPayment(
  tx: Executor,
  payer: CompanyBuyer,
  orderId: number,
): Promise<PaymentResult> {
  const order = await lockPayableOrder(tx, payer.companyId, orderId);
  await refusePayMethod(tx, orderId, 'credit');
  const refusal = creditRefusal(await creditStanding(tx, payer.companyId), order.totalFen);
  if (refusal) throw conflict(refusal);
  const pending = await paymentRow(
    tx,
    sql`order_id = ${orderId} AND method = 'credit' AND status = 'pending'`,
  );
  return resultOf(tx, pending ?? ((await insertPayment(tx, payer, order, 'credit')) as PaymentRow));
}

/** The company's credit payment, or 404. */
async function ownCreditPayment(tx: Executor, payer: CompanyBuyer, paymentId: number): Promise<PaymentRow> {
  const payment = await paymentRow(
    tx,
    sql`id = ${paymentId} AND company_id = ${payer.companyId} AND method = 'credit'`,
  );
  if (!payment) throw notFound();
  return payment;
}

/**
 * POST /api/pay/user_credit_pay: uses the credit line (409 when frozen or short of credit), adds the amount to
 * the current period's bill and marks the order paid. Paying a payment already paid answers its state again.
 */
export async function payCreditPayment(
  tx: Executor,
  payer: CompanyBuyer,
  paymentId: number,
): Promise<PaymentResult> {
  const found = await ownCreditPayment(tx, payer, paymentId);
  const order = await lockOrder(tx, payer.companyId, found.orderId);
  const payment = (await paymentRow(tx, sql`id = ${paymentId}`, true)) as PaymentRow;
  if (payment.status === 'paid') return resultOf(tx, payment);
  if (payment.status !== 'pending') throw conflict('该账期支付单已取消，请重新发起支付');
  const refusal = orderRefusal(order);
  if (refusal) throw conflict(refusal);
  const standing = await creditStanding(tx, payer.companyId);
  const creditRefused = creditRefusal(standing, payment.amountFen);
  if (creditRefused) throw conflict(creditRefused);
  const billId = await chargeBill(tx, payer.companyId, standing, payment.amountFen);
  await post(
    tx,
    { account: 'credit', kind: 'payment' },
    {
      companyId: payer.companyId,
      amountFen: payment.amountFen,
      orderId: order.id,
      paymentId,
      billId,
      actor: actorOf(payer),
    },
  );
  await markPaid(tx, order.id, paymentId, actorOf(payer));
  return resultOf(tx, payment);
}

/** POST /api/pay/user_credit_check: the credit payment's state. */
export async function creditPaymentState(
  tx: Executor,
  payer: CompanyBuyer,
  paymentId: number,
): Promise<PaymentResult> {
  return resultOf(tx, await ownCreditPayment(tx, payer, paymentId));
}

/** POST /api/pay/user_credit_create, in a transaction of its own. */
export function startCreditPayment(db: Db, payer: CompanyBuyer, orderId: number): Promise<PaymentResult> {
  return db.transaction((tx) => createCreditPayment(tx, payer, orderId));
}
