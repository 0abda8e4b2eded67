import {
  type ConsoleOrderDetail,
  type ConsoleOrderPage,
  type ConsoleOrderQuery,
  fenToYuan,
  mayCancelOrder,
  ORDER_STATUS_TEXT,
  type OrderStatus,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { containing } from '../lib/like';
import { anyOrderDetail } from './detail-reads';

/*
 * The console's reads of orders (订单发货, issue #26 §2): every company's orders, 待发货 first and oldest first
 * (the warehouse works the queue in order), then the rest newest first, filtered by status, words, company, goods
 * and dates; an order's page is the buyer's detail with its company, online payments (provider numbers and
 * refunds) and ledger entries.
 */

interface Row extends Record<string, unknown> {
  id: number;
  order_sn: string;
  status: OrderStatus;
  company_id: number;
  company_name: string;
  created_at: string;
  total_fen: string;
  lines_count: string;
  units: string;
}

/** GET /api/console/orders. */
export async function orderQueue(db: Executor, query: ConsoleOrderQuery): Promise<ConsoleOrderPage> {
  const parts: SQL[] = [sql`true`];
  if (query.status) parts.push(sql`o.status = ${query.status}`);
  if (query.keywords) {
    const pattern = containing(query.keywords);
    parts.push(sql`(o.order_sn ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
  }
  if (query.company) parts.push(sql`c.name ILIKE ${containing(query.company)}`);
  if (query.goods) {
    const pattern = containing(query.goods);
    parts.push(sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id
      AND (l.name ILIKE ${pattern} OR l.pzwh ILIKE ${pattern}))`);
  }
  if (query.start_date)
    parts.push(sql`o.created_at >= (${query.start_date}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  if (query.end_date)
    parts.push(sql`o.created_at < ((${query.end_date}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  const where = sql.join(parts, sql` AND `);
  const [total] = (
    await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM orders o JOIN companies c ON c.id = o.company_id WHERE ${where}`,
    )
  ).rows;
  const page = await db.execute<Row>(sql`
    SELECT o.id, o.order_sn, o.status, o.company_id, c.name AS company_name,
      floor(extract(epoch FROM o.created_at))::int8 AS created_at, o.total_fen,
      (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines_count,
      (SELECT coalesce(sum(l.number), 0) FROM order_lines l WHERE l.order_id = o.id) AS units
    FROM orders o JOIN companies c ON c.id = o.company_id
    WHERE ${where}
    ORDER BY (o.status = 'paid') DESC,
      CASE WHEN o.status = 'paid' THEN o.created_at END ASC,
      o.created_at DESC, o.id DESC
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      order_sn: row.order_sn,
      status: row.status,
      status_text: ORDER_STATUS_TEXT[row.status],
      company: { id: row.company_id, name: row.company_name },
      created_at: Number(row.created_at),
      total: fenToYuan(Number(row.total_fen)),
      lines_count: Number(row.lines_count),
      units: Number(row.units),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** GET /api/console/orders/{id}; null if there is no such order. */
export async function orderForOperator(db: Executor, id: number): Promise<ConsoleOrderDetail | null> {
  const detail = await anyOrderDetail(db, id);
  if (!detail) return null;
  const [company] = (
    await db.execute<{ id: number; name: string }>(
      sql`SELECT c.id, c.name FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.id = ${id}`,
    )
  ).rows;
  return {
    ...detail,
    company: { id: company?.id ?? 0, name: company?.name ?? '' },
    can_ship: detail.status === 'paid' ? 1 : 0,
    can_cancel_refund: mayCancelOrder(detail.status) ? 1 : 0,
    online_payments: await onlinePaymentsOf(db, id),
    ledger: await ledgerOf(db, id),
  };
}

/** The provider attempts that took money (paid, or refunded since), with their refunds. */
async function onlinePaymentsOf(
  db: Executor,
  orderId: number,
): Promise<ConsoleOrderDetail['online_payments']> {
  const found = await db.execute<{
    payment_id: number | null;
    method: ConsoleOrderDetail['online_payments'][number]['method'];
    out_trade_no: string;
    provider_trade_no: string | null;
    amount_fen: string;
    balance_fen: string;
    refunds: {
      out_refund_no: string;
      amount_fen: string;
      status: ConsoleOrderDetail['online_payments'][number]['refunds'][number]['status'];
      reason: string;
      created_at: number;
      settled_at: number | null;
    }[];
  }>(sql`
    SELECT op.payment_id, op.method, op.out_trade_no, op.provider_trade_no, op.amount_fen, op.balance_fen,
      (SELECT coalesce(json_agg(json_build_object('out_refund_no', r.out_refund_no, 'amount_fen', r.amount_fen,
          'status', r.status, 'reason', r.reason, 'created_at', floor(extract(epoch FROM r.created_at))::int8,
          'settled_at', floor(extract(epoch FROM r.settled_at))::int8) ORDER BY r.id), '[]')
       FROM online_refunds r WHERE r.online_payment_id = op.id) AS refunds
    FROM online_payments op
    WHERE op.order_id = ${orderId} AND op.purpose = 'order' AND op.status IN ('paid', 'refunded')
    ORDER BY op.id`);
  return found.rows.map((row) => ({
    payment_id: row.payment_id,
    method: row.method,
    out_trade_no: row.out_trade_no,
    provider_trade_no: row.provider_trade_no ?? '',
    amount: fenToYuan(Number(row.amount_fen)),
    balance_part: fenToYuan(Number(row.balance_fen)),
    refunds: row.refunds.map(({ amount_fen, ...refund }) => ({
      ...refund,
      created_at: Number(refund.created_at),
      settled_at: refund.settled_at === null ? null : Number(refund.settled_at),
      amount: fenToYuan(Number(amount_fen)),
    })),
  }));
}

/** The order's balance and 账期 ledger entries, oldest first: its payment and any refund. */
async function ledgerOf(db: Executor, orderId: number): Promise<ConsoleOrderDetail['ledger']> {
  const found = await db.execute<{
    id: string;
    account: 'balance' | 'credit';
    kind: ConsoleOrderDetail['ledger'][number]['kind'];
    amount_fen: string;
    remark: string;
    at: string;
  }>(sql`
    SELECT id, account, kind, amount_fen, remark, floor(extract(epoch FROM created_at))::int8 AS at
    FROM ledger_entries WHERE order_id = ${orderId} ORDER BY id`);
  return found.rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    kind: row.kind,
    amount: fenToYuan(Number(row.amount_fen)),
    remark: row.remark,
    at: Number(row.at),
  }));
}
