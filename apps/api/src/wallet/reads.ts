import {
  BALANCE_ENTRY_TEXT,
  type BalanceEntryKind,
  type BillTransfer,
  beijingMidnight,
  beijingToday,
  type Coupon,
  type CouponNum,
  type CreditBill,
  type CreditBillStatus,
  fenToYuan,
  type LedgerRow,
  type MoneyLogQuery,
  type UserCredit,
  unixSeconds,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { readSettings } from '../site';
import { couponFaceTerms, SCOPE_NAMES } from './coupon-centre';
import { creditStanding } from './credit';
import { post } from './ledger';

/* The wallet pages (/wdqb: /yegl balance log, /zqgl credit and bills, /yhq coupons) and bill repayment. */

const page = <T>(list: T[], total: number, query: { page: number; per_page: number }) => ({
  list,
  total,
  page: query.page,
  per_page: query.per_page,
});
const offsetOf = (query: { page: number; per_page: number }) => (query.page - 1) * query.per_page;
const totalOf = (rows: { total?: unknown }[]) => Number(rows[0]?.total ?? 0);

/** GET /api/user/user_money. */
export async function balanceOf(tx: Executor, companyId: number): Promise<number> {
  const result = await tx.execute<{ balance_fen: string }>(
    sql`SELECT balance_fen FROM wallets WHERE company_id = ${companyId}`,
  );
  return Number(result.rows[0]?.balance_fen ?? 0);
}

/** The start of a Beijing calendar day as the instant PostgreSQL compares with. */
const midnightOf = (day: string) => new Date(beijingMidnight(day)).toISOString();

/** GET /api/user/user_money_log: balance entries newest first, by kind and Beijing dates (inclusive). */
export async function moneyLog(tx: Executor, companyId: number, query: MoneyLogQuery) {
  const filters: SQL[] = [sql`e.company_id = ${companyId}`, sql`e.account = 'balance'`];
  if (query.use_type) filters.push(sql`e.kind = ${query.use_type}`);
  if (query.start_time) filters.push(sql`e.created_at >= ${midnightOf(query.start_time)}::timestamptz`);
  if (query.end_time)
    filters.push(sql`e.created_at < ${midnightOf(query.end_time)}::timestamptz + interval '1 day'`);
  const result = await tx.execute<{
    id: string;
    created_at: string;
    kind: BalanceEntryKind;
    amount_fen: string;
    after_fen: string;
    order_sn: string | null;
    remark: string;
  }>(sql`
    SELECT e.id, e.created_at, e.kind, e.amount_fen, e.after_fen, o.order_sn, e.remark
    FROM ledger_entries e LEFT JOIN orders o ON o.id = e.order_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY e.id DESC LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`);
  const list: LedgerRow[] = result.rows.map((row) => {
    const amountFen = Number(row.amount_fen);
    return {
      id: Number(row.id),
      at: unixSeconds(new Date(row.created_at)),
      use_type: row.kind,
      type_text: BALANCE_ENTRY_TEXT[row.kind],
      amount: `${amountFen < 0 ? '-' : '+'}${fenToYuan(Math.abs(amountFen))}`,
      balance_after: fenToYuan(Number(row.after_fen)),
      order_sn: row.order_sn ?? '',
      remark: row.remark,
    };
  });
  const counted = await tx.execute<{ total: string }>(
    sql`SELECT count(*) AS total FROM ledger_entries e WHERE ${sql.join(filters, sql` AND `)}`,
  );
  return page(list, totalOf(counted.rows), query);
}

/** GET /api/user/user_credit. */
export async function userCredit(tx: Executor, companyId: number): Promise<UserCredit> {
  const standing = await creditStanding(tx, companyId);
  return {
    limit: fenToYuan(standing.limitFen),
    used: fenToYuan(standing.usedFen),
    available: fenToYuan(Math.max(0, standing.availableFen)),
    billing_day: standing.billingDay,
    due_days: standing.dueDays,
    overdue: fenToYuan(standing.overdueFen),
    frozen: standing.frozen ? 1 : 0,
  };
}

interface BillRow extends Record<string, unknown> {
  id: number;
  period: string;
  amount_fen: string;
  repaid_fen: string;
  due_on: string;
  transfer_reference: string | null;
  transfer_amount_fen: string | null;
  transfer_at: string | null;
}

/** A bill with its pending transfer repayment (at most one: `bill_repayments_one_pending`). */
const BILL_COLUMNS = sql`b.id, b.period, b.amount_fen, b.repaid_fen, b.due_on::text AS due_on,
  r.reference AS transfer_reference, r.amount_fen AS transfer_amount_fen, r.created_at AS transfer_at`;
const BILLS = sql`credit_bills b LEFT JOIN bill_repayments r ON r.bill_id = b.id AND r.status = 'pending'`;

function billOf(row: BillRow, today: string, payee: BillTransfer['payee']): CreditBill {
  const outstanding = Number(row.amount_fen) - Number(row.repaid_fen);
  const status: CreditBillStatus = outstanding <= 0 ? 'repaid' : row.due_on < today ? 'overdue' : 'open';
  return {
    id: row.id,
    period: row.period,
    amount: fenToYuan(Number(row.amount_fen)),
    repaid: fenToYuan(Number(row.repaid_fen)),
    outstanding: fenToYuan(outstanding),
    due_date: row.due_on,
    status,
    transfer:
      row.transfer_reference === null
        ? null
        : {
            reference: row.transfer_reference,
            amount: fenToYuan(Number(row.transfer_amount_fen)),
            payee,
            created_at: unixSeconds(new Date(row.transfer_at as string)),
          },
  };
}

/** The bills matching `where` (over `credit_bills b`), as the wire has them. */
async function readBills(tx: Executor, where: SQL, tail: SQL = sql``): Promise<CreditBill[]> {
  const result = await tx.execute<BillRow>(sql`SELECT ${BILL_COLUMNS} FROM ${BILLS} WHERE ${where} ${tail}`);
  if (result.rows.length === 0) return [];
  const { transfer_payee: payee } = await readSettings(tx, ['transfer_payee']);
  const today = beijingToday();
  return result.rows.map((row) => billOf(row, today, payee));
}

/** One of the company's bills, or 404. */
export async function billOfCompany(tx: Executor, companyId: number, billId: number): Promise<CreditBill> {
  const [bill] = await readBills(tx, sql`b.id = ${billId} AND b.company_id = ${companyId}`);
  if (!bill) throw notFound();
  return bill;
}

/** The bill tabs of spec §7 user_credit_list `type`: 0 all, 1 open (not yet due), 2 repaid, 3 overdue. */
function billFilter(type: number, today: string): SQL {
  if (type === 1) return sql`b.amount_fen > b.repaid_fen AND b.due_on >= ${today}`;
  if (type === 2) return sql`b.amount_fen <= b.repaid_fen`;
  if (type === 3) return sql`b.amount_fen > b.repaid_fen AND b.due_on < ${today}`;
  return sql`true`;
}

/** GET /api/user/user_credit_list: bills newest period first. */
export async function creditBills(
  tx: Executor,
  companyId: number,
  query: { page: number; per_page: number; type: number },
) {
  const where = sql`b.company_id = ${companyId} AND ${billFilter(query.type, beijingToday())}`;
  const list = await readBills(
    tx,
    where,
    sql`ORDER BY b.closes_on DESC LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`,
  );
  const counted = await tx.execute<{ total: string }>(
    sql`SELECT count(*) AS total FROM credit_bills b WHERE ${where}`,
  );
  return page(list, totalOf(counted.rows), query);
}

/**
 * POST /api/pay/credit_repay: pays what the bill still owes from the balance — a balance repayment entry, a
 * credit repayment entry (used credit lowers) and the bill's repaid amount, in one transaction. 409 余额不足.
 */
export async function repayBill(tx: Executor, payer: CompanyBuyer, billId: number): Promise<CreditBill> {
  const found = await tx.execute<{ period: string; owed_fen: string }>(sql`
    SELECT period, amount_fen - repaid_fen AS owed_fen FROM credit_bills
    WHERE id = ${billId} AND company_id = ${payer.companyId} FOR UPDATE`);
  const bill = found.rows[0];
  if (!bill) throw notFound();
  const outstanding = Number(bill.owed_fen);
  if (outstanding <= 0) throw conflict('该账单已还清');
  const entry = {
    companyId: payer.companyId,
    billId,
    actor: `buyer:${payer.userId}`,
    remark: `${bill.period} 账单还款`,
  };
  await post(tx, { account: 'balance', kind: 'repayment' }, { ...entry, amountFen: -outstanding });
  await post(tx, { account: 'credit', kind: 'repayment' }, { ...entry, amountFen: -outstanding });
  await tx.execute(
    sql`UPDATE credit_bills SET repaid_fen = repaid_fen + ${outstanding} WHERE id = ${billId}`,
  );
  return billOfCompany(tx, payer.companyId, billId);
}

/* ---------- Coupons ---------- */

const COUPON_FILTERS: SQL[] = [
  sql`uc.used_order_id IS NULL AND uc.ends_at > now()`,
  sql`uc.used_order_id IS NOT NULL`,
  sql`uc.used_order_id IS NULL AND uc.ends_at <= now()`,
];
const COUPON_STATUS_OF = ['unused', 'used', 'expired'] as const;

/** GET /api/user/coupon: status 0 unused (soonest to end first), 1 used, 2 expired (newest first). */
export async function couponList(
  tx: Executor,
  companyId: number,
  query: { page: number; per_page: number; status: number },
) {
  const filter = COUPON_FILTERS[query.status] ?? sql`true`;
  const where = sql`uc.company_id = ${companyId} AND ${filter}`;
  const order = query.status === 0 ? sql`uc.ends_at ASC, uc.id` : sql`uc.id DESC`;
  const result = await tx.execute<
    Parameters<typeof couponFaceTerms>[0] & { id: number; title: string; starts_at: string; ends_at: string }
  >(sql`
    SELECT uc.id, c.title, c.kind, c.amount_fen, c.rate_percent, c.threshold_fen, c.scope, uc.starts_at,
      uc.ends_at, ${SCOPE_NAMES}
    FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
    WHERE ${where} ORDER BY ${order} LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`);
  const counted = await tx.execute<{ total: string }>(sql`
    SELECT count(*) AS total FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE ${where}`);
  const list: Coupon[] = result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    ...couponFaceTerms(row),
    starts_at: unixSeconds(new Date(row.starts_at)),
    ends_at: unixSeconds(new Date(row.ends_at)),
    status: COUPON_STATUS_OF[query.status] ?? 'unused',
  }));
  return page(list, totalOf(counted.rows), query);
}

/** GET /api/user/couponNum. */
export async function couponCounts(tx: Executor, companyId: number): Promise<CouponNum> {
  const result = await tx.execute<{ unused: string; used: string; expired: string }>(sql`
    SELECT count(*) FILTER (WHERE ${COUPON_FILTERS[0]}) AS unused,
      count(*) FILTER (WHERE ${COUPON_FILTERS[1]}) AS used,
      count(*) FILTER (WHERE ${COUPON_FILTERS[2]}) AS expired
    FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE uc.company_id = ${companyId}`);
  const row = result.rows[0];
  return {
    unused: Number(row?.unused ?? 0),
    used: Number(row?.used ?? 0),
    expired: Number(row?.expired ?? 0),
  };
}
