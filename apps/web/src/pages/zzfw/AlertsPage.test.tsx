import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const alert = {
  id: 7,
  goods_id: 12,
  kind: 'price',
  kind_text: '降价提醒',
  status: 'active',
  status_text: '提醒中',
  name: '阿莫西林胶囊',
  spec: '0.25g*24粒',
  manufacturer: '华北制药',
  subscribed_price: '12.50',
  fired_price: null,
  stock: 30,
  created_at: 1_795_744_000,
  fired_at: null,
};
const page = (list: unknown[]) => envelope(10000, { list, total: list.length, page: 1, per_page: 20 });

describe('商品提醒 /zzfw/sptx', () => {
  it('given an active 降价提醒, lists it with its price and cancels it', async () => {
    let cancelled = '';
    stubApi({
      signedIn: true,
      override: ({ url, method }) => {
        if (url === '/api/user/alerts/7/cancel' && method === 'POST') {
          cancelled = url;
          return envelope(10000, { ...alert, status: 'cancelled', status_text: '已取消' }, '提醒已取消');
        }
        if (url.startsWith('/api/user/alerts?')) return page(cancelled ? [] : [alert]);
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/zzfw/sptx');
    expect(await screen.findByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/list_info/12',
    );
    expect(screen.getByText(/设置时 ¥?12\.50/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消提醒' }));
    await waitFor(() => expect(cancelled).toBe('/api/user/alerts/7/cancel'));
    expect(await screen.findByText(/还没有商品提醒/)).toBeInTheDocument();
  });

  it('says so when a read fails', async () => {
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url.startsWith('/api/user/alerts?') ? envelope(500, null, '服务器错误', 500) : undefined,
    });
    renderApp('/zzfw/sptx');
    expect(await screen.findByText('商品提醒加载失败，请重试')).toBeInTheDocument();
  });
});
