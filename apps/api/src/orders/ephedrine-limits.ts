import {
  containsEphedrine,
  DEFAULT_EPHEDRINE_LIMITS,
  type EphedrineLimits,
  ephedrineLimitRefusal,
  type RegulatoryClass,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fieldRefused } from '../lib/errors';
import { assertNoOverdueReceipt } from './hm-receipts';

/*
 * 含麻 quantity limits at order creation (issue #21 §4; docs/regulatory.md "含麻"): read from the tables inside
 * the order's transaction, never from a cache. Orders of one company that hold 含麻 goods queue on an advisory
 * lock, so two at once cannot both fit into what is left of the month.
 */

/** The advisory lock's first key: (EPHEDRINE_LOCK, companyId). */
const EPHEDRINE_LOCK = 21_04;

/** The company's limits: its own row, else the defaults. */
export async function ephedrineLimitsOf(tx: Executor, companyId: number): Promise<EphedrineLimits> {
  const result = await tx.execute<{ per_order_units: number; per_month_units: number }>(sql`
    SELECT per_order_units, per_month_units FROM ephedrine_limits WHERE company_id = ${companyId}`);
  const row = result.rows[0];
  if (!row) return { ...DEFAULT_EPHEDRINE_LIMITS };
  return { perOrderUnits: row.per_order_units, perMonthUnits: row.per_month_units };
}

/** Sums the units of the goods (id → units) whose class contains ephedrine. */
async function ephedrineUnits(tx: Executor, units: ReadonlyMap<number, number>): Promise<number> {
  if (units.size === 0) return 0;
  const ids = [...units.keys()];
  const result = await tx.execute<{ id: number; regulatory_class: RegulatoryClass }>(sql`
    SELECT id, regulatory_class FROM goods WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return result.rows
    .filter((row) => containsEphedrine(row.regulatory_class))
    .reduce((sum, row) => sum + (units.get(row.id) ?? 0), 0);
}

/** 含麻 units the company ordered in the Beijing calendar month of `nowMs`, cancelled orders not counted. */
async function monthUnits(tx: Executor, companyId: number, nowMs: number): Promise<number> {
  const result = await tx.execute<{ regulatory_class: RegulatoryClass; units: string }>(sql`
    SELECT g.regulatory_class, sum(l.number) AS units
    FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN goods g ON g.id = l.goods_id
    WHERE o.company_id = ${companyId} AND o.status <> 'cancelled'
      AND o.created_at >= date_trunc('month', ${new Date(nowMs)}::timestamptz AT TIME ZONE 'Asia/Shanghai')
        AT TIME ZONE 'Asia/Shanghai'
    GROUP BY g.regulatory_class`);
  return result.rows
    .filter((row) => containsEphedrine(row.regulatory_class))
    .reduce((sum, row) => sum + Number(row.units), 0);
}

/**
 * 409 when a receipt is overdue (hm-receipts.ts); 422 when the order's 含麻 units pass the company's per-order or per-month limit. Nothing
 * for an order without 含麻 goods.
 */
export async function assertEphedrineLimits(
  tx: Executor,
  companyId: number,
  units: ReadonlyMap<number, number>,
  nowMs: number,
): Promise<void> {
  const orderUnits = await ephedrineUnits(tx, units);
  if (orderUnits === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EPHEDRINE_LOCK}::int, ${companyId}::int)`);
  await assertNoOverdueReceipt(tx, companyId, nowMs);
  const refusal = ephedrineLimitRefusal(
    orderUnits,
    await monthUnits(tx, companyId, nowMs),
    await ephedrineLimitsOf(tx, companyId),
  );
  if (refusal) throw fieldRefused('cart', refusal);
}

/**
 * An operator sets a company's limits (`ops hm-limit`). The caller checks the company exists and the numbers.
 */
export async function setEphedrineLimits(
  tx: Executor,
  companyId: number,
  limits: EphedrineLimits,
  actor: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ephedrine_limits (company_id, per_order_units, per_month_units, set_by)
    VALUES (${companyId}, ${limits.perOrderUnits}, ${limits.perMonthUnits}, ${actor})
    ON CONFLICT (company_id) DO UPDATE SET per_order_units = excluded.per_order_units,
      per_month_units = excluded.per_month_units, set_by = excluded.set_by, updated_at = now()`);
}
