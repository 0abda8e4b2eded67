import type { Goods } from '@yaocai/domain';
import { fenToYuan } from '@yaocai/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { negotiatedPrices } from '../db/schema/index';
import { goodsShapes, type Viewer } from './shapes';

/**
 * An agreed price (协议价) replaces list and ladder prices in the cart (docs/pricing.md), so a page shows it alone.
 * Mutates `listed`; nothing for a viewer who sees no prices.
 */
export function showAgreedPrice(listed: Goods, agreedFen: number | null): void {
  if (agreedFen === null || listed.price === null) return;
  listed.price = fenToYuan(agreedFen);
  listed.ladder_price = [];
  listed.ladder_price_type = 0;
}

/**
 * The listed shapes of `ids` at the price this viewer would pay: the list or ladder price, or the company's agreed
 * price where it has one (activity pages; the product page does the same for one goods).
 */
export async function buyerPricedShapes(db: Db, ids: readonly number[], viewer: Viewer): Promise<Goods[]> {
  const shapes = await goodsShapes(db, ids, viewer);
  const companyId = viewer.company?.id ?? null;
  if (companyId === null || ids.length === 0 || !viewer.standing.maySeePrices) return shapes;
  const agreed = await db
    .select({ goodsId: negotiatedPrices.goodsId, priceFen: negotiatedPrices.priceFen })
    .from(negotiatedPrices)
    .where(and(eq(negotiatedPrices.companyId, companyId), inArray(negotiatedPrices.goodsId, [...ids])));
  const byGoods = new Map(agreed.map((row) => [row.goodsId, row.priceFen]));
  for (const shape of shapes) showAgreedPrice(shape, byGoods.get(shape.id) ?? null);
  return shapes;
}
