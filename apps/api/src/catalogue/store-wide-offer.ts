import {
  type EnterpriseType,
  fenToYuan,
  type Goods,
  type StoreWideOffer,
  storeWideAudienceIncludes,
  storeWideLabel,
  storeWideUnitPriceFen,
  yuanToFen,
} from '@yaocai/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, storeWideOffers } from '../db/schema/index';
import type { BuyerCompany } from './controlled-access';

/*
 * The running 全场94折 as the engine and the pages read it (docs/pricing.md "全场94折"). It lives in the catalogue,
 * below promotions, because the catalogue's cards show it too and promotions imports the catalogue (not the other
 * way). These reads take the caller's executor: the cart and orders pass their transaction; the cards read them
 * through the catalogue's display cache (`store-wide-cards.ts`).
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

export function offerOf(
  row: Pick<StoreWideRow, 'id' | 'title' | 'ratePercent' | 'startsAt' | 'endsAt' | 'exclude'>,
): StoreWideOffer {
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
  return audienceIncludes(row, company, found?.enterpriseType ?? null);
}

/** `companyInAudience` with the company's enterprise type already read. */
export function audienceIncludes(
  row: Pick<StoreWideRow, 'enterpriseTypes' | 'regions'>,
  company: BuyerCompany | null,
  enterpriseType: string | null,
): boolean {
  if (company === null) return false;
  const audience = { enterpriseTypes: row.enterpriseTypes, regions: row.regions };
  return storeWideAudienceIncludes(audience, {
    enterpriseType: enterpriseType as EnterpriseType | null,
    region: company.region,
  });
}

/**
 * A goods the offer covers, as cards and `/welfare` show it: the offer's tag (94折, its title as the tooltip) and,
 * for a viewer who gets it and may see prices, what one unit costs in it (null otherwise).
 */
export function withStoreWidePrice(shape: Goods, offer: StoreWideOffer, shown: boolean): Goods {
  return {
    ...shape,
    tags: [{ name: storeWideLabel(offer.ratePercent), describe: offer.title, is_show: 1 }, ...shape.tags],
    store_wide_price:
      shown && shape.price !== null
        ? fenToYuan(storeWideUnitPriceFen(offer.ratePercent, yuanToFen(shape.price)))
        : null,
  };
}
