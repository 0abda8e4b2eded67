import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('AlertDialog', () => {
  it('is titled 温馨提示 by default', () => {
    render(<AlertDialog defaultOpen message="该商品已下架" />);
    expect(screen.getByRole('alertdialog', { name: '温馨提示' })).toHaveAccessibleDescription('该商品已下架');
  });

  it('runs the primary action, e.g. refreshing after a timeout, and closes', async () => {
    const onAction = vi.fn();
    const { user } = render(
      <AlertDialog
        defaultOpen
        tone="error"
        message="请求超时，请刷新页面"
        actionText="刷新页面"
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes from the × button without running the action', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(
      <AlertDialog
        defaultOpen
        tone="success"
        message="收藏成功"
        actionText="查看我的收藏"
        onAction={onAction}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<AlertDialog defaultOpen tone="warning" message="活动未开始" />);
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
