import { CREDIT_BILL_STATUS_TEXT, type CreditBill, formatYuan, yuanToFen } from '@yaocai/domain';
import { Button, ConfirmDialog, CreditSummary, DataTable, Tabs } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import {
  useBillTransfer,
  useCreditBills,
  useCreditRepay,
  useUserCredit,
  WALLET_PATHS,
} from '../../data/use-wallet';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { yuanColumn } from '../../lib/yuan-column';
import { Actions, Facts, Notes } from './wallet.styles';

/** Spec §7 user_credit_list `type`: 0 all, 1 open, 2 repaid, 3 overdue. */
const TABS = ['0', '1', '2', '3'] as const;
type Tab = (typeof TABS)[number];
const TAB_TEXT: Record<Tab, string> = { '0': '全部', '1': '未还', '2': '已还', '3': '逾期' };

const hrefOf = (type: Tab, page: number) =>
  `${WALLET_PATHS.credit}${queryString({ type: type === '0' ? '' : type, page })}`;

function RepayFromBalance({ bill }: { bill: CreditBill }) {
  const repay = useCreditRepay();
  return (
    <ConfirmDialog
      title="账单还款"
      description={`从余额支付 ${formatYuan(bill.outstanding)}，还清 ${bill.period} 账单？`}
      confirmText="确认还款"
      onConfirm={() => void repay.run(bill.id)}
      trigger={
        <Button size="sm" loading={repay.pending}>
          余额还款
        </Button>
      }
    />
  );
}

function RepayByTransfer({ bill }: { bill: CreditBill }) {
  const ask = useBillTransfer();
  return (
    <Button size="sm" variant="secondary" loading={ask.pending} onClick={() => void ask.run(bill.id)}>
      对公转账还款
    </Button>
  );
}

function BillActions({ bill }: { bill: CreditBill }) {
  if (yuanToFen(bill.outstanding) <= 0) return bill.transfer ? '转账待确认' : '—';
  return (
    <Actions>
      <RepayFromBalance bill={bill} />
      {bill.transfer ? <span>转账待确认</span> : <RepayByTransfer bill={bill} />}
    </Actions>
  );
}

const columns = [
  { key: 'period', header: '账期', rowHeader: true, cell: (bill: CreditBill) => bill.period },
  yuanColumn('amount', '账单金额', (bill: CreditBill) => bill.amount),
  yuanColumn('repaid', '已还', (bill: CreditBill) => bill.repaid),
  yuanColumn('outstanding', '待还', (bill: CreditBill) => bill.outstanding),
  { key: 'due', header: '还款日', cell: (bill: CreditBill) => bill.due_date },
  { key: 'status', header: '状态', cell: (bill: CreditBill) => CREDIT_BILL_STATUS_TEXT[bill.status] },
  { key: 'action', header: '操作', cell: (bill: CreditBill) => <BillActions bill={bill} /> },
];

/** Where to send each pending repayment transfer and the reference to write on it (财务确认到账后即还款). */
function PendingTransfers({ bills }: { bills: CreditBill[] }) {
  const pending = bills.filter((bill) => bill.transfer);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="bill-transfer-heading">
      <h2 id="bill-transfer-heading">对公转账还款（待财务确认）</h2>
      {pending.map(({ id, period, transfer }) =>
        transfer ? (
          <Facts key={id} aria-label={`${period} 账单转账信息`}>
            <dt>账单</dt>
            <dd>{period}</dd>
            <dt>收款单位</dt>
            <dd>{transfer.payee.name}</dd>
            <dt>开户银行</dt>
            <dd>{transfer.payee.bank}</dd>
            <dt>收款账号</dt>
            <dd>{transfer.payee.account}</dd>
            <dt>转账金额</dt>
            <dd>{formatYuan(transfer.amount)}</dd>
            <dt>转账附言</dt>
            <dd>
              <strong>{transfer.reference}</strong>
            </dd>
          </Facts>
        ) : null,
      )}
      <Notes>
        <li>请在转账附言中填写识别码；财务确认到账后账单即还款，超出欠款的部分转入余额</li>
      </Notes>
    </section>
  );
}

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
      <PendingTransfers bills={data.list} />
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
  const page = readPage(params.get('page'));
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
