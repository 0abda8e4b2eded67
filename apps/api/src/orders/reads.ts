import {
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleStatus,
  afterSaleRefusal,
  fenToYuan,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderLine,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  type OrderSummary,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type OrderCashbackRow, orderCashbackColumn, toOrderCashback } from '../cashback';
import type { Executor } from '../db/client';
import { containing } from '../lib/like';
import { readSettings } from '../site';
import { orderActions } from './actions';
import { type ParcelRow, parcelsColumn, toOrderParcel } from './parcel-reads';

/*
 * The order centre's reads (GET /api/order, GET /api/order/{id}). Orders are the buyer's company's: two logins
 * of one company see the same orders, another company's order is as absent as a missing one. A list page is three
 * statements (tab counts, total, the page) and a detail one (lines, batches, payments and history gathered with
 * json_agg): never a query per order or per line.
 */

const epoch = (column: SQL) => sql`floor(extract(epoch FROM ${column}))::int8`;
const seconds = (value: string | number | null) => (value === null ? null : Number(value));
const yuan = (fen: string | number) => fenToYuan(Number(fen));

/** LIKE pattern for a literal substring. */

interface SummaryRow extends Record<string, unknown> {
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

const summaryColumns = sql`
  o.id, o.order_sn, o.status, ${epoch(sql`o.created_at`)} AS created_at, ${epoch(sql`o.pay_deadline`)} AS pay_deadline,
  o.goods_total_fen, o.discount_fen, o.coupon_fen, o.cash_voucher_fen, o.shipping_fen, o.total_fen, o.paid_fen,
  ${epoch(sql`o.completed_at`)} AS completed_at,
  (SELECT json_build_object('id', r.id, 'status', r.status) FROM after_sale_requests r WHERE r.order_id = o.id
   ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS after_sale,
  agg.lines_count, agg.units, agg.preview`;

// Line count, units and the card's first three lines, per order.
const summaryJoin = sql`
  CROSS JOIN LATERAL (
    SELECT count(*) AS lines_count, coalesce(sum(l.number), 0) AS units,
      coalesce(json_agg(json_build_object('goods_id', l.goods_id, 'name', l.name, 'ypgg', l.ypgg,
        'bzdw', l.bzdw, 'goods_image', l.goods_image, 'number', l.number, 'price_fen', l.price_fen)
        ORDER BY l.sort, l.id) FILTER (WHERE l.rank <= 3), '[]') AS preview
    FROM (SELECT ol.*, row_number() OVER (ORDER BY ol.sort, ol.id) AS rank
          FROM order_lines ol WHERE ol.order_id = o.id) l
  ) agg`;

/** Days after receipt a buyer may ask for after-sales (site setting, domain default). */
const afterSaleDays = async (tx: Executor) => (await readSettings(tx, ['after_sale_days'])).after_sale_days;

/** Whether 申请售后 is offered: the domain's rule on status and the operators' window. */
function mayAskAfterSale(row: SummaryRow, windowDays: number, nowMs: number): boolean {
  const completedAtMs = row.completed_at === null ? null : Number(row.completed_at) * 1000;
  return afterSaleRefusal({ status: row.status, completedAtMs }, windowDays, nowMs) === null;
}

function toSummary(row: SummaryRow, nowMs: number, windowDays: number): OrderSummary {
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

interface LineRow {
  id: number;
  goods_id: number | null;
  combination_id: number | null;
  name: string;
  sccj: string;
  ypgg: string;
  pzwh: string;
  bzdw: string;
  goods_image: string;
  number: number;
  price_fen: number;
  amount_fen: number;
  discount_fen: number;
  payable_fen: number;
  is_gift: boolean;
  line_type: number;
  gift_of_line_id: number | null;
  gift_buy: number | null;
  gift_get: number | null;
  split_of_line_id: number | null;
  /** Units held by after-sales requests (returned or in an open request). */
  held: number;
  batches: OrderLine['batches'];
}

interface DetailRow extends SummaryRow {
  address: OrderDetail['address'];
  cashback: OrderCashbackRow | null;
  invoice_type: OrderDetail['invoice_type'];
  invoice_no: string | null;
  remark: string;
  cancel_reason: string;
  carrier: string;
  tracking_no: string;
  shipped_at: string | null;
  coupon: OrderDetail['coupon'];
  lines: LineRow[];
  payments: {
    id: number;
    method: OrderDetail['payments'][number]['method'];
    status: OrderDetail['payments'][number]['status'];
    amount_fen: number;
    reference: string;
    created_at: number;
    paid_at: number | null;
  }[];
  history: OrderDetail['history'];
  parcels: ParcelRow[];
}

/**
 * A line as the detail and the export show it: final unit price = payable ÷ number, down to the fen. `askable`:
 * the order may be asked about now; then a goods line or a combination's set line (in sets) offers its units not
 * yet held; a combination's parts follow their sets.
 */
export function toOrderLine(line: LineRow, askable = false): OrderLine {
  const setPart = line.line_type === 3 && line.goods_id !== null;
  const returnable = askable && !setPart ? line.number - line.held : 0;
  return {
    id: line.id,
    goods_id: line.goods_id,
    combination_id: line.combination_id,
    name: line.name,
    sccj: line.sccj,
    ypgg: line.ypgg,
    pzwh: line.pzwh,
    bzdw: line.bzdw,
    goods_image: line.goods_image,
    number: line.number,
    price: yuan(line.price_fen),
    amount: yuan(line.amount_fen),
    discount: yuan(line.discount_fen),
    payable: yuan(line.payable_fen),
    final_price: yuan(Math.floor(line.payable_fen / line.number)),
    is_gift: line.is_gift ? 1 : 0,
    returnable,
    gift_rule:
      line.gift_of_line_id === null
        ? null
        : { trigger_line_id: line.gift_of_line_id, buy: line.gift_buy ?? 0, get: line.gift_get ?? 0 },
    split_of_line_id: line.split_of_line_id,
    batches: line.batches,
  };
}

/** GET /api/order/{id}: the order if it is `companyId`'s, else null (the route answers 404). */
export async function orderDetail(
  tx: Executor,
  companyId: number | null,
  orderId: number,
  nowMs = Date.now(),
): Promise<OrderDetail | null> {
  if (companyId === null) return null;
  return readDetail(tx, sql`o.id = ${orderId} AND o.company_id = ${companyId}`, nowMs);
}

/** Any company's order as the buyer sees it (the console's order page adds the company); null if none. */
export function anyOrderDetail(tx: Executor, orderId: number, nowMs = Date.now()) {
  return readDetail(tx, sql`o.id = ${orderId}`, nowMs);
}

async function readDetail(tx: Executor, where: SQL, nowMs: number): Promise<OrderDetail | null> {
  const result = await tx.execute<DetailRow>(sql`
    SELECT ${summaryColumns}, o.address, o.invoice_type, o.remark, o.cancel_reason, o.carrier, o.tracking_no,
      ${epoch(sql`o.shipped_at`)} AS shipped_at,
      -- The order's current invoice number: its newest issued blue invoice (invoices/, docs/invoices.md).
      (SELECT i.number FROM invoices i WHERE i.order_id = o.id AND i.kind = 'blue' AND i.status = 'issued'
        ORDER BY i.id DESC LIMIT 1) AS invoice_no,
      (SELECT json_build_object('id', uc.id, 'title', c.title) FROM user_coupons uc
        JOIN coupons c ON c.id = uc.coupon_id WHERE uc.id = o.user_coupon_id) AS coupon,
      ${orderCashbackColumn} AS cashback,
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'goods_id', l.goods_id,
          'combination_id', l.combination_id, 'name', l.name, 'sccj', l.sccj, 'ypgg', l.ypgg, 'pzwh', l.pzwh,
          'bzdw', l.bzdw, 'goods_image', l.goods_image, 'number', l.number, 'price_fen', l.price_fen,
          'amount_fen', l.amount_fen, 'discount_fen', l.discount_fen, 'payable_fen', l.payable_fen,
          'is_gift', l.is_gift, 'line_type', l.line_type, 'gift_of_line_id', l.gift_of_line_id,
          'gift_buy', l.gift_buy, 'gift_get', l.gift_get, 'split_of_line_id', l.split_of_line_id,
          'held', coalesce((SELECT q.held FROM after_sale_quantities q WHERE q.order_line_id = l.id), 0), 'batches',
          (SELECT coalesce(json_agg(json_build_object('batch_no', b.batch_no,
              'production_date', b.production_date, 'expiry_date', b.expiry_date, 'number', b.number,
              'trace_codes', b.trace_codes) ORDER BY b.id), '[]')
           FROM order_line_batches b WHERE b.order_line_id = l.id)) ORDER BY l.sort, l.id), '[]')
       FROM order_lines l WHERE l.order_id = o.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object('id', p.id, 'method', p.method, 'status', p.status,
          'amount_fen', p.amount_fen, 'reference', p.reference, 'created_at', ${epoch(sql`p.created_at`)},
          'paid_at', ${epoch(sql`p.paid_at`)}) ORDER BY p.id), '[]')
       FROM payments p WHERE p.order_id = o.id) AS payments,
      (SELECT coalesce(json_agg(json_build_object('status', e.status, 'at', ${epoch(sql`e.at`)},
          'note', e.note) ORDER BY e.at, e.id), '[]')
       FROM order_events e WHERE e.order_id = o.id) AS history,
      ${parcelsColumn} AS parcels
    FROM orders o
    ${summaryJoin}
    WHERE ${where}`);
  const row = result.rows[0];
  if (!row) return null;
  const windowDays = await afterSaleDays(tx);
  const askable = mayAskAfterSale(row, windowDays, nowMs);
  return {
    ...toSummary(row, nowMs, windowDays),
    address: row.address,
    invoice_type: row.invoice_type,
    invoice_no: row.invoice_no ?? '',
    remark: row.remark,
    coupon: row.coupon,
    cashback: toOrderCashback(row.cashback, nowMs),
    lines: row.lines.map((line) => toOrderLine(line, askable)),
    payments: row.payments.map(({ amount_fen, ...payment }) => ({ ...payment, amount: yuan(amount_fen) })),
    history: row.history,
    logistics:
      row.shipped_at === null
        ? null
        : {
            carrier: row.carrier,
            tracking_no: row.tracking_no,
            shipped_at: seconds(row.shipped_at) as number,
          },
    parcels: row.parcels.map((parcel) => toOrderParcel(row.order_sn, parcel)),
    cancel_reason: row.cancel_reason,
  };
}
