import {
  containsEphedrine,
  fenToYuan,
  type OnlinePayMethod,
  type OnlinePayment,
  type OnlinePaymentStatus,
  type OrderStatus,
  type RegulatoryClass,
  unixSeconds,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { post } from '../wallet';

/* The online payment rows and their wire shape (docs/payments.md). */

export interface OnlineRow {
  id: number;
  companyId: number;
  method: OnlinePayMethod;
  purpose: 'order' | 'recharge';
  orderId: number | null;
  paymentId: number | null;
  outTradeNo: string;
  amountFen: number;
  /** Combined payment: the part taken from the balance, and whether it went back. */
  balanceFen: number;
  balanceReleased: boolean;
  status: OnlinePaymentStatus;
  providerTradeNo: string | null;
  qrCode: string;
  payUrl: string;
  expiresAt: Date;
  orderStatus: OrderStatus | null;
}

/** One online payment with its order's status; `where` names it, `lock` locks the online payment row. */
export async function onlineRow(
  tx: Executor,
  where: ReturnType<typeof sql>,
  lock = false,
): Promise<OnlineRow | null> {
  const result = await tx.execute<{
    id: number;
    company_id: number;
    method: OnlinePayMethod;
    purpose: 'order' | 'recharge';
    order_id: number | null;
    payment_id: number | null;
    out_trade_no: string;
    amount_fen: string;
    balance_fen: string;
    balance_released: boolean;
    status: OnlinePaymentStatus;
    provider_trade_no: string | null;
    qr_code: string;
    pay_url: string;
    expires_at: Date | string;
    order_status: OrderStatus | null;
  }>(sql`
    SELECT op.id, op.company_id, op.method, op.purpose, op.order_id, op.payment_id, op.out_trade_no, op.amount_fen,
      op.balance_fen, op.balance_released, op.status, op.provider_trade_no, op.qr_code, op.pay_url, op.expires_at, o.status AS order_status
    FROM online_payments op LEFT JOIN orders o ON o.id = op.order_id
    WHERE ${where} ${lock ? sql`FOR UPDATE OF op` : sql``}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    method: row.method,
    purpose: row.purpose,
    orderId: row.order_id,
    paymentId: row.payment_id,
    outTradeNo: row.out_trade_no,
    amountFen: Number(row.amount_fen),
    balanceFen: Number(row.balance_fen),
    balanceReleased: row.balance_released,
    status: row.status,
    providerTradeNo: row.provider_trade_no,
    qrCode: row.qr_code,
    payUrl: row.pay_url,
    expiresAt: new Date(row.expires_at),
    orderStatus: row.order_status,
  };
}

export function onlineWire(row: OnlineRow): OnlinePayment {
  return {
    payment_id: row.id,
    method: row.method,
    purpose: row.purpose,
    order_id: row.orderId,
    order_status: row.orderStatus,
    amount: fenToYuan(row.amountFen),
    balance_amount: fenToYuan(row.balanceFen),
    status: row.status,
    qr_code: row.qrCode,
    pay_url: row.payUrl,
    expires_at: unixSeconds(row.expiresAt),
  };
}

/** Whether the order holds an ephedrine-containing preparation (never paid online: domain `onlinePayRefusal`). */
export async function orderHasEphedrine(tx: Executor, orderId: number): Promise<boolean> {
  const result = await tx.execute<{ regulatory_class: RegulatoryClass }>(sql`
    SELECT DISTINCT g.regulatory_class FROM order_lines l JOIN goods g ON g.id = l.goods_id
    WHERE l.order_id = ${orderId}`);
  return result.rows.some((row) => containsEphedrine(row.regulatory_class));
}

/** Records what was done with a notification or a query (forged, late and mismatched ones included). */
export async function logNotice(
  tx: Executor,
  method: OnlinePayMethod,
  outcome: string,
  reference: string,
  detail = '',
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO payment_notifications (method, outcome, reference, detail)
    VALUES (${method}, ${outcome}, ${reference.slice(0, 128)}, ${detail.slice(0, 1000)})`);
}

/**
 * Gives a combined payment's balance part back, once (a conditional UPDATE): the attempt failed, expired, or its
 * order was cancelled or paid another way. The caller holds the order's lock.
 */
export async function releaseBalancePart(tx: Executor, onlinePaymentId: number): Promise<number> {
  const released = await tx.execute<{
    balance_fen: string;
    company_id: number;
    order_id: number;
    payment_id: number;
  }>(sql`
    UPDATE online_payments SET balance_released = true
    WHERE id = ${onlinePaymentId} AND balance_fen > 0 AND NOT balance_released
    RETURNING balance_fen, company_id, order_id, payment_id`);
  const row = released.rows[0];
  if (!row) return 0;
  const amountFen = Number(row.balance_fen);
  await post(
    tx,
    { account: 'balance', kind: 'refund' },
    {
      companyId: row.company_id,
      amountFen,
      orderId: row.order_id,
      paymentId: row.payment_id,
      remark: '组合支付未完成，余额部分退回',
      actor: 'system',
    },
  );
  return amountFen;
}
