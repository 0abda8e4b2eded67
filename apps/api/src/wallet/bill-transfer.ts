import { ApiStatus, type CreditBill, formatFen } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { ApiError, conflict, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { post } from './ledger';
import { billOfCompany } from './reads';
import { transferReference } from './transfer-reference';

/*
 * Repaying a credit bill by bank transfer (对公转账还款, issue #9 §2). The buyer asks: a pending repayment with
 * the platform's account and a reference ('YCH…'); the money moves in the ledger only when an operator confirms
 * its arrival (`ops confirm-transfer`). Lock order as elsewhere: the bill row, then the wallet (inside `post`).
 */

export const BILL_TRANSFER_PREFIX = 'YCH';

export const isBillTransferReference = (reference: string) => reference.startsWith(BILL_TRANSFER_PREFIX);

/**
 * POST /api/pay/credit_repay_transfer: the bill's pending transfer repayment, asked for what the bill owes now;
 * the same one again while it is pending. Another company's bill → 404; a bill that owes nothing → 409.
 */
export async function requestBillTransfer(
  tx: Executor,
  payer: CompanyBuyer,
  billId: number,
): Promise<CreditBill> {
  const locked = await tx.execute<{ owed_fen: string; pending: boolean }>(sql`
    SELECT amount_fen - repaid_fen AS owed_fen,
      EXISTS (SELECT 1 FROM bill_repayments r WHERE r.bill_id = b.id AND r.status = 'pending') AS pending
    FROM credit_bills b WHERE id = ${billId} AND company_id = ${payer.companyId} FOR UPDATE`);
  const bill = locked.rows[0];
  if (!bill) throw notFound();
  if (!bill.pending) {
    const owed = Number(bill.owed_fen);
    if (owed <= 0) throw conflict('该账单已还清');
    // 32^8 references: a collision is all but impossible, and a retry settles it.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await tx.execute(sql`
        INSERT INTO bill_repayments (bill_id, company_id, amount_fen, reference)
        VALUES (${billId}, ${payer.companyId}, ${owed}, ${transferReference(BILL_TRANSFER_PREFIX)})
        ON CONFLICT (reference) DO NOTHING RETURNING id`);
      if (inserted.rows.length > 0) break;
      if (attempt === 2) throw new Error('no free transfer reference after 3 attempts');
    }
  }
  return billOfCompany(tx, payer.companyId, billId);
}

/**
 * An operator confirms that the repayment transfer `reference` has arrived. What the bill still owes of it is
 * repaid (a credit repayment entry, the bill's `repaid`); what it no longer owes — the buyer repaid from the
 * balance meanwhile, or a refund lowered the bill — goes to the balance (a recharge entry), since the money did
 * arrive. 404 for an unknown reference, 409 when confirmed already (nothing changes).
 */
export async function confirmBillTransfer(tx: Executor, reference: string, actor: string): Promise<string> {
  const found = await tx.execute<{ bill_id: number }>(
    sql`SELECT bill_id FROM bill_repayments WHERE reference = ${reference}`,
  );
  const billId = found.rows[0]?.bill_id;
  if (billId === undefined)
    throw new ApiError(404, ApiStatus.notFound, `没有识别码为 ${reference} 的转账还款单`);
  const bills = await tx.execute<{ company_id: number; period: string; owed_fen: string }>(sql`
    SELECT company_id, period, amount_fen - repaid_fen AS owed_fen FROM credit_bills
    WHERE id = ${billId} FOR UPDATE`);
  const bill = bills.rows[0] as { company_id: number; period: string; owed_fen: string };
  const rows = await tx.execute<{ id: number; status: string; amount_fen: string }>(sql`
    SELECT id, status, amount_fen FROM bill_repayments WHERE reference = ${reference} FOR UPDATE`);
  const repayment = rows.rows[0] as { id: number; status: string; amount_fen: string };
  if (repayment.status !== 'pending') throw conflict(`转账 ${reference} 已确认过`);
  const amountFen = Number(repayment.amount_fen);
  const repaidFen = Math.min(amountFen, Math.max(0, Number(bill.owed_fen)));
  const entry = { companyId: bill.company_id, billId, actor };
  if (repaidFen > 0) {
    await post(
      tx,
      { account: 'credit', kind: 'repayment' },
      { ...entry, amountFen: -repaidFen, remark: `${bill.period} 账单对公转账还款 ${reference}` },
    );
    await tx.execute(
      sql`UPDATE credit_bills SET repaid_fen = repaid_fen + ${repaidFen} WHERE id = ${billId}`,
    );
  }
  const surplusFen = amountFen - repaidFen;
  if (surplusFen > 0)
    await post(
      tx,
      { account: 'balance', kind: 'recharge' },
      { ...entry, amountFen: surplusFen, remark: `对公转账还款 ${reference} 超出账单欠款，转入余额` },
    );
  await tx.execute(sql`
    UPDATE bill_repayments SET status = 'confirmed', confirmed_at = now(), confirmed_by = ${actor}
    WHERE id = ${repayment.id}`);
  const parts = [`${bill.period} 账单还款 ${formatFen(repaidFen)}`];
  if (surplusFen > 0) parts.push(`超出欠款的 ${formatFen(surplusFen)} 已转入余额`);
  return `已确认转账 ${reference}：${parts.join('，')}`;
}

/** POST /api/pay/credit_repay_transfer, in a transaction of its own. */
export function startBillTransfer(db: Db, payer: CompanyBuyer, billId: number): Promise<CreditBill> {
  return db.transaction((tx) => requestBillTransfer(tx, payer, billId));
}
