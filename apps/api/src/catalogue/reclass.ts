import { isBannedOnline, REGULATORY_CLASS_LABELS, type RegulatoryClass } from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { goods } from '../db/schema/index';

/*
 * Setting a product's regulatory class — the way a product becomes banned online when its drug joins the narcotic
 * or psychotropic lists (docs/regulatory.md). `ops reclass` and the console's 商品管理 both call this. The database
 * rebuilds the listing document and the search counts in the same transaction; a banned product also leaves every
 * promotion, activity, gift rule and controlled-sale programme (the database would refuse to put it back). Cart
 * and orders read the tables, so they refuse it at once; the caller clears the display caches (`forgetGoods`)
 * when it runs in the server.
 */
export interface Reclassed {
  result: string;
  before: { regulatory_class: RegulatoryClass };
  after: { regulatory_class: RegulatoryClass; removed_from_promotions: number };
}

/** Null when the product does not exist. */
export async function reclassGoods(
  tx: Executor,
  id: number,
  regulatoryClass: RegulatoryClass,
): Promise<Reclassed | null> {
  const [before] = await tx
    .select({ name: goods.name, regulatoryClass: goods.regulatoryClass })
    .from(goods)
    .where(eq(goods.id, id))
    .for('update');
  if (!before) return null;
  await tx.update(goods).set({ regulatoryClass }).where(eq(goods.id, id));
  const change = `商品 #${id} ${before.name}：${REGULATORY_CLASS_LABELS[before.regulatoryClass]} → ${REGULATORY_CLASS_LABELS[regulatoryClass]}`;
  const outcome = (result: string, removed: number): Reclassed => ({
    result,
    before: { regulatory_class: before.regulatoryClass },
    after: { regulatory_class: regulatoryClass, removed_from_promotions: removed },
  });
  if (!isBannedOnline(regulatoryClass)) return outcome(change, 0);
  const removed = await tx.execute<{ n: number }>(sql`
    WITH p AS (DELETE FROM promotion_goods WHERE goods_id = ${id} RETURNING 1),
      f AS (DELETE FROM full_amount_goods WHERE goods_id = ${id} RETURNING 1),
      g AS (DELETE FROM gift_rules WHERE goods_id = ${id} OR gift_goods_id = ${id} RETURNING 1),
      c AS (DELETE FROM controlled_programme_goods WHERE goods_id = ${id} RETURNING 1)
    SELECT (SELECT count(*) FROM p) + (SELECT count(*) FROM f) + (SELECT count(*) FROM g)
      + (SELECT count(*) FROM c) AS n`);
  const n = Number(removed.rows[0]?.n ?? 0);
  return outcome(`${change}\n  禁止网络销售：不再展示、搜索或购买，已移出 ${n} 项促销/活动/赠品/控销计划`, n);
}
