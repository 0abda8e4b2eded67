import { type Combination, combinationSeparateFen, combinationSets, fenToYuan } from '@yaocai/domain';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Viewer } from '../catalogue';
import { goodsImageUrl } from '../catalogue';
import type { Db } from '../db/client';
import { combinationParts, combinations, goods, manufacturers } from '../db/schema/index';

/**
 * The combinations on sale at `now` (组合购, /zhzq), in operator order, each with its parts. Display only: the
 * cart prices a combination line again from its tables. Prices are null for viewers who may not see prices.
 */
export async function combinationsOnSale(db: Db, viewer: Viewer, now = new Date()): Promise<Combination[]> {
  const sets = await db
    .select({ id: combinations.id, name: combinations.name, priceFen: combinations.priceFen })
    .from(combinations)
    .where(and(lte(combinations.startsAt, now), gt(combinations.endsAt, now)))
    .orderBy(asc(combinations.sort), asc(combinations.id));
  if (sets.length === 0) return [];
  const parts = await db
    .select({
      combinationId: combinationParts.combinationId,
      number: combinationParts.number,
      goodsId: goods.id,
      name: goods.name,
      sccj: manufacturers.name,
      ypgg: goods.ypgg,
      bzdw: goods.bzdw,
      priceFen: goods.priceFen,
      stock: goods.stock,
      bannedOnline: goods.bannedOnline,
    })
    .from(combinationParts)
    .innerJoin(goods, eq(goods.id, combinationParts.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(
      inArray(
        combinationParts.combinationId,
        sets.map((set) => set.id),
      ),
    )
    .orderBy(asc(combinationParts.combinationId), asc(goods.id));
  const shown = viewer.standing.maySeePrices;
  const price = (fen: number) => (shown ? fenToYuan(fen) : null);
  return sets.flatMap((set) => {
    const own = parts
      .filter((part) => part.combinationId === set.id)
      .map((part) => ({ ...part, quantity: part.number }));
    // A combination whose parts are all gone (goods deleted) is nothing to sell.
    // A set with a part of a class banned online is not on sale at all (the cart refuses it too).
    if (own.length === 0 || own.some((part) => part.bannedOnline)) return [];
    return [
      {
        id: set.id,
        name: set.name,
        price: price(set.priceFen),
        original_price: price(combinationSeparateFen(own)),
        parts: own.map((part) => ({
          goods_id: part.goodsId,
          name: part.name,
          sccj: part.sccj,
          ypgg: part.ypgg,
          bzdw: part.bzdw,
          goods_image: [goodsImageUrl(part.goodsId)],
          number: part.number,
          price: price(part.priceFen),
        })),
        stock: combinationSets(own),
      },
    ];
  });
}
