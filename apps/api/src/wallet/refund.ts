import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { post } from './ledger';

/*
 * Refunding money that was charged to a credit bill (账期), whole (an order cancelled) or in part (after-sales):
 * the part of the bill still owed goes back onto the credit line, the part already repaid goes to the balance, and
 * the bill shrinks by the whole amount, so it always owes exactly what the credit line shows.
 */

export interface CreditRefundEntry {
  companyId: number;
  orderId: number;
  paymentId: number;
  actor: string;
  remark: string;
}

/** Where a credit refund went, in fen. */
export interface CreditRefundSplit {
  toCreditFen: number;
  toBalanceFen: number;
}

export async function refundCredit(
  tx: Executor,
  entry: CreditRefundEntry,
  amountFen: number,
): Promise<CreditRefundSplit> {
  const charged = await tx.execute<{ bill_id: number }>(sql`
    SELECT bill_id FROM ledger_entries
    WHERE payment_id = ${entry.paymentId} AND account = 'credit' AND kind = 'payment'`);
  const billId = charged.rows[0]?.bill_id;
  if (!billId) throw new Error(`credit payment ${entry.paymentId} has no bill`);
  const bill = await tx.execute<{ amount_fen: string; repaid_fen: string }>(
    sql`SELECT amount_fen, repaid_fen FROM credit_bills WHERE id = ${billId} FOR UPDATE`,
  );
  const { amount_fen, repaid_fen } = bill.rows[0] as { amount_fen: string; repaid_fen: string };
  const toCreditFen = Math.min(amountFen, Number(amount_fen) - Number(repaid_fen));
  const toBalanceFen = amountFen - toCreditFen;
  if (toCreditFen > 0)
    await post(tx, { account: 'credit', kind: 'refund' }, { ...entry, billId, amountFen: -toCreditFen });
  if (toBalanceFen > 0)
    await post(tx, { account: 'balance', kind: 'refund' }, { ...entry, billId, amountFen: toBalanceFen });
  await tx.execute(sql`
    UPDATE credit_bills SET amount_fen = amount_fen - ${amountFen}, repaid_fen = repaid_fen - ${toBalanceFen}
    WHERE id = ${billId}`);
  return { toCreditFen, toBalanceFen };
}
