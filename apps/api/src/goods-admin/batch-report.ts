import type { ConsoleBatchReportBody } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fieldRefused } from '../lib/errors';
import { pictureStored } from '../pictures';
import { type GoodsChange, goodsDetailForOperator } from './service';

/**
 * PUT /api/console/goods/{id}/batches/{batch_id}/report: sets (or, with '', takes off) the batch's quality
 * inspection report, a picture the store holds (else 422 on `report_url`, nothing changes). Null when the product
 * does not exist or the batch is not one of its batches. The listing document (the next batch's report, what the
 * buyer's 查看质检报告 opens) follows by trigger in this transaction (migration 0026).
 */
export async function setBatchReport(
  tx: Executor,
  id: number,
  batchId: number,
  body: ConsoleBatchReportBody,
): Promise<GoodsChange | null> {
  const current = await goodsDetailForOperator(tx, id, true);
  const batch = current?.batches.find((candidate) => candidate.id === batchId);
  if (!current || !batch) return null;
  if (body.report_url !== '' && !(await pictureStored(tx, body.report_url)))
    throw fieldRefused('report_url', '请上传质检报告图片');
  await tx.execute(sql`UPDATE goods_batches SET report_url = ${body.report_url} WHERE id = ${batchId}`);
  const what = body.report_url === '' ? '撤下质检报告' : '上传质检报告';
  return {
    result: `商品 #${id} ${current.name}：批次 ${batch.batch_no} ${what}`,
    before: { batch_no: batch.batch_no, report_url: batch.report_url },
    after: { batch_no: batch.batch_no, report_url: body.report_url },
  };
}
