import {
  AFTER_SALE_FOLLOWS_TEXT,
  AFTER_SALE_REASON_TEXT,
  AFTER_SALE_STATUS_TEXT,
  AFTER_SALE_TYPE_TEXT,
  type AfterSaleDetail,
  type AfterSaleFollows,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleSummary,
  type AfterSaleType,
  afterSaleActions,
  type ConsoleAfterSaleDetail,
  type ConsoleAfterSalePage,
  type ConsoleAfterSaleQuery,
  fenToYuan,
  PAY_METHOD_TEXT,
  type PayMethod,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { imageUrl } from '../qualifications';
import { activeWarehouses } from '../warehouses';
import { receiveWarehouseFor } from './restock';

/*
 * Reads of requests: the buyer's list and page (scoped to the company: another company's request is as absent
 * as a missing one) and the operators' queue and page. A page is one statement (lines, photos and timeline
 * gathered with json_agg).
 */

const epoch = (column: SQL) => sql`floor(extract(epoch FROM ${column}))::int8`;
const yuan = (fen: string | number) => fenToYuan(Number(fen));

interface SummaryRow extends Record<string, unknown> {
  id: number;
  order_id: number;
  order_sn: string;
  type: AfterSaleType;
  status: AfterSaleStatus;
  reason: AfterSaleReason;
  amount_fen: string;
  units: number;
  created_at: string;
  company: string;
}

const summaryColumns = sql`
  r.id, r.order_id, o.order_sn, r.type, r.status, r.reason, ${epoch(sql`r.created_at`)} AS created_at, c.name AS company,
  (SELECT coalesce(sum(l.refund_fen), 0) FROM after_sale_lines l WHERE l.request_id = r.id) AS amount_fen,
  (SELECT coalesce(sum(l.number), 0)::int FROM after_sale_lines l WHERE l.request_id = r.id) AS units`;

const fromRequests = sql`
  FROM after_sale_requests r JOIN orders o ON o.id = r.order_id JOIN companies c ON c.id = r.company_id`;

function toSummary(row: SummaryRow): AfterSaleSummary {
  return {
    id: row.id,
    order_id: row.order_id,
    order_sn: row.order_sn,
    type: row.type,
    type_text: AFTER_SALE_TYPE_TEXT[row.type],
    status: row.status,
    status_text: AFTER_SALE_STATUS_TEXT[row.status],
    reason: row.reason,
    reason_text: AFTER_SALE_REASON_TEXT[row.reason],
    amount: yuan(row.amount_fen),
    units: row.units,
    created_at: Number(row.created_at),
  };
}

export interface RequestFilter {
  /** null: every company (operators). */
  companyId: number | null;
  status: AfterSaleStatus | '';
  page: number;
  perPage: number;
  /** Operators' queue: oldest first (first come, first answered); the buyer's list: newest first. */
  oldestFirst?: boolean;
}

export async function listRequests(tx: Executor, filter: RequestFilter) {
  const conditions: SQL[] = [sql`true`];
  if (filter.companyId !== null) conditions.push(sql`r.company_id = ${filter.companyId}`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  const where = sql.join(conditions, sql` AND `);
  const total = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM after_sale_requests r WHERE ${where}`,
  );
  const rows = await tx.execute<SummaryRow>(sql`
    SELECT ${summaryColumns} ${fromRequests} WHERE ${where}
    ORDER BY r.created_at ${filter.oldestFirst ? sql`ASC` : sql`DESC`}, r.id ${filter.oldestFirst ? sql`ASC` : sql`DESC`}
    LIMIT ${filter.perPage} OFFSET ${(filter.page - 1) * filter.perPage}`);
  return {
    rows: rows.rows,
    list: rows.rows.map(toSummary),
    total: total.rows[0]?.n ?? 0,
    page: filter.page,
    per_page: filter.perPage,
  };
}

interface DetailRow extends SummaryRow {
  company_id: number;
  description: string;
  return_address: string;
  return_deadline: string | null;
  carrier: string;
  tracking_no: string;
  reject_reason: string;
  pay_method: PayMethod | null;
  refund: { amount_fen: number; to_credit_fen: number; to_balance_fen: number } | null;
  lines: {
    id: number;
    order_line_id: number;
    goods_id: number | null;
    name: string;
    ypgg: string;
    bzdw: string;
    goods_image: string;
    number: number;
    refund_fen: number;
    follows: AfterSaleFollows | null;
  }[];
  images: string[];
  timeline: { status: AfterSaleStatus; note: string; at: number }[];
}

async function detailRow(tx: Executor, id: number, companyId: number | null): Promise<DetailRow | null> {
  const scope = companyId === null ? sql`` : sql`AND r.company_id = ${companyId}`;
  const result = await tx.execute<DetailRow>(sql`
    SELECT ${summaryColumns}, r.company_id, r.description, r.return_address, ${epoch(sql`r.return_deadline`)} AS return_deadline,
      r.carrier, r.tracking_no, r.reject_reason, o.pay_method,
      (SELECT json_build_object('amount_fen', f.amount_fen, 'to_credit_fen', f.to_credit_fen,
          'to_balance_fen', f.to_balance_fen)
        FROM after_sale_refunds f WHERE f.request_id = r.id) AS refund,
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'order_line_id', l.order_line_id,
          'goods_id', ol.goods_id, 'name', ol.name, 'ypgg', ol.ypgg,
          -- A combination's set line is counted in sets.
          'bzdw', CASE WHEN ol.goods_id IS NULL THEN '套' ELSE ol.bzdw END,
          'goods_image', ol.goods_image, 'number', l.number, 'refund_fen', l.refund_fen,
          'follows', CASE WHEN l.follows_line_id IS NULL THEN NULL WHEN ol.is_gift THEN 'gift' ELSE 'set_part' END)
          ORDER BY l.id), '[]')
        FROM after_sale_lines l JOIN order_lines ol ON ol.id = l.order_line_id WHERE l.request_id = r.id) AS lines,
      (SELECT coalesce(json_agg(i.upload_id ORDER BY i.sort), '[]')
        FROM after_sale_images i WHERE i.request_id = r.id) AS images,
      (SELECT coalesce(json_agg(json_build_object('status', e.status, 'note', e.note,
          'at', ${epoch(sql`e.at`)}) ORDER BY e.at, e.id), '[]')
        FROM after_sale_events e WHERE e.request_id = r.id) AS timeline
    ${fromRequests}
    WHERE r.id = ${id} ${scope}`);
  return result.rows[0] ?? null;
}

/** Where an operator reads a photo: the console's own route (the buyer's image route answers only the buyer). */
const operatorImageUrl = (id: string) => `/api/console/after_sale_images/${id}`;

function toDetail(row: DetailRow, by: 'buyer' | 'operator'): AfterSaleDetail {
  const refund = row.refund;
  const url = by === 'buyer' ? imageUrl : operatorImageUrl;
  return {
    ...toSummary(row),
    description: row.description,
    images: row.images.map((imageId) => ({ image_id: imageId, url: url(imageId) })),
    lines: row.lines.map((line) => ({
      id: line.id,
      order_line_id: line.order_line_id,
      goods_id: line.goods_id,
      name: line.name,
      ypgg: line.ypgg,
      bzdw: line.bzdw,
      goods_image: line.goods_image,
      number: line.number,
      amount: yuan(line.refund_fen),
      follows: line.follows,
      follows_text: line.follows ? AFTER_SALE_FOLLOWS_TEXT[line.follows] : '',
    })),
    return_address: row.return_address,
    return_deadline: row.return_deadline === null ? null : Number(row.return_deadline),
    carrier: row.carrier,
    tracking_no: row.tracking_no,
    reject_reason: row.reject_reason,
    refund: refund
      ? {
          amount: yuan(refund.amount_fen),
          note: row.timeline.findLast((step) => step.status === 'refunded')?.note ?? '',
        }
      : null,
    timeline: row.timeline.map((step) => ({
      status: step.status,
      status_text: AFTER_SALE_STATUS_TEXT[step.status],
      note: step.note,
      at: Number(step.at),
    })),
    actions: afterSaleActions(row.type, row.status, by),
  };
}

/** GET /api/after_sale/{id}: the company's request, or null (404). */
export async function requestForBuyer(tx: Executor, companyId: number, id: number) {
  const row = await detailRow(tx, id, companyId);
  return row ? toDetail(row, 'buyer') : null;
}

/** GET /api/console/after_sales/{id}. */
export async function requestForOperator(tx: Executor, id: number): Promise<ConsoleAfterSaleDetail | null> {
  const row = await detailRow(tx, id, null);
  if (!row) return null;
  return {
    ...toDetail(row, 'operator'),
    company: { id: row.company_id, name: row.company },
    pay_method: row.pay_method ? PAY_METHOD_TEXT[row.pay_method] : '无需支付',
    receive_warehouse_id: await receiveWarehouseFor(tx, id),
    receive_warehouses: await activeWarehouses(tx),
  };
}

/** GET /api/console/after_sales: by status, oldest first. */
export async function afterSaleQueue(db: Db, query: ConsoleAfterSaleQuery): Promise<ConsoleAfterSalePage> {
  const { rows, list, total, page, per_page } = await listRequests(db, {
    companyId: null,
    status: query.status,
    page: query.page,
    perPage: query.per_page,
    oldestFirst: true,
  });
  return {
    list: list.map((item, i) => ({ ...item, company: rows[i]?.company ?? '' })),
    total,
    page,
    per_page,
  };
}
