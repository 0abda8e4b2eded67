import {
  type EnterpriseType,
  type StoreWideInput,
  type StoreWideOffer,
  storeWideAudienceIncludes,
} from '@yaocai/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { type BuyerCompany, categoriesWithAncestors } from '../catalogue';
import type { Executor } from '../db/client';
import { companies, storeWideOffers } from '../db/schema/index';

/*
 * The running 全场94折 as the engine and the pages need it (docs/pricing.md "全场94折"). The write paths (cart,
 * orders) read it inside their transaction like every other pricing fact; nothing here is cached.
 */

export type StoreWideRow = typeof storeWideOffers.$inferSelect;

/** The offer running at `nowMs`: not paused, inside its window; the lowest id when operators made two overlap. */
export async function runningStoreWideRow(tx: Executor, nowMs: number): Promise<StoreWideRow | null> {
  const now = new Date(nowMs);
  const [row] = await tx
    .select()
    .from(storeWideOffers)
    .where(
      and(
        eq(storeWideOffers.paused, false),
        lte(storeWideOffers.startsAt, now),
        gt(storeWideOffers.endsAt, now),
      ),
    )
    .orderBy(asc(storeWideOffers.id))
    .limit(1);
  return row ?? null;
}

export function offerOf(row: StoreWideRow): StoreWideOffer {
  return {
    id: row.id,
    title: row.title,
    ratePercent: row.ratePercent,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    exclude: row.exclude,
  };
}

/** Whether the buyer's company is in the offer's audience (enterprise types, regions). */
export async function companyInAudience(
  tx: Executor,
  row: StoreWideRow,
  company: BuyerCompany | null,
): Promise<boolean> {
  if (company === null) return false;
  const [found] = await tx
    .select({ enterpriseType: companies.enterpriseType })
    .from(companies)
    .where(eq(companies.id, company.id));
  const audience = { enterpriseTypes: row.enterpriseTypes, regions: row.regions };
  return storeWideAudienceIncludes(audience, {
    enterpriseType: (found?.enterpriseType ?? null) as EnterpriseType | null,
    region: company.region,
  });
}

/**
 * The engine's `storeWide` input for a buyer's cart: the running offer when the company is in its audience,
 * with the categories (and their ancestors) of the cart's goods; null otherwise.
 */
export async function storeWideForBuyer(
  tx: Executor,
  company: BuyerCompany | null,
  goodsIds: readonly number[],
  nowMs: number,
): Promise<StoreWideInput | null> {
  const row = await runningStoreWideRow(tx, nowMs);
  if (!row || !(await companyInAudience(tx, row, company))) return null;
  return { offer: offerOf(row), categoriesOf: await categoriesWithAncestors(tx, goodsIds) };
}
