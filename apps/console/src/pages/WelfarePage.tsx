import {
  type ConsoleStoreWideRow,
  ENTERPRISE_TYPE_LABELS,
  SCHEDULE_ACTION_LABELS,
  SCHEDULED_STATUS_LABELS,
  type ScheduleAction,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { beijingOf } from '../components/local-time';
import { ScheduleActions } from '../components/ScheduleActions';
import { useSetStoreWideStatus, useStoreWideOffers } from '../data/use-welfare';
import { WelfareForm } from './promotions/WelfareForm';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const audience = (row: ConsoleStoreWideRow) =>
  [
    row.enterprise_types.length
      ? row.enterprise_types.map((t) => ENTERPRISE_TYPE_LABELS[t]).join('、')
      : '全部企业',
    row.regions.length ? row.regions.join('、') : '全国',
  ].join('；');

const exclusions = (row: ConsoleStoreWideRow) => {
  const parts = [
    row.exclude.controlled && '控销',
    row.exclude.promotions && '促销中',
    row.exclude.discounted && '已折扣',
    row.exclude.goods_ids.length > 0 && `商品${row.exclude.goods_ids.length}个`,
    row.exclude.category_ids.length > 0 && `分类${row.exclude.category_ids.length}个`,
  ].filter(Boolean);
  return parts.length ? parts.join('、') : '无';
};

/**
 * 全场折扣 (运营, permission `promotions`; the /welfare offer, docs/promotions.md): every offer with its rate,
 * window, audience, exclusions and state; create, edit, pause, resume, end (each audited on the server).
 */
export default function WelfarePage() {
  const { list, error, isLoading, retry } = useStoreWideOffers();
  const setStatus = useSetStoreWideStatus();
  const [done, setDone] = useState('');
  /** The offer in the form: null for none open, 'new' for a new one. */
  const [editing, setEditing] = useState<ConsoleStoreWideRow | 'new' | null>(null);

  const change = async (row: ConsoleStoreWideRow, action: ScheduleAction) => {
    setDone('');
    const after = await setStatus.run(row.id, action);
    if (after) setDone(`「${row.title}」已${SCHEDULE_ACTION_LABELS[action]}`);
  };

  const columns: DataTableColumn<ConsoleStoreWideRow>[] = [
    { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
    { key: 'rate', header: '折扣', cell: (row) => row.label },
    {
      key: 'window',
      header: '活动时间',
      cell: (row) => `${beijingOf(row.starts_at)} 至 ${beijingOf(row.ends_at)}`,
    },
    { key: 'audience', header: '参与对象', cell: audience },
    { key: 'exclude', header: '排除', cell: exclusions },
    { key: 'status', header: '状态', cell: (row) => SCHEDULED_STATUS_LABELS[row.status] },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <ScheduleActions
          title={row.title}
          status={row.status}
          endWarning="结束后买家不再享受这个折扣，也不能恢复；已下的订单不受影响。"
          pending={setStatus.pending}
          onEdit={() => setEditing(row)}
          onAction={(action) => void change(row, action)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="welfare-title">
      <h2 id="welfare-title">全场折扣</h2>
      {editing ? (
        <WelfareForm
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setDone(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Notice>
          <Button onClick={() => setEditing('new')}>新建全场折扣</Button>
        </Notice>
      )}
      {done && <Notice role="status">{done}</Notice>}
      {setStatus.error && <Notice role="alert">{setStatus.error.message}</Notice>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载全场折扣…"
          errorText="全场折扣加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="全场折扣"
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyText="暂无全场折扣"
        />
      )}
    </section>
  );
}
