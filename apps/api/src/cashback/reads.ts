import {
  CASH_VOUCHER_STATUS_TEXT,
  type CashbackCampaignList,
  type CashVoucherList,
  type CashVoucherQuery,
  type CashVoucherStatus,
  cashVoucherStatus,
  couponScopeText,
  fenToYuan,
  type OrderCashbackWire,
  unixSeconds,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../catalogue';
import type { Executor } from '../db/client';
import type { CashbackTierRow } from '../db/schema/index';

/*
 * The buyer's reads: the company's cash vouchers by status (/wdqb/xjq), the running campaigns (/hb), and the
 * cash-back on an order's detail. A voucher's status is computed from its facts (taken back, spent, window), so
 * no job has to expire them.
 */

const STATUS_WHERE: Record<CashVoucherStatus, SQL> = {
  revoked: sql`v.revoked_at IS NOT NULL`,
  used: sql`v.revoked_at IS NULL AND v.remaining_fen = 0`,
  expired: sql`v.revoked_at IS NULL AND v.remaining_fen > 0 AND v.ends_at <= now()`,
  unused: sql`v.revoked_at IS NULL AND v.remaining_fen > 0 AND v.ends_at > now()`,
};

/** GET /api/user/cash_voucher: the company's vouchers, soonest-ending unused first, then newest. */
export async function listCashVouchers(
  tx: Executor,
  companyId: number,
  query: CashVoucherQuery,
  nowMs = Date.now(),
): Promise<CashVoucherList> {
  const where = query.status === '' ? sql`true` : STATUS_WHERE[query.status];
  const counted = await tx.execute<{ total: number; usable: string }>(sql`
    SELECT (SELECT count(*)::int FROM cash_vouchers v WHERE v.company_id = ${companyId} AND ${where}) AS total,
      (SELECT coalesce(sum(v.remaining_fen), 0)::text FROM cash_vouchers v
        WHERE v.company_id = ${companyId} AND ${STATUS_WHERE.unused}) AS usable`);
  const rows = await tx.execute<{
    id: number;
    title: string;
    amount_fen: string;
    remaining_fen: string;
    starts_at: Date;
    ends_at: Date;
    revoked_at: Date | null;
    order_id: number | null;
    order_sn: string | null;
  }>(sql`
    SELECT v.id, v.title, v.amount_fen, v.remaining_fen, v.starts_at, v.ends_at, v.revoked_at, v.order_id, o.order_sn
    FROM cash_vouchers v LEFT JOIN orders o ON o.id = v.order_id
    WHERE v.company_id = ${companyId} AND ${where}
    ORDER BY (${STATUS_WHERE.unused}) DESC, CASE WHEN ${STATUS_WHERE.unused} THEN v.ends_at END, v.id DESC
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  return {
    list: rows.rows.map((row) => {
      const status = cashVoucherStatus(
        {
          remainingFen: Number(row.remaining_fen),
          endsAt: new Date(row.ends_at).getTime(),
          revoked: row.revoked_at !== null,
        },
        nowMs,
      );
      return {
        id: row.id,
        title: row.title,
        amount: fenToYuan(Number(row.amount_fen)),
        remaining: fenToYuan(Number(row.remaining_fen)),
        status,
        status_text: CASH_VOUCHER_STATUS_TEXT[status],
        starts_at: unixSeconds(new Date(row.starts_at)),
        ends_at: unixSeconds(new Date(row.ends_at)),
        order_id: row.order_id,
        order_sn: row.order_sn,
      };
    }),
    total: counted.rows[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
    usable_total: fenToYuan(Number(counted.rows[0]?.usable ?? 0)),
  };
}

const tiersWire = (tiers: CashbackTierRow[]) =>
  [...tiers]
    .sort((a, b) => a.thresholdFen - b.thresholdFen)
    .map((tier) => ({ threshold: fenToYuan(tier.thresholdFen), voucher: fenToYuan(tier.voucherFen) }));

/** GET /api/cashback: the campaigns running now (/hb), in id order, with a few of their goods. */
export async function runningCampaigns(tx: Executor): Promise<CashbackCampaignList> {
  const rows = await tx.execute<{
    id: number;
    title: string;
    rule_text: string;
    audience: 'all' | 'new_buyer';
    scope: 'all' | 'categories' | 'brands' | 'goods';
    scope_ids: number[];
    exclude_goods_ids: number[];
    tiers: CashbackTierRow[];
    validity_days: number;
    starts_at: Date;
    ends_at: Date;
    names: string[];
    goods: { id: number; name: string; ypgg: string }[];
  }>(sql`
    SELECT c.*,
      CASE c.scope
        WHEN 'categories' THEN (SELECT coalesce(array_agg(name ORDER BY id), '{}') FROM categories WHERE id = ANY(c.scope_ids))
        WHEN 'brands' THEN (SELECT coalesce(array_agg(name ORDER BY id), '{}') FROM brands WHERE id = ANY(c.scope_ids))
        ELSE '{}'::text[] END AS names,
      (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'ypgg', g.ypgg) ORDER BY g.id), '[]')
       FROM (SELECT g.id, g.name, g.ypgg FROM goods g
             WHERE NOT g.banned_online AND g.stock > 0 AND NOT (g.id = ANY(c.exclude_goods_ids)) AND (
               (c.scope = 'goods' AND g.id = ANY(c.scope_ids))
               OR (c.scope = 'brands' AND g.brand_id = ANY(c.scope_ids))
               OR (c.scope = 'categories' AND EXISTS (
                 WITH RECURSIVE down(id) AS (
                   SELECT unnest(c.scope_ids) UNION SELECT k.id FROM categories k JOIN down ON k.parent_id = down.id)
                 SELECT 1 FROM goods_categories gc JOIN down ON down.id = gc.category_id WHERE gc.goods_id = g.id)))
             ORDER BY g.id LIMIT 12) g) AS goods
    FROM cashback_campaigns c
    WHERE c.status = 'active' AND c.starts_at <= now() AND c.ends_at > now()
    ORDER BY c.id`);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: row.title,
      rule_text: row.rule_text,
      audience: row.audience,
      scope: row.scope,
      scope_text: couponScopeText(row.scope, row.names),
      tiers: tiersWire(row.tiers),
      validity_days: row.validity_days,
      starts_at: unixSeconds(new Date(row.starts_at)),
      ends_at: unixSeconds(new Date(row.ends_at)),
      goods: row.goods.map((goods) => ({ ...goods, image: goodsImageUrl(goods.id) })),
    })),
  };
}

export { tiersWire };

/** The order detail's cash-back column (orders' reads embed it; cashback owns its tables). */
export const orderCashbackColumn = sql`(
  SELECT json_build_object('title', c.title, 'voucher', (
    SELECT json_build_object('id', v.id, 'amount_fen', v.amount_fen, 'remaining_fen', v.remaining_fen,
      'ends_at', v.ends_at, 'revoked', v.revoked_at IS NOT NULL)
    FROM cash_vouchers v WHERE v.id = oc.voucher_id))
  FROM order_cashback oc JOIN cashback_campaigns c ON c.id = oc.campaign_id WHERE oc.order_id = o.id)`;

export interface OrderCashbackRow {
  title: string;
  voucher: {
    id: number;
    amount_fen: number;
    remaining_fen: number;
    ends_at: string;
    revoked: boolean;
  } | null;
}

export function toOrderCashback(row: OrderCashbackRow | null, nowMs: number): OrderCashbackWire | null {
  if (!row) return null;
  const voucher = row.voucher;
  return {
    campaign_title: row.title,
    voucher: voucher && {
      id: voucher.id,
      amount: fenToYuan(Number(voucher.amount_fen)),
      status_text:
        CASH_VOUCHER_STATUS_TEXT[
          cashVoucherStatus(
            {
              remainingFen: Number(voucher.remaining_fen),
              endsAt: Date.parse(voucher.ends_at),
              revoked: voucher.revoked,
            },
            nowMs,
          )
        ],
    },
  };
}
