import {
  beijingDateTime,
  type ConsoleCompanyRow,
  REVIEW_STAGE_LABELS,
  REVIEW_STATUS_LABELS,
  type ReviewStage,
  type ReviewStatus,
} from '@yaocai/domain';
import {
  Checkbox,
  DataTable,
  type DataTableColumn,
  Field,
  ListState,
  Pagination,
  Select,
  StatusBadge,
} from '@yaocai/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCompanyQueue } from '../data/use-review';

const Filters = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const PER_PAGE = 20;

type Filter = '' | ReviewStatus | ReviewStage;

/** The filter's choices: a stage is a pending company waiting at it; '' is every company (pending first). */
const STATUSES: { value: Filter; label: string }[] = [
  { value: 'pending', label: '待审核（全部阶段）' },
  { value: 'first', label: REVIEW_STAGE_LABELS.first },
  { value: 'quality', label: REVIEW_STAGE_LABELS.quality },
  { value: 'rejected', label: '已驳回' },
  { value: 'approved', label: '已通过' },
  { value: '', label: '全部' },
];

/** The query a filter choice asks: a stage is `status=pending&stage=…`. */
const queryOf = (filter: Filter) =>
  filter === 'first' || filter === 'quality'
    ? { status: 'pending' as const, stage: filter }
    : { status: filter, stage: '' as const };

export const REVIEW_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

const columns: DataTableColumn<ConsoleCompanyRow>[] = [
  {
    key: 'name',
    header: '企业名称',
    rowHeader: true,
    cell: (row) => <Link to={`/companies/${row.id}`}>{row.name}</Link>,
  },
  { key: 'type', header: '企业类型', cell: (row) => row.enterprise_type_label },
  {
    key: 'status',
    header: '审核状态',
    cell: (row) => (
      <StatusBadge
        status={row.status}
        labels={{ ...REVIEW_STATUS_LABELS, pending: row.status_label }}
        tones={REVIEW_TONES}
      />
    ),
  },
  {
    key: 'submitted',
    header: '提交时间',
    cell: (row) => (row.submitted_at ? beijingDateTime(Date.parse(row.submitted_at)) : '—'),
  },
  {
    key: 'certificates',
    header: '证照（待审/驳回/共）',
    align: 'end',
    cell: (row) => `${row.certificates.pending} / ${row.certificates.rejected} / ${row.certificates.total}`,
  },
];

const isStatus = (value: string | null): value is Filter =>
  value !== null && STATUSES.some((s) => s.value === value);

/** 企业审核: the queue of companies, filtered by status (kept in the address), paged. */
export default function CompanyQueuePage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = isStatus(given) ? given : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const certificates = params.get('certificates') === '1' ? 1 : 0;
  const {
    page: data,
    error,
    isLoading,
    retry,
  } = useCompanyQueue({
    ...queryOf(status),
    certificates,
    page,
    per_page: PER_PAGE,
  });
  const go = (next: { status?: string; certificates?: 0 | 1; page?: number }) =>
    setParams({
      status: next.status ?? status,
      certificates: String(next.certificates ?? certificates),
      page: String(next.page ?? 1),
    });
  return (
    <section aria-labelledby="companies-title">
      <h2 id="companies-title">企业审核</h2>
      <Filters>
        <Field label="审核状态">
          <Select value={status} onChange={(event) => go({ status: event.target.value })}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label="只看有待审证照的企业"
          checked={certificates === 1}
          onChange={(event) => go({ certificates: event.target.checked ? 1 : 0 })}
        />
      </Filters>
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载企业…"
          errorText="企业列表加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="企业审核队列"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText={status === 'pending' && !certificates ? '暂无待审核的企业' : '没有符合条件的企业'}
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={PER_PAGE}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}
