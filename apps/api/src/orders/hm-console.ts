import {
  type ConsoleHmLimit,
  type ConsoleHmLimitBody,
  type ConsoleHmLimitPage,
  type ConsoleHmLimitQuery,
  type ConsoleHmReceiptPage,
  type ConsoleHmReceiptQuery,
  DEFAULT_EPHEDRINE_LIMITS,
  unixSeconds,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ActionOutcome } from '../console';
import type { Db, Executor } from '../db/client';
import { notFound } from '../lib/errors';
import { containing } from '../lib/like';
import { ephedrineLimitsOf, setEphedrineLimits } from './ephedrine-limits';
import { EPHEDRINE_CLASSES, receiptRows, wire } from './hm-receipts';

/*
 * The console's 含麻 screens (issue #21 §4, docs/regulatory.md "含麻"): every company's receipts, read-only, and
 * the per-company limits, set through `setEphedrineLimits` — the function `ops hm-limit` calls.
 */

const STATUS_WHERE: Record<ConsoleHmReceiptQuery['status'], (due: SQL) => SQL> = {
  '': () => sql`true`,
  pending: (due) => sql`r.order_id IS NULL AND ${due} >= now()`,
  overdue: (due) => sql`r.order_id IS NULL AND ${due} < now()`,
  confirmed: () => sql`r.order_id IS NOT NULL`,
};

/** GET /api/console/hm-receipts: unconfirmed first, newest shipped first; by status and order number or company. */
export async function consoleReceipts(db: Db, query: ConsoleHmReceiptQuery): Promise<ConsoleHmReceiptPage> {
  const nowMs = Date.now();
  const words = query.keywords ? containing(query.keywords) : null;
  const { rows, total } = await receiptRows(
    db,
    null,
    (due) =>
      sql`${STATUS_WHERE[query.status](due)} AND ${
        words ? sql`(o.order_sn ILIKE ${words} OR c.name ILIKE ${words})` : sql`true`
      }`,
    query,
  );
  return {
    list: rows.map((row) => ({
      ...wire(row, nowMs),
      company: { id: row.company_id, name: row.company_name },
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

type LimitRow = {
  id: number;
  name: string;
  per_order_units: number | null;
  per_month_units: number | null;
  set_by: string | null;
  updated_at: Date | string | null;
  month_units: string;
};

function toLimit(row: LimitRow): ConsoleHmLimit {
  const own = row.per_order_units !== null && row.per_month_units !== null;
  return {
    company: { id: row.id, name: row.name },
    per_order_units: own ? (row.per_order_units as number) : DEFAULT_EPHEDRINE_LIMITS.perOrderUnits,
    per_month_units: own ? (row.per_month_units as number) : DEFAULT_EPHEDRINE_LIMITS.perMonthUnits,
    is_default: own ? 0 : 1,
    month_units: Number(row.month_units),
    set_by: row.set_by ?? '',
    updated_at: row.updated_at ? unixSeconds(new Date(row.updated_at)) : null,
  };
}

/** The companies (by name) with their 含麻 limits and this Beijing month's units. */
async function limitRows(tx: Executor, where: SQL, page: { page: number; per_page: number }) {
  const result = await tx.execute<LimitRow>(sql`
    SELECT c.id, c.name, e.per_order_units, e.per_month_units, e.set_by, e.updated_at,
      (SELECT coalesce(sum(l.number), 0) FROM orders o JOIN order_lines l ON l.order_id = o.id
        JOIN goods g ON g.id = l.goods_id
        WHERE o.company_id = c.id AND o.status <> 'cancelled'
          AND g.regulatory_class = ANY(${EPHEDRINE_CLASSES}::text[])
          AND o.created_at >= date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'
      ) AS month_units
    FROM companies c LEFT JOIN ephedrine_limits e ON e.company_id = c.id
    WHERE ${where}
    ORDER BY (e.company_id IS NULL), c.id
    LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`);
  return result.rows;
}

/** GET /api/console/hm-limits: companies with limits of their own first, then by id. */
export async function consoleLimits(db: Db, query: ConsoleHmLimitQuery): Promise<ConsoleHmLimitPage> {
  const where = query.keywords ? sql`c.name ILIKE ${containing(query.keywords)}` : sql`true`;
  const rows = await limitRows(db, where, query);
  const total = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM companies c WHERE ${where}`);
  return {
    list: rows.map(toLimit),
    total: Number(total.rows[0]?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/**
 * POST /api/console/hm-limits/{company_id}: sets the company's limits (404 for an unknown company), inside the
 * caller's audited transaction; before → after are the limits.
 */
export async function setLimitsForOperator(
  tx: Executor,
  companyId: number,
  body: ConsoleHmLimitBody,
  actor: string,
): Promise<ActionOutcome<ConsoleHmLimit>> {
  const found = await tx.execute<{ id: number }>(
    sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`,
  );
  if (found.rows.length === 0) throw notFound();
  const before = await ephedrineLimitsOf(tx, companyId);
  const after = { perOrderUnits: body.per_order_units, perMonthUnits: body.per_month_units };
  await setEphedrineLimits(tx, companyId, after, actor);
  const [row] = await limitRows(tx, sql`c.id = ${companyId}`, { page: 1, per_page: 1 });
  const value = toLimit(row as LimitRow);
  return {
    value,
    result: `${value.company.name}：每单限购 ${after.perOrderUnits} 件，每月限购 ${after.perMonthUnits} 件`,
    before,
    after,
  };
}
