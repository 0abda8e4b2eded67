import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsDetailFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const active = {
  id: 9,
  goods_id: 41,
  kind: 'restock',
  kind_text: '到货提醒',
  status: 'active',
  status_text: '提醒中',
  name: goodsDetailFixture.name,
  spec: '',
  manufacturer: '',
  subscribed_price: null,
  fired_price: null,
  stock: 0,
  created_at: 1_795_744_000,
  fired_at: null,
};

describe('到货提醒 / 降价提醒 on the product page', () => {
  it('offers 到货提醒 on out-of-stock goods, subscribes, then shows it set with 取消', async () => {
    sessionFlag.markJustSignedIn();
    let alerts: unknown[] = [];
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url, method }) => {
        if (url === '/api/goods/detail/41') return envelope(10000, { ...goodsDetailFixture, number: 0 });
        if (url.startsWith('/api/user/alerts?'))
          return envelope(10000, { list: alerts, total: alerts.length, page: 1, per_page: 20 });
        if (url === '/api/user/alerts' && method === 'POST') {
          alerts = [active];
          return envelope(10000, active, '到货后将通知您');
        }
        return undefined;
      },
    });
    renderApp('/list_info/41');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '降价提醒' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '到货提醒' }));
    await waitFor(() =>
      expect(apiCalls().find((call) => call.url === '/api/user/alerts')?.body).toContain('kind=restock'),
    );
    expect(
      await screen.findByRole('button', { name: '已设到货提醒（取消）', pressed: true }),
    ).toBeInTheDocument();
  });

  it('offers only 降价提醒 on goods in stock', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url === '/api/goods/detail/41') return envelope(10000, { ...goodsDetailFixture, number: 25 });
        if (url.startsWith('/api/user/alerts?'))
          return envelope(10000, { list: [], total: 0, page: 1, per_page: 20 });
        return undefined;
      },
    });
    renderApp('/list_info/41');
    expect(await screen.findByRole('button', { name: '降价提醒' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '到货提醒' })).toBeNull();
  });
});
