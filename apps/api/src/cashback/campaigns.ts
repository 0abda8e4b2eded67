import {
  CASHBACK_STATUS_TEXT,
  type CashbackCampaignBody,
  type CashbackStatus,
  type ConsoleCashbackRow,
  fenToYuan,
  yuanToFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { CashbackTierRow } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { tiersWire } from './reads';

/*
 * Cash-back campaigns for operators (运营, permission `promotions`): list, create, schedule (a new window), pause /
 * resume / end. The console routes and `ops cashback …` call these inside one audited transaction each, recording
 * the campaign before → after. An order keeps the tiers it joined with, so a change never moves what it earned.
 */

interface CampaignRow extends Record<string, unknown> {
  id: number;
  title: string;
  rule_text: string;
  audience: ConsoleCashbackRow['audience'];
  scope: ConsoleCashbackRow['scope'];
  scope_ids: number[];
  exclude_goods_ids: number[];
  tiers: CashbackTierRow[];
  validity_days: number;
  starts_at: Date;
  ends_at: Date;
  status: CashbackStatus;
  orders: number;
  issued_fen: string;
}

const seconds = (value: Date) => Math.floor(new Date(value).getTime() / 1000);
const pgArray = (values: readonly number[]) => `{${values.map(Number).join(',')}}`;

function toRow(row: CampaignRow): ConsoleCashbackRow {
  return {
    id: row.id,
    title: row.title,
    rule_text: row.rule_text,
    audience: row.audience,
    scope: row.scope,
    scope_ids: row.scope_ids,
    exclude_goods_ids: row.exclude_goods_ids,
    tiers: tiersWire(row.tiers),
    validity_days: row.validity_days,
    starts_at: seconds(row.starts_at),
    ends_at: seconds(row.ends_at),
    status: row.status,
    status_text: CASHBACK_STATUS_TEXT[row.status],
    orders: row.orders,
    issued: fenToYuan(Number(row.issued_fen)),
  };
}

const SELECT = sql`SELECT c.*,
    (SELECT count(*)::int FROM order_cashback oc WHERE oc.campaign_id = c.id) AS orders,
    (SELECT coalesce(sum(v.amount_fen), 0)::text FROM cash_vouchers v WHERE v.campaign_id = c.id) AS issued_fen
  FROM cashback_campaigns c`;

/** Every campaign, newest first (a few hundred at most: no paging). */
export async function listCampaigns(tx: Executor): Promise<ConsoleCashbackRow[]> {
  const result = await tx.execute<CampaignRow>(sql`${SELECT} ORDER BY c.id DESC LIMIT 500`);
  return result.rows.map(toRow);
}

async function campaign(tx: Executor, id: number): Promise<ConsoleCashbackRow> {
  const row = (await tx.execute<CampaignRow>(sql`${SELECT} WHERE c.id = ${id}`)).rows[0];
  if (!row) throw notFound();
  return toRow(row);
}

export async function createCampaign(tx: Executor, body: CashbackCampaignBody): Promise<ConsoleCashbackRow> {
  const table = { all: null, categories: 'categories', brands: 'brands', goods: 'goods' }[body.scope];
  const ids = [...new Set(body.scope_ids)];
  if (table && ids.length > 0) {
    const found = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE id = ANY (${pgArray(ids)}::int[])`,
    );
    if ((found.rows[0]?.n ?? 0) !== ids.length) throw fieldRefused('scope_ids', '适用范围中有不存在的项目');
  }
  const tiers: CashbackTierRow[] = body.tiers
    .map((tier) => ({ thresholdFen: yuanToFen(tier.threshold), voucherFen: yuanToFen(tier.voucher) }))
    .sort((a, b) => a.thresholdFen - b.thresholdFen);
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO cashback_campaigns (title, rule_text, audience, scope, scope_ids, exclude_goods_ids, tiers,
      validity_days, starts_at, ends_at)
    VALUES (${body.title}, ${body.rule_text}, ${body.audience}, ${body.scope},
      ${pgArray(body.scope === 'all' ? [] : ids)}::int[], ${pgArray(body.exclude_goods_ids)}::int[],
      ${JSON.stringify(tiers)}::jsonb, ${body.validity_days}, ${new Date(body.starts_at)}, ${new Date(body.ends_at)})
    RETURNING id`);
  return campaign(tx, result.rows[0]?.id as number);
}

export interface CampaignChange {
  before: ConsoleCashbackRow;
  after: ConsoleCashbackRow;
}

/** A new window (schedule a start, extend, or end sooner). An ended campaign stays ended. */
export async function scheduleCampaign(
  tx: Executor,
  id: number,
  window: { starts_at: string; ends_at: string },
): Promise<CampaignChange> {
  const before = await campaign(tx, id);
  const changed = await tx.execute(sql`
    UPDATE cashback_campaigns SET starts_at = ${new Date(window.starts_at)}, ends_at = ${new Date(window.ends_at)},
      updated_at = now()
    WHERE id = ${id} AND status <> 'ended' RETURNING id`);
  if (changed.rows.length === 0) throw conflict('满返活动已结束，不能再排期');
  return { before, after: await campaign(tx, id) };
}

const FROM: Record<CashbackStatus, CashbackStatus[]> = {
  active: ['paused'],
  paused: ['active'],
  ended: ['active', 'paused'],
};

/**
 * Pause, resume or end as a conditional update from the states that allow it (a stale screen cannot resume an
 * ended campaign). Orders that joined keep their cash-back: ending stops new orders joining.
 */
export async function setCampaignStatus(
  tx: Executor,
  id: number,
  status: CashbackStatus,
): Promise<CampaignChange> {
  const before = await campaign(tx, id);
  const changed = await tx.execute(sql`
    UPDATE cashback_campaigns SET status = ${status}, updated_at = now()
    WHERE id = ${id} AND status = ANY (${`{${FROM[status].join(',')}}`}::text[]) RETURNING id`);
  if (changed.rows.length === 0)
    throw conflict(`满返活动${CASHBACK_STATUS_TEXT[before.status]}，不能改为${CASHBACK_STATUS_TEXT[status]}`);
  return { before, after: await campaign(tx, id) };
}
