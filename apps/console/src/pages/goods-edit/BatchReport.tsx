import type { ConsoleGoodsDetail } from '@yaocai/domain';
import { Input } from '@yaocai/ui';
import type { ChangeEvent } from 'react';
import { useAttachBatchReport } from '../../data/use-goods';

type Batch = ConsoleGoodsDetail['batches'][number];

/**
 * A batch's 质检报告 cell: the report on file (查看) or 暂无, and a file input that uploads a scan (JPEG or PNG)
 * and puts it on the batch at once — replacing the one on file. The buyer's product page shows the report of the
 * batch the next order ships. A refusal shows beside the input.
 */
export function BatchReport({
  goodsId,
  batch,
  onSaved,
}: {
  goodsId: number;
  batch: Batch;
  onSaved: (message: string) => void;
}) {
  const attach = useAttachBatchReport();
  const refusal =
    attach.error?.fieldErrors?.file?.[0] ??
    attach.error?.fieldErrors?.report_url?.[0] ??
    attach.error?.message;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const message = await attach.run(goodsId, batch.id, file);
    input.value = '';
    if (message !== undefined) onSaved(message);
  };
  return (
    <>
      {batch.report_url ? (
        <a href={batch.report_url} target="_blank" rel="noreferrer">
          查看
        </a>
      ) : (
        '暂无'
      )}{' '}
      <Input
        type="file"
        accept="image/jpeg,image/png"
        aria-label={`上传批次 ${batch.batch_no} 的质检报告`}
        disabled={attach.pending}
        onChange={choose}
      />
      {attach.pending && <span role="status">正在上传…</span>}
      {refusal && <span role="alert">{refusal}</span>}
    </>
  );
}
