import { beijingDateTime, type ConsoleAuditEntry } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Input, ListState, Pagination } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useAudit } from '../data/use-audit';

const Filters = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const PER_PAGE = 20;

const columns: DataTableColumn<ConsoleAuditEntry>[] = [
  { key: 'at', header: '时间', cell: (row) => beijingDateTime(Date.parse(row.at)) },
  { key: 'operator', header: '操作人', cell: (row) => row.operator, rowHeader: true },
  { key: 'source', header: '来源', cell: (row) => (row.source === 'console' ? '运营后台' : 'ops 命令') },
  { key: 'command', header: '操作', cell: (row) => row.command },
  { key: 'ok', header: '结果', cell: (row) => `${row.ok ? '成功' : '失败'}：${row.result.split('\n')[0]}` },
];

/** 操作审计 (管理员): who did what when, from the console and from `ops`, searchable. */
export default function AuditPage() {
  const [draft, setDraft] = useState({ operator: '', command: '', q: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const { page: data, error, isLoading, retry } = useAudit({ ...filters, page, per_page: PER_PAGE });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">操作审计</h2>
      <Filters onSubmit={search} role="search">
        <Field label="操作人">
          <Input {...field('operator')} />
        </Field>
        <Field label="操作">
          <Input {...field('command')} />
        </Field>
        <Field label="关键词">
          <Input {...field('q')} />
        </Field>
        <Button type="submit">搜索</Button>
      </Filters>
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载审计记录…"
          errorText="审计记录加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="操作审计记录"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText="没有符合条件的记录"
          />
          <Pagination page={page} total={data.total} pageSize={PER_PAGE} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
