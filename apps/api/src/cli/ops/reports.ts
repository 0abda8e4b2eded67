import {
  beijingDateTime,
  formatFen,
  formatYuan,
  INVOICE_KIND_TEXT,
  PAY_METHOD_TEXT,
  type PayMethod,
} from '@yaocai/domain/print';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consoleInvoiceList } from '../../invoices';
import { transferQueue } from '../../payments';
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
  // The console's 对公转账 queue: one home for what a transfer awaiting confirmation is.
  const { list: transfers } = await transferQueue(tx, { status: 'pending' });
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
  // The console's 发票管理 queue (one home for what waits for an invoice number).
  const { list: invoices } = await consoleInvoiceList(tx, { queue: 'issuing', page: 1, per_page: 100 });
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
      rows: transfers.map(
        (r) =>
          `  ${r.reference}  ${r.order ? `订单 ${r.order.order_sn}` : `${r.bill_period} 账单还款`}  ${r.company.name}  ${formatYuan(r.amount)}  ${beijingDateTime(Date.parse(r.submitted_at))}`,
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
      title: '待开票（ops invoice-issue <发票id>）',
      empty: '没有待开票的发票',
      rows: invoices.map(
        (r) =>
          `  发票 ${r.id}  ${INVOICE_KIND_TEXT[r.kind]}  订单 ${r.order.order_sn}  ${r.company.name}  ${formatYuan(r.amount)}`,
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
