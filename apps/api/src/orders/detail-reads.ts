import type { OrderDetail, OrderLine } from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type OrderCashbackRow, orderCashbackColumn, toOrderCashback } from '../cashback';
import type { Executor } from '../db/client';
import { type ParcelRow, parcelsColumn, toOrderParcel } from './parcel-reads';
import {
  afterSaleDays,
  epoch,
  mayAskAfterSale,
  type SummaryRow,
  summaryColumns,
  summaryJoin,
  toSummary,
  yuan,
} from './reads';

/*
 * One order as the buyer sees it (GET /api/order/{id}), and as the console and the delivery note read it: the
 * summary of reads.ts plus lines, batches, payments, history and parcels gathered with json_agg in one statement.
 */

const seconds = (value: string | number | null) => (value === null ? null : Number(value));

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
