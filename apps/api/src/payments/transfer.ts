import { ApiStatus, type PaymentResult, type TransferInstructions } from '@yaocai/domain';
import { formatYuan, ORDER_STATUS_TEXT } from '@yaocai/domain/print';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { ApiError, conflict } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { markPaid } from '../orders';
import { readSettings } from '../site';
import { confirmBillTransfer, isBillTransferReference, transferReference } from '../wallet';
import {
  insertPayment,
  lockPayableOrder,
  type PaymentRow,
  paymentRow,
  refusePayMethod,
  resultOf,
} from './service';

/* Bank transfer (对公转账): the buyer transfers with a reference, an operator confirms its arrival. */

/**
 * POST /api/pay/transfer: the platform's account and a unique reference for the buyer to write on the transfer;
 * the pending one if the order has it. The order is paid when an operator confirms (`confirmTransfer`).
 */
export async function requestTransfer(
  tx: Executor,
  payer: CompanyBuyer,
  orderId: number,
): Promise<TransferInstructions> {
  const order = await lockPayableOrder(tx, payer.companyId, orderId);
  await refusePayMethod(tx, orderId, 'transfer');
  let payment = await paymentRow(
    tx,
    sql`order_id = ${orderId} AND method = 'transfer' AND status = 'pending'`,
  );
  // 32^8 references: a collision is all but impossible, and a retry settles it.
  for (let attempt = 0; !payment && attempt < 3; attempt += 1)
    payment = await insertPayment(tx, payer, order, 'transfer', transferReference());
  if (!payment) throw new Error('no free transfer reference after 3 attempts');
  const { transfer_payee: payee } = await readSettings(tx, ['transfer_payee']);
  return { ...(await resultOf(tx, payment)), payee, reference: payment.reference };
}

/**
 * An operator confirms that the transfer with `reference` has arrived: the order is paid. 404 for an unknown
 * reference; 409 when it was confirmed already, or when its order was cancelled or paid another way (the
 * payment is then cancelled, and the money has to go back by bank).
 */
export async function confirmTransfer(
  tx: Executor,
  reference: string,
  operator: string,
): Promise<PaymentResult> {
  const found = await paymentRow(tx, sql`reference = ${reference} AND method = 'transfer'`);
  if (!found) throw new ApiError(404, ApiStatus.notFound, `没有识别码为 ${reference} 的转账支付单`);
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${found.orderId} FOR UPDATE`);
  const payment = (await paymentRow(tx, sql`id = ${found.id}`, true)) as PaymentRow;
  if (payment.status === 'paid') throw conflict(`转账 ${reference} 已确认过`);
  if (payment.status !== 'pending')
    throw conflict(`转账 ${reference} 的支付单已取消（订单已取消或已用其他方式支付），款项需原路退回`);
  await markPaid(tx, payment.orderId, payment.id, `operator:${operator}`);
  return resultOf(tx, payment);
}

/**
 * An operator confirms the transfer `reference` has arrived, whichever it pays: a bill's 'YCH…' repays the bill
 * (wallet's `confirmBillTransfer`), any other an order (`confirmTransfer`). `actor` is 'operator:<name>'. Answers
 * what was done in words. The one home of this choice: `ops confirm-transfer` and the console call it.
 */
export async function confirmAnyTransfer(tx: Executor, reference: string, actor: string): Promise<string> {
  if (isBillTransferReference(reference)) return confirmBillTransfer(tx, reference, actor);
  const payment = await confirmTransfer(tx, reference, actor.replace(/^operator:/, ''));
  return `已确认转账 ${reference}：订单 #${payment.order_id} 已付款 ${formatYuan(payment.amount)}，状态 ${ORDER_STATUS_TEXT.paid}`;
}

/** POST /api/pay/transfer, in a transaction of its own. */
export function startTransfer(db: Db, payer: CompanyBuyer, orderId: number): Promise<TransferInstructions> {
  return db.transaction((tx) => requestTransfer(tx, payer, orderId));
}
