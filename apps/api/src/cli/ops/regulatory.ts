import {
  isBannedOnline,
  REGULATORY_CLASS_LABELS,
  REGULATORY_CLASSES,
  type RegulatoryClass,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { goods } from '../../db/schema/index';
import { OpsError } from './audit';

/*
 * `ops reclass`: an operator sets a product's regulatory class — the way a product becomes banned online when
 * its drug joins the narcotic or psychotropic lists (docs/regulatory.md). The database rebuilds the listing
 * document and the search counts in the same transaction; a banned product also leaves every promotion,
 * activity, gift rule and controlled-sale programme (the database would refuse to put it back). The running
 * server's display caches forget it within their lifetimes (at most 60 s, catalogue/cache.ts); cart and orders
 * read the tables, so they refuse it at once.
 */

export const RECLASS_USAGE = `reclass <商品ID> <类别>\n      设置商品的管理类别（${REGULATORY_CLASSES.map(
  (value) => `${value} ${REGULATORY_CLASS_LABELS[value]}`,
).join('、')}）；禁止网络销售的类别同时移出促销、活动、赠品和控销计划`;

/** A class by its code or its Chinese label. */
function classNamed(text: string): RegulatoryClass | undefined {
  return REGULATORY_CLASSES.find((value) => value === text || REGULATORY_CLASS_LABELS[value] === text);
}

export async function reclassGoods(tx: Executor, [idText, classText]: string[]): Promise<string> {
  const usage = `用法：ops ${RECLASS_USAGE}`;
  if (!idText || !/^[1-9]\d{0,9}$/.test(idText) || !classText) throw new OpsError(usage, 2);
  const regulatoryClass = classNamed(classText);
  if (!regulatoryClass) throw new OpsError(`未知类别「${classText}」\n${usage}`, 2);
  const id = Number(idText);
  const [before] = await tx
    .select({ name: goods.name, regulatoryClass: goods.regulatoryClass })
    .from(goods)
    .where(eq(goods.id, id))
    .for('update');
  if (!before) throw new OpsError(`商品 #${id} 不存在`, 1);
  await tx.update(goods).set({ regulatoryClass }).where(eq(goods.id, id));
  const change = `商品 #${id} ${before.name}：${REGULATORY_CLASS_LABELS[before.regulatoryClass]} → ${REGULATORY_CLASS_LABELS[regulatoryClass]}`;
  if (!isBannedOnline(regulatoryClass)) return change;
  const removed = await tx.execute<{ n: number }>(sql`
    WITH p AS (DELETE FROM promotion_goods WHERE goods_id = ${id} RETURNING 1),
      f AS (DELETE FROM full_amount_goods WHERE goods_id = ${id} RETURNING 1),
      g AS (DELETE FROM gift_rules WHERE goods_id = ${id} OR gift_goods_id = ${id} RETURNING 1),
      c AS (DELETE FROM controlled_programme_goods WHERE goods_id = ${id} RETURNING 1)
    SELECT (SELECT count(*) FROM p) + (SELECT count(*) FROM f) + (SELECT count(*) FROM g)
      + (SELECT count(*) FROM c) AS n`);
  return `${change}\n  禁止网络销售：不再展示、搜索或购买，已移出 ${Number(removed.rows[0]?.n ?? 0)} 项促销/活动/赠品/控销计划`;
}
