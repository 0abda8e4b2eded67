import {
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleStatus,
  afterSaleRefusal,
  fenToYuan,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  type OrderSummary,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { containing } from '../lib/like';
import { readSettings } from '../site';
import { orderActions } from './actions';

/*
 * The order centre's reads (GET /api/order; GET /api/order/{id} is in detail-reads.ts, over the summary here). Orders are the buyer's company's: two logins
 * of one company see the same orders, another company's order is as absent as a missing one. A list page is three
 * statements (tab counts, total, the page) and a detail one (lines, batches, payments and history gathered with
 * json_agg): never a query per order or per line.
 */

export const epoch = (column: SQL) => sql`floor(extract(epoch FROM ${column}))::int8`;
export const yuan = (fen: string | number) => fenToYuan(Number(fen));

export interface SummaryRow extends Record<string, unknown> {
  id: number;
  order_sn: string;
  status: OrderStatus;
  created_at: string;
  pay_deadline: string;
  goods_total_fen: string;
  discount_fen: string;
  coupon_fen: string;
  cash_voucher_fen: string;
  shipping_fen: string;
  total_fen: string;
  paid_fen: string;
  completed_at: string | null;
  after_sale: { id: number; status: AfterSaleStatus } | null;
  lines_count: string;
  units: string;
  preview: {
    goods_id: number | null;
    name: string;
    ypgg: string;
    bzdw: string;
    goods_image: string;
    number: number;
    price_fen: number;
  }[];
}

export const summaryColumns = sql`
  o.id, o.order_sn, o.status, ${epoch(sql`o.created_at`)} AS created_at, ${epoch(sql`o.pay_deadline`)} AS pay_deadline,
  o.goods_total_fen, o.discount_fen, o.coupon_fen, o.cash_voucher_fen, o.shipping_fen, o.total_fen, o.paid_fen,
  ${epoch(sql`o.completed_at`)} AS completed_at,
  (SELECT json_build_object('id', r.id, 'status', r.status) FROM after_sale_requests r WHERE r.order_id = o.id
   ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS after_sale,
  agg.lines_count, agg.units, agg.preview`;

// Line count, units and the card's first three lines, per order.
export const summaryJoin = sql`
  CROSS JOIN LATERAL (
    SELECT count(*) AS lines_count, coalesce(sum(l.number), 0) AS units,
      coalesce(json_agg(json_build_object('goods_id', l.goods_id, 'name', l.name, 'ypgg', l.ypgg,
        'bzdw', l.bzdw, 'goods_image', l.goods_image, 'number', l.number, 'price_fen', l.price_fen)
        ORDER BY l.sort, l.id) FILTER (WHERE l.rank <= 3), '[]') AS preview
    FROM (SELECT ol.*, row_number() OVER (ORDER BY ol.sort, ol.id) AS rank
          FROM order_lines ol WHERE ol.order_id = o.id) l
  ) agg`;

/** Days after receipt a buyer may ask for after-sales (site setting, domain default). */
export const afterSaleDays = async (tx: Executor) =>
  (await readSettings(tx, ['after_sale_days'])).after_sale_days;

/** Whether 申请售后 is offered: the domain's rule on status and the operators' window. */
export function mayAskAfterSale(row: SummaryRow, windowDays: number, nowMs: number): boolean {
  const completedAtMs = row.completed_at === null ? null : Number(row.completed_at) * 1000;
  return afterSaleRefusal({ status: row.status, completedAtMs }, windowDays, nowMs) === null;
}

export function toSummary(row: SummaryRow, nowMs: number, windowDays: number): OrderSummary {
  const deadlineMs = Number(row.pay_deadline) * 1000;
  return {
    id: row.id,
    order_sn: row.order_sn,
    status: row.status,
    status_text: ORDER_STATUS_TEXT[row.status],
    created_at: Number(row.created_at),
    pay_deadline: row.status === 'unpaid' ? Number(row.pay_deadline) : null,
    amounts: {
      goods_total: yuan(row.goods_total_fen),
      discount: yuan(row.discount_fen),
      coupon_discount: yuan(row.coupon_fen),
      cash_voucher: yuan(row.cash_voucher_fen),
      shipping: yuan(row.shipping_fen),
      total: yuan(row.total_fen),
      paid: yuan(row.paid_fen),
    },
    lines_count: Number(row.lines_count),
    units: Number(row.units),
    preview: row.preview.map(({ price_fen, ...line }) => ({ ...line, price: yuan(price_fen) })),
    ...orderActions(row.status, deadlineMs, nowMs),
    can_after_sale: mayAskAfterSale(row, windowDays, nowMs) ? 1 : 0,
    after_sale: row.after_sale
      ? { ...row.after_sale, status_text: AFTER_SALE_STATUS_TEXT[row.after_sale.status] }
      : null,
  };
}

/** The filters of the list, less the status tab (the tab counts are over the company's whole order list). */
function filters(companyId: number, query: OrderListQuery): SQL {
  const parts: SQL[] = [sql`o.company_id = ${companyId}`];
  if (query.keywords) {
    const pattern = containing(query.keywords);
    parts.push(sql`(o.order_sn ILIKE ${pattern} OR EXISTS (
      SELECT 1 FROM order_lines kl WHERE kl.order_id = o.id AND kl.name ILIKE ${pattern}))`);
  }
  // Beijing calendar dates, inclusive at both ends.
  if (query.start_date)
    parts.push(sql`o.created_at >= (${query.start_date}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  if (query.end_date)
    parts.push(sql`o.created_at < ((${query.end_date}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  return sql.join(parts, sql` AND `);
}

/** GET /api/order. */
export async function listOrders(
  tx: Executor,
  companyId: number | null,
  query: OrderListQuery,
  nowMs = Date.now(),
): Promise<OrderList> {
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((status) => [status, 0])]) as Record<
    'all' | OrderStatus,
    number
  >;
  const empty = { list: [], total: 0, page: query.page, per_page: query.per_page, counts };
  if (companyId === null) return empty;
  const tallied = await tx.execute<{ status: OrderStatus; n: string }>(
    sql`SELECT status, count(*) AS n FROM orders WHERE company_id = ${companyId} GROUP BY status`,
  );
  for (const row of tallied.rows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  const where = filters(companyId, query);
  const tab = query.status === 'all' ? sql`` : sql` AND o.status = ${query.status}`;
  const [total] = (
    await tx.execute<{ n: string }>(sql`SELECT count(*) AS n FROM orders o WHERE ${where}${tab}`)
  ).rows;
  const windowDays = await afterSaleDays(tx);
  const page = await tx.execute<SummaryRow>(sql`
    SELECT ${summaryColumns}
    FROM (SELECT * FROM orders o WHERE ${where}${tab}
          ORDER BY o.created_at DESC, o.id DESC
          LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}) o
    ${summaryJoin}
    ORDER BY o.created_at DESC, o.id DESC`);
  return {
    ...empty,
    list: page.rows.map((row) => toSummary(row, nowMs, windowDays)),
    total: Number(total?.n ?? 0),
  };
}
