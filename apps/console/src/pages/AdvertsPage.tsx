import { ADVERT_STATE_LABELS, type ConsoleAdvert } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { beijingOf } from '../components/local-time';
import { useAdverts, useDeleteAdvert } from '../data/use-adverts';
import { AdvertForm } from './content/AdvertForm';

const Bar = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Thumb = styled.img`
  max-width: 160px;
  max-height: 60px;
`;

const windowText = (advert: ConsoleAdvert) =>
  advert.starts_at || advert.ends_at
    ? `${beijingOf(advert.starts_at) || '立即'} 至 ${beijingOf(advert.ends_at) || '长期'}`
    : '长期';

/** 广告管理 (运营): adverts and banners by position — picture, link, order, window; new, edit, remove. */
export default function AdvertsPage() {
  const [params, setParams] = useSearchParams();
  const positionId = Number(params.get('position_id')) || undefined;
  const { adverts, error, isLoading, retry } = useAdverts(positionId);
  const remove = useDeleteAdvert();
  const [editing, setEditing] = useState<ConsoleAdvert | 'new' | null>(null);

  const columns: DataTableColumn<ConsoleAdvert>[] = [
    { key: 'picture', header: '图片', cell: (row) => <Thumb src={row.image} alt={row.title} /> },
    { key: 'title', header: '标题', rowHeader: true, cell: (row) => row.title },
    { key: 'position', header: '广告位', cell: (row) => row.position_name },
    { key: 'url', header: '链接', cell: (row) => row.url || '（无）' },
    { key: 'sort', header: '排序', align: 'end', cell: (row) => row.sort },
    { key: 'window', header: '展示时间', cell: windowText },
    { key: 'state', header: '状态', cell: (row) => ADVERT_STATE_LABELS[row.state] },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`编辑 ${row.title}`}
            onClick={() => setEditing(row)}
          >
            编辑
          </Button>{' '}
          <Button
            size="sm"
            variant="secondary"
            disabled={remove.pending}
            aria-label={`删除 ${row.title}`}
            onClick={() => {
              if (window.confirm(`确定删除广告「${row.title}」？`)) void remove.run(row.id);
            }}
          >
            删除
          </Button>
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="adverts-title">
      <h2 id="adverts-title">广告管理</h2>
      <Bar>
        <Field label="广告位">
          <Select
            value={String(positionId ?? '')}
            onChange={(event) => setParams(event.target.value ? { position_id: event.target.value } : {})}
          >
            <option value="">全部广告位</option>
            {adverts?.positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={() => setEditing('new')} disabled={!adverts}>
          新建广告
        </Button>
      </Bar>
      {editing && adverts && (
        <AdvertForm
          key={editing === 'new' ? 'new' : editing.id}
          advert={editing === 'new' ? null : editing}
          positions={adverts.positions}
          positionId={positionId}
          onDone={() => setEditing(null)}
        />
      )}
      {remove.error && <p role="alert">{remove.error.message}</p>}
      {isLoading || error || !adverts ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载广告…"
          errorText="广告加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="广告"
          captionHidden
          columns={columns}
          rows={adverts.list}
          rowKey={(row) => row.id}
          emptyText="该广告位暂无广告"
        />
      )}
    </section>
  );
}
