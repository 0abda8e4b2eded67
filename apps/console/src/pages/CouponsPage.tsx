import {
  beijingDateTime,
  COUPON_TEMPLATE_STATUS_TEXT,
  type ConsoleCouponRow,
  formatYuan,
} from '@yaocai/domain';
import type { DataTableColumn } from '@yaocai/ui';
import { CampaignListPage } from '../components/promotions/CampaignListPage';
import { useCouponTemplates, useScheduleCoupon, useSetCouponStatus } from '../data/use-coupons';
import { CouponCreateForm } from './CouponCreateForm';

const at = (iso: string) => beijingDateTime(Date.parse(iso));
const face = (row: ConsoleCouponRow) =>
  row.kind === 'discount'
    ? `${row.rate}折${row.amount === '0.00' ? '' : `，最高减${formatYuan(row.amount)}`}`
    : formatYuan(row.amount);
const validity = (row: ConsoleCouponRow) =>
  row.validity_days
    ? `领取后${row.validity_days}天`
    : `${at(row.starts_at ?? '')} 至 ${at(row.ends_at ?? '')}`;

const columns: DataTableColumn<ConsoleCouponRow>[] = [
  { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
  { key: 'face', header: '优惠', cell: face },
  {
    key: 'threshold',
    header: '门槛',
    cell: (row) => (row.threshold === '0.00' ? '无门槛' : `满${formatYuan(row.threshold)}`),
  },
  { key: 'scope', header: '范围', cell: (row) => row.scope_text },
  { key: 'audience', header: '对象', cell: (row) => (row.audience === 'new_buyer' ? '新人' : '全部') },
  {
    key: 'numbers',
    header: '已领/总量/已用',
    align: 'end',
    cell: (row) => `${row.claimed_count}/${row.total_quantity ?? '不限'}/${row.used_count}`,
  },
  {
    key: 'claim',
    header: '领取时间',
    cell: (row) => `${at(row.claim_starts_at)} 至 ${at(row.claim_ends_at)}`,
  },
  { key: 'validity', header: '有效期', cell: validity },
  { key: 'status', header: '状态', cell: (row) => COUPON_TEMPLATE_STATUS_TEXT[row.status] },
];

/**
 * 优惠券 (运营): every template with how many were claimed and used; create, reschedule its claim window, pause,
 * resume, end (buyers keep what they hold once it has ended).
 */
export default function CouponsPage() {
  const data = useCouponTemplates();
  const setStatus = useSetCouponStatus();
  const schedule = useScheduleCoupon();
  return (
    <CampaignListPage
      heading="优惠券"
      headingId="coupons-title"
      caption="优惠券模板"
      data={data}
      columns={columns}
      statusText={COUPON_TEMPLATE_STATUS_TEXT}
      setStatus={setStatus}
      schedule={schedule}
      window={(row) => ({
        startsAt: row.claim_starts_at,
        endsAt: row.claim_ends_at,
        startLabel: '领取开始',
        endLabel: '领取结束',
      })}
      rescheduledText="领取时间已更新"
      endTitle="结束这张优惠券？"
      endDescription={(row) => `「${row.title}」结束后不能再领取，也不能恢复；已领取的券仍可使用。`}
      createForm={(onDone) => <CouponCreateForm onDone={onDone} />}
    />
  );
}
