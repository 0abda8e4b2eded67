import { describe, expect, it, vi } from 'vitest';
import { ListState } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('ListState', () => {
  it('says it is loading, politely and busy', () => {
    render(<ListState status="loading" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('加载中…');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('says there is nothing to show, with the page’s own words when given', () => {
    render(<ListState status="empty" emptyText="暂无收藏的商品" />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无收藏的商品');
  });

  it('alerts a failure and retries when asked', async () => {
    const onRetry = vi.fn();
    const { user } = render(<ListState status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message and no retry without a handler', () => {
    render(<ListState status="error" errorText="商品不存在或已下架" />);
    expect(screen.getByRole('alert')).toHaveTextContent('商品不存在或已下架');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <ListState status="loading" />
        <ListState status="empty" />
        <ListState status="error" onRetry={() => {}} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
