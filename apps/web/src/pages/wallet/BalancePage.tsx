import { BALANCE_ENTRY_KINDS, BALANCE_ENTRY_TEXT, formatYuan } from '@yaocai/domain/print';
import { LedgerTable } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateRange, FilterBar, fieldText } from '../../components/member/FilterBar';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { dateParam, oneOf, queryString } from '../../components/member/url-query';
import { type MoneyLogFilters, useMoneyLog, useUserMoney, WALLET_PATHS } from '../../data/use-wallet';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { RechargePanel } from './RechargePanel';
import { Figure } from './wallet.styles';

const KINDS = ['', ...BALANCE_ENTRY_KINDS] as const;

function readFilters(params: URLSearchParams): MoneyLogFilters {
  return {
    use_type: oneOf(params.get('use_type'), KINDS, ''),
    start_time: dateParam(params, 'start_time'),
    end_time: dateParam(params, 'end_time'),
    page: readPage(params.get('page')),
  };
}

const hrefOf = (filters: MoneyLogFilters) => `${WALLET_PATHS.balance}${queryString({ ...filters })}`;

function Balance() {
  const money = useUserMoney();
  if (money.data)
    return (
      <Figure aria-label="可用余额">
        可用余额 <strong>{formatYuan(money.data.balance)}</strong>
      </Figure>
    );
  return <ReadStatus read={money} what="余额" />;
}

/** /wdqb/yegl — the balance and its ledger (spec §2 wdqb_yegl), filtered by kind and Beijing dates. */
export function BalancePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const log = useMoneyLog(filters);
  const search = (fields: FormData) =>
    navigate(
      hrefOf({
        use_type: oneOf(fieldText(fields, 'use_type'), KINDS, ''),
        start_time: fieldText(fields, 'start'),
        end_time: fieldText(fields, 'end'),
        page: 1,
      }),
    );
  const rows = (log.data?.list ?? []).map((row) => ({
    id: row.id,
    at: row.at,
    typeLabel: row.type_text,
    // The wire signs credits (+100.00); the table takes an unsigned yuan string for them and adds the +.
    amount: row.amount.replace(/^\+/, ''),
    balanceAfter: row.balance_after,
    orderSn: row.order_sn || undefined,
    remark: row.remark,
  }));
  return (
    <>
      <PageHeading>余额管理</PageHeading>
      <Balance />
      <RechargePanel />
      <FilterBar key={params.toString()} label="余额明细筛选" onSubmit={search}>
        <label>
          类型
          <select name="use_type" defaultValue={filters.use_type}>
            <option value="">全部类型</option>
            {BALANCE_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {BALANCE_ENTRY_TEXT[kind]}
              </option>
            ))}
          </select>
        </label>
        <DateRange start={filters.start_time} end={filters.end_time} />
      </FilterBar>
      <LedgerTable
        rows={rows}
        status={log.data ? undefined : log.error ? 'error' : 'loading'}
        errorText="余额明细加载失败，请重试"
        onRetry={log.retry}
      />
      {log.data && (
        <MemberPager
          page={log.data.page}
          total={log.data.total}
          perPage={log.data.per_page}
          hrefOf={(page) => hrefOf({ ...filters, page })}
          label="余额明细分页"
        />
      )}
    </>
  );
}
