import type { ConsoleNav } from '@yaocai/domain';
import { Button, DataTable, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { useDeleteNav, useNav } from '../data/use-adverts';
import { HotWords } from './content/HotWords';
import { NavForm } from './content/NavForm';

type Item = ConsoleNav['list'][number];

/** 导航与热词 (运营): the header's nav items and the search box's hot words; the buyer sees a change at once. */
export default function NavPage() {
  const { nav, error, isLoading, retry } = useNav();
  const remove = useDeleteNav();
  const [editing, setEditing] = useState<Item | null>(null);
  const names = new Map(nav?.map((item) => [item.id, item.name]));
  return (
    <section aria-labelledby="nav-title">
      <h2 id="nav-title">导航与热词</h2>
      <h3>导航</h3>
      {editing ? (
        <NavForm key={editing.id} item={editing} onDone={() => setEditing(null)} />
      ) : (
        <NavForm item={null} onDone={() => {}} />
      )}
      {remove.error && <p role="alert">{remove.error.message}</p>}
      {isLoading || error || !nav ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载导航…"
          errorText="导航加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="导航"
          captionHidden
          columns={[
            {
              key: 'name',
              header: '名称',
              rowHeader: true,
              cell: (row) =>
                row.parent_id === null ? row.name : `${names.get(row.parent_id) ?? ''} › ${row.name}`,
            },
            { key: 'url', header: '链接', cell: (row) => row.url || '（未开放）' },
            { key: 'sort', header: '排序', align: 'end', cell: (row) => row.sort },
            { key: 'open', header: '新窗口', cell: (row) => (row.is_open ? '是' : '否') },
            {
              key: 'action',
              header: '操作',
              cell: (row) => (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`编辑 ${row.name}`}
                    onClick={() => setEditing(row)}
                  >
                    编辑
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`删除 ${row.name}`}
                    onClick={() => {
                      if (window.confirm(`确定删除导航「${row.name}」及其下级？`)) void remove.run(row.id);
                    }}
                  >
                    删除
                  </Button>
                </>
              ),
            },
          ]}
          rows={nav}
          rowKey={(row) => row.id}
          emptyText="暂无导航"
        />
      )}
      <HotWords />
    </section>
  );
}
