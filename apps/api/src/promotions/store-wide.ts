import type { StoreWideInput } from '@yaocai/domain';
import {
  type BuyerCompany,
  categoriesWithAncestors,
  companyInAudience,
  offerOf,
  runningStoreWideRow,
  type StoreWideRow,
} from '../catalogue';
import type { Executor } from '../db/client';

/*
 * The running 全场94折 as the engine needs it (docs/pricing.md "全场94折"). The write paths (cart, orders) read it
 * inside their transaction like every other pricing fact; nothing here is cached. The offer's reads live in the
 * catalogue (`store-wide-offer.ts`), whose cards show it too.
 */

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

export type { StoreWideRow };
