import {
  beijingDateTime,
  type ConsoleItemRequest,
  formatYuan,
  ITEM_REQUEST_STATUS_LABELS,
  ITEM_REQUEST_STATUSES,
  type ItemRequestStatus,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAnswerItemRequest, useItemRequestQueue } from '../data/use-service';

const Filters = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const isStatus = (value: string | null): value is ItemRequestStatus =>
  ITEM_REQUEST_STATUSES.some((status) => status === value);

type Answering = { row: ConsoleItemRequest; as: 'listed' | 'unavailable' } | null;

/**
 * 品种求购 (客服): buyers' requests for goods not listed, oldest pending first; answer each once — 已上架 with the
 * goods' id (the buyer gets a link to it) or 无法供货 with the reason. Every answer is audited and messaged.
 */
export default function ItemRequestsPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = given === 'all' ? '' : isStatus(given) ? given : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useItemRequestQueue({ status, page });
  const answer = useAnswerItemRequest();
  const [answering, setAnswering] = useState<Answering>(null);
  const [done, setDone] = useState('');

  const submit = async (text: string) => {
    if (!answering) return;
    const body =
      answering.as === 'listed'
        ? ({ status: 'listed', goods_id: Number(text) } as const)
        : ({ status: 'unavailable', reason: text } as const);
    const result = await answer.run(answering.row.id, body);
    if (result) {
      setDone(`已处理：${result.name}（${result.status_label}）`);
      setAnswering(null);
    }
  };

  const columns: DataTableColumn<ConsoleItemRequest>[] = [
    {
      key: 'name',
      header: '求购商品',
      rowHeader: true,
      cell: (row) => [row.name, row.spec, row.manufacturer, row.approval_no].filter(Boolean).join(' / '),
    },
    { key: 'company', header: '企业', cell: (row) => `${row.company}（${row.user}）` },
    { key: 'number', header: '数量', align: 'end', cell: (row) => row.number },
    {
      key: 'price',
      header: '期望价',
      align: 'end',
      cell: (row) => (row.price ? formatYuan(row.price) : '—'),
    },
    { key: 'remark', header: '备注', cell: (row) => row.remark || '—' },
    { key: 'created', header: '提交时间', cell: (row) => beijingDateTime(row.created_at) },
    {
      key: 'action',
      header: status === 'pending' ? '操作' : '结果',
      cell: (row) =>
        row.status === 'pending' ? (
          <Actions>
            <Button
              size="sm"
              aria-label={`已上架 ${row.name}`}
              onClick={() => setAnswering({ row, as: 'listed' })}
            >
              已上架
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`无法供货 ${row.name}`}
              onClick={() => setAnswering({ row, as: 'unavailable' })}
            >
              无法供货
            </Button>
          </Actions>
        ) : (
          `${row.status_label}${row.status === 'listed' ? `（商品 ${row.goods_id}）` : `：${row.reason}`}`
        ),
    },
  ];

  return (
    <section aria-labelledby="item-requests-title">
      <h2 id="item-requests-title">品种求购</h2>
      <Filters>
        <Field label="状态">
          <Select
            value={status || 'all'}
            onChange={(event) => {
              setDone('');
              setParams({ status: event.target.value });
            }}
          >
            {ITEM_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ITEM_REQUEST_STATUS_LABELS[value]}
              </option>
            ))}
            <option value="all">全部</option>
          </Select>
        </Field>
      </Filters>
      {done && <p role="status">{done}</p>}
      {answering ? (
        <ReasonDialog
          key={`${answering.row.id}-${answering.as}`}
          title={
            answering.as === 'listed' ? `已上架：${answering.row.name}` : `无法供货：${answering.row.name}`
          }
          fieldLabel={answering.as === 'listed' ? '上架商品ID' : '无法供货的原因'}
          hint={answering.as === 'listed' ? '买家会收到去购买的链接' : '会通过站内消息告知买家'}
          submitLabel="确定"
          variant={answering.as === 'listed' ? 'primary' : 'danger'}
          pending={answer.pending}
          error={answer.error?.message}
          onSubmit={(text) => void submit(text)}
          onCancel={() => setAnswering(null)}
        />
      ) : null}
      {!queue.page ? (
        <ListState
          status={queue.error ? 'error' : 'loading'}
          loadingText="正在加载求购…"
          errorText="求购列表加载失败"
          onRetry={queue.retry}
        />
      ) : (
        <DataTable
          caption="品种求购"
          captionHidden
          columns={columns}
          rows={queue.page.list}
          rowKey={(row) => row.id}
          emptyText={status === 'pending' ? '暂无待处理的求购' : '暂无求购'}
        />
      )}
      {queue.page && queue.page.total > queue.page.per_page ? (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setParams({ status: status || 'all', page: String(page - 1) })}
          >
            上一页
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page * queue.page.per_page >= queue.page.total}
            onClick={() => setParams({ status: status || 'all', page: String(page + 1) })}
          >
            下一页
          </Button>
        </Actions>
      ) : null}
    </section>
  );
}
