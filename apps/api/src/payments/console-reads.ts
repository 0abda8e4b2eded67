import { type ConsoleTransferList, type ConsoleTransferQuery, fenToYuan } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * The console's 对公转账 queue (issue #26 §2): order transfers ('YCZ…', payments) and bill repayment transfers
 * ('YCH…', bill_repayments) in one list. Pending is what `ops pending` lists under 待确认的对公转账 and the
 * dashboard counts: an order transfer counts while its order is unpaid (a cancelled order's is cancelled).
 */

type Row = {
  kind: 'order' | 'bill';
  reference: string;
  company_id: number;
  company: string;
  amount_fen: string;
  created_at: Date | string;
  order_id: number | null;
  order_sn: string | null;
  period: string | null;
  confirmed_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/console/transfers: pending oldest first; confirmed, the latest 100 newest first. */
export async function transferQueue(
  db: Executor,
  { status }: ConsoleTransferQuery,
): Promise<ConsoleTransferList> {
  const pending = status === 'pending';
  const orderWhere = pending
    ? sql`p.status = 'pending' AND o.status = 'unpaid'`
    : sql`p.status IN ('paid', 'refunded') AND p.paid_at IS NOT NULL`;
  const billWhere = pending ? sql`r.status = 'pending'` : sql`r.status = 'confirmed'`;
  const order = pending ? sql`created_at, reference` : sql`confirmed_at DESC, reference`;
  const { rows } = await db.execute<Row>(sql`
    SELECT * FROM (
      SELECT 'order' AS kind, p.reference, c.id AS company_id, c.name AS company, p.amount_fen, p.created_at,
        o.id AS order_id, o.order_sn, NULL AS period, p.paid_at AS confirmed_at
      FROM payments p JOIN orders o ON o.id = p.order_id JOIN companies c ON c.id = p.company_id
      WHERE p.method = 'transfer' AND ${orderWhere}
      UNION ALL
      SELECT 'bill', r.reference, c.id, c.name, r.amount_fen, r.created_at, NULL, NULL, b.period, r.confirmed_at
      FROM bill_repayments r JOIN credit_bills b ON b.id = r.bill_id JOIN companies c ON c.id = r.company_id
      WHERE ${billWhere}
    ) t ORDER BY ${order} LIMIT ${pending ? 500 : 100}`);
  return {
    list: rows.map((row) => ({
      kind: row.kind,
      reference: row.reference,
      company: { id: row.company_id, name: row.company },
      amount: fenToYuan(Number(row.amount_fen)),
      submitted_at: iso(row.created_at),
      order: row.order_id === null ? null : { id: row.order_id, order_sn: row.order_sn ?? '' },
      bill_period: row.period,
      status,
      confirmed_at: row.confirmed_at === null ? null : iso(row.confirmed_at),
    })),
  };
}

/** A transfer's state for the audit trail (before → after of a confirmation); null for an unknown reference. */
export async function transferState(
  tx: Executor,
  reference: string,
): Promise<Record<string, unknown> | null> {
  const { rows } = await tx.execute<{ kind: string; status: string; order_status: string | null }>(sql`
    SELECT 'order' AS kind, p.status, o.status AS order_status
    FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.reference = ${reference} AND p.method = 'transfer'
    UNION ALL
    SELECT 'bill', r.status, NULL FROM bill_repayments r WHERE r.reference = ${reference}`);
  const row = rows[0];
  if (!row) return null;
  return row.kind === 'order'
    ? { reference, kind: row.kind, status: row.status, order_status: row.order_status }
    : { reference, kind: row.kind, status: row.status };
}
