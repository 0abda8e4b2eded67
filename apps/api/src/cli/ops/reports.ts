import { formatFen, PAY_METHOD_TEXT, type PayMethod } from '@yaocai/domain/print';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/* `ops pending` (the operator's work queue) and `ops audit` (the trail). Times are printed in Beijing time. */

const beijing = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`);

interface Section {
  title: string;
  empty: string;
  rows: string[];
}

function render(sections: Section[]): string {
  return sections
    .map(({ title, empty, rows }) =>
      [`${title}（${rows.length}）`, ...(rows.length ? rows : [`  ${empty}`])].join('\n'),
    )
    .join('\n\n');
}

export async function pendingWork(tx: Executor): Promise<string> {
  const toShip = await tx.execute<{
    order_sn: string;
    company: string;
    total_fen: string;
    paid_at: string;
  }>(sql`
    SELECT o.order_sn, c.name AS company, o.total_fen, ${beijing('o.paid_at')} AS paid_at
    FROM orders o JOIN companies c ON c.id = o.company_id
    WHERE o.status = 'paid' ORDER BY o.paid_at, o.id`);
  const transfers = await tx.execute<{
    reference: string;
    order_sn: string;
    company: string;
    amount_fen: string;
    created_at: string;
  }>(sql`
    SELECT p.reference, o.order_sn, c.name AS company, p.amount_fen, ${beijing('p.created_at')} AS created_at
    FROM payments p JOIN orders o ON o.id = p.order_id JOIN companies c ON c.id = p.company_id
    WHERE p.method = 'transfer' AND p.status = 'pending' AND o.status = 'unpaid'
    ORDER BY p.created_at, p.id`);
  const billTransfers = await tx.execute<{
    reference: string;
    period: string;
    company: string;
    amount_fen: string;
    created_at: string;
  }>(sql`
    SELECT r.reference, b.period, c.name AS company, r.amount_fen, ${beijing('r.created_at')} AS created_at
    FROM bill_repayments r JOIN credit_bills b ON b.id = r.bill_id JOIN companies c ON c.id = r.company_id
    WHERE r.status = 'pending' ORDER BY r.created_at, r.id`);
  // Money taken for an order that was then cancelled, and not yet given back (a transfer is refunded by hand).
  const refunds = await tx.execute<{
    order_sn: string;
    company: string;
    method: PayMethod;
    amount_fen: string;
    cancelled_at: string;
  }>(sql`
    SELECT o.order_sn, c.name AS company, p.method, p.amount_fen, ${beijing('o.cancelled_at')} AS cancelled_at
    FROM payments p JOIN orders o ON o.id = p.order_id JOIN companies c ON c.id = p.company_id
    WHERE p.status = 'paid' AND o.status = 'cancelled'
    ORDER BY o.cancelled_at, p.id`);
  const overdue = await tx.execute<{ company: string; period: string; due_on: string; owed_fen: string }>(sql`
    SELECT c.name AS company, b.period, b.due_on::text AS due_on, b.amount_fen - b.repaid_fen AS owed_fen
    FROM credit_bills b JOIN companies c ON c.id = b.company_id
    WHERE b.repaid_fen < b.amount_fen AND b.due_on < (now() AT TIME ZONE 'Asia/Shanghai')::date
    ORDER BY b.due_on, b.id`);
  return render([
    {
      title: '待发货订单',
      empty: '没有待发货的订单',
      rows: toShip.rows.map(
        (r) => `  ${r.order_sn}  ${r.company}  ${formatFen(Number(r.total_fen))}  付款于 ${r.paid_at}`,
      ),
    },
    {
      title: '待确认的对公转账',
      empty: '没有待确认的转账',
      rows: transfers.rows
        .map(
          (r) =>
            `  ${r.reference}  订单 ${r.order_sn}  ${r.company}  ${formatFen(Number(r.amount_fen))}  ${r.created_at}`,
        )
        .concat(
          billTransfers.rows.map(
            (r) =>
              `  ${r.reference}  ${r.period} 账单还款  ${r.company}  ${formatFen(Number(r.amount_fen))}  ${r.created_at}`,
          ),
        ),
    },
    {
      title: '待退款',
      empty: '没有待退款',
      rows: refunds.rows.map(
        (r) =>
          `  订单 ${r.order_sn}  ${r.company}  ${PAY_METHOD_TEXT[r.method]}  ${formatFen(Number(r.amount_fen))}  取消于 ${r.cancelled_at}`,
      ),
    },
    {
      title: '逾期账单',
      empty: '没有逾期账单',
      rows: overdue.rows.map(
        (r) => `  ${r.company}  ${r.period}  应还 ${formatFen(Number(r.owed_fen))}  到期 ${r.due_on}`,
      ),
    },
  ]);
}

export async function auditTrail(tx: Executor, last: string | undefined): Promise<string> {
  const n = last === undefined ? 20 : Number(last);
  if (!Number.isInteger(n) || n < 1 || n > 500) throw new OpsError('--last 应为 1–500 的整数', 2);
  const rows = await tx.execute<{
    id: number;
    at: string;
    operator: string;
    command: string;
    args: unknown;
    ok: boolean;
    result: string;
  }>(sql`
    SELECT id, ${beijing('at')} AS at, operator, command, args, ok, result
    FROM ops_audit ORDER BY id DESC LIMIT ${n}`);
  if (rows.rows.length === 0) return '审计记录为空';
  return rows.rows
    .map(
      (r) =>
        `#${r.id}  ${r.at}  ${r.operator}  ${r.command} ${JSON.stringify(r.args)}  ${r.ok ? '成功' : '失败'}：${r.result.split('\n')[0]}`,
    )
    .join('\n');
}
