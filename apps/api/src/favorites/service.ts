import { bannedOnlineReason, isBannedOnline, type PageQuery } from '@yaocai/domain';
import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import { type GoodsPage, goodsShapes, type Viewer } from '../catalogue';
import type { Db, Executor } from '../db/client';
import { favorites, goods } from '../db/schema/index';
import { FieldValidationError } from '../lib/errors';

/** Newest favourite first; a product reclassed to a class banned online is left out (and not counted). */
export async function listFavorites(
  db: Db,
  userId: number,
  viewer: Viewer,
  query: PageQuery,
): Promise<GoodsPage> {
  const mine = and(eq(favorites.userId, userId), not(goods.bannedOnline));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ goodsId: favorites.goodsId })
      .from(favorites)
      .innerJoin(goods, eq(goods.id, favorites.goodsId))
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.goodsId))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(goods, eq(goods.id, favorites.goodsId))
      .where(mine),
  ]);
  const list = await goodsShapes(
    db,
    rows.map((row) => row.goodsId),
    viewer,
  );
  return { list, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

/**
 * Every id must be a product; otherwise 422 naming the unknown ones, before anything is written. Adding also
 * refuses a class banned online with its reason (cancelling one is allowed: it clears a stale favourite).
 */
async function assertGoodsExist(tx: Executor, ids: readonly number[], adding = false): Promise<void> {
  const found = await tx
    .select({ id: goods.id, regulatoryClass: goods.regulatoryClass })
    .from(goods)
    .where(inArray(goods.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new FieldValidationError({ goods_ids: [`商品不存在：${unknown.join(',')}`] });
  const banned = adding ? found.find((row) => isBannedOnline(row.regulatoryClass)) : undefined;
  if (banned) throw new FieldValidationError({ goods_ids: [bannedOnlineReason(banned.regulatoryClass)] });
}

/** Idempotent: favouriting a product twice keeps one row (and its first date). */
export async function addFavorites(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await assertGoodsExist(tx, ids, true);
    await tx
      .insert(favorites)
      .values(ids.map((goodsId) => ({ userId, goodsId })))
      .onConflictDoNothing();
  });
}

/** Idempotent: cancelling what is not a favourite changes nothing. */
export async function cancelFavorites(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await assertGoodsExist(tx, ids);
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.goodsId, [...ids])));
  });
}
