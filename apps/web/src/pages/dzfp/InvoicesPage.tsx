import type { InvoiceRow } from '@yaocai/domain';
import { INVOICE_STATUS_TEXT, INVOICE_STATUSES } from '@yaocai/domain/print';
import { InvoiceTable, type InvoiceTableRow } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { DateRange, FilterBar, fieldText } from '../../components/member/FilterBar';
import { MemberPager } from '../../components/member/MemberPager';
import { dateParam, oneOf, queryString } from '../../components/member/url-query';
import { INVOICE_PATH, type InvoiceFilters, invoiceDownloadHref, useInvoices } from '../../data/use-invoices';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const STATUSES = ['', ...INVOICE_STATUSES] as const;

function readFilters(params: URLSearchParams): InvoiceFilters {
  return {
    status: oneOf(params.get('status'), STATUSES, ''),
    start_time: dateParam(params, 'start_time'),
    end_time: dateParam(params, 'end_time'),
    page: readPage(params.get('page')),
  };
}

const hrefOf = (filters: InvoiceFilters) => `${INVOICE_PATH}${queryString({ ...filters })}`;

function toRow(invoice: InvoiceRow): InvoiceTableRow {
  return {
    id: invoice.id,
    kind: invoice.kind,
    type: invoice.type,
    orderSn: invoice.order.order_sn,
    title: invoice.title,
    taxNumber: invoice.tax_number,
    amount: invoice.amount,
    number: invoice.number,
    issuedOn: invoice.issued_on,
    status: invoice.status,
    reason: invoice.reason,
    originalNumber: invoice.original?.number || undefined,
    lines: invoice.lines,
    downloadHref: invoiceDownloadHref(invoice.id),
  };
}

/**
 * /zzfw/dzfp (and the header's /dzfp) — the invoice centre (issue #21 §3): every e-invoice of the company and
 * every red-letter reversal, filtered by status and Beijing dates, each downloadable as the platform's copy.
 */
export function InvoicesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const invoices = useInvoices(filters);
  const search = (fields: FormData) =>
    navigate(
      hrefOf({
        status: oneOf(fieldText(fields, 'status'), STATUSES, ''),
        start_time: fieldText(fields, 'start'),
        end_time: fieldText(fields, 'end'),
        page: 1,
      }),
    );
  return (
    <>
      <PageHeading>电子发票</PageHeading>
      <p>
        数电发票由税务平台开具并交付；此处下载的 PDF
        为平台根据发票数据生成的副本（标注“平台副本”），供核对使用。
      </p>
      <FilterBar key={params.toString()} label="发票筛选" onSubmit={search}>
        <label>
          状态
          <select name="status" defaultValue={filters.status}>
            <option value="">全部状态</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVOICE_STATUS_TEXT[status]}
              </option>
            ))}
          </select>
        </label>
        <DateRange start={filters.start_time} end={filters.end_time} />
      </FilterBar>
      <InvoiceTable
        rows={(invoices.data?.list ?? []).map(toRow)}
        status={invoices.data ? undefined : invoices.error ? 'error' : 'loading'}
        errorText={invoices.error instanceof ApiError ? invoices.error.message : '发票加载失败，请重试'}
        onRetry={invoices.retry}
        emptyText={
          filters.status || filters.start_time || filters.end_time ? '没有符合条件的发票' : '暂无发票'
        }
      />
      {invoices.data && (
        <MemberPager
          page={invoices.data.page}
          total={invoices.data.total}
          perPage={invoices.data.per_page}
          hrefOf={(page) => hrefOf({ ...filters, page })}
          label="发票分页"
        />
      )}
    </>
  );
}
