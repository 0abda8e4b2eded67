import { describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleQr, signedInUser } from '../../test/fixtures';
import { render, screen } from '../../test/render';

describe('TopBar', () => {
  it('welcomes a visitor with login and register links', () => {
    render(<TopBar user={null} />);
    expect(screen.getByText('您好，欢迎来到药采！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '请登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: '安全退出' })).not.toBeInTheDocument();
  });

  it('greets a signed-in customer by company and logs out on request', async () => {
    const onLogout = vi.fn();
    const { user } = render(<TopBar user={signedInUser} onLogout={onLogout} />);
    expect(screen.getByText('仁心大药房')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '请登录' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '安全退出' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('links to the member area, orders and e-invoice query', () => {
    render(<TopBar />);
    const nav = screen.getByRole('navigation', { name: '快捷导航' });
    expect(nav).toContainElement(screen.getByRole('link', { name: '返回首页' }));
    expect(screen.getByRole('link', { name: '会员中心' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: '电子发票查询' })).toHaveAttribute('href', '/dzfp');
    expect(screen.getByRole('link', { name: '添加到桌面' })).toBeInTheDocument();
  });

  it('shows the app QR when hovering 手机APP', async () => {
    const { user } = render(<TopBar appQrSrc={sampleQr} />);
    await user.hover(screen.getByRole('button', { name: '手机APP' }));
    expect(await screen.findByRole('img', { name: '药采APP下载二维码' })).toBeInTheDocument();
  });

  it('links the member area where the app says', () => {
    render(<TopBar memberLinks={[{ href: '/zhzx/order', label: '我的订单' }]} />);
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/zhzx/order');
    expect(screen.queryByRole('link', { name: '会员中心' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TopBar user={signedInUser} appQrSrc={sampleQr} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
