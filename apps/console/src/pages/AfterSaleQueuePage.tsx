import type { ConsoleAfterSalePage } from '@yaocai/domain';
import {
  AFTER_SALE_STATUS_TEXT,
  AFTER_SALE_STATUSES,
  type AfterSaleStatus,
  beijingDateTime,
} from '@yaocai/domain/print';
import { DataTable, type DataTableColumn, Field, ListState, Pagination, Select } from '@yaocai/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useAfterSaleQueue } from '../data/use-after-sales';

type Row = ConsoleAfterSalePage['list'][number];

const PER_PAGE = 20;

const columns: DataTableColumn<Row>[] = [
  {
    key: 'id',
    header: '售后单',
    rowHeader: true,
    cell: (row) => <Link to={`/after-sales/${row.id}`}>#{row.id}</Link>,
  },
  { key: 'order', header: '订单号', cell: (row) => row.order_sn },
  { key: 'company', header: '采购单位', cell: (row) => row.company },
  { key: 'type', header: '类型', cell: (row) => row.type_text },
  { key: 'reason', header: '原因', cell: (row) => row.reason_text },
  { key: 'status', header: '状态', cell: (row) => row.status_text },
  { key: 'created', header: '申请时间', cell: (row) => beijingDateTime(row.created_at * 1000) },
  { key: 'amount', header: '金额（元）', align: 'end', cell: (row) => row.amount },
];

const isStatus = (value: string | null): value is AfterSaleStatus | '' =>
  value === '' || AFTER_SALE_STATUSES.includes(value as AfterSaleStatus);

/** 售后处理: every company's requests by status (待审核 first by default), oldest first, paged. */
export default function AfterSaleQueuePage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = isStatus(given) ? given : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { page: data, error, isLoading, retry } = useAfterSaleQueue({ status, page, per_page: PER_PAGE });
  return (
    <section aria-labelledby="after-sales-title">
      <h2 id="after-sales-title">售后处理</h2>
      <Field label="售后状态">
        <Select value={status} onChange={(event) => setParams({ status: event.target.value, page: '1' })}>
          {AFTER_SALE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {AFTER_SALE_STATUS_TEXT[value]}
            </option>
          ))}
          <option value="">全部</option>
        </Select>
      </Field>
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载售后申请…"
          errorText="售后申请加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="售后申请队列"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText={status ? `暂无${AFTER_SALE_STATUS_TEXT[status]}的售后申请` : '暂无售后申请'}
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={PER_PAGE}
            onPageChange={(next) => setParams({ status, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
