import {
  CLAIM_REASONS,
  type ClaimState,
  type CouponTemplateFacts,
  claimRefusal,
  claimState,
  couponRemaining,
  couponValidity,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { ApiError, conflict, notFound } from '../lib/errors';

/*
 * Claiming a coupon (POST /api/coupon/{id}/claim, new-buyer coupons at approval) and granting one outside the
 * centre (a draw prize, the seed). The rules and Chinese reasons are domain's `claimRefusal`; here they hold
 * under concurrency (docs/promotions.md):
 * - the per-buyer limit: claims of one company for one template queue on a transaction-scoped advisory lock
 *   (company id, template id), so the count of what it holds is read after the previous claim committed;
 * - the total: `claimed_count` rises by a conditional update (`… WHERE claimed_count < total_quantity`), the
 *   pattern of stock and flash-sale quotas, and a CHECK keeps it ≤ the total whatever code runs.
 */

export interface TemplateRow extends CouponTemplateFacts {
  id: number;
}

const TEMPLATE_COLUMNS = sql`id, status, audience, total_quantity, claimed_count, per_buyer_limit,
  claim_starts_at, claim_ends_at, starts_at, ends_at, validity_days`;

type RawTemplate = {
  id: number;
  status: TemplateRow['status'];
  audience: TemplateRow['audience'];
  total_quantity: number | null;
  claimed_count: number;
  per_buyer_limit: number;
  claim_starts_at: string | Date;
  claim_ends_at: string | Date;
  starts_at: string | Date;
  ends_at: string | Date;
  validity_days: number | null;
};

const ms = (value: string | Date) => new Date(value).getTime();

export function templateFacts(row: RawTemplate): TemplateRow {
  return {
    id: row.id,
    status: row.status,
    audience: row.audience,
    totalQuantity: row.total_quantity,
    claimedCount: row.claimed_count,
    perBuyerLimit: row.per_buyer_limit,
    claimStartsAt: ms(row.claim_starts_at),
    claimEndsAt: ms(row.claim_ends_at),
    startsAt: ms(row.starts_at),
    endsAt: ms(row.ends_at),
    validityDays: row.validity_days,
  };
}

/** A company is a new buyer until it has placed an order. */
export async function isNewBuyer(tx: Executor, companyId: number): Promise<boolean> {
  const result = await tx.execute<{ ordered: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM orders WHERE company_id = ${companyId}) AS ordered`,
  );
  return !result.rows[0]?.ordered;
}

async function heldCount(tx: Executor, companyId: number, couponId: number): Promise<number> {
  const result = await tx.execute<{ held: number }>(
    sql`SELECT count(*)::int AS held FROM user_coupons WHERE company_id = ${companyId} AND coupon_id = ${couponId}`,
  );
  return result.rows[0]?.held ?? 0;
}

/** Inserts the held coupon with its validity (fixed, or from `nowMs`). */
async function insertHeld(tx: Executor, companyId: number, template: TemplateRow, nowMs: number) {
  const { startsAt, endsAt } = couponValidity(template, nowMs);
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO user_coupons (coupon_id, company_id, starts_at, ends_at, created_at)
    VALUES (${template.id}, ${companyId}, ${new Date(startsAt)}, ${new Date(endsAt)}, ${new Date(nowMs)})
    RETURNING id`);
  return result.rows[0]?.id as number;
}

export interface ClaimOutcome {
  userCouponId: number;
  claimed: number;
  remaining: number | null;
  state: ClaimState;
}

/**
 * Claims one of template `couponId` for the company, in the caller's transaction. A template the buyer cannot
 * see (ended, or no such id) is 404; every other refusal is 409 with domain's reason.
 */
export async function claimCoupon(
  tx: Executor,
  companyId: number,
  couponId: number,
  nowMs: number,
): Promise<ClaimOutcome> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${companyId}::int, ${couponId}::int)`);
  const found = await tx.execute<RawTemplate>(
    sql`SELECT ${TEMPLATE_COLUMNS} FROM coupons WHERE id = ${couponId}`,
  );
  const raw = found.rows[0];
  if (!raw) throw notFound();
  const template = templateFacts(raw);
  const buyer = { held: await heldCount(tx, companyId, couponId), newBuyer: await isNewBuyer(tx, companyId) };
  const refusal = claimRefusal(template, buyer, nowMs);
  if (refusal !== '') throw conflict(refusal);
  const now = new Date(nowMs);
  const taken = await tx.execute<{ claimed_count: number }>(sql`
    UPDATE coupons SET claimed_count = claimed_count + 1
    WHERE id = ${couponId} AND status = 'active' AND claim_starts_at <= ${now} AND claim_ends_at > ${now}
      AND (total_quantity IS NULL OR claimed_count < total_quantity)
    RETURNING claimed_count`);
  // Someone else took the last one (or an operator paused it) between the read and the update.
  if (taken.rows.length === 0) throw conflict(CLAIM_REASONS.soldOut);
  const after = { ...template, claimedCount: taken.rows[0]?.claimed_count ?? template.claimedCount + 1 };
  const userCouponId = await insertHeld(tx, companyId, template, nowMs);
  const held = { held: buyer.held + 1, newBuyer: buyer.newBuyer };
  return {
    userCouponId,
    claimed: held.held,
    remaining: couponRemaining(after),
    state: claimState(after, held, nowMs),
  };
}

/** POST /api/coupon/{id}/claim: the claim in its own transaction. */
export function claimForBuyer(db: Db, companyId: number, couponId: number, nowMs = Date.now()) {
  return db.transaction((tx) => claimCoupon(tx, companyId, couponId, nowMs));
}

/**
 * A coupon given rather than claimed (a draw prize, the seed): held with the template's validity, outside the
 * centre's total and limit. Returns the held coupon's id.
 */
export async function grantCoupon(
  tx: Executor,
  companyId: number,
  couponId: number,
  nowMs: number,
): Promise<number> {
  const found = await tx.execute<RawTemplate>(
    sql`SELECT ${TEMPLATE_COLUMNS} FROM coupons WHERE id = ${couponId}`,
  );
  const raw = found.rows[0];
  if (!raw) throw notFound();
  return insertHeld(tx, companyId, templateFacts(raw), nowMs);
}

/**
 * New-buyer coupons for a company just approved: one claim of each running 新人券 template, through the same
 * claim (so the total and the per-buyer limit hold, and approving twice issues nothing twice). Templates it
 * may not claim (sold out, limit reached, no longer new) are skipped. Returns the titles issued.
 */
export async function issueNewBuyerCoupons(
  tx: Executor,
  companyId: number,
  nowMs: number,
): Promise<string[]> {
  const now = new Date(nowMs);
  const templates = await tx.execute<{ id: number; title: string }>(sql`
    SELECT id, title FROM coupons
    WHERE audience = 'new_buyer' AND status = 'active' AND claim_starts_at <= ${now} AND claim_ends_at > ${now}
    ORDER BY id`);
  const issued: string[] = [];
  for (const template of templates.rows) {
    try {
      // A refusal is thrown before anything is written, so the approval's transaction goes on unharmed.
      await claimCoupon(tx, companyId, template.id, nowMs);
      issued.push(template.title);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return issued;
}
