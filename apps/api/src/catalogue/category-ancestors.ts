import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Each goods' category ids with every ancestor: a coupon for a parent category covers its sub-categories. */
export async function categoriesWithAncestors(
  tx: Executor,
  goodsIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byGoods = new Map<number, number[]>();
  if (goodsIds.length === 0) return byGoods;
  const result = await tx.execute<{ goods_id: number; category_id: number }>(sql`
    WITH RECURSIVE up(goods_id, category_id) AS (
      SELECT goods_id, category_id FROM goods_categories
      WHERE goods_id IN (${sql.join(
        goodsIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      UNION
      SELECT up.goods_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id
      WHERE c.parent_id IS NOT NULL
    )
    SELECT goods_id, category_id FROM up`);
  for (const row of result.rows) {
    const list = byGoods.get(row.goods_id);
    if (list) list.push(row.category_id);
    else byGoods.set(row.goods_id, [row.category_id]);
  }
  return byGoods;
}
