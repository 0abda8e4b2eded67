import { type CreditBill, type CreditBillStatus, yuanToFen } from '@yaocai/domain';
import { Button, ConfirmDialog, CreditSummary, DataTable, Tabs } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreditBills, useCreditRepay, useUserCredit, WALLET_PATHS } from '../../data/use-wallet';
import { PageHeading } from '../../layout/page.styles';
import { MemberPager } from '../member/MemberPager';
import { ReadStatus } from '../member/ReadStatus';
import { oneOf, pageParam, queryString } from '../member/url-query';
import { useTabChoice } from '../member/use-tab-choice';
import { Notes } from './wallet.styles';

/** Spec §7 user_credit_list `type`: 0 all, 1 open, 2 repaid, 3 overdue. */
const TABS = ['0', '1', '2', '3'] as const;
type Tab = (typeof TABS)[number];
const TAB_TEXT: Record<Tab, string> = { '0': '全部', '1': '未还', '2': '已还', '3': '逾期' };
const BILL_STATUS_TEXT: Record<CreditBillStatus, string> = {
  open: '未还',
  repaid: '已还',
  overdue: '已逾期',
};

const hrefOf = (type: Tab, page: number) =>
  `${WALLET_PATHS.credit}${queryString({ type: type === '0' ? '' : type, page })}`;

function RepayBill({ bill }: { bill: CreditBill }) {
  const repay = useCreditRepay();
  return (
    <ConfirmDialog
      title="账单还款"
      description={`从余额支付 ¥${bill.outstanding}，还清 ${bill.period} 账单？`}
      confirmText="确认还款"
      onConfirm={() => void repay.run(bill.id)}
      trigger={
        <Button size="sm" loading={repay.pending}>
          还款
        </Button>
      }
    />
  );
}

const columns = [
  { key: 'period', header: '账期', rowHeader: true, cell: (bill: CreditBill) => bill.period },
  { key: 'amount', header: '账单金额', align: 'end' as const, cell: (bill: CreditBill) => `¥${bill.amount}` },
  { key: 'repaid', header: '已还', align: 'end' as const, cell: (bill: CreditBill) => `¥${bill.repaid}` },
  {
    key: 'outstanding',
    header: '待还',
    align: 'end' as const,
    cell: (bill: CreditBill) => `¥${bill.outstanding}`,
  },
  { key: 'due', header: '还款日', cell: (bill: CreditBill) => bill.due_date },
  { key: 'status', header: '状态', cell: (bill: CreditBill) => BILL_STATUS_TEXT[bill.status] },
  {
    key: 'action',
    header: '操作',
    cell: (bill: CreditBill) => (yuanToFen(bill.outstanding) > 0 ? <RepayBill bill={bill} /> : '—'),
  },
];

function Summary() {
  const credit = useUserCredit();
  if (!credit.data) return <ReadStatus read={credit} what="账期额度" />;
  const { data } = credit;
  return (
    <>
      <CreditSummary
        limit={data.limit}
        used={data.used}
        available={data.available}
        billingDay={data.billing_day}
        overdue={data.overdue}
      />
      {data.billing_day > 0 && (
        <Notes>
          <li>
            每月 {data.billing_day} 日出账，出账后 {data.due_days} 天内还款
          </li>
          {data.frozen === 1 && <li role="alert">有逾期账单未还，账期支付已冻结，还清后恢复</li>}
        </Notes>
      )}
    </>
  );
}

function Bills({ type, page }: { type: Tab; page: number }) {
  const bills = useCreditBills({ type: Number(type), page });
  if (!bills.data) return <ReadStatus read={bills} what="账单" />;
  const { data } = bills;
  return (
    <>
      <DataTable
        caption="账单"
        columns={columns}
        rows={data.list}
        rowKey={(bill) => bill.id}
        emptyText="暂无账单"
      />
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(n) => hrefOf(type, n)}
        label="账单分页"
      />
    </>
  );
}

/** /wdqb/zqgl — credit period (账期, spec §2 wdqb_zqgl): the limit and its use, and the bills by tab. */
export function CreditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = oneOf(params.get('type'), TABS, '0');
  const page = pageParam(params);
  const chooseTab = useTabChoice(type, (tab) => navigate(hrefOf(tab, 1)));
  return (
    <>
      <PageHeading>账期管理</PageHeading>
      <Summary />
      <Tabs
        label="账单状态"
        value={type}
        onValueChange={chooseTab}
        items={TABS.map((tab) => ({
          value: tab,
          label: TAB_TEXT[tab],
          content: <Bills type={tab} page={page} />,
        }))}
      />
    </>
  );
}
