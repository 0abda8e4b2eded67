import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, controlledProgrammes, goods, promotions } from '../db/schema/index';
import { seedBase, topUpContent } from './base';
import { generateCatalogue } from './catalogue/index';
import { insertCatalogue } from './catalogue-insert';
import { seedControlledSale } from './controlled-sale';
import { seedPromotions } from './promotions';

export interface SeedReport {
  goods: number;
  generateMs: number;
  insertMs: number;
}

/** Seeds base data and a generated catalogue of `goodsCount` products in one transaction; safe to re-run. */
export async function seed(db: Db, goodsCount: number): Promise<SeedReport> {
  const started = performance.now();
  const catalogue = generateCatalogue({ goods: goodsCount });
  const generated = performance.now();
  await db.transaction(async (tx) => {
    await seedBase(tx);
    await insertCatalogue(tx, catalogue);
    await seedPromotions(tx);
    await seedControlledSale(tx);
  });
  // After a bulk load: fresh planner statistics, and the GIN pending lists merged into the trigram indexes
  // (until then every search scans them linearly). The tables its triggers keep were rewritten once per batch
  // (a listing document three times: with its product, its ladder, its tags), so they are compacted: 125 MB of
  // listings for 100k goods become 80 MB, and the dictionary's dead rows stop slowing every search.
  await db.execute(
    sql`VACUUM (ANALYZE) goods, goods_categories, goods_ladder_prices, goods_tags, manufacturers`,
  );
  await db.execute(sql`VACUUM (FULL, ANALYZE) goods_listings, goods_names, goods_maker_counts`);
  return {
    goods: catalogue.goods.length,
    generateMs: Math.round(generated - started),
    insertMs: Math.round(performance.now() - generated),
  };
}

/** First start: an empty catalogue means a fresh database. */
export async function seedIfEmpty(db: Db, goodsCount: number): Promise<SeedReport | null> {
  const [row] = await db.select({ n: count() }).from(goods);
  if ((row?.n ?? 0) > 0) {
    // A database seeded before promotions existed gets them on its next start.
    const [promo] = await db.select({ n: count() }).from(promotions);
    if ((promo?.n ?? 0) === 0) await db.transaction((tx) => seedPromotions(tx));
    // Likewise the controlled-sale programmes, their banners and the demo applications.
    const [programmes] = await db.select({ n: count() }).from(controlledProgrammes);
    if ((programmes?.n ?? 0) === 0) await db.transaction((tx) => seedControlledSale(tx));
    const [news] = await db.select({ n: count() }).from(articles);
    if ((news?.n ?? 0) === 0) await db.transaction((tx) => topUpContent(tx));
    return null;
  }
  return seed(db, goodsCount);
}
