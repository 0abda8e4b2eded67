import { beijingDateTime, type ConsoleOrderRow, ORDER_STATUS_TEXT, type OrderStatus } from '@yaocai/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListState,
  OrderStatusBadge,
  Pagination,
  Select,
} from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useOrderQueue } from '../data/use-orders';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const PER_PAGE = 20;

/** The filter's choices: '' is every order (the queue still puts 待发货 first). */
const STATUSES: { value: '' | OrderStatus; label: string }[] = [
  { value: 'paid', label: ORDER_STATUS_TEXT.paid },
  { value: 'shipped', label: ORDER_STATUS_TEXT.shipped },
  { value: 'completed', label: ORDER_STATUS_TEXT.completed },
  { value: 'unpaid', label: ORDER_STATUS_TEXT.unpaid },
  { value: 'cancelled', label: ORDER_STATUS_TEXT.cancelled },
  { value: '', label: '全部' },
];

const columns: DataTableColumn<ConsoleOrderRow>[] = [
  {
    key: 'sn',
    header: '订单号',
    rowHeader: true,
    cell: (row) => <Link to={`/orders/${row.id}`}>{row.order_sn}</Link>,
  },
  { key: 'company', header: '采购单位', cell: (row) => row.company.name },
  { key: 'status', header: '状态', cell: (row) => <OrderStatusBadge status={row.status} /> },
  { key: 'created', header: '下单时间', cell: (row) => beijingDateTime(row.created_at * 1000) },
  { key: 'units', header: '品种/件数', align: 'end', cell: (row) => `${row.lines_count} / ${row.units}` },
  { key: 'total', header: '金额（元）', align: 'end', cell: (row) => row.total },
];

const isStatus = (value: string | null): value is '' | OrderStatus =>
  value !== null && STATUSES.some((s) => s.value === value);

/**
 * 订单管理: every company's orders, 待发货 first, filtered by status, dates, words, company and goods (kept in the
 * address), paged.
 */
export default function OrderQueuePage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = isStatus(given) ? given : 'paid';
  const keywords = params.get('keywords') ?? '';
  const company = params.get('company') ?? '';
  const goods = params.get('goods') ?? '';
  const start_date = params.get('start_date') ?? '';
  const end_date = params.get('end_date') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState({ keywords, company, goods });
  const {
    page: data,
    error,
    isLoading,
    retry,
  } = useOrderQueue({
    status,
    keywords,
    company,
    goods,
    start_date,
    end_date,
    page,
    per_page: PER_PAGE,
  });
  const go = (next: {
    status?: string;
    keywords?: string;
    company?: string;
    goods?: string;
    start_date?: string;
    end_date?: string;
    page?: number;
  }) =>
    setParams({
      status: next.status ?? status,
      keywords: next.keywords ?? keywords,
      company: next.company ?? company,
      goods: next.goods ?? goods,
      start_date: next.start_date ?? start_date,
      end_date: next.end_date ?? end_date,
      page: String(next.page ?? 1),
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keywords: typed.keywords.trim(), company: typed.company.trim(), goods: typed.goods.trim() });
  };
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">订单管理</h2>
      <Filters role="search" onSubmit={search}>
        <Field label="订单状态">
          <Select value={status} onChange={(event) => go({ status: event.target.value })}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="下单日期从">
          <Input
            type="date"
            value={start_date}
            onChange={(event) => go({ start_date: event.target.value })}
          />
        </Field>
        <Field label="至">
          <Input type="date" value={end_date} onChange={(event) => go({ end_date: event.target.value })} />
        </Field>
        <Field label="订单号或采购单位">
          <Input
            value={typed.keywords}
            maxLength={50}
            onChange={(event) => setTyped({ ...typed, keywords: event.target.value })}
          />
        </Field>
        <Field label="采购单位名称">
          <Input
            value={typed.company}
            maxLength={50}
            onChange={(event) => setTyped({ ...typed, company: event.target.value })}
          />
        </Field>
        <Field label="商品名称或批准文号">
          <Input
            value={typed.goods}
            maxLength={50}
            onChange={(event) => setTyped({ ...typed, goods: event.target.value })}
          />
        </Field>
        <Button type="submit" variant="secondary">
          搜索
        </Button>
      </Filters>
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载订单…"
          errorText="订单列表加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="订单列表"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText={
              status === 'paid' && !keywords && !company && !goods && !start_date && !end_date
                ? '暂无待发货的订单'
                : '没有符合条件的订单'
            }
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
