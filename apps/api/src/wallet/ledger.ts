import type { BalanceEntryKind, CreditEntryKind } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';

/*
 * The one place a balance or used credit changes (docs/orders-and-payment.md). Each change is a conditional
 * UPDATE of the wallet row (the balance never below zero, used credit never past the limit) and, in the same
 * statement's transaction, an append-only ledger entry carrying the value after it. Callers run it inside
 * their own transaction (the order, payment or refund it belongs to), so either both land or neither.
 */

export type LedgerPosting =
  | { account: 'balance'; kind: BalanceEntryKind }
  | { account: 'credit'; kind: CreditEntryKind };

export interface PostingInput {
  companyId: number;
  /** Signed fen: + raises the balance (or used credit), − lowers it. Never 0. */
  amountFen: number;
  orderId?: number | null;
  paymentId?: number | null;
  billId?: number | null;
  remark?: string;
  /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
  actor: string;
}

/** Why a posting was refused: the Chinese message a buyer or operator sees (409). */
export const LEDGER_REFUSALS = {
  insufficientBalance: '余额不足',
  creditExceeded: '可用额度不足',
  noWallet: '账户不存在',
} as const;

/**
 * Posts one entry and returns the account's value after it. Refuses (409, nothing written) when the balance
 * would go below zero or used credit below zero or past the limit.
 */
export async function post(tx: Executor, posting: LedgerPosting, input: PostingInput): Promise<number> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen === 0)
    throw new Error(`ledger amount must be a non-zero integer of fen, got ${input.amountFen}`);
  const column = posting.account === 'balance' ? sql.raw('balance_fen') : sql.raw('credit_used_fen');
  const guard =
    posting.account === 'balance'
      ? sql`balance_fen + ${input.amountFen} >= 0`
      : sql`credit_used_fen + ${input.amountFen} >= 0 AND credit_used_fen + ${input.amountFen} <= credit_limit_fen`;
  const updated = await tx.execute<{ after: string | number }>(sql`
    UPDATE wallets SET ${column} = ${column} + ${input.amountFen}
    WHERE company_id = ${input.companyId} AND ${guard}
    RETURNING ${column} AS after`);
  const row = updated.rows[0];
  if (!row) {
    const exists = await tx.execute(sql`SELECT 1 FROM wallets WHERE company_id = ${input.companyId}`);
    if (exists.rows.length === 0) throw conflict(LEDGER_REFUSALS.noWallet);
    throw conflict(
      posting.account === 'balance' ? LEDGER_REFUSALS.insufficientBalance : LEDGER_REFUSALS.creditExceeded,
    );
  }
  const after = Number(row.after);
  await tx.execute(sql`
    INSERT INTO ledger_entries
      (company_id, account, kind, amount_fen, after_fen, order_id, payment_id, bill_id, remark, actor)
    VALUES (${input.companyId}, ${posting.account}, ${posting.kind}, ${input.amountFen}, ${after},
      ${input.orderId ?? null}, ${input.paymentId ?? null}, ${input.billId ?? null}, ${input.remark ?? ''},
      ${input.actor})`);
  return after;
}

/** Creates a company's wallet row if it has none (balance 0, no credit). */
export async function ensureWallet(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO wallets (company_id) VALUES (${companyId}) ON CONFLICT DO NOTHING`);
}

/**
 * The invariant the tests and `ops check-ledger` verify: each wallet's balance and used credit equal the sums
 * of their ledger entries. Returns the companies where they do not (empty when consistent).
 */
export async function ledgerMismatches(tx: Executor): Promise<{ companyId: number; account: string }[]> {
  const result = await tx.execute<{ company_id: number; account: string }>(sql`
    SELECT w.company_id, a.account
    FROM wallets w
    CROSS JOIN (VALUES ('balance'), ('credit')) AS a(account)
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(e.amount_fen), 0) AS total FROM ledger_entries e
      WHERE e.company_id = w.company_id AND e.account = a.account) s ON true
    WHERE s.total <> CASE a.account WHEN 'balance' THEN w.balance_fen ELSE w.credit_used_fen END`);
  return result.rows.map((row) => ({ companyId: row.company_id, account: row.account }));
}
