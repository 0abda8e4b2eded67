import {
  beijingDateTime,
  type ConsoleHmReceipt,
  HM_RECEIPT_STATUS_TEXT,
  HM_RECEIPT_STATUSES,
  type HmReceiptStatus,
} from '@yaocai/domain';
import {
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListState,
  Pagination,
  Select,
  StatusBadge,
} from '@yaocai/ui';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useHmReceipts } from '../data/use-hm';

const Filters = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.colors.error};
`;

const TONES = { pending: 'warning', overdue: 'danger', confirmed: 'success' } as const;
const isStatus = (value: string | null): value is HmReceiptStatus =>
  HM_RECEIPT_STATUSES.some((status) => status === value);

/**
 * 含麻回执 (审核, 仓储; read-only): every company's shipped 含麻 orders and their receipts, unconfirmed first. An
 * overdue one (unconfirmed past 回执期限) blocks the company's next 含麻 order until the buyer confirms it at /hmdd.
 */
export default function HmReceiptsPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = isStatus(given) ? given : '';
  const keywords = params.get('keywords') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const receipts = useHmReceipts({ status, keywords, page });

  const columns: DataTableColumn<ConsoleHmReceipt>[] = [
    { key: 'order', header: '订单号', rowHeader: true, cell: (row) => row.order_sn },
    { key: 'company', header: '企业', cell: (row) => row.company.name },
    {
      key: 'lines',
      header: '含麻商品',
      cell: (row) =>
        row.lines
          .map(
            (line) =>
              `${line.name} ${line.spec} × ${line.number}${line.batch ? `（批号 ${line.batch}）` : ''}`,
          )
          .join('；'),
    },
    { key: 'shipped', header: '发货时间', cell: (row) => beijingDateTime(row.shipped_at) },
    {
      key: 'due',
      header: '回执期限',
      cell: (row) =>
        row.status === 'overdue' ? (
          <Overdue>{beijingDateTime(row.due_at)}（已逾期）</Overdue>
        ) : (
          beijingDateTime(row.due_at)
        ),
    },
    {
      key: 'status',
      header: '状态',
      cell: (row) => <StatusBadge status={row.status} labels={HM_RECEIPT_STATUS_TEXT} tones={TONES} />,
    },
    {
      key: 'receiver',
      header: '收货确认',
      cell: (row) =>
        row.status === 'confirmed' ? `${row.receiver}（${row.id_number}）${row.received_on}` : '—',
    },
  ];

  return (
    <section aria-labelledby="hm-receipts-title">
      <h2 id="hm-receipts-title">含麻回执</h2>
      <Filters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setParams({
            status: String(form.get('status') ?? ''),
            keywords: String(form.get('keywords') ?? ''),
          });
        }}
      >
        <Field label="状态">
          <Select
            name="status"
            value={status}
            onChange={(event) => setParams({ status: event.target.value, keywords })}
          >
            <option value="">全部</option>
            {HM_RECEIPT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {HM_RECEIPT_STATUS_TEXT[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="订单号或企业">
          <Input name="keywords" defaultValue={keywords} key={keywords} />
        </Field>
      </Filters>
      {!receipts.page ? (
        <ListState
          status={receipts.error ? 'error' : 'loading'}
          loadingText="正在加载回执…"
          errorText="回执列表加载失败"
          onRetry={receipts.retry}
        />
      ) : (
        <>
          <DataTable
            caption="含麻回执"
            captionHidden
            columns={columns}
            rows={receipts.page.list}
            rowKey={(row) => row.id}
            emptyText={status ? `暂无${HM_RECEIPT_STATUS_TEXT[status]}的回执` : '暂无含麻订单回执'}
          />
          <Pagination
            page={page}
            total={receipts.page.total}
            pageSize={receipts.page.per_page}
            onPageChange={(next) => setParams({ status, keywords, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
