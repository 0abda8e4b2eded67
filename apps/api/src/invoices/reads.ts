import {
  type ConsoleInvoicePage,
  type ConsoleInvoiceQuery,
  fenToYuan,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceRow,
  type InvoiceStatus,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * Invoice reads: the buyer's invoice centre (its company's only), 财务's queue, one invoice for its PDF. The
 * status people read is worked out here, once: a blue invoice that issued red-letter invoices reversed in part is
 * 部分红冲, in whole 已红冲; a red-letter invoice waiting for its number does not count yet.
 */

type Row = {
  id: number;
  kind: InvoiceRow['kind'];
  type: InvoiceRow['type'];
  order_id: number;
  order_sn: string;
  company_id: number;
  company: string;
  title: string;
  tax_number: string;
  amount_fen: string;
  number: string | null;
  issued_on: string | null;
  status: InvoiceStatus;
  reason: InvoiceRow['reason'];
  original_id: number | null;
  original_number: string | null;
  requested_at: Date | string;
  lines: { id: number; name: string; spec: string; unit: string; number: number; amount_fen: number }[];
  total: string;
};

/** Each invoice with its shown status (`shown`) and its date (issued, else asked for; Beijing). */
const SHOWN = sql`
  SELECT v.*, o.order_sn, c.name AS company, orig.number AS original_number,
    CASE
      WHEN v.status <> 'issued' OR v.kind = 'red' THEN v.status
      WHEN reversed.fen = 0 THEN 'issued'
      WHEN reversed.fen < v.amount_fen THEN 'partly_reversed'
      ELSE 'reversed'
    END AS shown,
    coalesce(v.issued_on, (v.requested_at AT TIME ZONE 'Asia/Shanghai')::date) AS day
  FROM invoices v
  JOIN orders o ON o.id = v.order_id
  JOIN companies c ON c.id = v.company_id
  LEFT JOIN invoices orig ON orig.id = v.original_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(r.amount_fen), 0) AS fen FROM invoices r WHERE r.original_id = v.id AND r.status = 'issued'
  ) reversed`;

async function readRows(db: Executor, where: SQL, order: SQL, limit: number, offset: number) {
  const { rows } = await db.execute<Row>(sql`
    SELECT s.id, s.kind, s.type, s.order_id, s.order_sn, s.company_id, s.company, s.title, s.tax_number,
      s.amount_fen, s.number, to_char(s.issued_on, 'YYYY-MM-DD') AS issued_on, s.shown AS status, s.reason,
      s.original_id, s.original_number, s.requested_at,
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'spec', l.spec, 'unit', l.unit,
          'number', l.number, 'amount_fen', l.amount_fen) ORDER BY l.sort, l.id), '[]'::json)
        FROM invoice_lines l WHERE l.invoice_id = s.id) AS lines,
      count(*) OVER () AS total
    FROM (${SHOWN}) s WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

function toWire(row: Row): InvoiceRow {
  const sign = row.kind === 'red' ? '-' : '';
  const money = (fen: number | string) => {
    const yuan = fenToYuan(Number(fen));
    return yuan === '0.00' ? yuan : `${sign}${yuan}`;
  };
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    order: { id: row.order_id, order_sn: row.order_sn },
    title: row.title,
    tax_number: row.tax_number,
    amount: money(row.amount_fen),
    number: row.number ?? '',
    issued_on: row.issued_on ?? '',
    status: row.status,
    reason: row.reason,
    original: row.original_id === null ? null : { id: row.original_id, number: row.original_number ?? '' },
    requested_at: new Date(row.requested_at).toISOString(),
    lines: row.lines.map((line) => ({
      id: line.id,
      name: line.name,
      spec: line.spec,
      unit: line.unit,
      number: line.number,
      amount: money(line.amount_fen),
    })),
  };
}

/** GET /api/invoice: the company's invoices and red-letter invoices, newest first. */
export async function invoiceList(
  db: Executor,
  companyId: number,
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  const where = [sql`s.company_id = ${companyId}`];
  if (query.status) where.push(sql`s.shown = ${query.status}`);
  if (query.start_time) where.push(sql`s.day >= ${query.start_time}::date`);
  if (query.end_time) where.push(sql`s.day <= ${query.end_time}::date`);
  const rows = await readRows(
    db,
    sql.join(where, sql` AND `),
    sql`s.day DESC, s.id DESC`,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    list: rows.map(toWire),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** One invoice of the company (the PDF); null for another company's or none. */
export async function companyInvoice(
  db: Executor,
  companyId: number,
  id: number,
): Promise<InvoiceRow | null> {
  const [row] = await readRows(db, sql`s.id = ${id} AND s.company_id = ${companyId}`, sql`s.id`, 1, 0);
  return row ? toWire(row) : null;
}

/** GET /api/console/invoices: 待开票 oldest first (the queue), 已开票 newest first. */
export async function consoleInvoiceList(
  db: Executor,
  query: ConsoleInvoiceQuery,
): Promise<ConsoleInvoicePage> {
  const issuing = query.queue === 'issuing';
  const rows = await readRows(
    db,
    issuing ? sql`s.status = 'issuing'` : sql`s.status = 'issued'`,
    issuing ? sql`s.requested_at, s.id` : sql`s.issued_at DESC, s.id DESC`,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    list: rows.map((row) => ({ ...toWire(row), company: { id: row.company_id, name: row.company } })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** An invoice's state for the audit trail (before → after); null for an unknown id. */
export async function invoiceState(tx: Executor, id: number): Promise<Record<string, unknown> | null> {
  const { rows } = await tx.execute<{
    kind: string;
    status: string;
    number: string | null;
    amount_fen: string;
  }>(sql`SELECT kind, status, number, amount_fen FROM invoices WHERE id = ${id}`);
  const row = rows[0];
  return row ? { id, ...row, amount_fen: Number(row.amount_fen) } : null;
}
