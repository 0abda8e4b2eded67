import { type AvailableCoupon, COUPON_GROUPS } from '@yaocai/domain';
import { CouponCard, ListState, Tabs } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CouponGrid } from '../../components/coupon/coupon-grid.styles';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import { COUPON_CENTRE_PATH, useAvailableCoupons, useClaimCoupon } from '../../data/use-coupon-centre';
import { WALLET_PATHS } from '../../data/use-wallet';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

/** The groups' tab values are the wire's `type`: 0 全部, 1 店铺券, 2 品类券, 3 新人券. */
const TABS = ['0', '1', '2', '3'] as const;
type Tab = (typeof TABS)[number];

const hrefOf = (tab: Tab, page: number) =>
  `${COUPON_CENTRE_PATH}${queryString({ type: tab === '0' ? '' : tab, page })}`;

function OfferedCoupon({ coupon }: { coupon: AvailableCoupon }) {
  const claim = useClaimCoupon();
  return (
    <CouponCard
      name={coupon.title}
      amount={coupon.kind === 'amount' ? coupon.amount : undefined}
      discount={coupon.rate ?? undefined}
      cap={coupon.kind === 'discount' ? coupon.amount : undefined}
      threshold={coupon.threshold}
      scopeText={coupon.scope_text}
      validFrom={coupon.starts_at ?? undefined}
      validTo={coupon.ends_at ?? undefined}
      validDays={coupon.validity_days}
      claim={{
        state: coupon.state,
        remaining: coupon.remaining,
        reason: coupon.reason,
        pending: claim.pending,
        onClaim: () => void claim.run(coupon.id),
      }}
    />
  );
}

function CentreResults({ tab, page }: { tab: Tab; page: number }) {
  const coupons = useAvailableCoupons({ type: Number(tab), page });
  if (!coupons.data) return <ReadStatus read={coupons} what="优惠券" />;
  const { data } = coupons;
  if (data.list.length === 0) {
    return (
      <ListState
        status="empty"
        emptyText={`暂无可领取的${tab === '0' ? '优惠券' : COUPON_GROUPS[Number(tab)]}`}
      />
    );
  }
  return (
    <>
      <CouponGrid aria-label={`可领取的${COUPON_GROUPS[Number(tab)]}优惠券`}>
        {data.list.map((coupon) => (
          <li key={coupon.id}>
            <OfferedCoupon coupon={coupon} />
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

/** /lqzx — the coupon centre (spec §2 lqzx, issue #22 §2): coupons to claim by group. */
export function CouponCentrePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(params.get('type'), TABS, '0');
  const page = readPage(params.get('page'));
  const chooseTab = useTabChoice(tab, (next) => navigate(hrefOf(next, 1)));
  return (
    <PageWidth>
      <PageHeading>领券中心</PageHeading>
      <p>
        领取的优惠券在 <TextLink to={WALLET_PATHS.coupons}>我的优惠券</TextLink>{' '}
        查看，下单时在确认订单页选择使用。
      </p>
      <Tabs
        label="优惠券分类"
        value={tab}
        onValueChange={chooseTab}
        items={TABS.map((value) => ({
          value,
          label: COUPON_GROUPS[Number(value)] ?? '全部',
          content: <CentreResults tab={value} page={page} />,
        }))}
      />
    </PageWidth>
  );
}
