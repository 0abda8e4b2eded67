import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import {
  activityPages,
  articleCategories,
  cashbackCampaigns,
  certificates,
  controlledProgrammes,
  drawActivities,
  fullAmountActivities,
  goods,
  operators,
  pointsItems,
  promotions,
  storeWideOffers,
  users,
  wallets,
} from '../db/schema/index';
import { seedActivityPages } from './activity-pages';
import { seedArticles } from './articles';
import { seedContent, seedPeople, topUpContent } from './base';
import { seedBuyers } from './buyers';
import { seedCart } from './cart';
import { seedCashback } from './cashback';
import { generateCatalogue, type SeedCatalogue } from './catalogue/index';
import { insertCatalogue } from './catalogue-insert';
import { seedControlledSale } from './controlled-sale';
import { hasCentreCoupons, seedCouponCentre } from './coupons';
import { seedDraw } from './draw';
import { seedOperators } from './operators';
import { seedPoints } from './points';
import { seedPromotions } from './promotions';
import { seedQualifications } from './qualifications';
import { hasSeededWarehouses, seedWarehouses } from './warehouses';
import { seedStoreWide } from './welfare';

export interface SeedReport {
  goods: number;
  generateMs: number;
  insertMs: number;
}

/**
 * One module's seed data. `run` is idempotent (upserts by natural key) and fills a fresh database; on a start
 * against a seeded database, a module whose data is absent (`present` false: it was added to the product
 * after that database was seeded) gets `topUp` — by default `run` — and the others are left alone.
 */
interface Seeder {
  name: string;
  present(db: Db): Promise<boolean>;
  run(tx: Executor, catalogue: () => SeedCatalogue): Promise<void>;
  /** What a seeded database gets; leaves what an operator already changed alone. */
  topUp?(tx: Executor): Promise<void>;
}

const hasRows = (table: PgTable) => async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) > 0;
};

/**
 * In dependency order: people before the applications of controlled sale, goods before promotions, both before
 * the cart's terms (its chain stores belong to a seeded buyer, its activities name seeded goods), all of them
 * before the buyers' wallets, addresses, coupons and past orders (every demo company and goods exists by then).
 */
const seeders: Seeder[] = [
  { name: 'people', present: hasRows(users), run: seedPeople },
  {
    name: 'content',
    // The help centre (issue #23) came after the first content: a database without it gets the top-up.
    present: async (db) =>
      (
        await db
          .select({ id: articleCategories.id })
          .from(articleCategories)
          .where(eq(articleCategories.section, 'help'))
          .limit(1)
      ).length > 0,
    run: async (tx) => {
      await seedContent(tx);
      await seedArticles(tx);
    },
    topUp: topUpContent,
  },
  { name: 'warehouses', present: hasSeededWarehouses, run: seedWarehouses },
  { name: 'catalogue', present: hasRows(goods), run: (tx, catalogue) => insertCatalogue(tx, catalogue()) },
  { name: 'promotions', present: hasRows(promotions), run: seedPromotions },
  { name: 'controlled sale', present: hasRows(controlledProgrammes), run: seedControlledSale },
  { name: 'cart', present: hasRows(fullAmountActivities), run: seedCart },
  { name: 'qualifications', present: hasRows(certificates), run: seedQualifications },
  { name: 'buyers', present: hasRows(wallets), run: seedBuyers },
  { name: 'draw', present: hasRows(drawActivities), run: seedDraw },
  { name: 'coupon centre', present: hasCentreCoupons, run: seedCouponCentre },
  { name: 'activity pages', present: hasRows(activityPages), run: seedActivityPages },
  { name: 'points', present: hasRows(pointsItems), run: seedPoints },
  { name: 'cash-back', present: hasRows(cashbackCampaigns), run: seedCashback },
  { name: 'store-wide offer', present: hasRows(storeWideOffers), run: seedStoreWide },
  { name: 'operators', present: hasRows(operators), run: seedOperators },
];

/** Seeds every module, with a generated catalogue of `goodsCount` products, in one transaction; safe to re-run. */
export async function seed(db: Db, goodsCount: number): Promise<SeedReport> {
  const started = performance.now();
  const catalogue = generateCatalogue({ goods: goodsCount });
  const generated = performance.now();
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx, () => catalogue);
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

/**
 * On start: an empty catalogue means a fresh database, seeded whole; otherwise each module whose data is
 * missing is topped up in its own transaction. Null when nothing was seeded from scratch.
 */
export async function seedIfEmpty(db: Db, goodsCount: number): Promise<SeedReport | null> {
  if (!(await hasRows(goods)(db))) return seed(db, goodsCount);
  for (const seeder of seeders) {
    if (await seeder.present(db)) continue;
    await db.transaction((tx) =>
      seeder.topUp ? seeder.topUp(tx) : seeder.run(tx, () => generateCatalogue({ goods: goodsCount })),
    );
  }
  return null;
}
