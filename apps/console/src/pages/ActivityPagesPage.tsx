import {
  type ConsoleActivityPageRow,
  SCHEDULE_ACTION_LABELS,
  SCHEDULED_STATUS_LABELS,
  type ScheduleAction,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { beijingOf } from '../components/local-time';
import { ScheduleActions } from '../components/ScheduleActions';
import { useActivityPages, useSetActivityPageStatus } from '../data/use-activity-pages';
import { ActivityPageForm } from './promotions/ActivityPageForm';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

/**
 * 活动页 (运营, permission `content`; docs/promotions.md "Activity pages"): every page and template with its address,
 * window, floors and state; create, edit, pause, resume, end (each audited on the server). The address is what
 * `/activity/{url}`, `/yjh/{url}` and the templates `/zqmb?id=`, `/hdmb?id=` open.
 */
export default function ActivityPagesPage() {
  const { list, error, isLoading, retry } = useActivityPages();
  const setStatus = useSetActivityPageStatus();
  const [done, setDone] = useState('');
  /** The page in the form: null for none open, 'new' for a new one. */
  const [editing, setEditing] = useState<ConsoleActivityPageRow | 'new' | null>(null);

  const change = async (row: ConsoleActivityPageRow, action: ScheduleAction) => {
    setDone('');
    const after = await setStatus.run(row.id, action);
    if (after) setDone(`「${row.title}」已${SCHEDULE_ACTION_LABELS[action]}`);
  };

  const columns: DataTableColumn<ConsoleActivityPageRow>[] = [
    { key: 'title', header: '活动名称', rowHeader: true, cell: (row) => row.title },
    { key: 'url', header: '地址', cell: (row) => `/activity/${row.url}` },
    {
      key: 'window',
      header: '活动时间',
      cell: (row) => `${beijingOf(row.starts_at)} 至 ${beijingOf(row.ends_at)}`,
    },
    {
      key: 'floors',
      header: '商品楼层',
      cell: (row) => row.floors.map((floor) => `${floor.title}（${floor.goods_ids.length}）`).join('、'),
    },
    { key: 'sort', header: '排序', align: 'end', cell: (row) => row.sort },
    { key: 'status', header: '状态', cell: (row) => SCHEDULED_STATUS_LABELS[row.status] },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <ScheduleActions
          title={row.title}
          status={row.status}
          endWarning="结束后活动页下线，链接转到其他进行中的活动，也不能恢复。"
          pending={setStatus.pending}
          onEdit={() => setEditing(row)}
          onAction={(action) => void change(row, action)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="activity-pages-title">
      <h2 id="activity-pages-title">活动页</h2>
      {editing ? (
        <ActivityPageForm
          key={editing === 'new' ? 'new' : editing.id}
          page={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setDone(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Notice>
          <Button onClick={() => setEditing('new')}>新建活动页</Button>
        </Notice>
      )}
      {done && <Notice role="status">{done}</Notice>}
      {setStatus.error && <Notice role="alert">{setStatus.error.message}</Notice>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载活动页…"
          errorText="活动页加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="活动页"
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyText="暂无活动页"
        />
      )}
    </section>
  );
}
