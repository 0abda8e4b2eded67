import {
  formatYuan,
  INVOICE_KIND_TEXT,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  RED_LETTER_REASON_TEXT,
} from '@yaocai/domain/print';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { ListState } from '../ListState/ListState';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';
import { Amount, Download, InvoiceNumber, Lines, Muted } from './InvoiceTable.styles';

/*
 * Spelled out here because the published declarations carry no domain types; the Chinese names are domain's
 * (INVOICE_STATUS_TEXT & co.), which must cover every one.
 */
export type InvoiceStatus = 'issuing' | 'issued' | 'partly_reversed' | 'reversed' | 'withdrawn';
export type InvoiceKind = 'blue' | 'red';
export type InvoiceType = 'e_normal' | 'e_special';
export type RedLetterReason = 'return' | 'error' | 'allowance';

const statusLabels: Record<InvoiceStatus, string> = INVOICE_STATUS_TEXT;
const statusTones: Record<InvoiceStatus, StatusTone> = {
  issuing: 'warning',
  issued: 'success',
  partly_reversed: 'info',
  reversed: 'neutral',
  withdrawn: 'neutral',
};

/** One line of an invoice: kept from the order line. */
export interface InvoiceTableLine {
  id: number | string;
  name: string;
  spec?: string;
  unit?: string;
  number: number;
  /** Signed yuan string ("-48.00" on a red-letter invoice). */
  amount: string;
}

/** One invoice (蓝字) or red-letter reversal (红字) as the invoice centre shows it. */
export interface InvoiceTableRow {
  id: number | string;
  kind: InvoiceKind;
  type: InvoiceType;
  /** The order it belongs to. */
  orderSn: string;
  /** 发票抬头. */
  title: string;
  /** 纳税人识别号. */
  taxNumber: string;
  /** Signed yuan string: "152.00", or "-48.00" for a red-letter invoice. */
  amount: string;
  /** The 20-digit number; '' while 开票中. */
  number: string;
  /** YYYY-MM-DD; '' while 开票中. */
  issuedOn: string;
  status: InvoiceStatus;
  /** A red-letter invoice's reason. */
  reason?: RedLetterReason | null;
  /** The number of the blue invoice a red-letter one reverses. */
  originalNumber?: string;
  lines?: readonly InvoiceTableLine[];
  /** Where its PDF downloads; no link while absent. */
  downloadHref?: string;
}

export interface InvoiceTableProps {
  rows: readonly InvoiceTableRow[];
  /** What the table lists. @default '电子发票' */
  caption?: string;
  /** Loading or failed instead of rows; rows are shown when omitted. */
  status?: 'loading' | 'error';
  /** The server's message when loading failed. */
  errorText?: string;
  /** Called by 重试 in the error state. */
  onRetry?: () => void;
  /** The one row shown without invoices. @default '暂无发票' */
  emptyText?: string;
}

function TypeCell({ row }: { row: InvoiceTableRow }) {
  return (
    <>
      {INVOICE_TYPE_TEXT[row.type]}
      <Muted>{INVOICE_KIND_TEXT[row.kind]}</Muted>
      {row.reason && <Muted>红冲原因：{RED_LETTER_REASON_TEXT[row.reason]}</Muted>}
      {row.originalNumber && <Muted>原发票 {row.originalNumber}</Muted>}
    </>
  );
}

function AmountCell({ row }: { row: InvoiceTableRow }) {
  return (
    <>
      <Amount data-kind={row.kind}>{formatYuan(row.amount)}</Amount>
      {row.lines && row.lines.length > 0 && (
        <Lines>
          <summary>明细（{row.lines.length} 项）</summary>
          <ul>
            {row.lines.map((line) => (
              <li key={line.id}>
                {line.name}
                {line.spec ? ` ${line.spec}` : ''} × {line.number}
                {line.unit ?? ''} {formatYuan(line.amount)}
              </li>
            ))}
          </ul>
        </Lines>
      )}
    </>
  );
}

const columns: DataTableColumn<InvoiceTableRow>[] = [
  { key: 'order', header: '订单号', cell: (row) => row.orderSn, rowHeader: true },
  { key: 'type', header: '发票类型', cell: (row) => <TypeCell row={row} /> },
  {
    key: 'title',
    header: '抬头 / 税号',
    cell: (row) => (
      <>
        {row.title}
        <Muted>{row.taxNumber}</Muted>
      </>
    ),
  },
  { key: 'amount', header: '金额', cell: (row) => <AmountCell row={row} />, align: 'end' },
  {
    key: 'number',
    header: '发票号码',
    cell: (row) => <InvoiceNumber>{row.number || '—'}</InvoiceNumber>,
  },
  { key: 'issued', header: '开票日期', cell: (row) => row.issuedOn || '—' },
  {
    key: 'status',
    header: '状态',
    cell: (row) => <StatusBadge status={row.status} labels={statusLabels} tones={statusTones} />,
  },
  {
    key: 'download',
    header: '操作',
    cell: (row) =>
      row.downloadHref ? (
        <Download
          href={row.downloadHref}
          download
          aria-label={`下载${INVOICE_KIND_TEXT[row.kind]} ${row.number || row.orderSn}`}
        >
          下载
        </Download>
      ) : (
        '—'
      ),
  },
];

/**
 * The invoice centre's table (/zzfw/dzfp): each e-invoice and each red-letter reversal with its type, title and
 * tax number, signed amount (a reversal in red with its minus sign, so colour is never the only cue), number,
 * date, status and a download link; the lines fold out under the amount.
 */
export function InvoiceTable({
  rows,
  caption = '电子发票',
  status,
  errorText,
  onRetry,
  emptyText = '暂无发票',
}: InvoiceTableProps) {
  if (status) return <ListState status={status} errorText={errorText} onRetry={onRetry} />;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
    />
  );
}
