import { beijingDateTime, type ConsoleHmLimit } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Input, ListState, Pagination } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useHmLimits, useSetHmLimits } from '../data/use-hm';

const Filters = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Editor = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The limits form of one company; the server checks the numbers (422 names the field). */
function LimitEditor({ row, onDone }: { row: ConsoleHmLimit; onDone: (message: string) => void }) {
  const save = useSetHmLimits();
  const [perOrder, setPerOrder] = useState(String(row.per_order_units));
  const [perMonth, setPerMonth] = useState(String(row.per_month_units));
  const errors = save.error?.fieldErrors ?? {};
  return (
    <Editor
      aria-label={`设置 ${row.company.name} 的含麻限购`}
      onSubmit={async (event) => {
        event.preventDefault();
        const saved = await save.run(row.company.id, {
          per_order_units: Number(perOrder),
          per_month_units: Number(perMonth),
        });
        if (saved)
          onDone(
            `已保存：${saved.company.name} 每单 ${saved.per_order_units} 件，每月 ${saved.per_month_units} 件`,
          );
      }}
    >
      <strong>{row.company.name}</strong>
      <Field label="每单限购（件）" error={errors.per_order_units?.[0]}>
        <Input inputMode="numeric" value={perOrder} onChange={(event) => setPerOrder(event.target.value)} />
      </Field>
      <Field label="每月限购（件）" error={errors.per_month_units?.[0]}>
        <Input inputMode="numeric" value={perMonth} onChange={(event) => setPerMonth(event.target.value)} />
      </Field>
      <Button type="submit" loading={save.pending}>
        保存
      </Button>
      <Button type="button" variant="secondary" onClick={() => onDone('')}>
        取消
      </Button>
      {save.error && !save.error.fieldErrors ? <p role="alert">{save.error.message}</p> : null}
    </Editor>
  );
}

/**
 * 含麻限购 (审核): each company's 含麻黄碱类复方制剂 limits per order and per Beijing month (the defaults until set) and
 * what it ordered this month; setting them is audited (hm-limit), like `ops hm-limit`.
 */
export default function HmLimitsPage() {
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limits = useHmLimits({ keywords, page });
  const [editing, setEditing] = useState<ConsoleHmLimit | null>(null);
  const [done, setDone] = useState('');

  const columns: DataTableColumn<ConsoleHmLimit>[] = [
    { key: 'company', header: '企业', rowHeader: true, cell: (row) => row.company.name },
    { key: 'order', header: '每单限购', align: 'end', cell: (row) => `${row.per_order_units} 件` },
    { key: 'month', header: '每月限购', align: 'end', cell: (row) => `${row.per_month_units} 件` },
    { key: 'used', header: '本月已订', align: 'end', cell: (row) => `${row.month_units} 件` },
    {
      key: 'source',
      header: '设置',
      cell: (row) =>
        row.is_default
          ? '默认'
          : `${row.set_by.replace(/^operator:/, '')}${row.updated_at ? ` · ${beijingDateTime(row.updated_at)}` : ''}`,
    },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`修改 ${row.company.name}`}
          onClick={() => {
            setDone('');
            setEditing(row);
          }}
        >
          修改
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="hm-limits-title">
      <h2 id="hm-limits-title">含麻限购</h2>
      <Filters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ keywords: String(new FormData(event.currentTarget).get('keywords') ?? '') });
        }}
      >
        <Field label="企业名称">
          <Input name="keywords" defaultValue={keywords} key={keywords} />
        </Field>
        <Button type="submit" variant="secondary">
          查找
        </Button>
      </Filters>
      {done && <p role="status">{done}</p>}
      {editing ? (
        <LimitEditor
          key={editing.company.id}
          row={editing}
          onDone={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      ) : null}
      {!limits.page ? (
        <ListState
          status={limits.error ? 'error' : 'loading'}
          loadingText="正在加载限购…"
          errorText="限购列表加载失败"
          onRetry={limits.retry}
        />
      ) : (
        <>
          <DataTable
            caption="含麻限购"
            captionHidden
            columns={columns}
            rows={limits.page.list}
            rowKey={(row) => row.company.id}
            emptyText={keywords ? `没有名称含“${keywords}”的企业` : '暂无企业'}
          />
          <Pagination
            page={page}
            total={limits.page.total}
            pageSize={limits.page.per_page}
            onPageChange={(next) => setParams({ keywords, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
