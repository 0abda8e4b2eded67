import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../index';
import { axeViolations } from '../../test/axe';
import {
  dedicatedManager,
  defaultManager,
  hotLine,
  hotWords,
  sampleLogo,
  sampleQr,
  signedInUser,
} from '../../test/fixtures';
import { render, screen, within } from '../../test/render';

const base = { logoSrc: sampleLogo, appQrSrc: sampleQr, hotLine, hotWords, onSearch: () => {} };

describe('SiteHeader', () => {
  it('shows a visitor the login links and an empty cart', () => {
    render(<SiteHeader {...base} user={null} />);
    expect(screen.getByRole('link', { name: '请登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的购物车' })).toHaveAttribute('href', '/cart');
  });

  it('shows a signed-in customer their company, cart count and dedicated manager', () => {
    render(<SiteHeader {...base} user={signedInUser} admin={dedicatedManager} cartCount={120} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('仁心大药房')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: '购物车中有 120 种商品' })).toHaveTextContent('99+');
    expect(within(header).getByText(/专属客服：/)).toHaveTextContent('专属客服：张敏13800000001');
    expect(within(header).getByText('投诉电话：400-800-1234')).toBeInTheDocument();
  });

  it('drops the 专属 prefix for the default manager', () => {
    render(<SiteHeader {...base} user={signedInUser} admin={defaultManager} />);
    expect(screen.queryByText(/专属客服/)).not.toBeInTheDocument();
    expect(screen.getByText(/^客服：/)).toBeInTheDocument();
  });

  it('hides the title and contacts for the points mall', () => {
    render(
      <SiteHeader
        {...base}
        user={signedInUser}
        admin={dedicatedManager}
        showTitle={false}
        showContacts={false}
      />,
    );
    expect(screen.queryByText('药品采购批发平台')).not.toBeInTheDocument();
    expect(screen.queryByText(/投诉电话/)).not.toBeInTheDocument();
  });

  it('passes the trimmed keywords and type to onSearch', async () => {
    const onSearch = vi.fn();
    const { user } = render(<SiteHeader {...base} user={null} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), ' 布洛芬缓释胶囊 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('布洛芬缓释胶囊', 0);
  });

  it('passes loadSuggestions through, turning the search input into a combobox', () => {
    render(<SiteHeader {...base} user={null} loadSuggestions={async () => []} />);
    expect(screen.getByRole('combobox', { name: '搜索药品' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SiteHeader {...base} user={signedInUser} admin={dedicatedManager} cartCount={5} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
