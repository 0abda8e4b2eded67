import { alertPriceFen } from '@yaocai/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { ladderTiers } from '../catalogue';
import type { Executor } from '../db/client';
import { goods, negotiatedPrices } from '../db/schema/index';

/** What an alert reads of one goods now: stock and each subscribing company's price (domain's `alertPriceFen`). */
export interface AlertGoodsNow {
  stock: number;
  /** The unit price this company pays now. */
  priceFor(companyId: number): number;
}

/**
 * The goods of `ids` (sold online only; others are absent) with what decides each company's price: list price,
 * ladder, order step, and the agreed prices of `companyIds`. Reads the tables, in the caller's transaction.
 */
export async function alertGoodsNow(
  tx: Executor,
  ids: readonly number[],
  companyIds: readonly number[],
): Promise<Map<number, AlertGoodsNow>> {
  const found = new Map<number, AlertGoodsNow>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select({ id: goods.id, stock: goods.stock, priceFen: goods.priceFen, zbz: goods.zbz })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), eq(goods.bannedOnline, false)));
  const tiers = await ladderTiers(
    tx,
    rows.map((row) => row.id),
  );
  const agreed =
    companyIds.length === 0
      ? []
      : await tx
          .select()
          .from(negotiatedPrices)
          .where(
            and(
              inArray(negotiatedPrices.goodsId, [...ids]),
              inArray(negotiatedPrices.companyId, [...companyIds]),
            ),
          );
  const agreedOf = new Map(agreed.map((row) => [`${row.companyId}:${row.goodsId}`, row.priceFen]));
  for (const row of rows) {
    const ladder = tiers.get(row.id) ?? [];
    found.set(row.id, {
      stock: row.stock,
      priceFor: (companyId) =>
        alertPriceFen({
          priceFen: row.priceFen,
          ladder,
          zbz: row.zbz,
          negotiatedPriceFen: agreedOf.get(`${companyId}:${row.id}`) ?? null,
        }),
    });
  }
  return found;
}
