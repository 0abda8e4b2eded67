import { screen, within } from '@testing-library/react';
import type { GoodsActivitiesData } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsDetailFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const NOW = Math.floor(Date.now() / 1000);

const activities = (list: GoodsActivitiesData['list']): GoodsActivitiesData => ({
  goods_id: 41,
  timestamp: NOW,
  list,
});

const spike = {
  id: 1,
  kind: 'spike' as const,
  title: '限时秒杀',
  status: 'ongoing' as const,
  promo_price: '8.80',
  limit_per_buyer: 10,
  start: NOW - 3600,
  end: NOW + 2 * 3600 + 5 * 60,
};

function renderDetail(data: GoodsActivitiesData, detail = goodsDetailFixture, signedIn = true) {
  if (signedIn) sessionFlag.markJustSignedIn();
  const stub = stubApi({
    signedIn,
    override: ({ url }) => {
      if (url === '/api/goods/detail/41') return envelope(10000, detail);
      if (url === '/api/goods/activities?goods_id=41') return envelope(10000, data);
      return undefined;
    },
  });
  renderApp('/list_info/41');
  return stub;
}

describe('the activity strip on the product page', () => {
  it('shows a running flash sale with its price, limit and a countdown to its end', async () => {
    renderDetail(activities([spike]));
    const strip = await screen.findByRole('list', { name: '商品活动' });
    const item = within(strip).getByRole('listitem');
    expect(item).toHaveTextContent('秒杀');
    expect(item).toHaveTextContent('¥8.80');
    expect(item).toHaveTextContent('每人限购 10盒');
    const timer = within(item).getByRole('timer', { name: '限时秒杀倒计时' });
    expect(timer).toHaveTextContent(/距结束\s*02时0[45]分/);
  });

  it('counts down to the start of an upcoming promotion', async () => {
    renderDetail(
      activities([
        {
          ...spike,
          id: 2,
          kind: 'everyday',
          title: '周末特价',
          status: 'upcoming',
          limit_per_buyer: 0,
          start: NOW + 3 * 86_400,
          end: NOW + 5 * 86_400,
        },
      ]),
    );
    const timer = await screen.findByRole('timer', { name: '周末特价倒计时' });
    expect(timer).toHaveTextContent(/距开始\s*3天/);
    expect(screen.getByRole('list', { name: '商品活动' })).not.toHaveTextContent('每人限购');
  });

  it('shows 登录可见 instead of the promotion price to visitors', async () => {
    renderDetail(activities([{ ...spike, promo_price: null }]), goodsDetailFixture, false);
    const strip = await screen.findByRole('list', { name: '商品活动' });
    expect(strip).toHaveTextContent('登录可见');
    expect(strip).not.toHaveTextContent('¥');
  });

  it('names the free-shipping quantity of a 包邮 product even without promotions', async () => {
    renderDetail(activities([]), { ...goodsDetailFixture, is_free_shipping: 1, free_shipping_number: 20 });
    const strip = await screen.findByRole('list', { name: '商品活动' });
    expect(strip).toHaveTextContent('优选包邮：满 20盒 包邮');
  });

  it('shows no strip for a product without promotions or free shipping', async () => {
    const { apiCalls } = renderDetail(activities([]));
    expect(await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' })).toBeInTheDocument();
    await expect
      .poll(() => apiCalls().some((call) => call.url.startsWith('/api/goods/activities')))
      .toBe(true);
    expect(screen.queryByRole('list', { name: '商品活动' })).not.toBeInTheDocument();
  });
});
