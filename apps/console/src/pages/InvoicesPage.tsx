import {
  CONSOLE_INVOICE_QUEUE_LABELS,
  CONSOLE_INVOICE_QUEUES,
  type ConsoleInvoiceQueue,
  type ConsoleInvoiceRow,
  formatYuan,
  INVOICE_KIND_TEXT,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type InvoiceIssueBody,
  RED_LETTER_REASON_TEXT,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, ListState, Pagination, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { InvoiceNumberForm } from '../components/InvoiceNumberForm';
import { useInvoiceQueue, useIssueInvoice, useReverseInvoice } from '../data/use-invoices';

const Filters = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const PER_PAGE = 20;

const isQueue = (value: string | null): value is ConsoleInvoiceQueue =>
  CONSOLE_INVOICE_QUEUES.some((queue) => queue === value);

/** 蓝字 / 红字 with the reason and the original number of a red-letter invoice. */
const kindText = (row: ConsoleInvoiceRow) =>
  row.kind === 'red'
    ? `${INVOICE_KIND_TEXT.red}（${row.reason ? RED_LETTER_REASON_TEXT[row.reason] : ''}，原发票 ${row.original?.number ?? ''}）`
    : INVOICE_KIND_TEXT.blue;

type Acting = { row: ConsoleInvoiceRow; mode: 'issue' | 'reverse' };

/**
 * 发票管理 (财务): 待开票 — invoices (blue, and refunds' red-letter ones) waiting for the number the tax platform
 * gives; 登记号码 records it. 已开票 — the issued ones; 红冲（开票有误）records the red-letter invoice that
 * reverses what is left of a blue one, and the order's invoice is asked for again.
 */
export default function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('queue');
  const queue = isQueue(given) ? given : 'issuing';
  const [page, setPage] = useState(1);
  const { page: data, error, isLoading, retry } = useInvoiceQueue({ queue, page, per_page: PER_PAGE });
  const issue = useIssueInvoice();
  const reverse = useReverseInvoice();
  const [acting, setActing] = useState<Acting | null>(null);
  const [done, setDone] = useState('');

  const open = (row: ConsoleInvoiceRow, mode: Acting['mode']) => {
    setDone('');
    setActing({ row, mode });
  };
  const action = (row: ConsoleInvoiceRow) => {
    if (row.status === 'issuing')
      return (
        <Button size="sm" aria-label={`登记号码 发票 ${row.id}`} onClick={() => open(row, 'issue')}>
          登记号码
        </Button>
      );
    if (row.kind === 'blue' && (row.status === 'issued' || row.status === 'partly_reversed'))
      return (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`红冲 ${row.number}`}
          onClick={() => open(row, 'reverse')}
        >
          红冲（开票有误）
        </Button>
      );
    return '—';
  };

  const columns: DataTableColumn<ConsoleInvoiceRow>[] = [
    { key: 'id', header: '发票', rowHeader: true, cell: (row) => `${row.id} ${kindText(row)}` },
    { key: 'order', header: '订单', cell: (row) => row.order.order_sn },
    { key: 'company', header: '企业', cell: (row) => row.company.name },
    {
      key: 'title',
      header: '类型 / 抬头 / 税号',
      cell: (row) => `${INVOICE_TYPE_TEXT[row.type]} · ${row.title} · ${row.tax_number || '（无税号）'}`,
    },
    { key: 'amount', header: '金额', align: 'end', cell: (row) => formatYuan(row.amount) },
    {
      key: 'number',
      header: '号码 / 日期',
      cell: (row) => (row.number ? `${row.number} ${row.issued_on}` : '—'),
    },
    { key: 'status', header: '状态', cell: (row) => INVOICE_STATUS_TEXT[row.status] },
    { key: 'action', header: '操作', cell: action },
  ];

  const run = async (body: InvoiceIssueBody) => {
    if (!acting) return;
    const message =
      acting.mode === 'issue' ? await issue.run(acting.row.id, body) : await reverse.run(acting.row.id, body);
    if (message === undefined) return;
    setActing(null);
    setDone(message);
  };
  const writing = acting?.mode === 'reverse' ? reverse : issue;

  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">发票管理</h2>
      <Filters>
        <Field label="发票队列">
          <Select
            value={queue}
            onChange={(event) => {
              setDone('');
              setActing(null);
              setPage(1);
              setParams({ queue: event.target.value });
            }}
          >
            {CONSOLE_INVOICE_QUEUES.map((value) => (
              <option key={value} value={value}>
                {CONSOLE_INVOICE_QUEUE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {done && <Notice role="status">{done}</Notice>}
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载发票…"
          errorText="发票列表加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption={queue === 'issuing' ? '待开票的发票' : '已开票的发票'}
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText={queue === 'issuing' ? '暂无待开票的发票' : '暂无已开票的发票'}
          />
          <Pagination page={page} total={data.total} pageSize={PER_PAGE} onPageChange={setPage} />
        </>
      )}
      {acting && (
        <InvoiceNumberForm
          key={`${acting.mode}-${acting.row.id}`}
          title={
            acting.mode === 'issue'
              ? `登记${kindText(acting.row)}号码 · 订单 ${acting.row.order.order_sn}`
              : `红冲发票 ${acting.row.number}（开票有误）`
          }
          description={
            acting.mode === 'issue'
              ? `${acting.row.company.name}，${INVOICE_TYPE_TEXT[acting.row.type]}，金额 ${formatYuan(acting.row.amount)}。请先在税务平台开具，再登记号码；登记后不能更改。`
              : `将登记冲销这张发票剩余部分的红字发票（请先在税务平台开具），订单发票随后重新进入待开票。`
          }
          submitText={acting.mode === 'issue' ? '登记' : '登记红字发票'}
          refusal={writing.error}
          pending={writing.pending}
          onSubmit={(body) => void run(body)}
          onCancel={() => setActing(null)}
        />
      )}
    </section>
  );
}
