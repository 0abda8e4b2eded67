import {
  beijingDateTime,
  type ConsoleTransferRow,
  formatYuan,
  TRANSFER_QUEUE_STATUS_LABELS,
  TRANSFER_QUEUE_STATUSES,
  type TransferQueueStatus,
} from '@yaocai/domain';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useConfirmTransfer, useTransferQueue } from '../data/use-transfers';

const Filters = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const at = (iso: string | null) => (iso ? beijingDateTime(Date.parse(iso)) : '—');

/** What the transfer pays: an order (its number) or a credit bill (its period). */
const purpose = (row: ConsoleTransferRow) =>
  row.order ? `订单 ${row.order.order_sn}` : `${row.bill_period ?? ''} 账期账单还款`;

const isStatus = (value: string | null): value is TransferQueueStatus =>
  TRANSFER_QUEUE_STATUSES.some((status) => status === value);

/**
 * 对公转账 (财务): the bank transfers buyers said they sent — order payments and credit-bill repayments — and
 * 确认到账 for each once the bank statement shows it, after a confirmation step (the money then counts).
 */
export default function TransfersPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = isStatus(given) ? given : 'pending';
  const { list, error, isLoading, retry } = useTransferQueue({ status });
  const confirm = useConfirmTransfer();
  const [confirming, setConfirming] = useState<ConsoleTransferRow | null>(null);
  const [done, setDone] = useState('');

  const columns: DataTableColumn<ConsoleTransferRow>[] = [
    { key: 'reference', header: '转账识别码', rowHeader: true, cell: (row) => row.reference },
    { key: 'company', header: '付款企业', cell: (row) => row.company.name },
    { key: 'purpose', header: '用途', cell: purpose },
    { key: 'amount', header: '金额', align: 'end', cell: (row) => formatYuan(row.amount) },
    { key: 'submitted', header: '提交时间', cell: (row) => at(row.submitted_at) },
    status === 'pending'
      ? {
          key: 'action',
          header: '操作',
          cell: (row) => (
            <Button
              size="sm"
              aria-label={`确认到账 ${row.reference}`}
              disabled={confirm.pending}
              onClick={() => {
                setDone('');
                setConfirming(row);
              }}
            >
              确认到账
            </Button>
          ),
        }
      : { key: 'confirmed', header: '确认时间', cell: (row) => at(row.confirmed_at) },
  ];

  const run = async (row: ConsoleTransferRow) => {
    const message = await confirm.run(row.reference);
    if (message !== undefined) setDone(message);
  };

  return (
    <section aria-labelledby="transfers-title">
      <h2 id="transfers-title">对公转账</h2>
      <Filters>
        <Field label="转账状态">
          <Select
            value={status}
            onChange={(event) => {
              setDone('');
              setParams({ status: event.target.value });
            }}
          >
            {TRANSFER_QUEUE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {TRANSFER_QUEUE_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {done && <Notice role="status">{done}</Notice>}
      {confirm.error && <Notice role="alert">{confirm.error.message}</Notice>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载转账…"
          errorText="转账列表加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption={status === 'pending' ? '待确认的对公转账' : '已确认的对公转账'}
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => row.reference}
          emptyText={status === 'pending' ? '暂无待确认的转账' : '暂无已确认的转账'}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="确认转账已到账？"
        description={
          confirming
            ? `${confirming.company.name}，${purpose(confirming)}，金额 ${formatYuan(confirming.amount)}，识别码 ${confirming.reference}。请核对银行流水后确认；确认后${confirming.order ? '订单即为已付款' : '账单即按此还款'}，不能撤销。`
            : undefined
        }
        confirmText="确认到账"
        onConfirm={() => {
          if (confirming) void run(confirming);
        }}
      />
    </section>
  );
}
