import type { CashVoucherItem } from '@yaocai/domain';
import {
  beijingDate,
  CASH_VOUCHER_STATUS_TEXT,
  CASH_VOUCHER_STATUSES,
  formatYuan,
} from '@yaocai/domain/print';
import { DataTable, type DataTableColumn, ListState, Tabs } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import { CASHBACK_PATHS, useCashVouchers } from '../../data/use-cashback';
import { PageHeading, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { Figure, Notes } from './wallet.styles';

type Tab = (typeof CASH_VOUCHER_STATUSES)[number];

const hrefOf = (tab: Tab, page: number) =>
  `${CASHBACK_PATHS.vouchers}${queryString({ status: tab === 'unused' ? '' : tab, page })}`;

const columns: DataTableColumn<CashVoucherItem>[] = [
  { key: 'title', header: '现金券', cell: (row) => row.title, rowHeader: true },
  { key: 'amount', header: '面额', cell: (row) => formatYuan(row.amount) },
  { key: 'remaining', header: '可用余额', cell: (row) => formatYuan(row.remaining) },
  {
    key: 'valid',
    header: '有效期',
    cell: (row) => `${beijingDate(row.starts_at * 1000)} 至 ${beijingDate(row.ends_at * 1000 - 1)}`,
  },
  {
    key: 'order',
    header: '来源订单',
    cell: (row) =>
      row.order_id === null ? '—' : <TextLink to={`/order/info/${row.order_id}`}>{row.order_sn}</TextLink>,
  },
  { key: 'status', header: '状态', cell: (row) => row.status_text },
];

function VoucherResults({ tab, page }: { tab: Tab; page: number }) {
  const vouchers = useCashVouchers({ status: tab, page });
  if (!vouchers.data) return <ReadStatus read={vouchers} what="现金券" />;
  const { data } = vouchers;
  if (data.list.length === 0)
    return <ListState status="empty" emptyText={`暂无${CASH_VOUCHER_STATUS_TEXT[tab]}的现金券`} />;
  return (
    <>
      <DataTable
        caption={`${CASH_VOUCHER_STATUS_TEXT[tab]}的现金券`}
        columns={columns}
        rows={data.list}
        rowKey={(row) => row.id}
      />
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(n) => hrefOf(tab, n)}
        label="现金券分页"
      />
    </>
  );
}

/**
 * /wdqb/xjq — 我的现金券 (spec §2): the vouchers cash-back (满返, /hb) earned, by status. They pay part of an order at
 * step 2 like money but are never paid out; a refund gives the voucher part back as voucher value.
 */
export function CashVouchersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(params.get('status'), CASH_VOUCHER_STATUSES, 'unused');
  const page = readPage(params.get('page'));
  const usable = useCashVouchers({ status: 'unused', page: 1 }).data?.usable_total;
  const chooseTab = useTabChoice(tab, (next) => navigate(hrefOf(next, 1)));
  return (
    <>
      <PageHeading>我的现金券</PageHeading>
      {usable !== undefined && (
        <Figure aria-label="可用现金券">
          可用现金券 <strong>{formatYuan(usable)}</strong>
        </Figure>
      )}
      <Notes>
        <li>
          现金券来自 <TextLink to={CASHBACK_PATHS.campaigns}>满返活动</TextLink>
          ，订单完成后发放，结算时抵扣货款（不含运费），不可提现、不找零。
        </li>
      </Notes>
      <Tabs
        label="现金券状态"
        value={tab}
        onValueChange={chooseTab}
        items={CASH_VOUCHER_STATUSES.map((value) => ({
          value,
          label: CASH_VOUCHER_STATUS_TEXT[value],
          content: <VoucherResults tab={value} page={page} />,
        }))}
      />
    </>
  );
}
