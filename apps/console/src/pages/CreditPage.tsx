import { type ConsoleCreditRow, formatYuan } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Input, ListState, Pagination } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCreditList, useCreditTerms } from '../data/use-company-account';
import { CreditTermsForm } from './CreditTermsForm';

const PER_PAGE = 20;

const Search = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const termsText = (row: ConsoleCreditRow) =>
  row.billing_day === 0 ? '未开通' : `每月${row.billing_day}日出账，${row.due_days}天内还款`;

/**
 * 账期管理 (财务, permission `credit`): every company's 账期 — limit, used, billing day, days to repay — and 修改 per
 * row in place. The buyer's 账期管理 page shows the new terms at once; each change is one audited call.
 */
export default function CreditPage() {
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { page: data, error, isLoading, retry } = useCreditList({ keywords, page, per_page: PER_PAGE });
  const save = useCreditTerms();
  const [editing, setEditing] = useState<ConsoleCreditRow | null>(null);
  const [done, setDone] = useState('');
  const [typed, setTyped] = useState(keywords);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ keywords: typed.trim(), page: '1' });
  };
  const columns: DataTableColumn<ConsoleCreditRow>[] = [
    { key: 'name', header: '企业', rowHeader: true, cell: (row) => row.name },
    { key: 'limit', header: '额度', align: 'end', cell: (row) => formatYuan(row.limit) },
    { key: 'used', header: '已用', align: 'end', cell: (row) => formatYuan(row.used) },
    { key: 'terms', header: '账单日与还款', cell: termsText },
    {
      key: 'edit',
      header: '操作',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(row)}
          aria-label={`修改${row.name}的账期`}
        >
          修改
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="credit-title">
      <h2 id="credit-title">账期管理</h2>
      <Search role="search" onSubmit={search}>
        <Field label="企业名称">
          <Input value={typed} maxLength={50} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <Button type="submit" variant="secondary">
          搜索
        </Button>
      </Search>
      {done && <p role="status">{done}</p>}
      {editing && (
        <CreditTermsForm
          row={editing}
          pending={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            setDone('');
            const message = await save.run({ id: editing.company_id, body });
            if (message !== undefined) {
              setDone(message);
              setEditing(null);
            }
          }}
        />
      )}
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载账期…"
          errorText="账期列表加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="企业账期"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.company_id}
            emptyText="没有符合条件的企业"
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={PER_PAGE}
            onPageChange={(next) => setParams({ keywords, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
