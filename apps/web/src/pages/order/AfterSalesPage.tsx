import { type AfterSaleSummary, afterSalePath, beijingDateTime } from '@yaocai/domain';
import { DataTable, Pagination } from '@yaocai/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useAfterSales } from '../../data/use-after-sales';
import { PageHeading } from '../../layout/page.styles';
import { yuanColumn } from '../../lib/yuan-column';

const PER_PAGE = 20;

const columns = [
  {
    key: 'id',
    header: '售后单',
    rowHeader: true,
    cell: (row: AfterSaleSummary) => <Link to={afterSalePath(row.type, row.id)}>#{row.id}</Link>,
  },
  { key: 'order', header: '订单号', cell: (row: AfterSaleSummary) => row.order_sn },
  { key: 'type', header: '类型', cell: (row: AfterSaleSummary) => row.type_text },
  { key: 'reason', header: '原因', cell: (row: AfterSaleSummary) => row.reason_text },
  { key: 'units', header: '件数', align: 'end' as const, cell: (row: AfterSaleSummary) => row.units },
  yuanColumn('amount', '金额', (row: AfterSaleSummary) => row.amount),
  { key: 'status', header: '状态', cell: (row: AfterSaleSummary) => row.status_text },
  { key: 'at', header: '申请时间', cell: (row: AfterSaleSummary) => beijingDateTime(row.created_at) },
];

/** /order/afterSales — the order centre's 售后申请 tab: the company's requests, newest first. */
export function AfterSalesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useAfterSales({ status: '', page });
  return (
    <>
      <PageHeading>售后申请</PageHeading>
      {requests.data ? (
        <>
          <DataTable
            caption="售后申请"
            captionHidden
            columns={columns}
            rows={requests.data.list}
            rowKey={(row) => row.id}
            emptyText="暂无售后申请，可在已发货或已完成的订单详情中申请售后"
          />
          <Pagination
            page={page}
            total={requests.data.total}
            pageSize={PER_PAGE}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      ) : (
        <ReadStatus read={requests} what="售后申请" />
      )}
    </>
  );
}
