import { applyRate } from '@yaocai/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  combinationParts,
  combinations,
  companies,
  fullAmountActivities,
  fullAmountGoods,
  fullAmountTiers,
  giftRules,
  goods,
  managedStores,
  negotiatedPrices,
  siteSettings,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './base-data';
import {
  CHAIN_MANAGER_PHONE,
  chainStores,
  combinationRows,
  fullAmountRows,
  giftRows,
  HEAD_OFFICE,
  negotiatedRows,
  shippingSettingRows,
} from './cart-data';

const DAY_MS = 24 * 60 * 60 * 1000;

interface NamedGoods {
  id: number;
  priceFen: number;
}

/** The lowest id of each generic name (see cart-data.ts); names the catalogue lacks are absent. */
async function goodsByName(tx: Executor, names: readonly string[]): Promise<Map<string, NamedGoods>> {
  const rows = await tx
    .selectDistinctOn([goods.name], { name: goods.name, id: goods.id, priceFen: goods.priceFen })
    .from(goods)
    .where(inArray(goods.name, [...new Set(names)]))
    .orderBy(goods.name, goods.id);
  return new Map(rows.map(({ name, ...row }) => [name, row]));
}

/**
 * The cart's terms: full-amount activities, gifts, combinations, the head office's negotiated prices, the
 * chain's stores and the shipping rule. Upserts by natural key (`code`, goods, phone), so re-seeding updates
 * rather than duplicates. Windows run a year from the day before the seed, like the promotions; re-seeding
 * keeps a window an operator changed.
 */
export async function seedCart(tx: Executor): Promise<void> {
  const startsAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 366 * DAY_MS);
  const named = await goodsByName(tx, [
    ...fullAmountRows.flatMap((row) => row.goods),
    ...giftRows.flatMap((row) => [row.goods, row.gift]),
    ...combinationRows.flatMap((row) => row.parts.map((part) => part.goods)),
    ...negotiatedRows.map((row) => row.goods),
  ]);
  await seedFullAmount(tx, named, startsAt, endsAt);
  await seedGifts(tx, named, startsAt, endsAt);
  await seedCombinations(tx, named, startsAt, endsAt);
  await seedChain(tx, named);
  for (const [key, value] of Object.entries(shippingSettingRows))
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

async function seedFullAmount(tx: Executor, named: Map<string, NamedGoods>, startsAt: Date, endsAt: Date) {
  for (const activity of fullAmountRows) {
    const [row] = await tx
      .insert(fullAmountActivities)
      .values({ code: activity.code, title: activity.title, allGoods: activity.allGoods, startsAt, endsAt })
      .onConflictDoUpdate({
        target: fullAmountActivities.code,
        set: { title: activity.title, allGoods: activity.allGoods },
      })
      .returning({ id: fullAmountActivities.id });
    if (!row) throw new Error(`full-amount activity ${activity.code} not saved`);
    await tx
      .insert(fullAmountTiers)
      .values(activity.tiers.map((tier) => ({ activityId: row.id, ...tier })))
      .onConflictDoUpdate({
        target: [fullAmountTiers.activityId, fullAmountTiers.amountFen],
        set: { reductionFen: sql`excluded.reduction_fen` },
      });
    const covered = activity.goods.flatMap((name) => {
      const found = named.get(name);
      return found ? [{ activityId: row.id, goodsId: found.id }] : [];
    });
    if (covered.length > 0) await tx.insert(fullAmountGoods).values(covered).onConflictDoNothing();
  }
}

async function seedGifts(tx: Executor, named: Map<string, NamedGoods>, startsAt: Date, endsAt: Date) {
  const rows = giftRows.flatMap(({ goods: name, gift, buy, get, type }) => {
    const goodsId = named.get(name)?.id;
    const giftGoodsId = named.get(gift)?.id;
    return goodsId && giftGoodsId ? [{ goodsId, giftGoodsId, buy, get, type, startsAt, endsAt }] : [];
  });
  if (rows.length === 0) return;
  await tx
    .insert(giftRules)
    .values(rows)
    .onConflictDoUpdate({
      target: giftRules.goodsId,
      set: {
        buy: sql`excluded.buy`,
        get: sql`excluded.get`,
        type: sql`excluded.type`,
        giftGoodsId: sql`excluded.gift_goods_id`,
      },
    });
}

async function seedCombinations(tx: Executor, named: Map<string, NamedGoods>, startsAt: Date, endsAt: Date) {
  for (const [sort, combination] of combinationRows.entries()) {
    const parts = combination.parts.flatMap((part) => {
      const found = named.get(part.goods);
      return found ? [{ ...found, number: part.number }] : [];
    });
    // A small catalogue may lack a part: a combination is sold whole or not at all.
    if (parts.length < combination.parts.length) continue;
    const separately = parts.reduce((sum, part) => sum + part.priceFen * part.number, 0);
    // `percent` of the parts' price, rounded down to whole yuan.
    const priceFen = applyRate(separately, combination.percent, 10_000) * 100;
    const [row] = await tx
      .insert(combinations)
      .values({ code: combination.code, name: combination.name, priceFen, startsAt, endsAt, sort })
      .onConflictDoUpdate({
        target: combinations.code,
        set: { name: combination.name, priceFen, sort },
      })
      .returning({ id: combinations.id });
    if (!row) throw new Error(`combination ${combination.code} not saved`);
    await tx
      .insert(combinationParts)
      .values(parts.map((part) => ({ combinationId: row.id, goodsId: part.id, number: part.number })))
      .onConflictDoUpdate({
        target: [combinationParts.combinationId, combinationParts.goodsId],
        set: { number: sql`excluded.number` },
      });
  }
}

/** The chain's stores with their own companies and logins, managed by 13800138000; its negotiated prices. */
async function seedChain(tx: Executor, named: Map<string, NamedGoods>) {
  await tx
    .insert(companies)
    .values(
      chainStores.map((store) => ({
        name: store.company,
        qualificationPassed: true,
        contractSigned: true,
        region: '北京市',
        address: store.address,
      })),
    )
    .onConflictDoUpdate({
      target: companies.name,
      set: {
        qualificationPassed: sql`excluded.qualification_passed`,
        contractSigned: sql`excluded.contract_signed`,
        region: sql`excluded.region`,
        address: sql`excluded.address`,
      },
    });
  const companyIds = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.name, [HEAD_OFFICE, ...chainStores.map((store) => store.company)]))
    ).map((row) => [row.name, row.id]),
  );
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phone, [CHAIN_MANAGER_PHONE]));
  for (const store of chainStores) {
    const row = {
      phone: store.phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: store.name,
      username: store.username,
      companyId: companyIds.get(store.company) ?? null,
    };
    const { phone: _phone, ...update } = row;
    const [user] = await tx
      .insert(users)
      .values(row)
      .onConflictDoUpdate({ target: users.phone, set: update })
      .returning({ id: users.id });
    if (manager && user)
      await tx
        .insert(managedStores)
        .values({ managerUserId: manager.id, storeUserId: user.id })
        .onConflictDoNothing();
  }
  const headOfficeId = companyIds.get(HEAD_OFFICE);
  if (headOfficeId === undefined) return;
  const prices = negotiatedRows.flatMap(({ goods: name, percent }) => {
    const found = named.get(name);
    if (!found) return [];
    return [
      {
        companyId: headOfficeId,
        goodsId: found.id,
        priceFen: applyRate(found.priceFen, percent, 1000) * 10,
      },
    ];
  });
  if (prices.length > 0)
    await tx
      .insert(negotiatedPrices)
      .values(prices)
      .onConflictDoUpdate({
        target: [negotiatedPrices.companyId, negotiatedPrices.goodsId],
        set: { priceFen: sql`excluded.price_fen` },
      });
}
