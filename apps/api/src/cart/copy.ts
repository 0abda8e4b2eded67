import type { CartAddEntry } from '@yaocai/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems } from '../db/schema/index';
import { FieldValidationError, notFound } from '../lib/errors';
import { addEntry } from './add';
import { assertOwnLines, attempt, buyerOf, managedStoresOf } from './scope';

/**
 * POST /api/cart/copy: the lines into the carts of stores this buyer manages, merged like an add and checked
 * against each store's own standing, stock and limits; a line a store may not take is skipped there. A line
 * or store that is not the buyer's → 404 and nothing copied; when no line could be copied anywhere → 422.
 */
export async function copyLines(
  db: Db,
  userId: number,
  ids: readonly number[],
  storeIds: readonly number[],
  nowMs = Date.now(),
): Promise<{ copied: number; stores: number; message: string }> {
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    const managed = new Set((await managedStoresOf(tx, userId)).map((store) => store.user_id));
    if (storeIds.some((id) => !managed.has(id))) throw notFound();
    const rows = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
      .orderBy(asc(cartItems.id));
    let copied = 0;
    let firstRefusal: FieldValidationError | null = null;
    for (const storeId of [...storeIds].sort((a, b) => a - b)) {
      const store = await buyerOf(tx, storeId);
      for (const row of rows) {
        const entry: CartAddEntry = {
          goods_id: row.goodsId ?? undefined,
          combination_id: row.combinationId ?? undefined,
          number: row.number,
          ck_id: row.ckId,
          goods_price_id: row.goodsPriceId,
          ladder_price_id: row.ladderPriceId,
          goods_manjian_id: row.goodsManjianId,
          is_yj: row.isYj === 1 ? 1 : 0,
          type: row.type === 3 ? 3 : row.type === 1 ? 1 : 0,
        };
        const outcome = await attempt(tx, (savepoint) => addEntry(savepoint, store, entry, nowMs));
        if (outcome instanceof FieldValidationError) firstRefusal ??= outcome;
        else copied += 1;
      }
    }
    if (copied === 0 && firstRefusal) throw new FieldValidationError({ ids: [firstRefusal.message] });
    const skipped = rows.length * storeIds.length - copied;
    const message =
      skipped === 0
        ? `已复制到${storeIds.length}个门店的购物车`
        : `已复制${copied}个商品，${skipped}个未复制：${firstRefusal?.message ?? ''}`;
    return { copied, stores: storeIds.length, message };
  });
}
