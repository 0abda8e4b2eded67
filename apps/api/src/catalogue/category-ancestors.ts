import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * A recursive CTE `up(goods_id, category_id)`: each of the goods `ids` (a parenthesised list or subquery) with its
 * category ids and every ancestor. For a `WITH RECURSIVE`; the cart's snapshot statement joins it to its own.
 */
export const ancestorsOf = (ids: SQL) => sql`up(goods_id, category_id) AS (
      SELECT goods_id, category_id FROM goods_categories WHERE goods_id IN ${ids}
      UNION
      SELECT up.goods_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id
      WHERE c.parent_id IS NOT NULL
    )`;

/** Groups `(goods_id, category_id)` rows by goods. */
export function categoriesByGoods(rows: readonly { goodsId: number; categoryId: number }[]) {
  const byGoods = new Map<number, number[]>();
  for (const row of rows) {
    const list = byGoods.get(row.goodsId);
    if (list) list.push(row.categoryId);
    else byGoods.set(row.goodsId, [row.categoryId]);
  }
  return byGoods;
}

/** Each goods' category ids with every ancestor: a coupon for a parent category covers its sub-categories. */
export async function categoriesWithAncestors(
  tx: Executor,
  goodsIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (goodsIds.length === 0) return new Map();
  const list = sql.join(
    goodsIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{ goodsId: number; categoryId: number }>(sql`
    WITH RECURSIVE ${ancestorsOf(sql`(${list})`)}
    SELECT goods_id AS "goodsId", category_id AS "categoryId" FROM up`);
  return categoriesByGoods(result.rows);
}
