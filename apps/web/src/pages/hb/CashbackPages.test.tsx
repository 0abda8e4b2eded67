import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashbackCampaignItem, CashVoucherItem } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([import('./CashbackPage'), import('../wallet/CashVouchersPage')]), 60_000);
beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: SentRequest) => qs.parse(request.url.split('?')[1] ?? '');

const campaign: CashbackCampaignItem = {
  id: 1,
  title: '全场满返',
  rule_text: '订单完成后发放现金券，有效期30天。',
  audience: 'all',
  scope: 'all',
  scope_text: '全场通用',
  tiers: [
    { threshold: '1000.00', voucher: '30.00' },
    { threshold: '3000.00', voucher: '120.00' },
  ],
  validity_days: 30,
  starts_at: 1_795_000_000,
  ends_at: 1_797_600_000,
  goods: [{ id: 5, name: '阿莫西林胶囊', ypgg: '0.25g*24粒', image: '/api/goods/5/image' }],
};
const voucher: CashVoucherItem = {
  id: 9,
  title: '满返现金券 ¥120.00',
  amount: '120.00',
  remaining: '80.00',
  status: 'unused',
  status_text: '未使用',
  starts_at: 1_795_000_000,
  ends_at: 1_797_600_000,
  order_id: 41,
  order_sn: 'YC20261127093000000041',
};

function stub(campaigns: Response | (() => Response)) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      if (pathOf(request) === '/api/cashback')
        return typeof campaigns === 'function' ? campaigns() : campaigns;
      if (pathOf(request) === '/api/user/cash_voucher') {
        const status = queryOf(request).status as string;
        const list = status === 'unused' ? [voucher] : [];
        return envelope(10000, { list, total: list.length, page: 1, per_page: 20, usable_total: '80.00' });
      }
      return undefined;
    },
  });
}

describe('满返 /hb and 我的现金券 /wdqb/xjq (issue #22 §1)', () => {
  it('/hb shows each running campaign with its tiers, rules and goods', async () => {
    stub(envelope(10000, { list: [campaign] }));
    renderApp('/hb');
    const section = await screen.findByRole('region', { name: '全场满返' }, { timeout: 10_000 });
    const tiers = within(section).getByRole('table', { name: '全场满返返现档位' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    expect(section).toHaveTextContent('订单完成后发放现金券');
    expect(within(section).getByRole('link', { name: /阿莫西林胶囊/ })).toHaveAttribute(
      'href',
      '/list_info/5',
    );
  });

  it('/hb says when none runs, and offers 重试 when the read fails', async () => {
    let fail = true;
    stub(() => (fail ? envelope(500, null, '服务器错误', 500) : envelope(10000, { list: [] })));
    renderApp('/hb');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('暂无进行中的满返活动')).toBeInTheDocument();
  });

  it('/wdqb/xjq lists the unused vouchers with the usable total, and switches tabs through the address bar', async () => {
    stub(envelope(10000, { list: [] }));
    const { router } = renderApp('/wdqb/xjq');
    const table = await screen.findByRole('table', { name: '未使用的现金券' }, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: '满返现金券 ¥120.00' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'YC20261127093000000041' })).toHaveAttribute(
      'href',
      '/order/info/41',
    );
    expect(screen.getByLabelText('可用现金券')).toHaveTextContent('¥80.00');
    await userEvent.setup().click(screen.getByRole('tab', { name: '已使用' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=used'));
    expect(await screen.findByText('暂无已使用的现金券')).toBeInTheDocument();
  });
});
