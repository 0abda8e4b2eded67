import { beijingDateTime, CASHBACK_STATUS_TEXT, type ConsoleCashbackRow, formatYuan } from '@yaocai/domain';
import type { DataTableColumn } from '@yaocai/ui';
import { CampaignListPage } from '../components/promotions/CampaignListPage';
import { useCashbackCampaigns, useScheduleCashback, useSetCashbackStatus } from '../data/use-cashback';
import { CashbackCreateForm } from './CashbackCreateForm';

/** The campaign's window is 10-digit seconds on the wire; the schedule form edits ISO instants. */
const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

const columns: DataTableColumn<ConsoleCashbackRow>[] = [
  { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
  {
    key: 'tiers',
    header: '档位',
    cell: (row) =>
      row.tiers.map((tier) => `满${formatYuan(tier.threshold)}返${formatYuan(tier.voucher)}`).join('，'),
  },
  { key: 'audience', header: '对象', cell: (row) => (row.audience === 'new_buyer' ? '新人' : '全部') },
  {
    key: 'window',
    header: '活动时间',
    cell: (row) => `${beijingDateTime(row.starts_at * 1000)} 至 ${beijingDateTime(row.ends_at * 1000)}`,
  },
  { key: 'validity', header: '券有效期', cell: (row) => `${row.validity_days}天` },
  { key: 'orders', header: '参与订单', align: 'end', cell: (row) => row.orders },
  { key: 'issued', header: '已返', align: 'end', cell: (row) => formatYuan(row.issued) },
  { key: 'status', header: '状态', cell: (row) => row.status_text },
];

/**
 * 满返活动 (运营, docs/cashback.md): every campaign with its tiers, window, the orders that joined and the vouchers
 * issued; create, reschedule, pause, resume, end (each audited on the server; orders that joined keep their
 * cash-back once it has ended).
 */
export default function CashbackPage() {
  const data = useCashbackCampaigns();
  const setStatus = useSetCashbackStatus();
  const schedule = useScheduleCashback();
  return (
    <CampaignListPage
      heading="满返活动"
      headingId="cashback-title"
      data={data}
      columns={columns}
      statusText={CASHBACK_STATUS_TEXT}
      setStatus={setStatus}
      schedule={schedule}
      window={(row) => ({ startsAt: isoOfSeconds(row.starts_at), endsAt: isoOfSeconds(row.ends_at) })}
      rescheduledText="活动时间已更新"
      endTitle="结束这个满返活动？"
      endDescription={(row) => `「${row.title}」结束后新订单不再参加，也不能恢复；已参加的订单照常返券。`}
      createForm={(onDone) => <CashbackCreateForm onDone={onDone} />}
    />
  );
}
