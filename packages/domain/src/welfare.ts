import type { EnterpriseType } from './print/account-labels';

/*
 * The all-store percentage off (全场94折, `/welfare`) beyond its engine step (cart-pricing/store-wide.ts): who gets
 * it, and how its rate reads. Decisions: docs/pricing.md "全场94折".
 */

/** Who gets the offer: enterprise types and provinces, each empty for all. */
export interface StoreWideAudience {
  enterpriseTypes: readonly EnterpriseType[];
  /** Province names as a company's region holds them (北京市, 河北省...). */
  regions: readonly string[];
}

/** Whether a buyer's company is in the audience; a visitor or a login without a company never is. */
export function storeWideAudienceIncludes(
  audience: StoreWideAudience,
  company: { enterpriseType: EnterpriseType | null; region: string } | null,
): boolean {
  if (company === null) return false;
  if (audience.enterpriseTypes.length > 0) {
    if (company.enterpriseType === null || !audience.enterpriseTypes.includes(company.enterpriseType))
      return false;
  }
  return (
    audience.regions.length === 0 || audience.regions.some((region) => company.region.startsWith(region))
  );
}

/** How a rate reads on tags and pages: 94 → 94折, 90 → 9折, 85 → 85折. */
export function storeWideLabel(ratePercent: number): string {
  return ratePercent % 10 === 0 ? `${ratePercent / 10}折` : `${ratePercent}折`;
}
