import {
  containsEphedrine,
  HM_RECEIPT_STATUS_TEXT,
  type HmReceipt,
  type HmReceiptConfirmBody,
  type HmReceiptList,
  type HmReceiptStatus,
  maskIdNumber,
  type PageQuery,
  REGULATORY_CLASSES,
  unixSeconds,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { readSettings } from '../site';

/*
 * 含麻 receipts (回执, issue #21 §4; docs/regulatory.md "含麻"). A receipt is a shipped (or completed) order that
 * holds an ephedrine-containing line; its id is the order's. The buyer confirms it once (hm_receipts, never
 * updated or deleted); one left unconfirmed past `hm_receipt_days` after shipping blocks new 含麻 orders.
 */

export const EPHEDRINE_CLASSES = `{${REGULATORY_CLASSES.filter(containsEphedrine).join(',')}}`;

/** The company's (every company's: null) shipped orders that hold 含麻 goods, as a SQL condition on `o`. */
const receiptOf = (companyId: number | null) => sql`
  ${companyId === null ? sql`true` : sql`o.company_id = ${companyId}`}
  AND o.status IN ('shipped', 'completed') AND o.shipped_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM order_lines l JOIN goods g ON g.id = l.goods_id
    WHERE l.order_id = o.id AND g.regulatory_class = ANY(${EPHEDRINE_CLASSES}::text[]))`;

/**
 * 409 when the company has a receipt unconfirmed more than `hm_receipt_days` after shipping: it confirms it at
 * /hmdd first. Called by order creation for an order holding 含麻 goods, inside its transaction.
 */
export async function assertNoOverdueReceipt(tx: Executor, companyId: number, nowMs: number): Promise<void> {
  const { hm_receipt_days: days } = await readSettings(tx, ['hm_receipt_days']);
  const overdue = await tx.execute<{ order_sn: string }>(sql`
    SELECT o.order_sn FROM orders o
    WHERE ${receiptOf(companyId)}
      AND o.shipped_at + make_interval(days => ${days}) < ${new Date(nowMs)}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM hm_receipts r WHERE r.order_id = o.id)
    ORDER BY o.shipped_at LIMIT 1`);
  const sn = overdue.rows[0]?.order_sn;
  if (sn)
    throw conflict(
      `订单 ${sn} 的含麻药品回执发货后超过 ${days} 天未确认，请先在「含麻订单回执」（/hmdd）确认收货后再购买含麻药品`,
    );
}

export type ReceiptRow = {
  id: number;
  company_id: number;
  company_name: string;
  order_sn: string;
  shipped_at: Date | string;
  due_at: Date | string;
  receiver: string | null;
  id_number: string | null;
  received_on: string | null;
  lines: HmReceipt['lines'];
};

export function wire(row: ReceiptRow, nowMs: number): HmReceipt {
  const dueMs = new Date(row.due_at).getTime();
  const status: HmReceiptStatus = row.receiver !== null ? 'confirmed' : dueMs < nowMs ? 'overdue' : 'pending';
  return {
    id: row.id,
    order_sn: row.order_sn,
    status,
    status_text: HM_RECEIPT_STATUS_TEXT[status],
    shipped_at: unixSeconds(new Date(row.shipped_at)),
    due_at: unixSeconds(dueMs),
    receiver: row.receiver ?? '',
    id_number: row.id_number ? maskIdNumber(row.id_number) : '',
    received_on: row.received_on ?? '',
    lines: row.lines,
  };
}

/** A condition on a receipt, given its due time (`o.shipped_at` + `hm_receipt_days`) as SQL. */
export type ReceiptWhere = (due: SQL) => SQL;

/**
 * Receipts of one company (all: null) that `where` holds, unconfirmed first, newest shipped first, one page; and how
 * many there are.
 */
export async function receiptRows(
  tx: Executor,
  companyId: number | null,
  where: ReceiptWhere,
  page: PageQuery,
) {
  const { hm_receipt_days: days } = await readSettings(tx, ['hm_receipt_days']);
  const due = sql`(o.shipped_at + make_interval(days => ${days}))`;
  const result = await tx.execute<ReceiptRow>(sql`
    SELECT o.id, o.company_id, c.name AS company_name, o.order_sn, o.shipped_at, o.shipped_at + make_interval(days => ${days}) AS due_at,
      r.receiver, r.id_number, r.received_on::text AS received_on,
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'spec', l.ypgg, 'number', l.number,
          'batch', coalesce((SELECT string_agg(DISTINCT b.batch_no, ',') FROM order_line_batches b
            WHERE b.order_line_id = l.id), ''),
          'expiry', coalesce((SELECT min(b.expiry_date)::text FROM order_line_batches b
            WHERE b.order_line_id = l.id), '')) ORDER BY l.id), '[]'::json)
        FROM order_lines l JOIN goods g ON g.id = l.goods_id
        WHERE l.order_id = o.id AND g.regulatory_class = ANY(${EPHEDRINE_CLASSES}::text[])) AS lines
    FROM orders o JOIN companies c ON c.id = o.company_id LEFT JOIN hm_receipts r ON r.order_id = o.id
    WHERE ${receiptOf(companyId)} AND ${where(due)}
    ORDER BY (r.order_id IS NULL) DESC, o.shipped_at DESC, o.id DESC
    LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`);
  const total = await tx.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM orders o JOIN companies c ON c.id = o.company_id
      LEFT JOIN hm_receipts r ON r.order_id = o.id
    WHERE ${receiptOf(companyId)} AND ${where(due)}`);
  return { rows: result.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** GET /api/hm_receipt: the company's receipts, unconfirmed first, newest shipped first. */
export async function listReceipts(db: Db, buyer: CompanyBuyer, page: PageQuery): Promise<HmReceiptList> {
  const nowMs = Date.now();
  const { rows, total } = await receiptRows(db, buyer.companyId, () => sql`true`, page);
  return {
    list: rows.map((row) => wire(row, nowMs)),
    total,
    page: page.page,
    per_page: page.per_page,
  };
}

/**
 * POST /api/hm_receipt/{id}/confirm: the buyer records who received the goods, their ID number and the date. Another
 * company's or an unknown receipt is 404; a confirmed one is 409 (a receipt is written once).
 */
export async function confirmReceipt(
  db: Db,
  buyer: CompanyBuyer,
  id: number,
  body: HmReceiptConfirmBody,
): Promise<HmReceipt> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number; shipped_on: string }>(sql`
      SELECT o.id, (o.shipped_at AT TIME ZONE 'Asia/Shanghai')::date::text AS shipped_on FROM orders o
      WHERE o.id = ${id} AND ${receiptOf(buyer.companyId)} FOR UPDATE OF o`);
    const order = found.rows[0];
    if (!order) throw notFound();
    if (body.date < order.shipped_on) throw conflict(`收货日期不能早于发货日期 ${order.shipped_on}`);
    const inserted = await tx.execute(sql`
      INSERT INTO hm_receipts (order_id, company_id, receiver, id_number, received_on, confirmed_by)
      VALUES (${id}, ${buyer.companyId}, ${body.receiver}, ${body.id_number}, ${body.date}, ${buyer.userId})
      ON CONFLICT (order_id) DO NOTHING RETURNING order_id`);
    if (inserted.rows.length === 0) throw conflict('该回执已确认，不能修改');
    const { rows } = await receiptRows(tx, buyer.companyId, () => sql`o.id = ${id}`, {
      page: 1,
      per_page: 1,
    });
    return wire(rows[0] as ReceiptRow, Date.now());
  });
}
