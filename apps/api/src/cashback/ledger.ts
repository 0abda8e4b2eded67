import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { CASH_VOUCHER_ENTRY_KINDS } from '../db/schema/index';
import { conflict } from '../lib/errors';

/*
 * The one place a cash voucher's remaining value changes (docs/cashback.md), built like the money and points
 * ledgers: a conditional UPDATE of cash_vouchers.remaining_fen (never below 0, never above the face amount, never
 * on a voucher taken back) and, in the caller's transaction, an append-only entry with the value after it.
 */

export interface VoucherPosting {
  voucherId: number;
  kind: (typeof CASH_VOUCHER_ENTRY_KINDS)[number];
  /** Signed: + issue and return, − spend and take_back. Never 0. */
  amountFen: number;
  orderId?: number | null;
  afterSaleRequestId?: number | null;
  actor: string;
}

/** The Chinese refusal of a spend that finds the voucher spent or taken back by another order first. */
export const VOUCHER_SPENT = '现金券余额不足或已被使用，请刷新后重新选择';

/** Posts one entry, returns the remaining value after it; 409 when the voucher cannot take it. */
export async function postVoucher(tx: Executor, posting: VoucherPosting): Promise<number> {
  if (!Number.isSafeInteger(posting.amountFen) || posting.amountFen === 0)
    throw new Error(`voucher amount must be a non-zero integer, got ${posting.amountFen}`);
  const updated = await tx.execute<{ remaining_fen: string }>(sql`
    UPDATE cash_vouchers SET remaining_fen = remaining_fen + ${posting.amountFen}
    WHERE id = ${posting.voucherId} AND revoked_at IS NULL
      AND remaining_fen + ${posting.amountFen} BETWEEN 0 AND amount_fen
    RETURNING remaining_fen`);
  const row = updated.rows[0];
  if (!row) throw conflict(VOUCHER_SPENT);
  await tx.execute(sql`
    INSERT INTO cash_voucher_entries (voucher_id, kind, amount_fen, after_fen, order_id, after_sale_request_id, actor)
    VALUES (${posting.voucherId}, ${posting.kind}, ${posting.amountFen}, ${row.remaining_fen},
      ${posting.orderId ?? null}, ${posting.afterSaleRequestId ?? null}, ${posting.actor})`);
  return Number(row.remaining_fen);
}

/** The invariant: each voucher's remaining value equals the sum of its entries. The vouchers where it does not. */
export async function voucherMismatches(tx: Executor): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    SELECT v.id FROM cash_vouchers v
    WHERE v.remaining_fen <> (SELECT coalesce(sum(e.amount_fen), 0) FROM cash_voucher_entries e WHERE e.voucher_id = v.id)`);
  return result.rows.map((row) => row.id);
}
