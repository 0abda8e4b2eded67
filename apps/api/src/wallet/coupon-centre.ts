import {
  type AvailableCoupon,
  type AvailableCouponQuery,
  type CouponKind,
  type CouponScope,
  claimRefusal,
  claimState,
  couponGroup,
  couponRateText,
  couponRemaining,
  couponScopeText,
  fenToYuan,
  unixSeconds,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { isNewBuyer, templateFacts } from './coupon-claim';

/* The coupon centre's list (GET /api/user/availableCoupon): templates open for claiming now, as this buyer sees them. */

/** The names a scope line prints (categories' or brands'), as `scope_names`; `c` is the coupons row. */
export const SCOPE_NAMES = sql`CASE c.scope
    WHEN 'categories' THEN (SELECT array_agg(cat.name ORDER BY cat.id) FROM categories cat WHERE cat.id = ANY (c.scope_ids))
    WHEN 'brands' THEN (SELECT array_agg(b.name ORDER BY b.id) FROM brands b WHERE b.id = ANY (c.scope_ids))
  END AS scope_names`;

/** The face terms every coupon shape carries. */
export function couponFaceTerms(row: {
  kind: CouponKind;
  amount_fen: string | number;
  rate_percent: number | null;
  threshold_fen: string | number;
  scope: CouponScope;
  scope_names: string[] | null;
}) {
  return {
    kind: row.kind,
    amount: fenToYuan(Number(row.amount_fen)),
    rate: row.rate_percent === null ? null : couponRateText(row.rate_percent),
    threshold: fenToYuan(Number(row.threshold_fen)),
    scope: row.scope,
    scope_text: couponScopeText(row.scope, row.scope_names ?? []),
  };
}

const GROUP_FILTER: (SQL | null)[] = [
  null,
  sql`c.audience = 'all' AND c.scope = 'all'`,
  sql`c.audience = 'all' AND c.scope <> 'all'`,
  sql`c.audience = 'new_buyer'`,
];

export async function availableCoupons(
  tx: Executor,
  companyId: number,
  query: AvailableCouponQuery,
  nowMs: number,
) {
  const now = new Date(nowMs);
  const group = GROUP_FILTER[query.type] ?? null;
  const where = sql`c.status = 'active' AND c.claim_starts_at <= ${now} AND c.claim_ends_at > ${now}
    ${group ? sql`AND ${group}` : sql``}`;
  const result = await tx.execute<
    Parameters<typeof templateFacts>[0] &
      Parameters<typeof couponFaceTerms>[0] & { title: string; held: number }
  >(sql`
    SELECT c.id, c.title, c.kind, c.amount_fen, c.rate_percent, c.threshold_fen, c.scope, c.status, c.audience,
      c.total_quantity, c.claimed_count, c.per_buyer_limit, c.claim_starts_at, c.claim_ends_at, c.starts_at,
      c.ends_at, c.validity_days, ${SCOPE_NAMES},
      (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.company_id = ${companyId}) AS held
    FROM coupons c WHERE ${where}
    ORDER BY c.id LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  const counted = await tx.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM coupons c WHERE ${where}`,
  );
  const newBuyer = await isNewBuyer(tx, companyId);
  const list: AvailableCoupon[] = result.rows.map((row) => {
    const facts = templateFacts(row);
    const buyer = { held: row.held, newBuyer };
    const fixed = facts.validityDays === null;
    return {
      id: row.id,
      title: row.title,
      ...couponFaceTerms(row),
      group: couponGroup({ audience: facts.audience, scope: row.scope }),
      starts_at: fixed ? unixSeconds(facts.startsAt) : null,
      ends_at: fixed ? unixSeconds(facts.endsAt) : null,
      validity_days: facts.validityDays,
      remaining: couponRemaining(facts),
      per_buyer_limit: facts.perBuyerLimit,
      claimed: row.held,
      state: claimState(facts, buyer, nowMs),
      reason: claimRefusal(facts, buyer, nowMs),
    };
  });
  return { list, total: counted.rows[0]?.total ?? 0, page: query.page, per_page: query.per_page };
}
