import { beijingToday, type InvoiceIssueBody } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';

/*
 * 财务 records what the tax platform issued (the issuing provider, docs/invoices.md): no platform is reachable
 * here, so the operator is the provider — they issue on the platform and type the number and date in. The console
 * and `ops` call these same functions inside one audited transaction.
 */

type Locked = {
  id: number;
  kind: 'blue' | 'red';
  status: 'issuing' | 'issued' | 'withdrawn';
  order_id: number;
  requested_on: string;
  amount_fen: string;
  reversed_fen: string;
};

async function lockInvoice(tx: Executor, id: number): Promise<Locked> {
  const { rows } = await tx.execute<Locked>(sql`
    SELECT v.id, v.kind, v.status, v.order_id,
      to_char(v.requested_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS requested_on, v.amount_fen,
      (SELECT coalesce(sum(l.reversed_fen), 0) FROM invoice_lines l WHERE l.invoice_id = v.id) AS reversed_fen
    FROM invoices v WHERE v.id = ${id} FOR UPDATE`);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/** The number is the platform's: one invoice each; the date no later than today nor before the request. */
async function checkNumberAndDate(tx: Executor, body: InvoiceIssueBody, requestedOn: string) {
  if (body.issued_on > beijingToday()) throw fieldRefused('issued_on', '开票日期不能晚于今天');
  if (body.issued_on < requestedOn)
    throw fieldRefused('issued_on', `开票日期不能早于申请开票的日期（${requestedOn}）`);
  const taken = await tx.execute<{ id: number }>(sql`SELECT id FROM invoices WHERE number = ${body.number}`);
  if (taken.rows[0]) throw fieldRefused('number', `发票号码 ${body.number} 已登记在另一张发票上`);
}

/** 开票中 → 已开票 with the platform's number and date (a blue invoice or a refund's red-letter one). */
export async function issueInvoice(
  tx: Executor,
  id: number,
  body: InvoiceIssueBody,
  actor: string,
): Promise<string> {
  const invoice = await lockInvoice(tx, id);
  if (invoice.status !== 'issuing')
    throw conflict(invoice.status === 'issued' ? '这张发票已开具，号码不能更改' : '这张发票已撤销');
  await checkNumberAndDate(tx, body, invoice.requested_on);
  await tx.execute(sql`
    UPDATE invoices SET status = 'issued', number = ${body.number}, issued_on = ${body.issued_on},
      issued_at = now(), issued_by = ${actor}
    WHERE id = ${id} AND status = 'issuing'`);
  return `已登记${invoice.kind === 'red' ? '红字' : ''}发票 ${body.number}`;
}

/**
 * 开票有误: what is left of an issued blue invoice (after earlier reversals) is reversed by a red-letter invoice
 * 财务 issued, with its number and date, keeping the original lines; the order's invoice is then asked for again
 * for that same amount (a new blue request, 开票中), so the invoiced amount still equals what was paid less what
 * was refunded.
 */
export async function reverseForError(
  tx: Executor,
  id: number,
  body: InvoiceIssueBody,
  actor: string,
): Promise<{ result: string; redId: number; reissuedId: number }> {
  const invoice = await lockInvoice(tx, id);
  if (invoice.kind !== 'blue') throw conflict('红字发票不能再红冲');
  if (invoice.status !== 'issued') throw conflict('只有已开具的蓝字发票可以红冲');
  if (Number(invoice.reversed_fen) >= Number(invoice.amount_fen)) throw conflict('这张发票已全额红冲');
  await checkNumberAndDate(tx, body, invoice.requested_on);
  const red = await tx.execute<{ id: number }>(sql`
    INSERT INTO invoices (company_id, order_id, kind, original_id, type, title, tax_number, amount_fen, reason,
      status, number, issued_on, requested_by, issued_at, issued_by)
    SELECT company_id, order_id, 'red', id, type, title, tax_number, 0, 'error', 'issued', ${body.number}::text,
      ${body.issued_on}::date, ${actor}::text, now(), ${actor}::text
    FROM invoices WHERE id = ${id} RETURNING id`);
  const redId = red.rows[0]?.id as number;
  // Each line's remainder: the red line takes it, and the new blue request keeps it.
  await tx.execute(sql`
    WITH taken AS (
      UPDATE invoice_lines SET reversed_number = number, reversed_fen = amount_fen
      FROM (SELECT id AS line_id, number - reversed_number AS left_number, amount_fen - reversed_fen AS left_fen
            FROM invoice_lines WHERE invoice_id = ${id} AND reversed_fen < amount_fen) AS remainder
      WHERE invoice_lines.id = remainder.line_id
      RETURNING invoice_lines.id, order_line_id, name, spec, unit, left_number, left_fen, sort)
    INSERT INTO invoice_lines (invoice_id, order_line_id, original_line_id, name, spec, unit, number, amount_fen, sort)
    SELECT ${redId}::int, order_line_id, id, name, spec, unit, left_number, left_fen, sort FROM taken`);
  await tx.execute(sql`
    UPDATE invoices SET amount_fen = (SELECT sum(amount_fen) FROM invoice_lines WHERE invoice_id = ${redId})
    WHERE id = ${redId}`);
  const reissued = await tx.execute<{ id: number }>(sql`
    INSERT INTO invoices (company_id, order_id, kind, type, title, tax_number, amount_fen, requested_by)
    SELECT v.company_id, v.order_id, 'blue', v.type, coalesce(c.invoice->>'title', c.name),
      coalesce(c.invoice->>'tax_number', ''), r.amount_fen, ${actor}::text
    FROM invoices v JOIN companies c ON c.id = v.company_id JOIN invoices r ON r.id = ${redId}
    WHERE v.id = ${id} RETURNING id`);
  const reissuedId = reissued.rows[0]?.id as number;
  await tx.execute(sql`
    INSERT INTO invoice_lines (invoice_id, order_line_id, name, spec, unit, number, amount_fen, sort)
    SELECT ${reissuedId}::int, order_line_id, name, spec, unit, number, amount_fen, sort
    FROM invoice_lines WHERE invoice_id = ${redId}`);
  return {
    result: `已登记红字发票 ${body.number}（开票有误），订单发票重新进入待开票`,
    redId,
    reissuedId,
  };
}
