import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const emptyList = ({ url }: { url: string }) =>
  url.startsWith('/api/goods/list')
    ? envelope(10000, { list: [], total: 0, page: 1, per_page: 20 })
    : undefined;

describe('zone and login banners', () => {
  it('shows the TCM zone banner (/api/focus/zyzq) on /zyyp', async () => {
    stubApi({ override: emptyList });
    renderApp('/zyyp');
    const banner = await screen.findByRole('region', { name: '中药专区广告' });
    expect(within(banner).getByRole('img', { name: '中药专区 道地药材' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭广告' })).toBeNull();
  });

  it('shows the brand zone banner (/api/focus/ppzq) on /ppzq', async () => {
    stubApi();
    renderApp('/ppzq');
    const banner = await screen.findByRole('region', { name: '品牌专区广告' });
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/ppzq');
  });

  it('shows no zone banner when the position is empty', async () => {
    const { apiCalls } = stubApi({
      override: (request) =>
        request.url === '/api/focus/zyzq' ? envelope(10000, { list: [] }) : emptyList(request),
    });
    renderApp('/zyyp');
    await expect.poll(() => apiCalls().some((call) => call.url === '/api/focus/zyzq')).toBe(true);
    expect(await screen.findByText('中药专区（共 0 件）', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '中药专区广告' })).not.toBeInTheDocument();
  });

  it('shows the login banner (/api/focus/login) beside the login form', async () => {
    stubApi();
    renderApp('/login');
    expect(await screen.findByRole('img', { name: '药采 采购更省心' })).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
  });
});
