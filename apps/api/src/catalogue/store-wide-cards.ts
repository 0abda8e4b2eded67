import { type Goods, goodsInStoreWide, type PromotionWindow } from '@yaocai/domain';
import type { Db } from '../db/client';
import { type CatalogueCache, displayFactsOf, promotionWindowsOf } from './cache';
import { categoriesWithAncestors } from './category-ancestors';
import type { Viewer } from './shapes';
import { companyInAudience, offerOf, runningStoreWideRow, withStoreWidePrice } from './store-wide-offer';

/*
 * The 全场94折 on the catalogue's cards and list rows (search, list, zone and category pages; docs/catalogue.md
 * "全场94折 on cards"). The listing documents and their caches are shared by every buyer, so nothing here goes
 * into them: the shapes are decorated per request, after they are built.
 *
 * Cost per request: the running offer comes from the display cache (`storeWide`, at most 5 s old, cache.ts); with
 * no offer running nothing more is read. With one running: the audience (one indexed row, only for a viewer who
 * may see prices), and, for the page's goods at once — never per goods — their promotion windows when the offer
 * excludes promoted goods (display cache, 5 s) and their categories when it excludes categories, since the
 * listing document carries neither. Controlled sale is on the listing document.
 */

/** Adds the offer's tag, and its unit price for a viewer in its audience, to the goods it covers. */
export async function showStoreWide(
  db: Db,
  cache: CatalogueCache,
  list: Goods[],
  viewer: Viewer,
  nowMs = Date.now(),
): Promise<Goods[]> {
  if (list.length === 0) return list;
  const { row } = await cache.storeWide.get('running', async () => ({
    row: await runningStoreWideRow(db, nowMs),
  }));
  if (!row) return list;
  const offer = offerOf(row);
  const ids = list.map((goods) => goods.id);
  const noPromotions = new Map<number, PromotionWindow[]>();
  const noCategories = new Map<number, number[]>();
  const [facts, promotions, categories, inAudience] = await Promise.all([
    displayFactsOf(db, cache, ids),
    offer.exclude.promotions ? promotionWindowsOf(db, cache, ids) : noPromotions,
    offer.exclude.categoryIds.length > 0 ? categoriesWithAncestors(db, ids) : noCategories,
    viewer.standing.maySeePrices ? companyInAudience(db, row, viewer.company) : false,
  ]);
  return list.map((goods) => {
    const isControlled = facts.get(goods.id)?.found.row.isControlled ?? false;
    const covered = goodsInStoreWide(
      offer,
      { id: goods.id, isControlled, promotions: promotions.get(goods.id) ?? [] },
      categories.get(goods.id) ?? [],
      nowMs,
    );
    return covered ? withStoreWidePrice(goods, offer, inAudience) : goods;
  });
}
