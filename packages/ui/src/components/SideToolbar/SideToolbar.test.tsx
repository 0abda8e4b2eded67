import { describe, expect, it, vi } from 'vitest';
import { SideToolbar } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleQr } from '../../test/fixtures';
import { render, screen } from '../../test/render';

describe('SideToolbar', () => {
  it('starts collapsed with account and message links', () => {
    render(<SideToolbar unreadMessages={3} />);
    expect(screen.getByRole('link', { name: /我的账户/ })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: /我的消息/ })).toHaveAttribute('href', '/wdxx');
    expect(screen.getByRole('img', { name: '3 条未读消息' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /在线客服/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('expands to a panel and collapses when the same entry is pressed again', async () => {
    const onExpandedChange = vi.fn();
    const { user } = render(<SideToolbar wechatQrSrc={sampleQr} onExpandedChange={onExpandedChange} />);
    const wechat = screen.getByRole('button', { name: /微信/ });
    await user.click(wechat);
    expect(wechat).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '微信' })).toContainElement(
      screen.getByRole('img', { name: '药采官方微信二维码' }),
    );
    await user.click(wechat);
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows QQ links when chat is not allowed', async () => {
    const { user } = render(<SideToolbar isCanChat={false} qq1="800012345" qq2="800067890" />);
    await user.click(screen.getByRole('button', { name: /在线客服/ }));
    expect(screen.getByRole('link', { name: 'QQ客服1' })).toHaveAttribute(
      'href',
      'https://wpa.qq.com/msgrd?v=3&uin=800012345&site=qq&menu=yes',
    );
    expect(screen.getByRole('link', { name: 'QQ客服2' })).toHaveAttribute(
      'href',
      'https://wpa.qq.com/msgrd?v=3&uin=800067890&site=qq&menu=yes',
    );
    expect(screen.queryByTitle('在线客服')).not.toBeInTheDocument();
  });

  it('embeds the chat page exactly as the app made it when chat is allowed', () => {
    render(
      <SideToolbar
        defaultExpanded
        defaultActivePanel="chat"
        isCanChat
        chatUrl="https://kefu.example.cn/chat?visitor=rxdyf2024"
        qq1="800012345"
      />,
    );
    expect(screen.getByTitle('在线客服')).toHaveAttribute(
      'src',
      'https://kefu.example.cn/chat?visitor=rxdyf2024',
    );
    expect(screen.queryByRole('link', { name: 'QQ客服1' })).not.toBeInTheDocument();
  });

  it('links 我的账户 and 我的消息 where the app says', () => {
    render(<SideToolbar accountHref="/zhzx" messagesHref="/user/messages" unreadMessages={120} />);
    expect(screen.getByRole('link', { name: /我的账户/ })).toHaveAttribute('href', '/zhzx');
    const messages = screen.getByRole('link', { name: /我的消息/ });
    expect(messages).toHaveAttribute('href', '/user/messages');
    expect(messages).toHaveTextContent('99+');
  });

  it('follows the controlled panel and shows the cart slot', () => {
    render(<SideToolbar expanded activePanel="cart" cartCount={4} cartPanel={<p>购物车共 4 种商品</p>} />);
    expect(screen.getByRole('region', { name: '购物车' })).toHaveTextContent('购物车共 4 种商品');
    expect(screen.getByRole('button', { name: /购物车/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('scrolls back to the top', async () => {
    const onBackToTop = vi.fn();
    const { user, unmount } = render(<SideToolbar onBackToTop={onBackToTop} />);
    await user.click(screen.getByRole('button', { name: /返回顶部/ }));
    expect(onBackToTop).toHaveBeenCalledOnce();
    unmount();

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<SideToolbar />);
    await user.click(screen.getByRole('button', { name: /返回顶部/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('has no axe violations when expanded', async () => {
    const { container } = render(
      <SideToolbar defaultExpanded qq1="800012345" qq2="800067890" unreadMessages={2} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
