import { beijingMidnight, fenToYuan, type OnlinePayMethod, type StatementDifference } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';
import type { ProviderMap, StatementRow } from './providers/types';

/*
 * Reconciliation (docs/payments.md): one provider's statement of one Beijing day against our payments paid and
 * refunds settled that day, matched by our numbers (out_trade_no, out_refund_no). Every difference is listed:
 * a row only the provider has (平台无记录 — unless we recorded the same money on another day), a row only we have
 * (对账单无记录), or an amount that differs. The latest comparison per provider and day is kept.
 */

export interface StatementCheck {
  method: OnlinePayMethod;
  billDate: string;
  statementRows: number;
  ourRows: number;
  differences: StatementDifference[];
}

interface OurRow extends Record<string, unknown> {
  kind: 'payment' | 'refund';
  reference: string;
  amount_fen: string;
}

async function ourRows(tx: Executor, method: OnlinePayMethod, billDate: string): Promise<OurRow[]> {
  const start = new Date(beijingMidnight(billDate)).toISOString();
  const result = await tx.execute<OurRow>(sql`
    SELECT 'payment' AS kind, out_trade_no AS reference, amount_fen FROM online_payments
    WHERE method = ${method} AND paid_at >= ${start}::timestamptz AND paid_at < ${start}::timestamptz + interval '1 day'
    UNION ALL
    SELECT 'refund', r.out_refund_no, r.amount_fen FROM online_refunds r JOIN online_payments op ON op.id = r.online_payment_id
    WHERE op.method = ${method} AND r.status = 'succeeded'
      AND r.settled_at >= ${start}::timestamptz AND r.settled_at < ${start}::timestamptz + interval '1 day'`);
  return result.rows;
}

/** Our record of a reference on any day (a payment whose notification crossed midnight is not a difference). */
async function recordedElsewhere(tx: Executor, row: StatementRow): Promise<number | null> {
  const result =
    row.kind === 'payment'
      ? await tx.execute<{ amount_fen: string }>(sql`
          SELECT amount_fen FROM online_payments WHERE out_trade_no = ${row.reference} AND paid_at IS NOT NULL`)
      : await tx.execute<{ amount_fen: string }>(sql`
          SELECT amount_fen FROM online_refunds WHERE out_refund_no = ${row.reference} AND status = 'succeeded'`);
  const found = result.rows[0];
  return found ? Number(found.amount_fen) : null;
}

export function compareStatement(
  method: OnlinePayMethod,
  statement: readonly StatementRow[],
  ours: readonly OurRow[],
  elsewhere: ReadonlyMap<string, number>,
): StatementDifference[] {
  const key = (kind: string, reference: string) => `${kind}:${reference}`;
  const mine = new Map(ours.map((row) => [key(row.kind, row.reference), Number(row.amount_fen)]));
  const differences: StatementDifference[] = [];
  const seen = new Set<string>();
  for (const row of statement) {
    const k = key(row.kind, row.reference);
    seen.add(k);
    const amount = mine.get(k) ?? elsewhere.get(k) ?? null;
    if (amount === null)
      differences.push({
        kind: 'missing_ours',
        method,
        reference: row.reference,
        provider_amount: fenToYuan(row.amountFen),
        our_amount: null,
      });
    else if (amount !== row.amountFen)
      differences.push({
        kind: 'amount',
        method,
        reference: row.reference,
        provider_amount: fenToYuan(row.amountFen),
        our_amount: fenToYuan(amount),
      });
  }
  for (const row of ours)
    if (!seen.has(key(row.kind, row.reference)))
      differences.push({
        kind: 'missing_provider',
        method,
        reference: row.reference,
        provider_amount: null,
        our_amount: fenToYuan(Number(row.amount_fen)),
      });
  return differences;
}

/** Downloads and compares one day's statement, replacing that day's stored comparison. */
export async function reconcileDay(
  providers: ProviderMap,
  executor: Executor,
  method: OnlinePayMethod,
  billDate: string,
  actor: string,
): Promise<StatementCheck> {
  const provider = providers[method];
  if (!provider) throw conflict(`${method === 'alipay' ? '支付宝' : '微信支付'}未开通，无法对账`);
  let statement: StatementRow[];
  try {
    statement = await provider.statement(billDate);
  } catch (error) {
    throw conflict(`对账单下载失败：${(error as Error).message}`);
  }
  return executor.transaction(async (tx) => {
    const ours = await ourRows(tx, method, billDate);
    const mine = new Set(ours.map((row) => `${row.kind}:${row.reference}`));
    const elsewhere = new Map<string, number>();
    for (const row of statement) {
      const k = `${row.kind}:${row.reference}`;
      if (mine.has(k)) continue;
      const amount = await recordedElsewhere(tx, row);
      if (amount !== null) elsewhere.set(k, amount);
    }
    const differences = compareStatement(method, statement, ours, elsewhere);
    await tx.execute(sql`
      INSERT INTO statement_checks (method, bill_date, statement_rows, our_rows, differences, checked_by)
      VALUES (${method}, ${billDate}, ${statement.length}, ${ours.length}, ${JSON.stringify(differences)}::jsonb, ${actor})
      ON CONFLICT (method, bill_date) DO UPDATE SET statement_rows = EXCLUDED.statement_rows,
        our_rows = EXCLUDED.our_rows, differences = EXCLUDED.differences, checked_at = now(), checked_by = EXCLUDED.checked_by`);
    return { method, billDate, statementRows: statement.length, ourRows: ours.length, differences };
  });
}
