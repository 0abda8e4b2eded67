import { randomBytes } from 'node:crypto';
import {
  COUPON_TEMPLATE_STATUS_TEXT,
  type ConsoleCouponRow,
  type CouponScheduleBody,
  type CouponScope,
  type CouponTemplateBody,
  type CouponTemplateStatus,
  couponRateText,
  yuanToFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { couponFaceTerms, SCOPE_NAMES } from './coupon-centre';

/*
 * Coupon templates for operators (运营, permission `promotions`): list, create, schedule (the claim window),
 * pause / resume / end. The console routes and `ops coupon …` call these, each inside an audited transaction
 * (console/audit.ts) that records the template before → after. docs/promotions.md.
 */

type TemplateRow = {
  id: number;
  code: string;
  title: string;
  kind: ConsoleCouponRow['kind'];
  amount_fen: string;
  rate_percent: number | null;
  threshold_fen: string;
  scope: CouponScope;
  scope_names: string[] | null;
  audience: ConsoleCouponRow['audience'];
  status: CouponTemplateStatus;
  with_full_amount: boolean;
  total_quantity: number | null;
  claimed_count: number;
  used_count: number;
  per_buyer_limit: number;
  claim_starts_at: string | Date;
  claim_ends_at: string | Date;
  starts_at: string | Date;
  ends_at: string | Date;
  validity_days: number | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();
/** A PostgreSQL array literal as one parameter (drizzle would spread a JS array into a list). */
const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

function toRow(row: TemplateRow): ConsoleCouponRow {
  const face = couponFaceTerms(row);
  const fixed = row.validity_days === null;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    amount: face.amount,
    rate: row.rate_percent === null ? null : couponRateText(row.rate_percent),
    threshold: face.threshold,
    scope_text: face.scope_text,
    audience: row.audience,
    status: row.status,
    with_full_amount: row.with_full_amount ? 1 : 0,
    total_quantity: row.total_quantity,
    claimed_count: row.claimed_count,
    used_count: row.used_count,
    per_buyer_limit: row.per_buyer_limit,
    claim_starts_at: iso(row.claim_starts_at),
    claim_ends_at: iso(row.claim_ends_at),
    starts_at: fixed ? iso(row.starts_at) : null,
    ends_at: fixed ? iso(row.ends_at) : null,
    validity_days: row.validity_days,
  };
}

const SELECT = sql`SELECT c.id, c.code, c.title, c.kind, c.amount_fen, c.rate_percent, c.threshold_fen, c.scope,
    c.audience, c.status, c.with_full_amount, c.total_quantity, c.claimed_count, c.per_buyer_limit,
    c.claim_starts_at, c.claim_ends_at, c.starts_at, c.ends_at, c.validity_days, ${SCOPE_NAMES},
    (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.used_order_id IS NOT NULL)
      AS used_count
  FROM coupons c`;

/** Every template, newest first (a few hundred at most: no paging). */
export async function listCouponTemplates(tx: Executor): Promise<ConsoleCouponRow[]> {
  const result = await tx.execute<TemplateRow>(sql`${SELECT} ORDER BY c.id DESC LIMIT 500`);
  return result.rows.map(toRow);
}

export async function couponTemplate(tx: Executor, id: number): Promise<ConsoleCouponRow> {
  const result = await tx.execute<TemplateRow>(sql`${SELECT} WHERE c.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw notFound();
  return toRow(row);
}

/** Scope ids must name rows that exist. */
async function checkScope(tx: Executor, body: CouponTemplateBody): Promise<void> {
  const table = { all: null, categories: 'categories', brands: 'brands', goods: 'goods' }[body.scope];
  const ids = [...new Set(body.scope_ids)];
  if (table && ids.length > 0) {
    const found = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE id = ANY (${pgArray(ids)}::int[])`,
    );
    if ((found.rows[0]?.n ?? 0) !== ids.length) throw fieldRefused('scope_ids', '适用范围中有不存在的项目');
  }
}

export async function createCouponTemplate(
  tx: Executor,
  body: CouponTemplateBody,
): Promise<ConsoleCouponRow> {
  await checkScope(tx, body);
  const fixed = body.validity_days === undefined;
  const claimStartsAt = new Date(body.claim_starts_at);
  const claimEndsAt = new Date(body.claim_ends_at);
  const code = `op-${randomBytes(6).toString('hex')}`;
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO coupons (code, title, kind, amount_fen, rate_percent, threshold_fen, scope, scope_ids,
      exclude_goods_ids, with_full_amount, audience, status, total_quantity, per_buyer_limit, claim_starts_at,
      claim_ends_at, starts_at, ends_at, validity_days)
    VALUES (${code}, ${body.title}, ${body.kind}, ${yuanToFen(body.amount)},
      ${body.kind === 'discount' ? (body.rate_percent ?? null) : null}, ${yuanToFen(body.threshold)},
      ${body.scope}, ${pgArray(body.scope === 'all' ? [] : body.scope_ids)}::int[], ${pgArray(body.exclude_goods_ids)}::int[],
      ${body.with_full_amount}, ${body.audience}, 'active', ${body.total_quantity ?? null},
      ${body.per_buyer_limit}, ${claimStartsAt}, ${claimEndsAt},
      ${fixed ? new Date(body.starts_at as string) : claimStartsAt},
      ${fixed ? new Date(body.ends_at as string) : claimEndsAt}, ${body.validity_days ?? null})
    RETURNING id`);
  return couponTemplate(tx, result.rows[0]?.id as number);
}

/** A new claim window (schedule a start, extend, or bring the end forward). Ended templates stay ended. */
export async function scheduleCouponTemplate(
  tx: Executor,
  id: number,
  body: CouponScheduleBody,
): Promise<{ before: ConsoleCouponRow; after: ConsoleCouponRow }> {
  const before = await couponTemplate(tx, id);
  const changed = await tx.execute(sql`
    UPDATE coupons SET claim_starts_at = ${new Date(body.claim_starts_at)}, claim_ends_at = ${new Date(body.claim_ends_at)}
    WHERE id = ${id} AND status <> 'ended' RETURNING id`);
  if (changed.rows.length === 0) throw conflict('优惠券已结束，不能再排期');
  return { before, after: await couponTemplate(tx, id) };
}

const ALLOWED: Record<CouponTemplateStatus, CouponTemplateStatus[]> = {
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

/**
 * Pause, resume or end, as a conditional update from the states that allow it, so two operators cannot both
 * act on a stale view. Coupons already held stay usable: ending stops claiming, not what buyers hold.
 */
export async function setCouponTemplateStatus(
  tx: Executor,
  id: number,
  status: CouponTemplateStatus,
): Promise<{ before: ConsoleCouponRow; after: ConsoleCouponRow }> {
  const before = await couponTemplate(tx, id);
  const from = (Object.keys(ALLOWED) as CouponTemplateStatus[]).filter((state) =>
    ALLOWED[state].includes(status),
  );
  const changed = await tx.execute(sql`
    UPDATE coupons SET status = ${status} WHERE id = ${id} AND status = ANY (${pgArray(from)}::text[]) RETURNING id`);
  if (changed.rows.length === 0) {
    throw conflict(
      `优惠券${COUPON_TEMPLATE_STATUS_TEXT[before.status]}，不能改为${COUPON_TEMPLATE_STATUS_TEXT[status]}`,
    );
  }
  return { before, after: await couponTemplate(tx, id) };
}
