import { COUPON_STATUS_TEXT, COUPON_STATUSES, type Coupon, type CouponNum } from '@yaocai/domain';
import { CouponCard, ListState, Tabs } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CouponGrid } from '../../components/coupon/coupon-grid.styles';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import { useCouponNum, useCoupons, WALLET_PATHS } from '../../data/use-wallet';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

/** Spec §7 coupon `status`: 0 unused, 1 used, 2 expired — the tab's value is the wire's. */
const TABS = ['0', '1', '2'] as const;
type Tab = (typeof TABS)[number];
const statusOf = (tab: Tab) => COUPON_STATUSES[Number(tab)] ?? 'unused';

const hrefOf = (tab: Tab, page: number) =>
  `${WALLET_PATHS.coupons}${queryString({ status: tab === '0' ? '' : tab, page })}`;

function CouponView({ coupon }: { coupon: Coupon }) {
  return (
    <CouponCard
      name={coupon.title}
      amount={coupon.kind === 'amount' ? coupon.amount : undefined}
      discount={coupon.rate ?? undefined}
      cap={coupon.kind === 'discount' ? coupon.amount : undefined}
      threshold={coupon.threshold}
      scopeText={coupon.scope_text}
      validFrom={coupon.starts_at}
      validTo={coupon.ends_at}
      status={coupon.status}
    />
  );
}

function CouponResults({ tab, page }: { tab: Tab; page: number }) {
  const coupons = useCoupons({ status: Number(tab), page });
  if (!coupons.data) return <ReadStatus read={coupons} what="优惠券" />;
  const { data } = coupons;
  if (data.list.length === 0) {
    return <ListState status="empty" emptyText={`暂无${COUPON_STATUS_TEXT[statusOf(tab)]}的优惠券`} />;
  }
  return (
    <>
      <CouponGrid aria-label={`${COUPON_STATUS_TEXT[statusOf(tab)]}的优惠券`}>
        {data.list.map((coupon) => (
          <li key={coupon.id}>
            <CouponView coupon={coupon} />
          </li>
        ))}
      </CouponGrid>
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(n) => hrefOf(tab, n)}
        label="优惠券分页"
      />
    </>
  );
}

const tabLabel = (tab: Tab, counts: CouponNum | undefined) => {
  const status = statusOf(tab);
  return counts ? `${COUPON_STATUS_TEXT[status]}（${counts[status]}）` : COUPON_STATUS_TEXT[status];
};

/** /wdqb/yhq — my coupons by status (spec §2 wdqb_yhq), the tab counts from couponNum. */
export function CouponsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(params.get('status'), TABS, '0');
  const page = readPage(params.get('page'));
  const counts = useCouponNum().data;
  const chooseTab = useTabChoice(tab, (next) => navigate(hrefOf(next, 1)));
  return (
    <>
      <PageHeading>我的优惠券</PageHeading>
      <Tabs
        label="优惠券状态"
        value={tab}
        onValueChange={chooseTab}
        items={TABS.map((value) => ({
          value,
          label: tabLabel(value, counts),
          content: <CouponResults tab={value} page={page} />,
        }))}
      />
    </>
  );
}
