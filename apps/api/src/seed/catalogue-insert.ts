import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  brands,
  categories,
  goods,
  goodsBatches,
  goodsCategories,
  goodsLadderPrices,
  goodsTags,
  manufacturers,
} from '../db/schema/index';
import { type PictureSet, pictureSet } from '../pictures';
import { factsFor } from './catalogue/facts';
import type { SeedCatalogue, SeedCategory, SeedGoods } from './catalogue/index';
import { pinyinIndex } from './pinyin';
import { qualityReportSvg } from './quality-report';

/** The first goods of the catalogue (and every near-expiry one) get drawn inspection reports for their batches. */
const REPORTED_GOODS = 300;

/** Goods per statement: ~30 columns × 1000 rows stays well under PostgreSQL's 65 535 parameters. */
const GOODS_BATCH = 1000;

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `SET col = excluded.col` for each column: an upsert that overwrites with the new values. */
function overwrite<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${snake(key)}"`)])) as Record<
    K,
    ReturnType<typeof sql.raw>
  >;
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Parents before children, so each level can reference the ids of the one above. */
async function insertCategories(
  tx: Executor,
  rows: SeedCategory[],
  logos: PictureSet,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let pending = rows;
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.parentKey === null || ids.has(row.parentKey));
    if (ready.length === 0)
      throw new Error(`category parents missing: ${pending.map((row) => row.key).join(', ')}`);
    for (const batch of chunks(ready, 2000)) {
      const saved = await tx
        .insert(categories)
        .values(
          batch.map((row) => ({
            code: row.key,
            tree: row.tree,
            name: row.name,
            parentId: row.parentKey === null ? null : (ids.get(row.parentKey) ?? null),
            sort: row.sort,
            logo: row.logoSvg && logos.url(row.logoSvg),
          })),
        )
        .onConflictDoUpdate({
          target: categories.code,
          set: overwrite(['tree', 'name', 'parentId', 'sort', 'logo']),
        })
        .returning({ id: categories.id, code: categories.code });
      for (const row of saved) ids.set(row.code, row.id);
    }
    pending = pending.filter((row) => !ids.has(row.key));
  }
  return ids;
}

function goodsRow(item: SeedGoods, manufacturerId: number, brandId: number | null) {
  const pinyin = pinyinIndex([item.name, item.tradeName]);
  const facts = factsFor(item);
  return {
    dosageForm: facts.dosageForm,
    insuranceCategory: facts.insuranceCategory,
    retailPriceFen: facts.retailPriceFen,
    indications: facts.indications,
    usage: facts.usage,
    contraindications: facts.contraindications,
    sku: item.sku,
    name: item.name,
    tradeName: item.tradeName,
    kind: item.kind,
    manufacturerId,
    brandId,
    ypgg: item.ypgg,
    bzdw: item.bzdw,
    zbz: item.zbz,
    jzl: item.jzl,
    pzwh: item.pzwh,
    barcode: item.barcode,
    priceFen: item.priceFen,
    basePriceFen: item.basePriceFen,
    stock: item.stock,
    isSelfOperated: item.isSelfOperated,
    isPremium: item.isPremium,
    isDpby: item.isDpby,
    qgNumber: item.qgNumber,
    isFreeShipping: item.isFreeShipping,
    freeShippingNumber: item.freeShippingNumber,
    expiryDate: item.expiryDate,
    isControlled: item.isControlled,
    regulatoryClass: item.regulatoryClass,
    storage: item.storage,
    scopeCategory: item.scopeCategory,
    pinyinInitials: pinyin.initials,
    pinyinFull: pinyin.full,
  };
}

type GoodsRow = ReturnType<typeof goodsRow>;
const goodsUpdateKeys = [
  'dosageForm',
  'insuranceCategory',
  'retailPriceFen',
  'indications',
  'usage',
  'contraindications',
  'name',
  'tradeName',
  'kind',
  'manufacturerId',
  'brandId',
  'ypgg',
  'bzdw',
  'zbz',
  'jzl',
  'pzwh',
  'barcode',
  'priceFen',
  'basePriceFen',
  'stock',
  'isSelfOperated',
  'isPremium',
  'isDpby',
  'qgNumber',
  'isFreeShipping',
  'freeShippingNumber',
  'expiryDate',
  'isControlled',
  'regulatoryClass',
  'storage',
  'scopeCategory',
  'pinyinInitials',
  'pinyinFull',
] as const satisfies readonly (keyof GoodsRow)[];

/** Inserts or updates the whole catalogue (upserts by code/sku), with pinyin computed for every product. */
export async function insertCatalogue(tx: Executor, catalogue: SeedCatalogue): Promise<void> {
  const logos = pictureSet();
  const categoryIds = await insertCategories(tx, catalogue.categories, logos);

  const manufacturerIds = new Map<string, number>();
  for (const batch of chunks(catalogue.manufacturers, 2000)) {
    const saved = await tx
      .insert(manufacturers)
      .values(
        batch.map((row) => ({
          code: row.key,
          name: row.name,
          shortName: row.shortName,
          province: row.province,
        })),
      )
      .onConflictDoUpdate({ target: manufacturers.code, set: overwrite(['name', 'shortName', 'province']) })
      .returning({ id: manufacturers.id, code: manufacturers.code });
    for (const row of saved) manufacturerIds.set(row.code, row.id);
  }

  const brandIds = new Map<string, number>();
  for (const batch of chunks(catalogue.brands, 2000)) {
    const saved = await tx
      .insert(brands)
      .values(
        batch.map((row) => ({
          code: row.key,
          name: row.name,
          manufacturerId: manufacturerIds.get(row.manufacturerKey) ?? null,
          logo: logos.url(row.logoSvg),
        })),
      )
      .onConflictDoUpdate({ target: brands.code, set: overwrite(['name', 'manufacturerId', 'logo']) })
      .returning({ id: brands.id, code: brands.code });
    for (const row of saved) brandIds.set(row.code, row.id);
  }
  await logos.save(tx);

  const makerNames = new Map(catalogue.manufacturers.map((row) => [row.key, row.name]));
  const reports = pictureSet();
  let position = 0;
  for (const batch of chunks(catalogue.goods, GOODS_BATCH)) {
    const rows = batch.map((item) => {
      const manufacturerId = manufacturerIds.get(item.manufacturerKey);
      if (manufacturerId === undefined)
        throw new Error(`goods ${item.sku}: unknown manufacturer ${item.manufacturerKey}`);
      return goodsRow(item, manufacturerId, item.brandKey ? (brandIds.get(item.brandKey) ?? null) : null);
    });
    const saved = await tx
      .insert(goods)
      .values(rows)
      .onConflictDoUpdate({ target: goods.sku, set: overwrite(goodsUpdateKeys) })
      .returning({ id: goods.id, sku: goods.sku });
    const goodsIds = new Map(saved.map((row) => [row.sku, row.id]));
    const links = batch.flatMap((item) =>
      item.categoryKeys.flatMap((key) => {
        const categoryId = categoryIds.get(key);
        return categoryId === undefined ? [] : [{ goodsId: goodsIds.get(item.sku) ?? 0, categoryId }];
      }),
    );
    const ladder = batch.flatMap((item) =>
      item.ladder.map((tier) => ({
        goodsId: goodsIds.get(item.sku) ?? 0,
        minNumber: tier.number,
        priceFen: tier.priceFen,
      })),
    );
    const tags = batch.flatMap((item) =>
      item.tags.map((tag) => ({
        goodsId: goodsIds.get(item.sku) ?? 0,
        name: tag.name,
        describe: tag.describe,
      })),
    );
    const stockBatches = batch.flatMap((item) => {
      const reported = position++ < REPORTED_GOODS || item.expiryDate !== null;
      return factsFor(item).batches.map((stockBatch) => ({
        goodsId: goodsIds.get(item.sku) ?? 0,
        ...stockBatch,
        reportUrl: reported
          ? reports.url(
              qualityReportSvg({
                name: item.name,
                spec: item.ypgg,
                maker: makerNames.get(item.manufacturerKey) ?? '',
                approval: item.pzwh,
                batchNo: stockBatch.batchNo,
                productionDate: stockBatch.productionDate,
                expiryDate: stockBatch.expiryDate,
                storage: item.storage,
              }),
            )
          : '',
      }));
    });
    // The reports drawn for this thousand, stored as it goes: holding a million goods' drawings would not fit.
    await reports.save(tx);
    for (const part of chunks(stockBatches, 5_000)) {
      await tx
        .insert(goodsBatches)
        .values(part)
        .onConflictDoUpdate({
          target: [goodsBatches.goodsId, goodsBatches.warehouseId, goodsBatches.batchNo],
          set: overwrite(['productionDate', 'expiryDate', 'quantity', 'reportUrl']),
        });
    }
    if (links.length > 0) await tx.insert(goodsCategories).values(links).onConflictDoNothing();
    for (const part of chunks(ladder, 10_000)) {
      await tx
        .insert(goodsLadderPrices)
        .values(part)
        .onConflictDoUpdate({
          target: [goodsLadderPrices.goodsId, goodsLadderPrices.minNumber],
          set: overwrite(['priceFen']),
        });
    }
    for (const part of chunks(tags, 10_000)) {
      await tx
        .insert(goodsTags)
        .values(part)
        .onConflictDoUpdate({ target: [goodsTags.goodsId, goodsTags.name], set: overwrite(['describe']) });
    }
  }
}
