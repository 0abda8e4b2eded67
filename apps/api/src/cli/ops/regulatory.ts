import { REGULATORY_CLASS_LABELS, REGULATORY_CLASSES, type RegulatoryClass } from '@yaocai/domain';
import { reclassGoods as reclass } from '../../catalogue';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops reclass`: an operator sets a product's regulatory class (catalogue's `reclassGoods`, the same work as the
 * console's 商品管理). The running server's display caches forget it within their lifetimes (at most 60 s,
 * catalogue/cache.ts); the console's call clears them at once.
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
  const done = await reclass(tx, id, regulatoryClass);
  if (!done) throw new OpsError(`商品 #${id} 不存在`, 1);
  return done.result;
}
