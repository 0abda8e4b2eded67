import { yuanToFen } from '@yaocai/domain/money';
import { formatYuan } from '@yaocai/domain/print';
import { formatMoment, type Moment } from '../../internal/datetime';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { ListState } from '../ListState/ListState';
import { Amount } from './LedgerTable.styles';

/** One ledger entry (wire `user_money_log` / credit list) as the wallet shows it. */
export interface LedgerRow {
  id: string | number;
  /** When: a server timestamp (seconds or ms) or ready text. */
  at: Moment;
  /** The entry type in words, e.g. 订单支付, 充值, 退款. */
  typeLabel: string;
  /** The change, signed yuan string: "-128.50" paid out, "500.00" paid in. */
  amount: string;
  /** The balance after the entry, yuan string. */
  balanceAfter: string;
  /** The order the entry belongs to. */
  orderSn?: string;
  remark?: string;
}

export interface LedgerTableProps {
  rows: readonly LedgerRow[];
  /** What the table lists. @default '余额明细' */
  caption?: string;
  /** Header of the balance column, e.g. 已用额度 for the credit ledger. @default '余额' */
  balanceHeader?: string;
  /** Loading or failed instead of rows; rows are shown when omitted. */
  status?: 'loading' | 'error';
  /** The server's message when loading failed. */
  errorText?: string;
  /** Called by 重试 in the error state. */
  onRetry?: () => void;
}

/** +¥500.00 in green, -¥128.50 in red: the sign is in the text, so colour is never the only cue. */
function SignedAmount({ amount }: { amount: string }) {
  const fen = yuanToFen(amount);
  const direction = fen > 0 ? 'in' : fen < 0 ? 'out' : 'none';
  return (
    <Amount data-direction={direction}>
      {fen > 0 ? '+' : ''}
      {formatYuan(amount)}
    </Amount>
  );
}

const columns = (balanceHeader: string): DataTableColumn<LedgerRow>[] => [
  { key: 'at', header: '时间', cell: (row) => formatMoment(row.at), rowHeader: true },
  { key: 'type', header: '类型', cell: (row) => row.typeLabel },
  { key: 'amount', header: '金额', cell: (row) => <SignedAmount amount={row.amount} />, align: 'end' },
  { key: 'balance', header: balanceHeader, cell: (row) => formatYuan(row.balanceAfter), align: 'end' },
  { key: 'order', header: '关联订单', cell: (row) => row.orderSn ?? '—' },
  { key: 'remark', header: '备注', cell: (row) => row.remark ?? '' },
];

/** The wallet's ledger (/yegl, /zqgl): each entry with its signed amount and the balance after it. */
export function LedgerTable({
  rows,
  caption = '余额明细',
  balanceHeader = '余额',
  status,
  errorText,
  onRetry,
}: LedgerTableProps) {
  if (status) return <ListState status={status} errorText={errorText} onRetry={onRetry} />;
  return (
    <DataTable
      caption={caption}
      columns={columns(balanceHeader)}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="暂无记录"
    />
  );
}
