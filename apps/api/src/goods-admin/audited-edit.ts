import type { FastifyInstance } from 'fastify';
import { forgetGoods } from '../catalogue';
import { auditedAction } from '../console';
import type { Executor } from '../db/client';
import { notFound } from '../lib/errors';
import type { GoodsChange } from './service';

/**
 * One audited write of products `ids` (before → after from `work`), then their display caches forgotten, so a
 * buyer's next page shows the change; 404 (recorded as refused) when `work` finds no product.
 */
export async function auditedGoodsEdit(
  app: FastifyInstance,
  operator: string,
  command: string,
  ids: number | readonly number[],
  args: unknown,
  work: (tx: Executor) => Promise<GoodsChange | null>,
): Promise<string> {
  const result = await auditedAction(app.db, { operator, command, args }, async (tx) => {
    const change = await work(tx);
    if (!change) throw notFound();
    return { value: change.result, ...change };
  });
  forgetGoods(app.catalogueCache, typeof ids === 'number' ? [ids] : ids);
  return result;
}
