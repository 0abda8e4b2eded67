import { DAY_MS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';

/*
 * The coupon centre's templates (issue #22 §2): what a new company finds at /lqzx — store-wide, category and
 * brand coupons, a 折扣券 with its cap, one that does not stack with 满减, the 新人券 issued at approval, and a
 * small batch that sells out. Upserted by code; a window, status or total an operator changed is kept
 * (docs/promotions.md).
 */

const yuan = (n: number) => n * 100;

interface CentreCoupon {
  code: string;
  title: string;
  kind?: 'amount' | 'discount';
  amountFen: number;
  ratePercent?: number;
  thresholdFen: number;
  scope?: 'all' | 'categories' | 'brands';
  /** categories: the 感冒用药 tree; brands: the first seeded brand. */
  scopeOf?: 'cold' | 'brand';
  withFullAmount?: boolean;
  audience?: 'all' | 'new_buyer';
  total: number | null;
  limit: number;
  /** Days after claiming; absent: valid for the claim window. */
  validityDays?: number;
}

export const centreCoupons: CentreCoupon[] = [
  {
    code: 'centre-800-40',
    title: '全场满800减40',
    amountFen: yuan(40),
    thresholdFen: yuan(800),
    total: 500,
    limit: 1,
    validityDays: 30,
  },
  {
    code: 'centre-95-off',
    title: '全场9.5折券',
    kind: 'discount',
    amountFen: yuan(100),
    ratePercent: 95,
    thresholdFen: yuan(1000),
    total: 200,
    limit: 1,
    validityDays: 15,
  },
  {
    code: 'centre-cold-200-15',
    title: '感冒用药满200减15',
    amountFen: yuan(15),
    thresholdFen: yuan(200),
    scope: 'categories',
    scopeOf: 'cold',
    total: 300,
    limit: 2,
  },
  {
    code: 'centre-brand-500-30',
    title: '品牌专享满500减30',
    amountFen: yuan(30),
    thresholdFen: yuan(500),
    scope: 'brands',
    scopeOf: 'brand',
    total: 300,
    limit: 1,
    validityDays: 30,
  },
  {
    code: 'centre-free-8',
    title: '无门槛8元券（不与满减同享）',
    amountFen: yuan(8),
    thresholdFen: 0,
    withFullAmount: false,
    total: 1000,
    limit: 1,
    validityDays: 7,
  },
  {
    code: 'centre-new-10',
    title: '新人专享无门槛10元',
    amountFen: yuan(10),
    thresholdFen: 0,
    audience: 'new_buyer',
    total: null,
    limit: 1,
    validityDays: 30,
  },
  {
    code: 'centre-new-300-30',
    title: '新人满300减30',
    amountFen: yuan(30),
    thresholdFen: yuan(300),
    audience: 'new_buyer',
    total: null,
    limit: 1,
    validityDays: 30,
  },
  {
    code: 'centre-flash-3',
    title: '限量满300减30',
    amountFen: yuan(30),
    thresholdFen: yuan(300),
    total: 3,
    limit: 1,
    validityDays: 7,
  },
];

/** Whether the centre's templates are there (a database seeded before the centre gets them on start). */
export async function hasCentreCoupons(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM coupons WHERE code LIKE 'centre-%'`,
  );
  return (result.rows[0]?.n ?? 0) > 0;
}

export async function seedCouponCentre(tx: Executor): Promise<void> {
  const now = Date.now();
  const from = new Date(now - DAY_MS);
  const to = new Date(now + 60 * DAY_MS);
  const cold = await tx.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE code = 'gm' OR code LIKE 'gm.%' ORDER BY id`,
  );
  const brand = await tx.execute<{ id: number }>(sql`SELECT id FROM brands ORDER BY id LIMIT 1`);
  for (const coupon of centreCoupons) {
    const ids =
      coupon.scopeOf === 'cold'
        ? cold.rows.map((row) => row.id)
        : coupon.scopeOf === 'brand'
          ? brand.rows.map((row) => row.id)
          : [];
    // No brand or category seeded (a bare test catalogue): the coupon would apply to nothing, so leave it out.
    if (coupon.scopeOf && ids.length === 0) continue;
    await tx.execute(sql`
      INSERT INTO coupons (code, title, kind, amount_fen, rate_percent, threshold_fen, scope, scope_ids, with_full_amount,
        audience, total_quantity, per_buyer_limit, claim_starts_at, claim_ends_at, starts_at, ends_at, validity_days)
      VALUES (${coupon.code}, ${coupon.title}, ${coupon.kind ?? 'amount'}, ${coupon.amountFen}, ${coupon.ratePercent ?? null},
        ${coupon.thresholdFen}, ${coupon.scope ?? 'all'}, ${`{${ids.join(',')}}`}::int[], ${coupon.withFullAmount ?? true},
        ${coupon.audience ?? 'all'}, ${coupon.total}, ${coupon.limit}, ${from}, ${to}, ${from}, ${to},
        ${coupon.validityDays ?? null})
      ON CONFLICT (code) DO UPDATE SET title = excluded.title`);
  }
}
