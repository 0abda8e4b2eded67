import { beijingToday } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * Credit (账期) bills. A credit payment is added to the bill of the period it falls in: the period closes on the
 * company's billing day (Beijing calendar) — this month's if the day has not passed, else next month's — and
 * the bill is due `due_days` after closing. A bill past its due date with money outstanding is overdue, and
 * while one is, the company's credit is frozen (no new credit payments) until it is repaid.
 */

export interface BillPeriod {
  /** 'YYYY-MM' of the closing date. */
  period: string;
  closesOn: string;
  dueOn: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The bill a credit payment made at `nowMs` belongs to. */
export function billPeriod(nowMs: number, billingDay: number, dueDays: number): BillPeriod {
  const [year, month, day] = beijingToday(nowMs).split('-').map(Number) as [number, number, number];
  // Date.UTC rolls month 13 over into January of the next year.
  const closes = new Date(Date.UTC(year, day <= billingDay ? month - 1 : month, billingDay));
  const due = new Date(closes.getTime() + dueDays * 24 * 60 * 60 * 1000);
  return { period: isoDay(closes).slice(0, 7), closesOn: isoDay(closes), dueOn: isoDay(due) };
}

export interface CreditStanding {
  limitFen: number;
  usedFen: number;
  availableFen: number;
  billingDay: number;
  dueDays: number;
  /** Outstanding on bills past their due date. */
  overdueFen: number;
  frozen: boolean;
}

/** A company's credit line as it stands (no wallet row = no credit). */
export async function creditStanding(
  tx: Executor,
  companyId: number,
  nowMs = Date.now(),
): Promise<CreditStanding> {
  const result = await tx.execute<{
    limit_fen: string;
    used_fen: string;
    billing_day: number;
    due_days: number;
    overdue_fen: string;
  }>(sql`
    SELECT w.credit_limit_fen AS limit_fen, w.credit_used_fen AS used_fen, w.billing_day, w.due_days,
      (SELECT coalesce(sum(b.amount_fen - b.repaid_fen), 0) FROM credit_bills b
       WHERE b.company_id = w.company_id AND b.due_on < ${beijingToday(nowMs)}) AS overdue_fen
    FROM wallets w WHERE w.company_id = ${companyId}`);
  const row = result.rows[0];
  if (!row)
    return {
      limitFen: 0,
      usedFen: 0,
      availableFen: 0,
      billingDay: 0,
      dueDays: 0,
      overdueFen: 0,
      frozen: false,
    };
  const limitFen = Number(row.limit_fen);
  const usedFen = Number(row.used_fen);
  const overdueFen = Number(row.overdue_fen);
  return {
    limitFen,
    usedFen,
    availableFen: limitFen - usedFen,
    billingDay: row.billing_day,
    dueDays: row.due_days,
    overdueFen,
    frozen: overdueFen > 0,
  };
}

/** Why this company cannot pay `amountFen` on credit now; '' when it can. */
export function creditRefusal(standing: CreditStanding, amountFen: number): string {
  if (standing.billingDay === 0 || standing.limitFen === 0) return '未开通账期支付';
  if (standing.frozen) return '有逾期账单未还清，账期已冻结';
  if (standing.availableFen < amountFen) return '可用额度不足';
  return '';
}

/** Adds `amountFen` to the company's bill of the current period (created on first use); returns its id. */
export async function chargeBill(
  tx: Executor,
  companyId: number,
  standing: Pick<CreditStanding, 'billingDay' | 'dueDays'>,
  amountFen: number,
  nowMs = Date.now(),
): Promise<number> {
  const { period, closesOn, dueOn } = billPeriod(nowMs, standing.billingDay, standing.dueDays);
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO credit_bills (company_id, period, amount_fen, closes_on, due_on)
    VALUES (${companyId}, ${period}, ${amountFen}, ${closesOn}, ${dueOn})
    ON CONFLICT (company_id, period) DO UPDATE SET amount_fen = credit_bills.amount_fen + excluded.amount_fen
    RETURNING id`);
  return (result.rows[0] as { id: number }).id;
}
