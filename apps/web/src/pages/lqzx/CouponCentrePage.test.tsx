import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availableCouponList } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./CouponCentrePage'), 60_000);
beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: SentRequest) => qs.parse(request.url.split('?')[1] ?? '');

const offered = {
  id: 41,
  title: '全场满800减40',
  kind: 'amount',
  amount: '40.00',
  rate: null,
  threshold: '800.00',
  scope: 'all',
  scope_text: '全场通用',
  group: 1,
  starts_at: null,
  ends_at: null,
  validity_days: 30,
  remaining: 386,
  per_buyer_limit: 1,
  claimed: 0,
  state: 'claimable',
  reason: '',
} as const;
const soldOut = { ...offered, id: 42, title: '限量满300减30', remaining: 0, state: 'sold_out' } as const;

/** The centre as the server answers it: claiming 41 once turns it to 已领取. */
function stubCentre(fail = false) {
  let claimed = false;
  return stubApi({
    signedIn: true,
    override: (request) => {
      if (pathOf(request) === '/api/user/availableCoupon') {
        if (fail) return envelope(500, null, '服务器开小差了');
        const first = claimed
          ? { ...offered, claimed: 1, remaining: 385, state: 'claimed' as const }
          : offered;
        const list = queryOf(request).type === '3' ? [] : [first, soldOut];
        return envelope(
          10000,
          availableCouponList.parse({ list, total: list.length, page: 1, per_page: 20 }),
        );
      }
      if (pathOf(request) === '/api/coupon/41/claim') {
        claimed = true;
        return envelope(
          10000,
          { user_coupon_id: 9, claimed: 1, remaining: 385, state: 'claimed' },
          '领取成功',
        );
      }
      return undefined;
    },
  });
}

describe('/lqzx, the coupon centre (issue #22 §2)', () => {
  it('lists coupons to claim; 立即领取 claims one and the card turns to 已领取', async () => {
    const { apiCalls } = stubCentre();
    renderApp('/lqzx');
    const grid = await screen.findByRole('list', { name: '可领取的全部优惠券' });
    expect(within(grid).getAllByText('领取后30天内有效')).toHaveLength(2);
    expect(within(grid).getByRole('button', { name: '已抢光' })).toBeDisabled();
    await userEvent.setup().click(within(grid).getByRole('button', { name: '立即领取' }));
    expect(await within(grid).findByRole('button', { name: '已领取' })).toBeDisabled();
    expect(
      apiCalls()
        .filter((call) => call.method === 'POST')
        .map(pathOf),
    ).toEqual(['/api/coupon/41/claim']);
  });

  it('a group with nothing to claim says so, and the tab is in the address', async () => {
    stubCentre();
    const { router } = renderApp('/lqzx');
    await screen.findByRole('list', { name: '可领取的全部优惠券' });
    await userEvent.setup().click(screen.getByRole('tab', { name: '新人券' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=3'));
    expect(await screen.findByText('暂无可领取的新人券')).toBeInTheDocument();
  });

  it('a failed read offers 重试', async () => {
    stubCentre(true);
    renderApp('/lqzx');
    expect(await screen.findByText('优惠券加载失败，请重试')).toBeInTheDocument();
  });
});
