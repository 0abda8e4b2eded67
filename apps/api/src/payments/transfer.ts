import { ApiStatus, type PaymentResult, type TransferInstructions } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { ApiError, conflict } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { markPaid } from '../orders';
import { readSettings } from '../site';
import { transferReference } from '../wallet';
import { insertPayment, lockPayableOrder, type PaymentRow, paymentRow, resultOf } from './service';

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

/** POST /api/pay/transfer, in a transaction of its own. */
export function startTransfer(db: Db, payer: CompanyBuyer, orderId: number): Promise<TransferInstructions> {
  return db.transaction((tx) => requestTransfer(tx, payer, orderId));
}
